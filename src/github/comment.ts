/**
 * One report comment per pull request and spec, kept up to date: the first run creates it, later
 * runs edit it in place, so a PR does not fill up with one comment per push.
 *
 * The comment is found by its marker (`commentMarker(id)`), which must open the body. Matching
 * the start rather than "contains" means a reply quoting the report (`> <!-- … -->`) is never
 * mistaken for it.
 */
import { GITHUB_COMMENT_MAX_CHARS } from '../report/markdown.js';
import { toGitHubApiError } from './errors.js';
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

/**
 * Updates the comment that starts with `marker`, or creates one. Reads every page of the
 * issue's comments (100 at a time) until it finds the marker. Rejects with a GitHubApiError
 * (`code`, `message`, `hint`) when GitHub refuses or cannot be reached, for the caller to log.
 */
export async function upsertComment(options: UpsertCommentOptions): Promise<UpsertCommentResult> {
  const { owner, repo, issueNumber: issue_number, marker } = options;
  const where = `${owner}/${repo}#${issue_number}`;
  const octokit = options.octokit ?? await clientFrom(options);
  const body = fitBody(options.body.startsWith(marker) ? options.body : `${marker}\n${options.body}`, marker, options.maxChars ?? GITHUB_COMMENT_MAX_CHARS);

  let existing: number | undefined;
  try {
    const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 });
    for await (const page of pages) {
      const found = page.data.find((c) => typeof c.body === 'string' && c.body.trimStart().startsWith(marker));
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
