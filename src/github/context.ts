/**
 * Where a run happens on GitHub: the repository, the event, and the pull request when there is
 * one. Built from the environment and the event payload when asked for, never at import time,
 * so tests and local runs pass in exactly the environment they mean.
 */
import { readFileSync } from 'node:fs';
import { githubApiUrl } from './octokit.js';

/** The pull request a run is about. */
export interface PullRequestInfo {
  number: number;
  /** `owner/repo` the changes come from; null when GitHub no longer knows it (deleted fork). */
  headRepo: string | null;
  /** `owner/repo` the pull request targets. */
  baseRepo: string | null;
  /** Head commit of the pull request. */
  headSha: string | null;
  /**
   * True when the head repository is not the base repository. On `pull_request` events from a
   * fork the workflow token is read-only and secrets are withheld.
   */
  fromFork: boolean;
}

/** Facts about the current workflow run. */
export interface GitHubContext {
  /** `GITHUB_EVENT_NAME`, e.g. `pull_request`, `push`; null outside Actions. */
  eventName: string | null;
  /** From `GITHUB_REPOSITORY` (`owner/repo`), else the payload; null when neither says. */
  repository: { owner: string; repo: string } | null;
  /** `GITHUB_SHA`. */
  sha: string | null;
  /** The pull request for `pull_request`, `pull_request_target` and `workflow_run` events; null otherwise. */
  pullRequest: PullRequestInfo | null;
  /** API root from `GITHUB_API_URL`. */
  apiUrl: string;
  /** Link to this workflow run, when the runner's variables give one. */
  runUrl: string | null;
  /** Why the event payload could not be read, when it could not; null otherwise. */
  payloadProblem: string | null;
}

/** Events whose payload carries a pull request. */
const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);

/**
 * Reads the run's context from `env` and the event payload at `eventPayloadPath` (default
 * `GITHUB_EVENT_PATH`). Never throws: an unreadable payload is reported in `payloadProblem`.
 */
export function githubContext(
  env: Readonly<Record<string, string | undefined>>,
  eventPayloadPath: string | undefined = env.GITHUB_EVENT_PATH,
): GitHubContext {
  let payload: Record<string, unknown> = {};
  let payloadProblem: string | null = null;
  if (eventPayloadPath) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(eventPayloadPath, 'utf8'));
      if (isObject(parsed)) payload = parsed;
      else payloadProblem = `the event payload ${eventPayloadPath} is not a JSON object`;
    } catch (err) {
      payloadProblem = `the event payload ${eventPayloadPath} could not be read: ${err instanceof Error ? err.message : String(err)}`;
    }
  }
  const eventName = env.GITHUB_EVENT_NAME?.trim() || null;
  const repository = repositoryFrom(env.GITHUB_REPOSITORY, payload);
  const serverUrl = (env.GITHUB_SERVER_URL?.trim() || 'https://github.com').replace(/\/+$/, '');
  const runUrl = repository && env.GITHUB_RUN_ID
    ? `${serverUrl}/${repository.owner}/${repository.repo}/actions/runs/${env.GITHUB_RUN_ID}` : null;
  return {
    eventName,
    repository,
    sha: env.GITHUB_SHA?.trim() || null,
    pullRequest: pullRequestFrom(eventName, payload),
    apiUrl: githubApiUrl(env),
    runUrl,
    payloadProblem,
  };
}

/** Whether a report comment can be posted, and on which pull request; or why not. */
export type CommentDecision =
  | { ok: true; owner: string; repo: string; issueNumber: number }
  | { ok: false; code: 'NO_TOKEN' | 'NO_REPOSITORY' | 'NOT_A_PULL_REQUEST' | 'FORK'; reason: string };

/**
 * Decides whether to comment. No comment without a token, outside a pull request (a push writes
 * the job summary only), or on a `pull_request` from a fork, whose token is read-only.
 * `pull_request_target` and `workflow_run` run with the base repository's token, so forks are
 * fine there. `issueNumber` names the pull request explicitly, as the comment-only mode of the
 * workflow_run pattern does (GitHub leaves `workflow_run.pull_requests` empty for forks).
 */
export function canComment(ctx: GitHubContext, options: { token?: string | null; issueNumber?: number | null } = {}): CommentDecision {
  if (!options.token) {
    return { ok: false, code: 'NO_TOKEN', reason: 'no GitHub token was given (input github-token, which defaults to the workflow token), so the report is in the job summary only' };
  }
  if (!ctx.repository) {
    return { ok: false, code: 'NO_REPOSITORY', reason: 'GITHUB_REPOSITORY is not set (expected owner/repo), so there is no repository to comment on' };
  }
  const { owner, repo } = ctx.repository;
  if (options.issueNumber !== undefined && options.issueNumber !== null) {
    return { ok: true, owner, repo, issueNumber: options.issueNumber };
  }
  const pr = ctx.pullRequest;
  if (!pr) {
    const event = ctx.eventName ?? 'a run outside GitHub Actions';
    const why = ctx.payloadProblem ? ` (${ctx.payloadProblem})` : '';
    return { ok: false, code: 'NOT_A_PULL_REQUEST', reason: `this run is for ${event}, not a pull request${why}, so the report is in the job summary only` };
  }
  if (pr.fromFork && ctx.eventName === 'pull_request') {
    return {
      ok: false,
      code: 'FORK',
      reason: `pull request #${pr.number} comes from the fork ${pr.headRepo ?? '(deleted repository)'}, and GitHub gives such runs a read-only token, `
        + 'so the report is in the job summary only; to comment on fork pull requests, post it from a workflow_run job (see the fork-safe pattern in docs/workflows.md)',
    };
  }
  return { ok: true, owner, repo, issueNumber: pr.number };
}

function repositoryFrom(variable: string | undefined, payload: Record<string, unknown>): { owner: string; repo: string } | null {
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(variable?.trim() ?? '');
  if (m) return { owner: m[1]!, repo: m[2]! };
  const r = payload.repository;
  if (isObject(r) && isObject(r.owner) && typeof r.owner.login === 'string' && typeof r.name === 'string') {
    return { owner: r.owner.login, repo: r.name };
  }
  return null;
}

function pullRequestFrom(eventName: string | null, payload: Record<string, unknown>): PullRequestInfo | null {
  if (eventName !== null && PR_EVENTS.has(eventName)) {
    const pr = payload.pull_request;
    if (!isObject(pr)) return null;
    const number = typeof pr.number === 'number' ? pr.number : typeof payload.number === 'number' ? payload.number : null;
    if (number === null) return null;
    const headRepo = fullName(isObject(pr.head) ? pr.head.repo : null);
    const baseRepo = fullName(isObject(pr.base) ? pr.base.repo : null);
    return {
      number,
      headRepo,
      baseRepo,
      headSha: isObject(pr.head) && typeof pr.head.sha === 'string' ? pr.head.sha : null,
      // A deleted head repository is reported as null: treat it as a fork, the cautious reading.
      fromFork: headRepo === null || baseRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    };
  }
  if (eventName === 'workflow_run') {
    const run = payload.workflow_run;
    const first = isObject(run) && Array.isArray(run.pull_requests) ? run.pull_requests[0] : undefined;
    if (!isObject(first) || typeof first.number !== 'number') return null;
    const headRepo = isObject(run) ? fullName(run.head_repository) : null;
    const baseRepo = isObject(run) ? fullName(run.repository) : null;
    return {
      number: first.number,
      headRepo,
      baseRepo,
      headSha: isObject(first.head) && typeof first.head.sha === 'string' ? first.head.sha : null,
      fromFork: headRepo === null || baseRepo === null || headRepo.toLowerCase() !== baseRepo.toLowerCase(),
    };
  }
  return null;
}

function fullName(repo: unknown): string | null {
  return isObject(repo) && typeof repo.full_name === 'string' ? repo.full_name : null;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
