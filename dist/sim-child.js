#!/usr/bin/env node
import { createRequire as __llmSloGateCreateRequire } from 'node:module';
const require = __llmSloGateCreateRequire(import.meta.url);
import {
  isGateError,
  startSimulator
} from "./chunks/chunk-BN62JO6E.js";

// src/sim/child.ts
async function main() {
  process.on("SIGINT", () => void 0);
  let buffered = "";
  const ended = new Promise((resolve) => process.stdin.once("end", resolve));
  const firstLine = new Promise((resolve) => {
    process.stdin.on("data", (chunk) => {
      buffered += chunk.toString("utf8");
      const cut = buffered.indexOf("\n");
      if (cut >= 0) resolve(buffered.slice(0, cut));
    });
    void ended.then(() => resolve(void 0));
  });
  const line = await firstLine;
  if (line === void 0) return 0;
  try {
    const sim = await startSimulator(JSON.parse(line), { host: "127.0.0.1", port: 0 });
    process.stdout.write(`${JSON.stringify({ url: sim.url, port: sim.port })}
`);
    await ended;
    await sim.close();
    return 0;
  } catch (err) {
    process.stderr.write(`error: ${err instanceof Error ? err.message : String(err)}
`);
    if (isGateError(err) && err.hint) process.stderr.write(`hint: ${err.hint}
`);
    return isGateError(err) && err.code === "USAGE" ? 2 : 3;
  }
}
process.exitCode = await main();
process.stdin.destroy();
