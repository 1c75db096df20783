/**
 * Failures talking to GitHub's API, with a stable `code` and a plain-words hint. Posting a comment
 * is never worth failing a run over: callers log `message` and `hint` and carry on. Match on
 * `code` (see `isGitHubApiError`), not `instanceof`, since a bundled and a source copy of this
 * module can both be loaded.
 */

/**
 * - `GITHUB_AUTH`: 401, the token is missing, wrong or expired.
 * - `GITHUB_FORBIDDEN`: 403, the token may not do this (usually no `pull-requests: write`, or a
 *   read-only token on a pull request from a fork), or a rate limit.
 * - `GITHUB_NOT_FOUND`: 404, no such repository, issue or comment, or the token cannot see it.
 * - `GITHUB_REJECTED`: 422, GitHub refused the content (e.g. a body that is too long).
 * - `GITHUB_UNREACHABLE`: no HTTP answer at all (DNS, connection, timeout).
 * - `GITHUB_ERROR`: any other status.
 */
export type GitHubApiErrorCode =
  | 'GITHUB_AUTH'
  | 'GITHUB_FORBIDDEN'
  | 'GITHUB_NOT_FOUND'
  | 'GITHUB_REJECTED'
  | 'GITHUB_UNREACHABLE'
  | 'GITHUB_ERROR';

/** What was being done when GitHub said no. */
export type GitHubOperation = 'identify the token' | 'list comments' | 'create a comment' | 'update a comment';

/** A GitHub API call that failed. */
export class GitHubApiError extends Error {
  override readonly name = 'GitHubApiError';
  readonly code: GitHubApiErrorCode;
  /** HTTP status, or null when no answer came. */
  readonly status: number | null;
  readonly operation: GitHubOperation;
  /** What to do about it, in plain words. */
  readonly hint: string;

  constructor(code: GitHubApiErrorCode, operation: GitHubOperation, status: number | null, message: string, hint: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.operation = operation;
    this.status = status;
    this.hint = hint;
  }
}

/** Narrows an unknown throw to a GitHubApiError by its shape, not its class. */
export function isGitHubApiError(err: unknown): err is GitHubApiError {
  return typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'GitHubApiError'
    && typeof (err as { code?: unknown }).code === 'string';
}

/** The parts of Octokit's `RequestError` this module reads. */
interface RequestErrorShape {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, string | undefined>; data?: unknown };
}

/**
 * Turns whatever an Octokit call threw into a GitHubApiError that says, in one line, what failed
 * and why, with a hint for the person reading the workflow log.
 */
export function toGitHubApiError(err: unknown, operation: GitHubOperation, where: string): GitHubApiError {
  if (isGitHubApiError(err)) return err;
  const e = (typeof err === 'object' && err !== null ? err : {}) as RequestErrorShape;
  const status = typeof e.status === 'number' ? e.status : null;
  const said = apiMessage(e) ?? (err instanceof Error ? err.message : String(err));
  // Octokit reports "no answer" as status 500 without a response.
  if (status === null || status === 0 || e.response === undefined) {
    return new GitHubApiError('GITHUB_UNREACHABLE', operation, null, `Could not ${operation} on ${where}: GitHub's API did not answer (${said}).`,
      'Check GITHUB_API_URL and the network or proxy between the runner and GitHub.', err);
  }
  const head = `Could not ${operation} on ${where}: GitHub answered ${status} (${said}).`;
  switch (status) {
    case 401:
      return new GitHubApiError('GITHUB_AUTH', operation, status, head,
        'The token was refused. Pass the workflow token (github-token: ${{ github.token }}) or a valid personal access token.', err);
    case 403: {
      return new GitHubApiError('GITHUB_FORBIDDEN', operation, status, head, isRateLimited(err)
        ? 'The token hit its API rate limit; the comment will be posted on the next run.'
        : 'The token may not write comments here. Add `permissions: pull-requests: write` to the job; on pull requests from forks '
          + 'the workflow token is read-only, so post the comment from a separate workflow_run job instead.', err);
    }
    case 404:
      return new GitHubApiError('GITHUB_NOT_FOUND', operation, status, head,
        'Check the repository and pull request number, and that the token can see this repository.', err);
    case 422:
      return new GitHubApiError('GITHUB_REJECTED', operation, status, head, 'GitHub refused the content of the comment.', err);
    default:
      return new GitHubApiError('GITHUB_ERROR', operation, status, head, 'GitHub may be having trouble; the comment will be posted on the next run.', err);
  }
}

/** Whether GitHub's answer is its API rate limit (a 403 or 429 that says so), not a refusal of the token. */
export function isRateLimited(err: unknown): boolean {
  const e = (typeof err === 'object' && err !== null ? err : {}) as RequestErrorShape;
  return e.response?.headers?.['x-ratelimit-remaining'] === '0' || /rate limit/i.test(apiMessage(e) ?? '');
}

function apiMessage(e: RequestErrorShape): string | undefined {
  const data = e.response?.data;
  if (typeof data === 'object' && data !== null) {
    const message = (data as { message?: unknown }).message;
    const errors = (data as { errors?: unknown }).errors;
    const detail = Array.isArray(errors)
      ? errors.map((x) => (typeof x === 'object' && x !== null ? (x as { message?: unknown }).message : x)).filter((m) => typeof m === 'string').join('; ')
      : '';
    if (typeof message === 'string') return detail ? `${message}: ${detail}` : message;
  }
  return typeof e.message === 'string' && e.message !== '' ? e.message : undefined;
}
