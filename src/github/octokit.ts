/**
 * The GitHub API client. `@actions/github` reads the environment and the event file when it is
 * first imported, so it is imported here on first use, inside a function, never at load time.
 */
import type { getOctokit } from '@actions/github';

/** The Octokit client `@actions/github` builds: REST methods plus pagination. */
export type GitHubClient = ReturnType<typeof getOctokit>;

/** The API root used when `GITHUB_API_URL` is not set. */
export const DEFAULT_GITHUB_API_URL = 'https://api.github.com';

/**
 * The API root for this run: `GITHUB_API_URL` (set by the runner, and pointing at GitHub
 * Enterprise Server where that is in use), else api.github.com. A trailing slash is dropped.
 */
export function githubApiUrl(env: Readonly<Record<string, string | undefined>>): string {
  const url = env.GITHUB_API_URL?.trim();
  return (url || DEFAULT_GITHUB_API_URL).replace(/\/+$/, '');
}

/** A client for `baseUrl` authenticated with `token` (sent as `authorization: token …`). */
export async function createGitHubClient(token: string, baseUrl: string): Promise<GitHubClient> {
  const { getOctokit: make } = await import('@actions/github');
  return make(token, { baseUrl });
}
