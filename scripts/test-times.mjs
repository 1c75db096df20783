// A reporter for Node's test runner (scripts/test.mjs adds it beside the usual one): the wall time
// of each test file, from its process start to its end, appended as JSON lines
// `{"file": "build/test/…", "ms": 1234.5}` to its destination. scripts/test.mjs reads them back to
// start the slowest files of the parallel round first and to print the slowest files.
import { relative, resolve } from 'node:path';

export default async function* fileTimes(source) {
  for await (const event of source) {
    // A file's own entry is the one at the top level named by its path (absolute in Node 20,
    // as given on the command line in Node 24).
    if (event.type !== 'test:complete' || event.data.nesting !== 0 || event.data.file === undefined) continue;
    if (resolve(event.data.name) !== resolve(event.data.file)) continue;
    yield `${JSON.stringify({ file: relative(process.cwd(), event.data.file), ms: Math.round(event.data.details.duration_ms) })}\n`;
  }
}
