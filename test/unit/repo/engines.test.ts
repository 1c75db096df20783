// @parallel: asserts no timing; it reads the lock file and package.json only
/**
 * A clean `npm ci` on the oldest Node that `engines` promises prints no EBADENGINE warning:
 * every package in the lock file accepts that version. (content-type 3.x, pulled in by
 * @octokit/request, asks for Node 22; package.json overrides it to 2.1.0, which asks for 18 and
 * parses Content-Type the same way.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

type Version = [number, number, number];

/** `20.18.1`, `20.18` or `20` as a version, missing parts 0; with how many parts were written. */
function parseVersion(text: string): { v: Version; parts: number } {
  const parts = text.replace(/^v/, '').split('.').filter((p) => p !== '' && p !== 'x' && p !== '*').map(Number);
  return { v: [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0], parts: parts.length };
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** Whether `version` satisfies one comparator: `>=18`, `<20`, `^20.12`, `~1.2`, `20`, `*`. */
function satisfiesComparator(version: Version, comparator: string): boolean {
  const m = /^(>=|<=|>|<|=|\^|~)?\s*(.*)$/.exec(comparator)!;
  const op = m[1] ?? '';
  if (m[2] === '' || m[2] === '*' || m[2] === 'x') return true;
  const { v, parts } = parseVersion(m[2]!);
  const c = compare(version, v);
  switch (op) {
    case '>=': return c >= 0;
    case '>': return c > 0;
    case '<=': return c <= 0;
    case '<': return c < 0;
    case '^': {
      const upper: Version = v[0] > 0 ? [v[0] + 1, 0, 0] : v[1] > 0 ? [0, v[1] + 1, 0] : [0, 0, v[2] + 1];
      return c >= 0 && compare(version, upper) < 0;
    }
    case '~': return c >= 0 && compare(version, parts >= 2 ? [v[0], v[1] + 1, 0] : [v[0] + 1, 0, 0]) < 0;
    default: {
      // A bare, possibly partial version is an x-range: `20` is any 20.x.
      const upper: Version = parts >= 3 ? [v[0], v[1], v[2] + 1] : parts === 2 ? [v[0], v[1] + 1, 0] : [v[0] + 1, 0, 0];
      return c >= 0 && compare(version, upper) < 0;
    }
  }
}

/** Whether `version` satisfies an npm range of comparator sets joined by `||`. */
export function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((set) => {
    const comparators = set.trim().replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1').split(/\s+/).filter((c) => c !== '');
    return comparators.every((c) => satisfiesComparator(version, c));
  });
}

test('the range reader agrees with npm on the forms the lock file uses', () => {
  const v = parseVersion('20.18.1').v;
  assert.equal(satisfies(v, '>=20.18.1'), true);
  assert.equal(satisfies(v, '>= 20'), true);
  assert.equal(satisfies(v, '>=22'), false);
  assert.equal(satisfies(v, '^20.12||^22||>=24'), true);
  assert.equal(satisfies(v, '^20.19 || >=22'), false);
  assert.equal(satisfies(v, '^14.17.0 || ^16.13.0 || >=18.0.0'), true);
  assert.equal(satisfies(v, '>=0.6.11 <=0.7.0 || >=0.7.3'), true);
  assert.equal(satisfies(v, '>=18 <20'), false);
  assert.equal(satisfies(v, '~20.18.0'), true);
  assert.equal(satisfies(v, '20'), true);
});

test('every locked package accepts the oldest Node that package.json engines allows', async () => {
  const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { engines: { node: string } };
  const floor = /^>=\s*(\d+\.\d+\.\d+)$/.exec(pkg.engines.node)?.[1];
  assert.ok(floor, `engines.node should be ">=X.Y.Z", is ${pkg.engines.node}`);
  const lock = JSON.parse(await readFile('package-lock.json', 'utf8')) as { packages: Record<string, { version?: string; engines?: { node?: string } | string[] }> };
  const refused = Object.entries(lock.packages)
    .filter(([, p]) => p.engines !== undefined && !Array.isArray(p.engines) && p.engines.node !== undefined)
    .filter(([, p]) => !satisfies(parseVersion(floor).v, (p.engines as { node: string }).node))
    .map(([path, p]) => `${path}@${p.version} requires node ${(p.engines as { node: string }).node}`);
  assert.deepEqual(refused, [], `npm ci on Node ${floor} would warn EBADENGINE for these`);
});
