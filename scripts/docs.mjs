// Regenerates the reference tables of the docs from their sources of truth, so the docs cannot
// drift: action.yml (inputs, outputs, in docs/workflows.md), src/spec/spec.schema.json (spec
// fields, in docs/spec.md) and the override table src/spec/overrides.ts (the flags and inputs
// that override the spec, in docs/cli.md). Each table goes into whichever page holds its marked
// region. The override table is TypeScript: esbuild bundles it into a temporary module first,
// so no compile is needed.
//   node scripts/docs.mjs          rewrite the pages in place
//   node scripts/docs.mjs --check  exit 1 when a page is out of date
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'yaml';

const PAGES = ['README.md', ...readdirSync('docs').filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
const action = parse(readFileSync('action.yml', 'utf8'));
const schema = JSON.parse(readFileSync('src/spec/spec.schema.json', 'utf8'));

const cell = (s) => String(s ?? '').replace(/\|/g, '\\|').replace(/\n+/g, ' ').trim();
const code = (v) => (v === undefined || v === '' ? '' : '`' + (typeof v === 'string' ? v : JSON.stringify(v)) + '`');

function table(header, rows) {
  return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
}

function typeOf(node) {
  if (node.const !== undefined) return code(node.const);
  if (node.enum) return node.enum.map(code).join(', ');
  if (node.oneOf || node.anyOf) return (node.oneOf ?? node.anyOf).map(typeOf).filter(Boolean).join(' or ');
  if (node.type === 'array') return `list of ${node.items ? typeOf(node.items) : 'values'}`;
  if (node.type === 'object' && node.additionalProperties && typeof node.additionalProperties === 'object') return `map of ${typeOf(node.additionalProperties)}`;
  return Array.isArray(node.type) ? node.type.join(' or ') : node.type ?? '';
}

function resolveRef(node) {
  if (!node.$ref) return node;
  const path = node.$ref.replace(/^#\//, '').split('/');
  let target = schema;
  for (const p of path) target = target[p];
  // A referring node's default is its own: the target's describes the target's place.
  return { ...target, ...node, $ref: undefined, default: node.default };
}

const LEAF_PARENTS = new Set(['slos[].when', 'slos[].thresholds']);

function specRows(node, prefix, rows) {
  for (const [name, raw] of Object.entries(node.properties ?? {})) {
    const prop = resolveRef(raw);
    const path = prefix ? `${prefix}.${name}` : name;
    const required = (node.required ?? []).includes(name) ? 'yes' : '';
    rows.push([`\`${path}\``, typeOf(prop), required, code(prop.default), prop.description]);
    // Per-metric statistics (p50 … max) repeat one pattern 7 × 7 times: the metric's row says it.
    // A section reused by reference (a scenario's workload) is described once, where it is defined.
    if (prop.type === 'object' && prop.properties && !LEAF_PARENTS.has(prefix) && !raw.$ref) specRows(prop, path, rows);
    if (prop.type === 'array' && prop.items && !raw.$ref) {
      const items = resolveRef(prop.items);
      if (items.properties) specRows(items, `${path}[]`, rows);
    }
  }
  return rows;
}

/** The override table's module, bundled to a temporary file and imported. */
async function importOverrides() {
  const dir = mkdtempSync(join(tmpdir(), 'llm-slo-gate-docs-'));
  try {
    const file = join(dir, 'overrides.mjs');
    await build({
      entryPoints: ['src/spec/overrides.ts'], outfile: file, bundle: true, platform: 'node', format: 'esm', logLevel: 'warning',
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
    });
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const { OVERRIDES } = await importOverrides();

const sections = {
  'cli-overrides': table(['flag', 'Action input', 'replaces', 'what it sets'],
    OVERRIDES.map((r) => [`\`${r.flag} ${r.arg}\``, r.input === undefined ? '' : `\`${r.input}\``, `\`${r.field.join('.')}\``, r.doc])),
  'action-inputs': table(['input', 'default', 'description'],
    Object.entries(action.inputs ?? {}).map(([k, v]) => [`\`${k}\``, code(v.default), v.description])),
  'action-outputs': table(['output', 'description'],
    Object.entries(action.outputs ?? {}).map(([k, v]) => [`\`${k}\``, v.description])),
  'spec-fields': table(['field', 'type', 'required', 'default', 'description'], specRows(schema, '', [])),
};

const texts = new Map(PAGES.map((page) => [page, readFileSync(page, 'utf8')]));
const updated = new Map(texts);
for (const [name, body] of Object.entries(sections)) {
  const re = new RegExp(`(<!-- generated:${name} -->)[\\s\\S]*?(<!-- /generated:${name} -->)`);
  const holders = PAGES.filter((page) => re.test(updated.get(page)));
  if (holders.length !== 1) {
    console.error(`${holders.length === 0 ? 'no page' : holders.join(' and ')} of README.md and docs/*.md ${holders.length === 0 ? 'has' : 'both have'} a <!-- generated:${name} --> … <!-- /generated:${name} --> block; exactly one must`);
    process.exit(1);
  }
  const page = holders[0];
  updated.set(page, updated.get(page).replace(re, (_m, open, close) => `${open}\n${body}\n${close}`));
}
const stale = PAGES.filter((page) => updated.get(page) !== texts.get(page));
if (process.argv.includes('--check')) {
  if (stale.length > 0) {
    console.error(`${stale.join(', ')}: reference tables are out of date: run \`npm run docs\` and commit the pages.`);
    process.exit(1);
  }
} else {
  for (const page of stale) writeFileSync(page, updated.get(page));
}
