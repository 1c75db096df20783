/**
 * The top entries of a `--cpu-prof` profile by self time, to see what a CLI run spends its
 * loop on: `node build/bench/path/profile-top.js <file.cpuprofile> [top] [fromMs toMs]`. With a
 * window (CLOCK_MONOTONIC ms, as the ground-truth log and V8's profile clock read on Linux),
 * only samples inside it count, e.g. a level's measured requests.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, topText, fromText, toText] = process.argv.slice(2);
if (file === undefined) throw new Error('usage: profile-top <file.cpuprofile> [top] [fromMs toMs]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const top = Number(topText ?? 25);
const fromUs = fromText === undefined ? -Infinity : Number(fromText) * 1e3;
const toUs = toText === undefined ? Infinity : Number(toText) * 1e3;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map<string, number>();
let totalUs = 0;
let atUs = profile.startTime;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  atUs += delta;
  if (atUs < fromUs || atUs > toUs) return;
  const frame = byId.get(id)?.callFrame;
  const name = frame === undefined ? '?' : `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}`;
  selfUs.set(name, (selfUs.get(name) ?? 0) + delta);
  totalUs += delta;
});
const rows = [...selfUs.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
process.stdout.write(`${(totalUs / 1e3).toFixed(0)} ms sampled\n`);
for (const [name, us] of rows) process.stdout.write(`${((100 * us) / totalUs).toFixed(1).padStart(5)} %  ${(us / 1e3).toFixed(1).padStart(8)} ms  ${name}\n`);
