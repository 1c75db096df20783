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
import type { BaselineInput } from '../gate/judge.js';
import type { BaselineSource } from '../model/results.js';
import { baselineFromData, baselineFromText, readBaseline } from '../io/baseline-file.js';
import { readResultsEntry } from '../io/results-zip.js';
import { isScenariosResults } from '../engine/scenario-results.js';
import { readScenarioEntries } from './artifact-scenarios.js';
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

/** How to replace an artifact's results that cannot be used as a baseline. */
const ARTIFACT_FIX = 'record it again: re-run the workflow on the base branch so that it uploads new results';

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
  const looked = await lookUp(options);
  if (looked.found === null) return fallBack(options.cwd, options.path, looked.note, looked.warning);
  const found = looked.found;
  // A file named like baseline.path is the baseline a run on the branch wrote with its history; results.json holds one run.
  const names = [baselineFileName(options.path), 'results.json'].filter((n, i, all) => n !== '' && all.indexOf(n) === i);
  // A run with scenarios uploads combined results and one folder per scenario: neither is a single run's baseline.
  const combinedFolders: string[] = [];
  const read = readResultsEntry(found.zip, names, undefined, (entry, text) => {
    if (combinedFolders.includes(folderOf(folderOf(entry)))) return 'is one scenario\'s results from a spec with scenarios';
    if (!isScenariosResults(parseOrUndefined(text))) return undefined;
    combinedFolders.push(folderOf(entry));
    return 'holds the combined results of a spec with scenarios, not a single run\'s';
  });
  if (!read.ok && combinedFolders.length > 0) {
    return fallBack(options.cwd, options.path, `No baseline in ${found.described}: ${read.problem}. A spec with scenarios compares each scenario with it; this spec has none.`, null);
  }
  // What could not be read is named in the problem; the baseline is named as the one-run file users know.
  const entry = read.ok ? read.entry : 'results.json';
  const path = `${options.artifact}/${entry}`;
  return {
    baseline: read.ok ? baselineFromText(path, read.text, ARTIFACT_FIX) : { status: 'unreadable', path, reason: read.problem },
    source: sourceOf(options.artifact, found, entry),
    notes: [found.note],
    warning: null,
  };
}

/** What to look for for a spec with scenarios: each scenario's name and committed baseline file. */
export interface ScenarioArtifactOptions extends Omit<ArtifactBaselineOptions, 'path'> {
  scenarios: readonly { name: string; path: string }[];
}

/** Each scenario's baseline, by name, and the one warning for the whole lookup (null when none). */
export interface ScenarioArtifactBaselines {
  baselines: Map<string, ArtifactBaseline>;
  warning: string | null;
}

/**
 * The baselines of a spec with scenarios: the run and artifact are found once, exactly as for a
 * single run; then each scenario reads its own `<name>/results.json` in the zip, else its entry
 * in the combined results.json. A scenario the artifact lacks falls back to its committed file.
 */
export async function scenarioBaselinesFromArtifact(options: ScenarioArtifactOptions): Promise<ScenarioArtifactBaselines> {
  const baselines = new Map<string, ArtifactBaseline>();
  const looked = await lookUp(options);
  if (looked.found === null) {
    for (const s of options.scenarios) baselines.set(s.name, await fallBack(options.cwd, s.path, looked.note, looked.warning));
    return { baselines, warning: looked.warning };
  }
  const found = looked.found;
  const reads = readScenarioEntries(found.zip, options.scenarios.map((s) => s.name), undefined, new Map(options.scenarios.map((s) => [s.name, baselineFileName(s.path)])));
  for (const s of options.scenarios) {
    const read = reads.get(s.name)!;
    if (read.kind === 'absent') {
      baselines.set(s.name, await fallBack(options.cwd, s.path, `No baseline for scenario ${s.name} in ${found.described}: ${read.reason}.`, null));
      continue;
    }
    const path = read.kind === 'embedded' ? `${options.artifact}/${read.entry} (scenario ${s.name})` : `${options.artifact}/${read.entry}`;
    const baseline: BaselineInput = read.kind === 'file' ? baselineFromText(path, read.text, ARTIFACT_FIX)
      : read.kind === 'embedded' ? baselineFromData(path, read.results, ARTIFACT_FIX)
        : { status: 'unreadable', path, reason: read.problem };
    const from = read.kind === 'embedded' ? `scenario ${s.name}'s entry in its combined ${read.entry}` : `its ${read.entry}`;
    baselines.set(s.name, {
      baseline,
      source: { ...sourceOf(options.artifact, found, read.entry), ...(read.kind === 'embedded' ? { scenario: s.name } : {}) },
      notes: [`${found.note} Read from ${from}.`],
      warning: null,
    });
  }
  return { baselines, warning: null };
}

/** The run and artifact found, its zip, and how to name it in notes. */
interface FoundArtifact {
  run: RunFacts;
  artifactId: number;
  zip: Uint8Array;
  matched: 'base_sha' | 'newest';
  branch: string;
  /** `artifact `x` of run 12 (llm-slo.yml on main, commit …, finished 5 h ago)`. */
  described: string;
  /** The note that a baseline came from it, and why this run. */
  note: string;
}

/** The artifact, or why none is used (with a warning when the user must fix something). */
type Lookup = { found: FoundArtifact } | { found: null; note: string; warning: string | null };

/** Finds the run and downloads its artifact; never throws for anything GitHub answers. */
async function lookUp(options: Omit<ArtifactBaselineOptions, 'path' | 'cwd'>): Promise<Lookup> {
  const choice = artifactTarget(options.env, options.workflow);
  if (!choice.ok) return { found: null, note: `Baseline artifact ${quote(options.artifact)} not looked for: ${choice.reason}.`, warning: null };
  const target = choice.target;
  if (!options.token) {
    return { found: null, note: `Baseline artifact ${quote(options.artifact)} not looked for: no GitHub token was given (input github-token, which defaults to the workflow token).`, warning: null };
  }
  const octokit = await createGitHubClient(options.token, githubApiUrl(options.env));
  try {
    return await search(octokit, target, options);
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    const text = `Baseline artifact ${quote(options.artifact)} could not be read: ${err.message}.`;
    const note = err.warning ? `${text} ${err.warning}` : text;
    return { found: null, note, warning: err.warning ? note : null };
  }
}

async function search(octokit: GitHubClient, target: ArtifactTarget, options: Omit<ArtifactBaselineOptions, 'path' | 'cwd'>): Promise<Lookup> {
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
    const age = formatAge(now.getTime() - Date.parse(run.updated_at));
    const why = target.ownBranch ? `this run is on ${target.branch}, so its baseline continues from there`
      : target.baseSha === null ? 'the event does not name the base commit' : `no run at the base commit ${target.baseSha.slice(0, 12)} has it`;
    const which = matched === 'base_sha'
      ? 'the run at the pull request\'s base commit'
      : `the newest run with it, as ${why}${misses.length ? ` (${misses.join('; ')})` : ''}`;
    const described = `artifact ${quote(options.artifact)} of run ${run.id} (${where}, commit ${run.head_sha.slice(0, 12)}, finished ${age} ago)`;
    return { found: { run, artifactId: artifact.id, zip, matched, branch: target.branch, described, note: `Baseline from ${described}: ${which}.` } };
  }
  const why = tried === 0
    ? `no successful run of ${where} was found`
    : tried === 1
      ? `the only successful run of ${where} does not have it (${misses.join('; ')})`
      : `none of the ${tried} newest successful runs of ${where} has it (${misses.join('; ')})`;
  return { found: null, note: `No baseline artifact ${quote(options.artifact)}: ${why}.`, warning: null };
}

/** Where a baseline read from the found artifact came from. */
function sourceOf(artifact: string, found: FoundArtifact, entry: string): BaselineSource {
  return {
    kind: 'artifact',
    artifact,
    artifact_id: found.artifactId,
    entry,
    run_id: found.run.id,
    run_url: found.run.html_url,
    head_sha: found.run.head_sha,
    branch: found.branch,
    matched: found.matched,
    run_finished_at: found.run.updated_at,
  };
}

/** The file name a baseline at `path` has in a results folder and its artifact: `llm-slo-baseline.json`. */
export function baselineFileName(path: string): string {
  return path.split(/[\\/]/).at(-1) ?? '';
}

/** The folder an entry is in (`` at the zip's root). */
function folderOf(entry: string): string {
  return entry.split('/').slice(0, -1).join('/');
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
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

async function download(options: Omit<ArtifactBaselineOptions, 'path' | 'cwd'>, target: ArtifactTarget, id: number): Promise<Uint8Array> {
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

/** Reads the committed file at `path` instead, with `note` saying why. */
async function fallBack(cwd: string, path: string, note: string, warning: string | null): Promise<ArtifactBaseline> {
  const baseline = await readBaseline(cwd, path);
  const then = baseline.status === 'missing'
    ? `No committed baseline at ${path} either, so nothing is compared.`
    : `Using the committed baseline at ${path} instead.`;
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
