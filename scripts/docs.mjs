// Regenerates the README's reference tables from their sources of truth, so the docs cannot
// drift: action.yml (inputs, outputs) and src/spec/spec.schema.json (spec fields).
//   node scripts/docs.mjs          rewrite README.md in place
//   node scripts/docs.mjs --check  exit 1 when README.md is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const README = 'README.md';
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

const sections = {
  'action-inputs': table(['input', 'default', 'description'],
    Object.entries(action.inputs ?? {}).map(([k, v]) => [`\`${k}\``, code(v.default), v.description])),
  'action-outputs': table(['output', 'description'],
    Object.entries(action.outputs ?? {}).map(([k, v]) => [`\`${k}\``, v.description])),
  'spec-fields': table(['field', 'type', 'required', 'default', 'description'], specRows(schema, '', [])),
};

const before = readFileSync(README, 'utf8');
let after = before;
for (const [name, body] of Object.entries(sections)) {
  const re = new RegExp(`(<!-- generated:${name} -->)[\\s\\S]*?(<!-- /generated:${name} -->)`);
  if (!re.test(after)) {
    console.error(`README.md has no <!-- generated:${name} --> … <!-- /generated:${name} --> block`);
    process.exit(1);
  }
  after = after.replace(re, (_m, open, close) => `${open}\n${body}\n${close}`);
}
if (process.argv.includes('--check')) {
  if (after !== before) {
    console.error('README.md reference tables are out of date: run `npm run docs` and commit README.md.');
    process.exit(1);
  }
} else if (after !== before) {
  writeFileSync(README, after);
}
