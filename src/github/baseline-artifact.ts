/**
 * The baseline from the results artifact of a successful workflow run on the pull request's base
 * branch, instead of a committed file. The run that measured the pull request's base commit is
 * preferred, since that is the exact code the pull request changes; when none has the artifact,
 * the newest run that does is used, and a note says so with its commit and age.
 *
 * Looking for an artifact never fails the gate: when none is found, or GitHub refuses, the
 * committed baseline file is read as before and a note (a warning for a missing permission)
 * says why. Needs a token with `actions: read`.
 */
import type { BaselineInput } from '../judge.js';
import type { BaselineSource, Results } from '../results.js';
import { readBaseline, resultsFileProblem } from '../io/baseline-file.js';
import { readResultsEntry } from '../io/results-zip.js';
import { formatAge } from '../report/markdown-format.js';
import { artifactTarget, type ArtifactTarget } from './artifact-target.js';
import { ArtifactDownloadError, downloadArtifactZip, type ArtifactDownload } from './artifact-download.js';
import { createGitHubClient, githubApiUrl, type GitHubClient } from './octokit.js';

/** What to look for and where to fall back to. */
export interface ArtifactBaselineOptions {
  /** The artifact's name (input `baseline-artifact`), e.g. `llm-slo-results`. */
  artifact: string;
  /** Input `baseline-workflow`: the uploading workflow's file name; empty for this run's workflow. */
  workflow: string;
  /** The committed baseline's path, relative to `cwd`: the fallback, and a second name to look for in the zip. */
  path: string;
  cwd: string;
  /** Token with `actions: read`; empty when none was given. */
  token: string;
  /** The runner's environment (GITHUB_REPOSITORY, GITHUB_EVENT_NAME, GITHUB_API_URL, …). */
  env: Readonly<Record<string, string | undefined>>;
  /** @defaultValue the current time */
  now?: Date;
  /** How downloads connect; for tests. */
  dispatcher?: ArtifactDownload['dispatcher'];
}

/** The baseline to compare with, where it came from, and what to tell the user. */
export interface ArtifactBaseline {
  baseline: BaselineInput;
  source: BaselineSource;
  /** Notes for the results and the report. */
  notes: string[];
  /** A problem the user must fix (a missing permission, a refused token), for a warning annotation; null when none. */
  warning: string | null;
}

/** Runs tried, newest first, before giving up: each costs an API call. */
export const MAX_RUNS_TRIED = 5;
/** Pages of 30 runs read to find them. */
const MAX_RUN_PAGES = 3;

/** A workflow run, as far as choosing one goes. */
interface RunFacts {
  id: number;
  head_sha: string;
  head_branch: string | null;
  event: string;
  html_url: string;
  updated_at: string;
  head_repository?: { full_name?: string } | null;
}

/** A refusal from GitHub that ends the search. */
class Refused extends Error {
  constructor(readonly status: number | null, message: string, readonly warning: string | null) {
    super(message);
  }
}

/**
 * Finds the baseline: the artifact when one can be used, else the committed file. Never throws
 * for anything GitHub answers.
 */
export async function baselineFromArtifact(options: ArtifactBaselineOptions): Promise<ArtifactBaseline> {
  const choice = artifactTarget(options.env, options.workflow);
  if (!choice.ok) return fallBack(options, `Baseline artifact ${quote(options.artifact)} not looked for: ${choice.reason}.`, null);
  const target = choice.target;
  if (!options.token) {
    return fallBack(options, `Baseline artifact ${quote(options.artifact)} not looked for: no GitHub token was given (input github-token, which defaults to the workflow token).`, null);
  }
  const octokit = await createGitHubClient(options.token, githubApiUrl(options.env));
  try {
    return await search(octokit, target, options);
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    const text = `Baseline artifact ${quote(options.artifact)} could not be read: ${err.message}.`;
    const note = err.warning ? `${text} ${err.warning}` : text;
    return fallBack(options, note, err.warning ? note : null);
  }
}

async function search(octokit: GitHubClient, target: ArtifactTarget, options: ArtifactBaselineOptions): Promise<ArtifactBaseline> {
  const now = options.now ?? new Date();
  const where = `${target.workflow} on ${target.branch}`;
  const exact = target.baseSha === null ? [] : (await listRuns(octokit, target, target.baseSha)).slice(0, 1);
  const misses: string[] = [];
  let tried = 0;
  // The newest runs are listed only when the run at the base commit has no usable artifact.
  const candidates = async function* (): AsyncGenerator<RunFacts> {
    yield* exact;
    const newest = await listRuns(octokit, target, null);
    yield* newest.filter((r) => !exact.some((e) => e.id === r.id)).slice(0, MAX_RUNS_TRIED - exact.length);
  };
  for await (const run of candidates()) {
    tried += 1;
    const artifact = await usableArtifact(octokit, target, run, options.artifact, misses);
    if (artifact === undefined) continue;
    const matched = target.baseSha !== null && run.head_sha.toLowerCase() === target.baseSha ? 'base_sha' : 'newest';
    const zip = await download(options, target, artifact.id);
    const names = ['results.json', options.path.split('/').at(-1) ?? ''].filter((n, i, all) => n !== '' && all.indexOf(n) === i);
    const read = readResultsEntry(zip, names);
    const entry = read.ok ? read.entry : names[0]!;
    const source: BaselineSource = {
      kind: 'artifact',
      artifact: options.artifact,
      artifact_id: artifact.id,
      entry,
      run_id: run.id,
      run_url: run.html_url,
      head_sha: run.head_sha,
      branch: target.branch,
      matched,
      run_finished_at: run.updated_at,
    };
    const path = `${options.artifact}/${entry}`;
    const age = formatAge(now.getTime() - Date.parse(run.updated_at));
    const which = matched === 'base_sha'
      ? 'the run at the pull request\'s base commit'
      : `the newest run with it, as ${target.baseSha === null ? 'the event does not name the base commit' : `no run at the base commit ${target.baseSha.slice(0, 12)} has it`}${misses.length ? ` (${misses.join('; ')})` : ''}`;
    const notes = [`Baseline from artifact ${quote(options.artifact)} of run ${run.id} (${where}, commit ${run.head_sha.slice(0, 12)}, finished ${age} ago): ${which}.`];
    return { baseline: read.ok ? parseBaseline(path, read.text) : { status: 'unreadable', path, reason: read.problem }, source, notes, warning: null };
  }
  const why = tried === 0
    ? `no successful run of ${where} was found`
    : tried === 1
      ? `the only successful run of ${where} does not have it (${misses.join('; ')})`
      : `none of the ${tried} newest successful runs of ${where} has it (${misses.join('; ')})`;
  return fallBack(options, `No baseline artifact ${quote(options.artifact)}: ${why}.`, null);
}

/** The artifact's results file, checked exactly as a committed baseline file is. */
function parseBaseline(path: string, text: string): BaselineInput {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { status: 'unreadable', path, reason: `it is not valid JSON (${(err as Error).message})` };
  }
  const problem = resultsFileProblem(data);
  return problem === undefined ? { status: 'loaded', path, results: data as Results } : { status: 'unreadable', path, reason: problem };
}

/** Successful runs of the workflow on the base branch, newest first; at `sha` only when given. */
async function listRuns(octokit: GitHubClient, target: ArtifactTarget, sha: string | null): Promise<RunFacts[]> {
  const runs: RunFacts[] = [];
  let pages = 0;
  try {
    const iterator = octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
      owner: target.owner,
      repo: target.repo,
      workflow_id: target.workflow,
      branch: target.branch,
      status: 'success',
      per_page: sha === null ? 30 : 10,
      ...(sha === null ? {} : { head_sha: sha }),
    });
    for await (const page of iterator) {
      for (const run of page.data as RunFacts[]) {
        // A pull request from a fork whose branch is also called main is not the base branch.
        if (run.event.startsWith('pull_request')) continue;
        const from = run.head_repository?.full_name;
        if (from !== undefined && from.toLowerCase() !== `${target.owner}/${target.repo}`.toLowerCase()) continue;
        runs.push(run);
      }
      if (runs.length >= MAX_RUNS_TRIED || ++pages >= MAX_RUN_PAGES) break;
    }
  } catch (err) {
    throw refusal(err, `listing the runs of ${target.workflow}`, target.workflow);
  }
  return runs;
}

/** The run's newest unexpired artifact of that name; undefined (with the reason in `misses`) when none. */
async function usableArtifact(octokit: GitHubClient, target: ArtifactTarget, run: RunFacts, name: string, misses: string[]): Promise<{ id: number } | undefined> {
  let artifacts: { id: number; name: string; expired: boolean; created_at?: string | null }[];
  try {
    const { data } = await octokit.rest.actions.listWorkflowRunArtifacts({ owner: target.owner, repo: target.repo, run_id: run.id, name, per_page: 100 });
    artifacts = data.artifacts.filter((a) => a.name === name);
  } catch (err) {
    throw refusal(err, `listing the artifacts of run ${run.id}`, target.workflow);
  }
  const live = artifacts.filter((a) => !a.expired).sort((a, b) => Date.parse(b.created_at ?? '') - Date.parse(a.created_at ?? ''));
  if (live[0] !== undefined) return live[0];
  misses.push(artifacts.length > 0 ? `run ${run.id}: the artifact has expired` : `run ${run.id}: no such artifact`);
  return undefined;
}

async function download(options: ArtifactBaselineOptions, target: ArtifactTarget, id: number): Promise<Uint8Array> {
  try {
    return await downloadArtifactZip({
      apiUrl: githubApiUrl(options.env),
      owner: target.owner,
      repo: target.repo,
      artifactId: id,
      token: options.token,
      ...(options.dispatcher ? { dispatcher: options.dispatcher } : {}),
    });
  } catch (err) {
    throw refusal(err, `downloading artifact ${id}`, target.workflow);
  }
}

/** Reads the committed file instead, with `note` saying why. */
async function fallBack(options: ArtifactBaselineOptions, note: string, warning: string | null): Promise<ArtifactBaseline> {
  const baseline = await readBaseline(options.cwd, options.path);
  const then = baseline.status === 'missing'
    ? `No committed baseline at ${options.path} either, so nothing is compared.`
    : `Using the committed baseline at ${options.path} instead.`;
  return { baseline, source: { kind: 'file' }, notes: [`${note} ${then}`], warning };
}

const PERMISSION_FIX = 'The token lacks the `actions: read` permission: add it under the job\'s `permissions:`.';
const TOKEN_FIX = 'The token was refused: pass the workflow token (github-token: ${{ github.token }}) or a valid token.';

/** Turns whatever a call threw into a Refused with a plain reason, and a fix when the user must act. */
function refusal(err: unknown, doing: string, workflow: string): Refused {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { status?: unknown; message?: unknown; response?: { headers?: Record<string, string | undefined>; data?: unknown } };
  if (err instanceof ArtifactDownloadError) {
    const fix = err.hop === 'api' && err.status === 403 ? PERMISSION_FIX : err.hop === 'api' && err.status === 401 ? TOKEN_FIX : null;
    return new Refused(err.status, `${doing} failed: ${err.message}`, fix);
  }
  // Octokit reports "no answer" (DNS, connection, timeout) as a status without a response.
  const status = typeof e.status === 'number' && e.status > 0 && e.response !== undefined ? e.status : null;
  const data = e.response?.data;
  const said = typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : typeof e.message === 'string' ? e.message : String(err);
  const head = status === null ? `${doing} failed (${said})` : `GitHub answered ${status} (${said}) to ${doing}`;
  if (status === 403 && !(e.response?.headers?.['x-ratelimit-remaining'] === '0' || /rate limit/i.test(said))) {
    return new Refused(status, head, PERMISSION_FIX);
  }
  if (status === 401) return new Refused(status, head, TOKEN_FIX);
  if (status === 404 && doing.startsWith('listing the runs')) {
    return new Refused(status, head, `No workflow ${workflow} is visible to the token: name the workflow file that uploads the artifact in input baseline-workflow.`);
  }
  return new Refused(status, head, null);
}

function quote(name: string): string {
  return `\`${name.replace(/`/g, "'")}\``;
}
