/**
 * The README's shell commands, as the tests that run them read them.
 */
import assert from 'node:assert/strict';

/** The package.json script `npm run demo` runs: the demo the README's "Try it" starts with. */
export const DEMO_SCRIPT = 'node dist/cli.js demo';

/** The shell lines of the fenced sh blocks under the heading `heading` (up to the next heading of its level or above). */
export function readmeShellLines(readme: string, heading: RegExp): string[] {
  const lines = readme.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  assert.ok(start >= 0, `README has no heading ${heading}`);
  const depth = /^#+/.exec(lines[start]!)![0].length;
  const out: string[] = [];
  let inShell = false;
  for (const line of lines.slice(start + 1)) {
    const h = /^(#+) /.exec(line);
    if (h && h[1]!.length <= depth && !inShell) break;
    if (/^```(sh|bash|shell)\s*$/.test(line)) inShell = true;
    else if (line.startsWith('```')) inShell = false;
    else if (inShell) out.push(line);
  }
  return out.map((l) => l.replace(/\s+#.*$/, '').trim()).filter((l) => l !== '');
}

