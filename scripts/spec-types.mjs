// Generates src/spec/spec-types.ts, the TypeScript types of the spec as a user writes it, from
// src/spec/spec.schema.json: the schema is the one source of the spec's shape, and its field
// descriptions and defaults become the types' doc comments. `--check` regenerates in memory and
// exits 1 when the committed file differs (a test runs it), so a schema change without
// regenerated types fails.
//
// A generator of our own rather than json-schema-to-ts's `FromSchema`: that type walks the whole
// 130 kB schema at every use (it doubled the project's type instantiations for two property
// reads, and its types hover as one anonymous object), while these are plain named interfaces
// that cost the compiler nothing and read like the hand-written ones they replace.
//
//   node scripts/spec-types.mjs          write the file
//   node scripts/spec-types.mjs --check  compare only
import { readFileSync, writeFileSync } from 'node:fs';

const SCHEMA_PATH = 'src/spec/spec.schema.json';
const OUT_PATH = 'src/spec/spec-types.ts';
const schema = JSON.parse(readFileSync(SCHEMA_PATH, 'utf8'));

/**
 * The schema nodes that become named types, by path (`x[]` is the items of list `x`). A node
 * of the same shape elsewhere takes the same name (`Bounds` serves every `{min, max}`), so
 * those are listed first, with a doc of their own since their members' descriptions name one
 * metric; every other node is written inline where it is used.
 */
const NAMED = [
  ['slos[].thresholds.success_rate', 'Bounds', 'Lower and/or upper bound on one value: `{min: 0.995}`, `{max: 2}`, or both.'],
  ['slos[].thresholds.ttft_ms', 'DistributionLimits',
    'Limits on statistics of one distribution. A bare number is an upper bound (`p95: 1500` means "p95 at most 1500"); '
    + '`{min, max}` states the direction explicitly and is required for `request_tps`, which is better when higher.'],
  ['slos[].thresholds.request_tps', 'DistributionBounds',
    'Bounds on statistics of a distribution that is better when higher: each statistic takes `{min, max}`, never a bare number.'],
  ['slos[].when.input_tokens', 'WorkloadBounds', 'Upper bounds on statistics of a measured token count, such as `{p95: 8000}`.'],
  ['', 'SpecFile'],
  ['endpoint', 'EndpointSpec'],
  ['reference', 'ReferenceSpec'],
  ['workload', 'WorkloadSpec'],
  ['workload.messages[]', 'MessageSpec'],
  ['workload.synthetic', 'SyntheticSpec'],
  ['sweep', 'SweepSpec'],
  ['slos[]', 'SloSpec'],
  ['slos[].thresholds', 'ThresholdsSpec'],
  ['baseline', 'BaselineSpec'],
  ['knee', 'KneeSpec'],
  ['gate', 'RunGateSpec'],
  ['scenarios[]', 'ScenarioSpec'],
  ['probe', 'ProbeSpec'],
  ['probe.window', 'ProbeWindowSpec'],
];

function nodeAt(path) {
  let node = schema;
  for (const seg of path === '' ? [] : path.split('.')) {
    const list = seg.endsWith('[]');
    node = node.properties?.[list ? seg.slice(0, -2) : seg];
    if (list) node = node?.items;
    if (node === undefined) throw new Error(`${SCHEMA_PATH} has no node at ${path}`);
  }
  return node;
}

const namedByNode = new Map();
const namedByShape = new Map();
const docs = new Map();
/** Declarations in the order they are first used. */
const declared = [];

const IDENT = /^[A-Za-z_$][\w$]*$/;
/** A value as TypeScript source, strings in single quotes as in src/. */
const literal = (v) => (typeof v === 'string' ? `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(v));
const key = (name) => (IDENT.test(name) ? name : literal(name));

/** A doc comment from a node's description and default, indented; empty when it has neither. */
function comment(node, indent) {
  const lines = [];
  if (node.description) lines.push(...wrap(node.description.replace(/\*\//g, '*\\/'), 96 - indent.length));
  if ('default' in node) lines.push(`@defaultValue \`${JSON.stringify(node.default)}\``);
  if (lines.length === 0) return '';
  if (lines.length === 1) return `${indent}/** ${lines[0]} */\n`;
  return `${indent}/**\n${lines.map((l) => `${indent} * ${l}`.trimEnd()).join('\n')}\n${indent} */\n`;
}

function wrap(text, width) {
  const out = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') out.push(line);
  return out;
}

/** The node a `$ref` points at. */
function target(node) {
  return nodeAt(node.$ref.replace(/^#\//, '').split('/').filter((s, i) => i % 2 === 1).join('.'));
}

/** A branch of `anyOf` that says what the value is, not only which fields it must have. */
const shapes = (node) => ['type', 'const', 'enum', 'properties', 'items', '$ref', 'anyOf'].some((k) => k in node);

/**
 * The TypeScript type of a node. A named node (or one of a named shape) is referred to by name;
 * `withDocs` false leaves out member comments, for comparing shapes.
 */
function typeOf(node, indent, withDocs, self) {
  if (node.$ref) return typeOf(target(node), indent, withDocs);
  if (node !== self && namedByNode.has(node)) return use(node);
  if ('const' in node) return literal(node.const);
  if (node.enum) return node.enum.map(literal).join(' | ');
  const branches = (node.anyOf ?? []).filter(shapes);
  if (branches.length > 0) return [...new Set(branches.map((b) => typeOf(b, indent, withDocs)))].join(' | ');
  switch (node.type) {
    case 'string': return 'string';
    case 'number': case 'integer': return 'number';
    case 'boolean': return 'boolean';
    case 'array': {
      const items = node.items ? typeOf(node.items, indent, withDocs) : 'unknown';
      return /[|&]/.test(items) ? `(${items})[]` : `${items}[]`;
    }
    case 'object': return objectType(node, indent, withDocs, self);
    default: return 'unknown';
  }
}

function objectType(node, indent, withDocs, self) {
  if (!node.properties) {
    const values = typeof node.additionalProperties === 'object' ? typeOf(node.additionalProperties, indent, withDocs) : 'unknown';
    return `Record<string, ${values}>`;
  }
  const inner = `${indent}  `;
  const required = new Set(node.required ?? []);
  const members = Object.entries(node.properties).map(([name, prop]) =>
    `${withDocs ? comment(prop, inner) : ''}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(prop, inner, withDocs)};\n`);
  const text = `{\n${members.join('')}${indent}}`;
  if (node === self) return text;
  // An unnamed object of a named shape is that type.
  const named = namedByShape.get((withDocs ? objectType(node, '', false, node) : text).replace(/\n\s*/g, ' '));
  return named === undefined ? text : use(named);
}

/** While the named shapes are being collected, nothing is declared yet. */
let collecting = true;

/** The name of a named node, declaring it on first use. */
function use(node) {
  const name = namedByNode.get(node);
  if (!collecting && !declared.some((d) => d.node === node)) {
    const entry = { node, name, text: '' };
    declared.push(entry);
    const ownDoc = docs.get(node);
    // Members of a type that serves several metrics would name the first one: only its own doc is kept.
    const body = typeOf(node, '', ownDoc === undefined, node);
    const head = comment(ownDoc === undefined ? node : { description: ownDoc }, '');
    entry.text = body.startsWith('{') ? `${head}export interface ${name} ${body}\n` : `${head}export type ${name} = ${body};\n`;
  }
  return name;
}

for (const [path, name, doc] of NAMED) {
  const node = nodeAt(path);
  namedByNode.set(node, name);
  if (doc !== undefined) docs.set(node, doc);
  if (node.properties) namedByShape.set(objectType(node, '', false, node).replace(/\n\s*/g, ' '), node);
}
collecting = false;
use(schema);

/** Each field with a schema default, outside lists, for the typed `specDefault` accessor. */
function defaults(node, path, out) {
  for (const [name, prop] of Object.entries(node.properties ?? {})) {
    if (prop.$ref) continue;
    const at = path === '' ? name : `${path}.${name}`;
    if ('default' in prop) out.push(`  ${literal(at)}: ${typeOf(prop, '  ', false)};\n`);
    if (prop.type === 'object') defaults(prop, at, out);
  }
  return out;
}

const text = `// Generated by scripts/spec-types.mjs from spec.schema.json (\`npm run spec-types\`); do not edit.
// The spec as a user writes it, after validation: snake_case, as in the file; every optional
// field takes its schema default (\`specDefault\` in schema.ts) when the plan is resolved.

${declared.map((d) => d.text).join('\n')}
/** The type of each field's schema default, by its dotted path: what \`specDefault(path)\` returns. */
export interface SpecDefaults {
${defaults(schema, '', []).join('')}}
`;

if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(OUT_PATH, 'utf8');
  } catch {
    // A missing file is out of date like any other.
  }
  if (committed !== text) {
    console.error(`${OUT_PATH} is out of date with ${SCHEMA_PATH}: run \`npm run spec-types\` and commit it.`);
    process.exit(1);
  }
} else {
  writeFileSync(OUT_PATH, text);
}
