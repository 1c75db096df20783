// Timing-sensitive, so it runs alone (scripts/test.mjs): a 4 %-per-merge slowdown is told from an
// unchanged endpoint by the simulator's timing, which a busy machine moves as much (one run beside
// other test files measured its decode 48 % slower).
/**
 * Slow drift across merges through the bundled Action (dist/action.js), as the README's two
 * workflows run it against the local GitHub REST server: the workflow on main (`update-baseline:
 * true`, `fail-on: none`, then the baseline file committed) records 3 runs; then each merge is a
 * pull request judged against the committed file (its comment posted to the server) and the push
 * of its merge commit (`Merge pull request #N …`) refreshing the file. Each merge slows decode 4 %.
 *
 * By the 5th merge a pull request's step or main's refresh step fails, naming the drift and the
 * merges; the pull request's comment shows main's trend; an unchanged sequence never fails.
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startSimulator, type Simulator } from '../../src/sim/index.js';
import { startGitHubServer, type GitHubServer } from '../helpers/github-server.js';
import { collectAction, prepareAction, startAction, type ActionRun } from '../helpers/action.js';
import type { Results } from '../../src/model/results.js';

const OWNER = 'acme';
const REPO = 'drifter';
const BASELINE = '.github/llm-slo-baseline.json';
const DECODE_MS = 20;

let gh: GitHubServer;
const opened: Simulator[] = [];
before(async () => {
  gh = await startGitHubServer();
});
after(async () => {
  await Promise.all([gh.close(), ...opened.map((s) => s.close())]);
});

async function endpoint(factor: number): Promise<Simulator> {
  const sim = await startSimulator({ prefillBaseMs: 2, prefillPerTokenMs: 0, decodeBaseMs: DECODE_MS * factor, decodePerSeqMs: 0, jitter: 0 });
  opened.push(sim);
  return sim;
}

const spec = (url: string) => `endpoint: {base_url: "${url}", model: sim-model}
workload: {prompt: Hi, max_tokens: 12}
sweep: {concurrency: [1], requests: 12, warmup: 1}
baseline:
  path: ${BASELINE}
  runs: 10
  max_change:
    tpot_ms.p50: "+10%"
  max_drift:
    tpot_ms.p50: "+15%"
`;

const sha = (n: number) => n.toString(16).padStart(2, '0').repeat(20);

type Run = ActionRun & { results: Results; comment: string };

/** One repository's workflow runs; `committed` is the baseline file on main. */
function repository(repo: string) {
  let committed: string | null = null;
  let n = 0;
  const action = async (url: string, event: 'push' | 'pull_request', pr: number): Promise<Run> => {
    n += 1;
    const payload = event === 'push'
      ? { ref: 'refs/heads/main', head_commit: { message: pr > 0 ? `Merge pull request #${pr} from acme/change-${pr}` : 'Initial commit' } }
      : {
        pull_request: { number: pr, head: { sha: sha(n), repo: { full_name: `${OWNER}/${repo}` } }, base: { repo: { full_name: `${OWNER}/${repo}` } } },
        repository: { full_name: `${OWNER}/${repo}`, name: repo, owner: { login: OWNER } },
      };
    const prepared = await prepareAction({
      spec: spec(url), event, payload,
      // The README's workflows: the pull request's gates on both; main's refreshes and reports only.
      inputs: { 'github-token': gh.token, ...(event === 'push' ? { 'update-baseline': 'true', 'fail-on': 'none' } : { 'fail-on': 'both' }) },
      env: { GITHUB_REPOSITORY: `${OWNER}/${repo}`, GITHUB_API_URL: gh.url, GITHUB_SHA: sha(n), GITHUB_REF: event === 'push' ? 'refs/heads/main' : `refs/pull/${pr}/merge` },
    });
    if (committed !== null) {
      await mkdir(join(prepared.workspace, '.github'), { recursive: true });
      await writeFile(join(prepared.workspace, BASELINE), committed);
    }
    const run = await collectAction(prepared, await startAction(prepared, 90_000).done);
    // "Commit the new baseline": the step after the Action, which runs when the Action's step passed.
    if (event === 'push' && run.code === 0) committed = await readFile(join(run.workspace, BASELINE), 'utf8');
    const results = JSON.parse(await readFile(join(run.workspace, 'llm-slo-gate-results', 'results.json'), 'utf8')) as Results;
    return { ...run, results, comment: event === 'pull_request' ? gh.comments(OWNER, repo, pr).at(-1)?.body ?? '' : '' };
  };
  return { action };
}

const driftFailed = (r: Results) => r.checks.filter((c) => c.objective === 'drift' && c.status === 'fail' && c.level === 'error');

test('Action: decode 4 % slower per merge fails by the 5th merge, naming the drift and the merges; the comment shows main\'s trend', async () => {
  const base = await endpoint(1);
  const { action } = repository(REPO);
  for (let i = 0; i < 3; i++) assert.equal((await action(base.url, 'push', 0)).code, 0);
  let caught: { merge: number; run: Run } | null = null;
  let trendSeen = false;
  for (let k = 1; k <= 5 && caught === null; k++) {
    const sim = await endpoint(1.04 ** k);
    const pr = await action(sim.url, 'pull_request', 40 + k);
    trendSeen ||= /### Main's trend/.test(pr.comment) && /⚓/.test(pr.comment);
    if (pr.code !== 0 && driftFailed(pr.results).length > 0) {
      caught = { merge: k, run: pr };
      break;
    }
    const main = await action(sim.url, 'push', 40 + k);
    if (main.code !== 0 && driftFailed(main.results).length > 0) caught = { merge: k, run: main };
  }
  assert.ok(caught !== null, 'the drift was not caught by the 5th merge');
  assert.ok(trendSeen, 'no pull request comment showed main\'s trend');
  const { run } = caught;
  // Named in the step's failure, the summary and (on a pull request) the comment: the drift and its merges.
  const named = /TPOT p50 at concurrency \d drifted \+\d+(\.\d)?\s% from the anchor 0101010 \(allowed \+15%\): .*\(#4\d\) [+-]?\d/;
  assert.match(run.results.verdict.reason ?? '', named);
  assert.match(run.summary.replace(/\\(.)/g, '$1'), /drifted \+\d/);
  assert.match(run.stdout, /::error[^:]*::.*drifted/);
  const [c] = driftFailed(run.results);
  assert.ok(c?.drift?.steps.some((s) => s.pr === 41), JSON.stringify(c?.drift));
});

test('Action: an unchanged endpoint across 5 merges never fails on drift', async () => {
  const base = await endpoint(1);
  const { action } = repository(`${REPO}-aa`);
  for (let i = 0; i < 3; i++) assert.equal((await action(base.url, 'push', 0)).code, 0);
  for (let k = 1; k <= 5; k++) {
    const pr = await action(base.url, 'pull_request', 60 + k);
    assert.deepEqual(driftFailed(pr.results), [], `merge ${k}`);
    const main = await action(base.url, 'push', 60 + k);
    assert.equal(main.code, 0, main.stdout);
    assert.deepEqual(driftFailed(main.results), []);
  }
});
