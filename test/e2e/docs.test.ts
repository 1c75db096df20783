// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * The docs (README.md and docs/*.md) against what they describe: the generated reference tables
 * are current, every CLI flag is documented on some page, and every relative link resolves to a
 * file and, for #anchors, to a heading of it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const pages = ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const text = new Map(pages.map((page) => [page, readFileSync(join(root, page), 'utf8')]));

test('the reference tables in the docs match action.yml and the spec schema', () => {
  const res = spawnSync(process.execPath, ['scripts/docs.mjs', '--check'], { cwd: root, encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
});

test('every flag of every command is documented on some page', () => {
  const everything = [...text.values()].join('\n');
  const missing: string[] = [];
  for (const command of ['run', 'validate', 'simulate', 'demo', 'probe', 'merge']) {
    const help = spawnSync(process.execPath, ['dist/cli.js', command, '--help'], { cwd: root, encoding: 'utf8' });
    assert.equal(help.status, 0, `${command} --help: ${help.stderr}`);
    const flags = new Set([...help.stdout.matchAll(/(?<![\w-])(--[a-z][a-z-]*)/g)].map((m) => m[1]!));
    assert.ok(flags.size > 0, `${command} --help lists its flags`);
    for (const flag of flags) {
      if (flag === '--help') continue;
      if (!new RegExp(`${flag}(?![a-z-])`).test(everything)) missing.push(`${command} ${flag}`);
    }
  }
  assert.deepEqual(missing, [], 'flags no page of README.md or docs/ mentions');
});

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, numbered as GitHub numbers repeats. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = slug(heading!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Fenced blocks and inline code removed: what they hold is not a link or a heading. */
function withoutCode(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

test('every relative link in README.md and docs/ points at a file and heading that exist', () => {
  const broken: string[] = [];
  let checked = 0;
  for (const [page, markdown] of text) {
    for (const [, target] of withoutCode(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target!)) continue;
      checked++;
      const [path, anchor] = target!.split('#') as [string, string | undefined];
      const file = path === '' ? join(root, page) : join(root, dirname(page), decodeURIComponent(path));
      if (!existsSync(file)) { broken.push(`${page}: ${target} (no file ${relative(root, file)})`); continue; }
      if (anchor === undefined) continue;
      if (statSync(file).isDirectory() || !file.endsWith('.md')) { broken.push(`${page}: ${target} (an anchor into a non-Markdown file)`); continue; }
      if (!anchors(readFileSync(file, 'utf8')).has(anchor)) broken.push(`${page}: ${target} (no heading #${anchor} in ${relative(root, file)})`);
    }
  }
  assert.ok(checked > 20, `${checked} relative links checked`);
  assert.deepEqual(broken, []);
});

test('docs/README.md indexes every page of docs/', () => {
  const index = text.get('docs/README.md');
  assert.ok(index, 'docs/README.md exists');
  const unlisted = pages.filter((p) => p.startsWith('docs/') && p !== 'docs/README.md' && !index.includes(`](${p.slice(5)})`));
  assert.deepEqual(unlisted, []);
});
