// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
/**
 * Workflow commands hidden in data never reach GitHub's runner: an SLO name, a check reason, a
 * knee reason or a note carrying `::error …::`, `::add-mask::`, `::set-output`, `::stop-commands::`
 * or `##[warning]` is printed, but broken, by dist/action.js (measuring, and in comment-only mode
 * on a crafted results.json) and by dist/cli.js under GITHUB_ACTIONS=true. The runner is stood in
 * for by `runnerCommands`, which reads the log by the runner's own rules.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { CommandGuard, COMMAND_BREAK, neutraliseCommands } from '../../src/io/workflow-commands.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runAction } from '../helpers/action.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { runnerCommands, type RunnerCommand } from '../helpers/workflow-log.js';

const KEY = 'sk-commands-test-4b7e2a9c1d0f3e5a';
const OWNER = 'acme';
const REPO = 'inference';

/** Every form the runner obeys: at a line's start (after spaces of several kinds, after CR), and `##[` mid-line. */
const INJECTED = [
  'chat',
  '::error file=app.ts,line=1::INJECTED error',
  '  ::add-mask::INJECTED',
  '\u00a0::set-output name=pwned::INJECTED',
  '\t::stop-commands::INJECTED\r::warning::INJECTED',
  'see ##[warning]INJECTED',
].join('\n');

const SPEC = `endpoint: {base_url: "http://127.0.0.1:9/v1", model: sim-model, api_key_env: LLM_KEY}
workload: {prompt: "Hello there", max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 6, warmup: 1}
slos:
  - name: ${JSON.stringify(INJECTED)}
    thresholds:
      ttft_ms: {p50: 0.001}
`;

let sim: Simulator;
let gh: GitHubServer;
before(async () => {
  sim = await startSimulator({ prefillBaseMs: 8, prefillPerTokenMs: 0, decodeBaseMs: 3, decodePerSeqMs: 0.2, maxBatch: 4, jitter: 0, seed: 5, apiKey: KEY });
  gh = await startGitHubServer();
});
after(async () => {
  await sim.close();
  await gh.close();
});

const prPayload = {
  pull_request: { number: 42, head: { sha: 'b'.repeat(40), repo: { full_name: `${OWNER}/${REPO}` } }, base: { repo: { full_name: `${OWNER}/${REPO}` } } },
  repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } },
};

/** The commands the Action means to send; anything else, or one carrying the injected text, fails. */
function assertOnlyOwnCommands(log: string, secrets: readonly string[]): void {
  const commands = runnerCommands(log);
  const own = (c: RunnerCommand) => ['notice', 'warning', 'error'].includes(c.name) || (c.name === 'add-mask' && secrets.includes(c.data));
  assert.deepEqual(commands.filter((c) => !own(c)).map((c) => c.line), [], 'only the Action\'s own commands reach the runner');
  assert.deepEqual(commands.filter((c) => c.data.startsWith('INJECTED') || c.line.includes('file=app.ts,line=1')).map((c) => c.line), [], 'no injected command is obeyed');
  // The text is still shown: broken, not dropped.
  assert.match(log, /^ {2}FAIL {2}TTFT p50 at concurrency 1 is .* \(objective "chat$/m);
  assert.ok(log.includes(`${COMMAND_BREAK}::error file=app.ts,line=1::INJECTED error`), log);
  assert.ok(log.includes(`see ##${COMMAND_BREAK}[warning]INJECTED`), log);
}

test('a measuring run prints an SLO name full of workflow commands without the runner obeying one', async () => {
  const run = await runAction({
    spec: SPEC,
    payload: prPayload,
    inputs: { 'base-url': sim.url, 'github-token': gh.token },
    env: { GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_API_URL: gh.url, LLM_KEY: KEY },
  });
  assert.equal(run.code, 1, run.stdout);
  assert.equal(run.outputs.status, 'fail');
  assertOnlyOwnCommands(run.stdout, [KEY, gh.token]);
  // The step's own annotations for the failed SLO are still raised, with the name escaped inside them.
  const errors = runnerCommands(run.stdout).filter((c) => c.name === 'error');
  assert.ok(errors.some((c) => c.line.startsWith('::error title=SLO failed%3A chat%0A%3A%3Aerror file=app.ts%2Cline=1')), errors.map((c) => c.line).join('\n'));
});

test('comment-only mode prints a crafted results.json\'s reasons and knee without the runner obeying a command in them', async () => {
  const measured = await runAction({ spec: SPEC, event: 'push', inputs: { 'base-url': sim.url, comment: 'false' }, env: { LLM_KEY: KEY } });
  const resultsPath = join(measured.workspace, 'llm-slo-gate-results', 'results.json');
  const results = JSON.parse(await readFile(resultsPath, 'utf8')) as { knee: { reason: string } | null; notes: string[] };
  assert.ok(results.knee, 'the sweep has a knee to describe');
  results.knee.reason = `none found\n::error::INJECTED knee\n::add-mask::INJECTED`;
  results.notes.push('a note\n::set-output name=pwned::INJECTED');
  await writeFile(resultsPath, JSON.stringify(results));
  const run = await runAction({
    spec: 'not: read in this mode',
    event: 'workflow_run',
    payload: { workflow_run: { pull_requests: [] }, repository: { full_name: `${OWNER}/${REPO}` } },
    inputs: { 'results-file': resultsPath, 'pr-number': '77', 'github-token': gh.token },
    env: { GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_API_URL: gh.url },
  });
  assert.equal(run.outputs.status, 'fail', run.stdout);
  assertOnlyOwnCommands(run.stdout, [gh.token]);
  assert.ok(run.stdout.includes(`knee: none found\n${COMMAND_BREAK}::error::INJECTED knee`), run.stdout);
});

test('the CLI inside GitHub Actions breaks every command in what it prints; outside, its output is unchanged', async () => {
  const dir = await tempDir();
  const spec = await writeSpec(dir, SPEC);
  const env = { LLM_KEY: KEY };
  const args = ['run', '--spec', spec, '--base-url', sim.url, '--out', join(dir, 'out')];
  const inActions = await runCli(args, { cwd: dir, env: { ...env, GITHUB_ACTIONS: 'true' } });
  assert.equal(inActions.code, 1, inActions.stderr);
  const log = `${inActions.stdout}\n${inActions.stderr}`;
  assert.deepEqual(runnerCommands(inActions.stdout).map((c) => c.line), [], 'stdout carries no command');
  assert.deepEqual(runnerCommands(inActions.stderr).map((c) => c.line), [], 'stderr carries no command');
  assert.ok(log.includes(`${COMMAND_BREAK}::error file=app.ts,line=1::INJECTED error`), log);
  // `validate` echoes the model; here it carries a command.
  const modelSpec = await writeSpec(dir, SPEC.replace('model: sim-model', 'model: "sim-model\\n::add-mask::INJECTED"'), 'model.yml');
  const validated = await runCli(['validate', '--spec', modelSpec], { cwd: dir, env: { ...env, GITHUB_ACTIONS: 'true' } });
  assert.equal(validated.code, 0, validated.stderr);
  assert.ok(validated.stdout.includes(`sim-model\n${COMMAND_BREAK}::add-mask::INJECTED`), validated.stdout);
  assert.deepEqual(runnerCommands(`${validated.stdout}\n${validated.stderr}`).map((c) => c.line), []);
  // A terminal or a script reading the output gets the text as it is.
  const local = await runCli(args, { cwd: dir, env });
  assert.ok(local.stdout.includes('\n::error file=app.ts,line=1::INJECTED error'), local.stdout);
  assert.ok(!local.stdout.includes(COMMAND_BREAK));
});

test('the guard breaks each command form, also across writes, and leaves other text as it is', () => {
  const B = COMMAND_BREAK;
  const cases: [string, string][] = [
    ['::error::x', `${B}::error::x`],
    ['ok\n::add-mask::x', `ok\n${B}::add-mask::x`],
    ['ok\r::warning::x', `ok\r${B}::warning::x`],
    ['ok\r\n \t\u00a0\u2028\u0085\u180e\u3000\ufeff::debug::x', `ok\r\n \t\u00a0\u2028\u0085\u180e\u3000\ufeff${B}::debug::x`],
    ['a ##[error]x', `a ##${B}[error]x`],
    ['###[group]x ##[endgroup]', `###${B}[group]x ##${B}[endgroup]`],
    ['ttft_ms: 12 ms, ratio 1:2 :: fine # [x]', 'ttft_ms: 12 ms, ratio 1:2 :: fine # [x]'],
    ['', ''],
  ];
  for (const [input, expected] of cases) assert.equal(neutraliseCommands(input), expected, JSON.stringify(input));
  // Split where a line starts, between the colons, and inside `##[`.
  const guard = new CommandGuard();
  const pieces = ['line one\n', '  ', ':', ':error::x #', '#', '[warning]y\n'].map((p) => guard.push(p));
  assert.equal(pieces.join(''), `line one\n  ${B}::error::x ##${B}[warning]y\n`);
  assert.deepEqual(runnerCommands(pieces.join('')), []);
});

test('nothing in the Action writes to the log except through its one sink', async () => {
  // Each core.info in src/github would be a way around the guard: only log.ts may call it.
  const srcDir = fileURLToPath(new URL('../../../src/github/', import.meta.url));
  for (const file of await readdir(srcDir)) {
    if (!file.endsWith('.ts') || file === 'log.ts') continue;
    const text = await readFile(join(srcDir, file), 'utf8');
    assert.doesNotMatch(text, /\bcore\.(info|debug|startGroup)\(|console\.(log|info|warn|error)\(|process\.(stdout|stderr)\.write\(/, `${file} writes to the log directly`);
  }
});
