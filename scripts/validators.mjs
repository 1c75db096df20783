// Generates the JSON Schema validators that the CLI and the Action run, as plain code compiled
// ahead of time with ajv's standalone mode, so that a run does not compile a schema when it starts
// (compiling spec.schema.json took ~0.15 s of CPU in every process, ~200 of which the test suite
// starts). Run by `npm run compile`, `npm run typecheck` and scripts/bundle.mjs, so the code can
// never be out of step with the schemas; the outputs are build products and are not committed:
//
//   src/spec/spec-validators.generated.js    spec.schema.json: the whole spec and each field
//                                            that `validateAt` checks on its own (overrides)
//   src/io/results-validator.generated.js    schema/results.schema.json
//
// Each is plain JavaScript with a declaration file (`.generated.d.ts`) beside it, and a copy in
// build/ where tsc puts the modules that import it: tsc neither parses nor emits the generated
// code (with a source map) at every compile, which was 2.5 s of each `npm run compile` when it
// was 2.3 MB. It is 0.7 MB now (see compiledSpecSchema, resultsCompiler and moduleText), which
// is most of what the validators add to dist/.
//
//   node scripts/validators.mjs   (writes a file only when its text changes)
//
// Each output names the digest of what it was made from (its schema, this script, ajv's version):
// `npm run build` runs this twice (compile, then bundle), and the second time, or whenever
// nothing changed, it reads the digests and generates nothing.
import { Ajv } from 'ajv';
import standalone from 'ajv/dist/standalone/index.js';
import { createHash } from 'node:crypto';
import { transform } from 'esbuild';
import { safeStringify } from 'ajv/dist/compile/codegen/code.js';
import { createRequire } from 'node:module';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';

const root = new URL('..', import.meta.url);
const standaloneCode = standalone.default;

/**
 * The pointers of the spec schema's nodes that get a validator of their own: the paths
 * `validateAt` is given, which are the whole spec (`[]`, a spec file), each field of a section
 * (`['sweep', 'concurrency']`, an override) and each node with a default (its own default must
 * validate). Other nodes are checked as part of these: a validator of its own for every node
 * would repeat each subtree's code once per ancestor (4.5 MB of code instead of 1.6 MB).
 */
function specPointers(schema) {
  const pointers = new Set(['']);
  const visit = (node, at) => {
    if ('default' in node) pointers.add(at);
    for (const [name, child] of Object.entries(node.properties ?? {})) visit(child, `${at}/properties/${name}`);
    if (typeof node.items === 'object' && !Array.isArray(node.items)) visit(node.items, `${at}/items`);
  };
  for (const [name, section] of Object.entries(schema.properties ?? {})) {
    for (const field of Object.keys(section.properties ?? {})) pointers.add(`/properties/${name}/properties/${field}`);
  }
  visit(schema, '');
  return [...pointers];
}

/**
 * The spec schema as it is compiled: each top-level section that another node refers to
 * (`scenarios[].slos` is `{$ref: '#/properties/slos'}`) moves to `definitions`, with a `$ref` to it
 * left in its place and the references pointing there, so its code is generated once and called
 * from both places. Compiled in place, the section's code is inlined into the whole spec's
 * validator and generated again for the references: the objectives alone are 0.44 MB of code,
 * and the spec's validators were 1.7 MB instead of 0.6 MB. What a value is checked against is
 * the same; an error found in a moved section names it in its `schemaPath` (`#/definitions/slos/…`).
 * `compiledPointer` maps a pointer of the schema as shipped to the same node here.
 *
 * Self-contained: the generated module runs this same function on the schema it imports.
 */
function compiledView(shipped) {
  const text = JSON.stringify(shipped);
  const moved = [...new Set(Array.from(text.matchAll(/"\$ref":"#\/properties\/([\w-]+)"/g), (m) => m[1]))].sort();
  if (moved.length === 0) return shipped;
  const compiled = JSON.parse(text.replace(/"\$ref":"#\/properties\/([\w-]+)"/g, '"$ref":"#/definitions/$1"'));
  compiled.definitions = {};
  for (const name of moved) {
    compiled.definitions[name] = compiled.properties[name];
    compiled.properties[name] = { $ref: `#/definitions/${name}` };
  }
  return compiled;
}

/** compiledView(shipped) and the names of the sections it moved. */
function compiledSpecSchema(shipped) {
  if ('definitions' in shipped) throw new Error('spec.schema.json has definitions of its own: merge them in scripts/validators.mjs');
  const schema = compiledView(shipped);
  return { schema, moved: Object.keys(schema.definitions ?? {}) };
}

/** The pointer in the compiled spec schema (see compiledSpecSchema) of a node of the schema as shipped. */
function compiledPointer(pointer, moved) {
  const section = /^\/properties\/([\w-]+)(?=\/|$)/.exec(pointer);
  return section !== null && moved.includes(section[1]) ? `/definitions${pointer.slice('/properties'.length)}` : pointer;
}

/**
 * ajv's standalone code as an ES module, minified (it is generated, never read, and a third of the
 * size minified): its `require`s of ajv's runtime helpers become imports, and `validators` maps
 * each pointer of the schema as shipped to its function. Its types are in DECLARATIONS.
 *
 * The schema nodes that errors carry (ajv's `verbose`) are not copies: the module imports the
 * schema (`schemaImport`, the path from the module to it), which the bundle holds once for the
 * messages and docs anyway, and refers to its nodes (0.25 MB of copies in the spec's module).
 */
async function moduleText({ ajv, id, pointers, shipped, schema, moved }, source, schemaImport, digest) {
  const names = Object.fromEntries(pointers.map(([, compiled], i) => [`v${i}`, compiled === '' ? id : `${id}#${compiled}`]));
  let code = standaloneCode(ajv, names)
    .replace(/^"use strict";/, '')
    .replace(/const (\w+) = require\("([^"]+)"\)\.default;?/g, (_m, name, path) => `import ${name}$module from ${JSON.stringify(`${path}.js`)};const ${name} = ${name}$module.default;`);
  if (/\brequire\(/.test(code)) throw new Error(`standalone code for ${source} still calls require()`);
  code = schemaNodesByReference(code, shipped, schema);
  const entries = pointers.map(([pointer], i) => `  ${JSON.stringify(pointer)}: v${i},`).join('\n');
  const text = [
    `import shipped$ from ${JSON.stringify(schemaImport)} with { type: "json" };`,
    `const compiled$ = ${moved.length === 0 ? 'shipped$' : `(${compiledView.toString()})(shipped$)`};`,
    code,
    '/** The validator of each schema node by its JSON pointer (`""` is the whole document). */',
    'export const validators = {',
    entries,
    '};',
  ].join('\n');
  // Node 20.10 and later read `with { type: "json" }`; esbuild's node20 would drop it.
  const minified = await transform(text, { minify: true, format: 'esm', target: 'node20', supported: { 'import-attributes': true }, legalComments: 'none' });
  return [`// Generated by scripts/validators.mjs from ${source}; do not edit.`, `${DIGEST_MARK}${digest}`, minified.code].join('\n');
}

/**
 * `code` with each schema node ajv wrote out as a constant (`const schema12 = {…};`) replaced by
 * a reference to the same node of the imported schema (`shipped$.properties["slos"]`) or of the
 * root as compiled (`compiled$`); nodes found in neither (the scenarios' references, rewritten)
 * stay copies.
 */
function schemaNodesByReference(code, shipped, compiled) {
  const byText = new Map();
  const visit = (node, expression) => {
    if (node === null || typeof node !== 'object') return;
    const text = safeStringify(node);
    if (!byText.has(text)) byText.set(text, expression);
    for (const [key, child] of Object.entries(node)) visit(child, `${expression}[${JSON.stringify(key)}]`);
  };
  visit(compiled, 'compiled$');
  visit(shipped, 'shipped$');
  const out = [];
  let at = 0;
  for (const m of code.matchAll(/const schema\d+ = (?=[{[])/g)) {
    const start = m.index + m[0].length;
    for (const [text, expression] of byText) {
      if (!code.startsWith(text, start) || code[start + text.length] !== ';') continue;
      out.push(code.slice(at, start), expression);
      at = start + text.length;
      break;
    }
  }
  out.push(code.slice(at));
  return out.join('');
}

/** The declarations of every generated module (`<name>.generated.d.ts`). */
const DECLARATIONS = `// Generated by scripts/validators.mjs; do not edit.
import type { ErrorObject } from 'ajv';
/** A compiled validator: true when valid, else false with the errors in \`errors\`. */
export type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
/** The validator of each schema node by its JSON pointer (\`""\` is the whole document). */
export declare const validators: Readonly<Record<string, Validator>>;
`;

async function writeIfChanged(path, text) {
  const url = new URL(path, root);
  const old = await readFile(url, 'utf8').catch(() => undefined);
  if (old === text) return;
  await mkdir(new URL('.', url), { recursive: true });
  await writeFile(url, text);
}

/** The line of a generated module that holds the digest of its inputs. */
const DIGEST_MARK = '// inputs sha256: ';

/** The digest of what the module generated from `schemaText` depends on: the schema, this script and ajv's version. */
async function inputsDigest(schemaText) {
  const script = await readFile(new URL(import.meta.url), 'utf8');
  const ajvVersion = createRequire(import.meta.url)('ajv/package.json').version;
  return createHash('sha256').update(schemaText).update('\0').update(script).update('\0').update(ajvVersion).digest('hex');
}

/** Whether the module at `path` was generated from inputs of this digest. */
async function upToDate(path, digest) {
  const text = await readFile(new URL(path, root), 'utf8').catch(() => '');
  return text.slice(0, 400).split('\n', 2)[1] === `${DIGEST_MARK}${digest}`;
}

/**
 * Generates the module at `out` (`….generated.js`) from the schema at `source` with the compiler
 * `compilerOf` makes for the parsed schema, unless it is already generated from the same inputs;
 * then its declarations beside it and its copy under build/.
 */
async function generate(out, source, compilerOf) {
  const text = await readFile(new URL(source, root), 'utf8');
  const digest = await inputsDigest(text);
  // The TypeScript module earlier versions generated here would shadow the JavaScript for tsc.
  await rm(new URL(out.replace(/\.js$/, '.ts'), root), { force: true });
  if (!(await upToDate(out, digest))) {
    const schemaImport = `./${relative(dirname(out), source)}`.replace(/^\.\/\.\.\//, '../');
    await writeIfChanged(out, await moduleText(compilerOf(JSON.parse(text), { source: true, esm: true }), source, schemaImport, digest));
  }
  await writeIfChanged(out.replace(/\.js$/, '.d.ts'), DECLARATIONS);
  // Where tsc (rootDir ".", outDir "build") puts the modules that import it.
  await writeIfChanged(`build/${out}`, await readFile(new URL(out, root), 'utf8'));
}

/**
 * The compiler of the spec's validators: ajv with the options a run-time compile would use (see
 * src/spec/schema.ts) and `code` (standalone output here), the schema as compiled, and the pointers
 * that get a validator, each as `[as shipped, as compiled]`. Exported for the test that checks the
 * generated code says what a run-time compile says.
 */
export function specCompiler(specSchema, code = {}) {
  const { schema, moved } = compiledSpecSchema(specSchema);
  // inlineRefs: false makes each referenced section one function (see compiledSpecSchema).
  const ajv = new Ajv({ allErrors: true, verbose: true, inlineRefs: false, code });
  ajv.addVocabulary(['x-expected']);
  ajv.addSchema(schema);
  // A moved section asked for by its pointer (`/properties/slos` has a default) is the function
  // the whole spec's validator calls, not a second compile of the same section.
  const { refs } = ajv.getSchema(schema.$id).schemaEnv;
  for (const name of moved) ajv.refs[`${schema.$id}#/definitions/${name}`] = refs[`${schema.$id}#/definitions/${name}`];
  return { ajv, id: schema.$id, pointers: specPointers(specSchema).map((p) => [p, compiledPointer(p, moved)]), shipped: specSchema, schema, moved };
}

/**
 * The compiler of the results.json validator, as specCompiler. Each of the schema's 32
 * definitions is one function, called where it is referenced, not inlined at each of its 53
 * references (0.42 instead of 0.54 MB of code before minifying).
 */
export function resultsCompiler(resultsSchema, code = {}) {
  const ajv = new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true, inlineRefs: false, code });
  ajv.addSchema(resultsSchema);
  return { ajv, id: resultsSchema.$id, pointers: [['', '']], shipped: resultsSchema, schema: resultsSchema, moved: [] };
}

/** Writes both generated modules. Exported for scripts/bundle.mjs. */
export async function generateValidators() {
  // The optimising pass of ajv's code generation runs once, here, not in every process.
  await generate('src/spec/spec-validators.generated.js', 'src/spec/spec.schema.json', specCompiler);
  await generate('src/io/results-validator.generated.js', 'schema/results.schema.json', resultsCompiler);
}

if (import.meta.url === `file://${process.argv[1]}`) await generateValidators();
