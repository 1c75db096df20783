/**
 * The commit being measured, recorded in results so a baseline can say where it came from, and
 * the pull request it belongs to, so a drift check can name the merges that made up a drift.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { GitInfo } from '../model/baseline.js';

/**
 * In a workflow, GITHUB_SHA and GITHUB_REF; elsewhere, what `git` says about `cwd`; null when
 * neither knows (not a repository, git not installed). `pr` from `pullRequestOf`, or from the
 * local commit's subject.
 */
export function gitInfo(env: NodeJS.ProcessEnv, cwd: string): GitInfo | null {
  if (env.GITHUB_SHA) return withPr({ sha: env.GITHUB_SHA, ref: env.GITHUB_REF || null }, pullRequestOf(env));
  const git = (args: string[]) => {
    const res = spawnSync('git', args, { cwd, encoding: 'utf8', timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] });
    return res.status === 0 ? res.stdout.trim() : '';
  };
  const sha = git(['rev-parse', 'HEAD']);
  if (!/^[0-9a-f]{40}$/.test(sha)) return null;
  return withPr({ sha, ref: git(['symbolic-ref', '-q', 'HEAD']) || null }, pullRequestInMessage(git(['log', '-1', '--format=%s'])));
}

function withPr(info: GitInfo, pr: number | null): GitInfo {
  return pr === null ? info : { ...info, pr };
}

/**
 * The pull request a workflow run is about, from its event payload (GITHUB_EVENT_PATH): the pull
 * request's number on a pull_request event; on a push, the number its head commit's message names
 * (a merge commit's `Merge pull request #45 from …`, a squash merge's `Title (#45)`). Null when
 * none is known or the payload cannot be read.
 */
export function pullRequestOf(env: NodeJS.ProcessEnv): number | null {
  if (!env.GITHUB_EVENT_PATH) return null;
  let payload: { pull_request?: { number?: unknown }; head_commit?: { message?: unknown } };
  try {
    payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as typeof payload;
  } catch {
    return null;
  }
  const number = payload.pull_request?.number;
  if (typeof number === 'number' && Number.isInteger(number) && number > 0) return number;
  const message = payload.head_commit?.message;
  return typeof message === 'string' ? pullRequestInMessage(message) : null;
}

/** `Merge pull request #45 from acme/x` or `Speed up decode (#45)` → 45; null otherwise. */
export function pullRequestInMessage(message: string): number | null {
  const subject = message.split('\n')[0] ?? '';
  const m = /^Merge pull request #(\d+)\b/.exec(subject) ?? /\(#(\d+)\)\s*$/.exec(subject);
  const n = m === null ? Number.NaN : Number(m[1]);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
