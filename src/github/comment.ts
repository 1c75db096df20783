/**
 * One report comment per pull request and spec, kept up to date: the first run creates it, later
 * runs edit it in place, so a PR does not fill up with one comment per push.
 *
 * The comment is found by its marker (`commentMarker(id)`), which must open the body: a reply
 * quoting the report (`> <!-- … -->`), or one that starts with spaces, is never mistaken for it.
 * And only a comment the token itself wrote is ours to edit. Anyone can post a comment that
 * starts with the marker; edited by us, it would show our report under their name, and they
 * could then change its verdict at will. So the token's identity is asked first:
 *
 * - `GET /user` answers for a personal access token (or a GitHub App's user token): its own
 *   comments are those whose author has that user's id;
 * - an installation token (the workflow's `GITHUB_TOKEN`) is refused there with 403 "Resource
 *   not accessible by integration"; the workflow token writes as the `github-actions[bot]` user
 *   (type Bot), so its own comments are that user's. Another GitHub App's installation token
 *   cannot learn its bot's name through the REST API; its earlier comments are then not
 *   recognised, and each run posts a new one rather than edit someone else's.
 *
 * Comments by anyone else are ignored, marker or not.
 */
import { GITHUB_COMMENT_MAX_CHARS } from '../report/markdown.js';
import { isRateLimited, toGitHubApiError } from './errors.js';
import { createGitHubClient, type GitHubClient } from './octokit.js';

/** Where and what to post. Give either `octokit`, or `token` and `baseUrl`. */
export interface UpsertCommentOptions {
  /** An existing client; when absent one is made from `token` and `baseUrl`. */
  octokit?: GitHubClient;
  token?: string;
  /** API root, normally `githubApiUrl(process.env)`. */
  baseUrl?: string;
  owner: string;
  repo: string;
  /** Pull request (or issue) number. */
  issueNumber: number;
  /** The hidden first line, from `commentMarker(id)`. */
  marker: string;
  /** The comment; the marker is put in front when the body does not already start with it. */
  body: string;
  /**
   * Longest body sent. A longer one is replaced by a short note, so the post is never refused.
   * @defaultValue 65536 (GitHub's limit)
   */
  maxChars?: number;
}

/** What `upsertComment` did. */
export interface UpsertCommentResult {
  action: 'created' | 'updated';
  id: number;
  /** The comment's page on github.com. */
  url: string;
}

/** The login the workflow token (`GITHUB_TOKEN`) writes comments as. */
export const WORKFLOW_TOKEN_LOGIN = 'github-actions[bot]';

/** Who the token writes comments as. */
export type CommentAuthor =
  | { kind: 'user'; id: number; login: string }
  | { kind: 'workflow-token'; login: typeof WORKFLOW_TOKEN_LOGIN };

/** A comment's author as the API lists it. */
interface ListedUser {
  id?: number;
  login?: string;
  type?: string;
}

/**
 * Updates the comment that starts with `marker` and was written by the token's own identity, or
 * creates one. Reads the pages of the issue's comments (100 at a time) until it finds it.
 * Rejects with a GitHubApiError (`code`, `message`, `hint`) when GitHub refuses or cannot be
 * reached, for the caller to log.
 */
export async function upsertComment(options: UpsertCommentOptions): Promise<UpsertCommentResult> {
  const { owner, repo, issueNumber: issue_number, marker } = options;
  const where = `${owner}/${repo}#${issue_number}`;
  const octokit = options.octokit ?? await clientFrom(options);
  const body = fitBody(options.body.startsWith(marker) ? options.body : `${marker}\n${options.body}`, marker, options.maxChars ?? GITHUB_COMMENT_MAX_CHARS);

  const author = await commentAuthor(octokit, where);
  let existing: number | undefined;
  try {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
    for await (const page of pages) {
      const found = page.data.find((c) => typeof c.body === 'string' && c.body.startsWith(marker) && isWrittenBy(c.user, author));
      if (found) {
        existing = found.id;
        break;
      }
    }
  } catch (err) {
    throw toGitHubApiError(err, 'list comments', where);
  }

  if (existing !== undefined) {
    try {
      const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing, body });
      return { action: 'updated', id: data.id, url: data.html_url };
    } catch (err) {
      throw toGitHubApiError(err, 'update a comment', where);
    }
  }
  try {
    const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number, body });
    return { action: 'created', id: data.id, url: data.html_url };
  } catch (err) {
    throw toGitHubApiError(err, 'create a comment', where);
  }
}

/**
 * Who the token writes comments as: the user `GET /user` names, else (refused with 403, as for
 * every installation token) the workflow token's bot.
 */
export async function commentAuthor(octokit: GitHubClient, where: string): Promise<CommentAuthor> {
  try {
    const { data } = await octokit.rest.users.getAuthenticated();
    return { kind: 'user', id: data.id, login: data.login };
  } catch (err) {
    if ((err as { status?: unknown }).status === 403 && !isRateLimited(err)) return { kind: 'workflow-token', login: WORKFLOW_TOKEN_LOGIN };
    throw toGitHubApiError(err, 'identify the token', where);
  }
}

/** Whether a comment's author is the token's identity. The id is compared, since a login can be renamed and reused. */
export function isWrittenBy(user: ListedUser | null | undefined, author: CommentAuthor): boolean {
  if (!user) return false;
  if (author.kind === 'user') return user.id === author.id;
  return user.login === author.login && user.type === 'Bot';
}

async function clientFrom(options: UpsertCommentOptions): Promise<GitHubClient> {
  if (!options.token) throw new TypeError('upsertComment needs either `octokit` or `token` (and `baseUrl`)');
  if (!options.baseUrl) throw new TypeError('upsertComment needs `baseUrl` with `token`: pass githubApiUrl(process.env)');
  return createGitHubClient(options.token, options.baseUrl);
}

/**
 * The body as sent: unchanged when it fits, else a short note that keeps the marker, so the
 * same comment is still found and updated next time. The report already fits on its own
 * (`renderReport` has a budget); this guards against a caller that adds to it.
 */
function fitBody(body: string, marker: string, maxChars: number): string {
  if (body.length <= maxChars) return body;
  return `${marker}\nThe report was too long for a comment (${body.length} characters; GitHub allows ${GITHUB_COMMENT_MAX_CHARS}). `
    + 'It is in the job summary and in the report.md file of the run.';
}
