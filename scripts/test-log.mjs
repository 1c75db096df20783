// A reporter for Node's test runner (scripts/test.mjs adds it beside the usual one), writing JSON
// lines to its destination:
// - the wall time of each test file, from its process start to its end:
//   `{"file": "build/test/…", "ms": 1234.5}`; scripts/test.mjs keeps them in
//   build/test-times.jsonl to start the slowest files of the parallel round first and to print
//   the slowest files;
// - each failed test, `{"file", "name", "message"}`, so that scripts/test.mjs can name every
//   failure again in the run's last lines, where a CI log cut to its tail still shows them. A
//   suite that failed only because a test inside it failed is not repeated;
// - each skipped test, `{"file", "name", "skip"}` (its reason), and each test marked todo,
//   `{"file", "name", "todo", "passed"}`, so that the run's last lines count them too: a test
//   skipped because a real server is absent (test/helpers/real-servers.ts) is never silent.
// One reporter for both, since each added reporter is another listener on every test's stream.
import { relative, resolve } from 'node:path';

const MESSAGE_LINES = 6;
const MESSAGE_CHARS = 600;

/** The first lines of what the failed test threw (the runner wraps it in `cause`). */
function messageOf(error) {
  const thrown = error?.cause ?? error;
  const text = String(thrown?.message ?? thrown ?? 'failed');
  return text.split('\n').slice(0, MESSAGE_LINES).join('\n').slice(0, MESSAGE_CHARS);
}

const fileOf = (data) => (data.file === undefined ? '' : relative(process.cwd(), data.file));

export default async function* testLog(source) {
  for await (const event of source) {
    const todo = event.data?.todo !== undefined && event.data.todo !== false;
    if (event.type === 'test:fail' && !todo && event.data.details?.error?.failureType !== 'subtestsFailed') {
      yield `${JSON.stringify({ file: fileOf(event.data), name: event.data.name, message: messageOf(event.data.details?.error) })}\n`;
    }
    if ((event.type === 'test:pass' || event.type === 'test:fail') && event.data.skip !== undefined && event.data.skip !== false) {
      yield `${JSON.stringify({ file: fileOf(event.data), name: event.data.name, skip: event.data.skip === true ? '' : String(event.data.skip) })}\n`;
    } else if ((event.type === 'test:pass' || event.type === 'test:fail') && todo) {
      yield `${JSON.stringify({ file: fileOf(event.data), name: event.data.name, todo: event.data.todo === true ? '' : String(event.data.todo), passed: event.type === 'test:pass' })}\n`;
    }
    // A file's own entry is the one at the top level named by its path (absolute in Node 20,
    // as given on the command line in Node 24).
    if (event.type !== 'test:complete' || event.data.nesting !== 0 || event.data.file === undefined) continue;
    if (resolve(event.data.name) !== resolve(event.data.file)) continue;
    yield `${JSON.stringify({ file: fileOf(event.data), ms: Math.round(event.data.details.duration_ms) })}\n`;
  }
}
