/**
 * A pull request as the Action sees it in a workflow, for the tests that run dist/action.js
 * against the local GitHub REST server (helpers/github-server.ts): the event payload, the
 * runner's variables that name the repository and the workflow, and the base branch's results
 * artifact that a run on main uploaded.
 */
import { zipSync, strToU8 } from 'fflate';
import type { GitHubServer } from './github-server.js';

/** A pull request `number` of `owner/repo` from the branch `feature` into `main` at `baseSha`. */
export interface PullRequest {
  owner: string;
  repo: string;
  number: number;
  baseSha: string;
}

/** The `pull_request` event payload: head and base in the same repository (not a fork). */
export function prPayload(pr: PullRequest): Record<string, unknown> {
  const full = `${pr.owner}/${pr.repo}`;
  return {
    pull_request: {
      number: pr.number,
      head: { sha: 'b'.repeat(40), ref: 'feature', repo: { full_name: full } },
      base: { sha: pr.baseSha, ref: 'main', repo: { full_name: full } },
    },
    repository: { full_name: full, name: pr.repo, owner: { login: pr.owner } },
  };
}

/** The runner's variables for a job of that pull request whose API is the local server at `apiUrl`. */
export function prEnv(pr: PullRequest, apiUrl: string): Record<string, string> {
  return {
    GITHUB_REPOSITORY: `${pr.owner}/${pr.repo}`,
    GITHUB_API_URL: apiUrl,
    GITHUB_WORKFLOW_REF: `${pr.owner}/${pr.repo}/.github/workflows/llm-slo.yml@refs/pull/${pr.number}/merge`,
    GITHUB_BASE_REF: 'main',
  };
}

/** Text files zipped as actions/upload-artifact zips a folder: `{'chat/results.json': '…'}`. */
export function zipFiles(files: Record<string, string>): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));
}

/**
 * Adds a successful workflow run at the pull request's base commit whose artifact `name` holds
 * `files`, as the main branch's job uploads its results folder. Returns the run's id.
 */
export function addArtifactRun(gh: GitHubServer, pr: PullRequest, name: string, files: Record<string, string>, updatedAt?: string): number {
  const run = gh.addRun(pr.owner, pr.repo, { head_sha: pr.baseSha, ...(updatedAt === undefined ? {} : { updated_at: updatedAt }) });
  gh.addArtifact(run.id, { name, zip: zipFiles(files) });
  return run.id;
}
