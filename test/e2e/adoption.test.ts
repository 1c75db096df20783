// @parallel: asserts no timing (the simulator answers in a few ms and every limit is far above it), so it may run beside other test files (scripts/test.mjs).
/**
 * A team adopts the gate: it adds the README's two workflows (a pull request workflow judging
 * against `.github/llm-slo-baseline.json`, and one on main refreshing that file with
 * `update-baseline`, `baseline.runs: 10`), main records its first run, and a pull request is
 * opened before main's second run. The history then holds 1 run, fewer than `baseline.min_runs`
 * (2): the pull request is judged on its SLOs like a first run with no baseline — a pass, exit 0
 * — and its first line says the regression checks did not run yet and when they start, never a
 * bare PASS and never inconclusive (exit 4) for a state the pull request cannot change. Once main
 * has recorded a second run, the next pull request's `max_change` checks are judged.
 *
 * Through the bundled CLI (dist/cli.js) and the bundled Action (dist/action.js against the local
 * GitHub REST server, posting its comment).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { runCli, tempDir, writeSpec } from '../helpers/cli.js';
import { collectAction, prepareAction, startAction, type ActionRun } from '../helpers/action.js';
import type { Results } from '../../src/model/results.js';

const OWNER = 'acme';
const REPO = 'adopter';
const PR = 9;
const BASELINE = '.github/llm-slo-baseline.json';

let sim: Simulator;
let gh: GitHubServer;

before(async () => {
  sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: 2, decodePerSeqMs: 0, jitter: 0 });
  gh = await startGitHubServer();
});
after(async () => {
  await Promise.all([sim.close(), gh.close()]);
});

/** The README's recommended gate, with an SLO the simulator meets by far. */
const spec = (url: string) => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 8}
sweep: {concurrency: [1, 2], requests: 12, warmup: 1}
slos:
  - name: first token
    thresholds:
      ttft_ms: {p50: 5000}
baseline:
  path: ${BASELINE}
  runs: 10
  max_change:
    ttft_ms.p50: "+15%"
    tpot_ms.p50: "+10%"
    tpm: "-10%"
`;

/** The report's first line, after the comment marker when there is one, with Markdown's backslash escapes undone. */
function firstLine(markdown: string): string {
  return (markdown.split('\n').find((l) => l.trim() !== '' && !l.startsWith('<!--')) ?? '').replace(/\\(.)/g, '$1');
}

const NOT_YET = /regression checks not run yet: they start when the baseline's history holds 2 runs \(it holds 1, at \.github\/llm-slo-baseline\.json\); judged on SLOs only/;

const regressions = (r: Results) => r.checks.filter((c) => c.kind === 'regression');

test('CLI: workflows added, main records one run, a pull request passes on its SLOs saying when regression checks start; after main\'s second run they are judged', async () => {
  const dir = await tempDir();
  const specPath = await writeSpec(dir, spec(sim.url));
  const run = async (out: string, ...extra: string[]) => {
    const res = await runCli(['run', '--spec', specPath, '--out', out, ...extra], { cwd: dir });
    const results = JSON.parse(await readFile(join(dir, out, 'results.json'), 'utf8')) as Results;
    return { ...res, results, report: await readFile(join(dir, out, 'report.md'), 'utf8') };
  };

  const main1 = await run('main-1', '--update-baseline');
  assert.equal(main1.code, 0, main1.stdout + main1.stderr);
  assert.match(firstLine(main1.report), /no baseline yet at \.github\/llm-slo-baseline\.json/);

  const pr1 = await run('pr-1');
  assert.equal(pr1.code, 0, pr1.stdout + pr1.stderr);
  assert.equal(pr1.results.status, 'pass');
  assert.match(pr1.results.verdict.reason ?? '', new RegExp(`^${NOT_YET.source}$`));
  // Never a bare PASS: the verdict line says what did not run.
  assert.match(firstLine(pr1.report), new RegExp(`^\\*\\*PASS\\*\\* · .* · ${NOT_YET.source}`));
  assert.match(pr1.stdout, new RegExp(`^PASS: .*${NOT_YET.source}`, 'mi'));
  assert.deepEqual([pr1.results.baseline.status, pr1.results.baseline.runs, pr1.results.baseline.min_runs], ['compared', 1, 2]);
  // The six max_change checks are kept, not judged, with the point change and no interval.
  assert.equal(regressions(pr1.results).length, 6);
  for (const c of regressions(pr1.results)) {
    assert.equal(c.status, 'no_data', JSON.stringify(c));
    assert.match(c.reason ?? '', /^not judged yet: the baseline's history holds 1 run and regression checks start at 2 \(baseline\.min_runs\)/);
    assert.equal(c.change_lower, null);
  }
  // The SLO was judged, and passed.
  assert.ok(pr1.results.checks.filter((c) => c.objective === 'first token').every((c) => c.status === 'pass'));

  const main2 = await run('main-2', '--update-baseline');
  assert.notEqual(main2.code, 3, main2.stdout + main2.stderr);
  const pr2 = await run('pr-2');
  assert.notEqual(pr2.code, 3, pr2.stdout + pr2.stderr);
  assert.equal(pr2.results.baseline.runs, 2);
  assert.doesNotMatch(pr2.results.verdict.reason ?? '', /not run yet/);
  // Judged against the spread of the two runs: each check has an interval.
  for (const c of regressions(pr2.results)) {
    assert.doesNotMatch(c.reason ?? '', /not judged yet/, JSON.stringify(c));
    assert.equal(typeof c.change_lower, 'number', JSON.stringify(c));
  }
});

/** The Action in a fresh workspace holding `files`; its results and the pull request's last comment. */
async function action(event: 'push' | 'pull_request', files: Record<string, string>, inputs: Record<string, string>): Promise<ActionRun & { results: Results; comment: string }> {
  const prepared = await prepareAction({
    spec: spec(sim.url),
    event,
    payload: event === 'push'
      ? { ref: 'refs/heads/main' }
      : {
        pull_request: { number: PR, head: { sha: 'b'.repeat(40), repo: { full_name: `${OWNER}/${REPO}` } }, base: { repo: { full_name: `${OWNER}/${REPO}` } } },
        repository: { full_name: `${OWNER}/${REPO}`, name: REPO, owner: { login: OWNER } },
      },
    inputs: { 'github-token': gh.token, ...inputs },
    env: { GITHUB_REPOSITORY: `${OWNER}/${REPO}`, GITHUB_API_URL: gh.url, ...(event === 'push' ? { GITHUB_REF: 'refs/heads/main' } : {}) },
  });
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(prepared.workspace, path, '..'), { recursive: true });
    await writeFile(join(prepared.workspace, path), text);
  }
  const run = await collectAction(prepared, await startAction(prepared, 90_000).done);
  const results = JSON.parse(await readFile(join(run.workspace, 'llm-slo-gate-results', 'results.json'), 'utf8')) as Results;
  const comments = gh.comments(OWNER, REPO, PR);
  return { ...run, results, comment: comments.at(-1)?.body ?? '' };
}

test('Action: the first run on main, then a pull request: the step passes, and its comment and summary open with when regression checks start', async () => {
  // The workflow on main, as the README writes it: update-baseline, fail-on: none, then commits the file.
  const main = await action('push', {}, { 'update-baseline': 'true', 'fail-on': 'none' });
  assert.equal(main.code, 0, main.stdout);
  const committed = await readFile(join(main.workspace, BASELINE), 'utf8');
  assert.equal((JSON.parse(committed) as Results).history?.length, 1);

  // A pull request opened before main's second run, its checkout holding the committed baseline.
  const pr = await action('pull_request', { [BASELINE]: committed }, {});
  assert.equal(pr.code, 0, pr.stdout);
  assert.equal(pr.outputs.status, 'pass');
  assert.equal(pr.results.status, 'pass');
  assert.doesNotMatch(pr.stdout, /::error::/);
  assert.match(firstLine(pr.comment), new RegExp(`^\\*\\*PASS\\*\\* · .* · ${NOT_YET.source}`));
  assert.match(firstLine(pr.summary), new RegExp(`^\\*\\*PASS\\*\\* · .* · ${NOT_YET.source}`));
  assert.ok(regressions(pr.results).every((c) => c.status === 'no_data'), JSON.stringify(regressions(pr.results)));
});
