// Generates schema/results.schema.json, the JSON Schema of results.json, from the TypeScript
// types that the tool writes it from (src/model/results.ts `Results`, src/model/scenario-results.ts
// `ScenariosResults`): the types and their doc comments are the one source, so the schema
// cannot say something the code does not. `--check` regenerates in memory and exits 1 when the
// committed file differs (a test runs it), so a changed type without a regenerated schema fails.
//
//   node scripts/results-schema.mjs          write the file
//   node scripts/results-schema.mjs --check  compare only
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import tsj from 'ts-json-schema-generator';

const root = new URL('..', import.meta.url);
const out = new URL('schema/results.schema.json', root);
const SCHEMA_ID = 'https://llm-slo-gate.dev/schemas/results-v1.json';

const generator = tsj.createGenerator({
  path: fileURLToPath(new URL('src/model/scenario-results.ts', root)),
  tsconfig: fileURLToPath(new URL('tsconfig.json', root)),
  // ScenariosResults embeds Results, so its definitions hold both kinds of file.
  type: 'ScenariosResults',
  jsDoc: 'extended',
  sortProps: true,
  // Files may carry fields this version does not know (a newer release adds fields without a new
  // schema_version): they are ignored, as the reader ignores them, rather than refused.
  additionalProperties: true,
  skipTypeCheck: true,
});
const { definitions } = generator.createSchema('ScenariosResults');

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: SCHEMA_ID,
  title: 'llm-slo-gate results.json',
  description: 'A results.json written by llm-slo-gate: a single run\'s results, or with `kind: "scenarios"` the combined '
    + 'results of a spec with scenarios. Generated from the TypeScript types by scripts/results-schema.mjs; see docs/results-schema.md.',
  // `kind` tells the two apart, so a validator reports the errors of the one shape that applies.
  if: { type: 'object', properties: { kind: { const: 'scenarios' } }, required: ['kind'] },
  then: { $ref: '#/definitions/ScenariosResults' },
  else: { $ref: '#/definitions/Results' },
  definitions,
};
const text = JSON.stringify(schema, null, 2) + '\n';

if (process.argv.includes('--check')) {
  const committed = await readFile(out, 'utf8').catch(() => '');
  if (committed !== text) {
    process.stderr.write('schema/results.schema.json is out of date with the results types: run `npm run schema` and commit the file.\n');
    process.exit(1);
  }
} else {
  await writeFile(out, text);
}
