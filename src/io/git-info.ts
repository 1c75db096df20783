/**
 * The commit being measured, recorded in results so a baseline can say where it came from.
 */
import { spawnSync } from 'node:child_process';
import type { GitInfo } from '../model/baseline.js';

/**
 * In a workflow, GITHUB_SHA and GITHUB_REF; elsewhere, what `git` says about `cwd`; null when
 * neither knows (not a repository, git not installed).
 */
export function gitInfo(env: NodeJS.ProcessEnv, cwd: string): GitInfo | null {
  if (env.GITHUB_SHA) return { sha: env.GITHUB_SHA, ref: env.GITHUB_REF || null };
  const git = (args: string[]) => {
    const res = spawnSync('git', args, { cwd, encoding: 'utf8', timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] });
    return res.status === 0 ? res.stdout.trim() : '';
  };
  const sha = git(['rev-parse', 'HEAD']);
  if (!/^[0-9a-f]{40}$/.test(sha)) return null;
  return { sha, ref: git(['symbolic-ref', '-q', 'HEAD']) || null };
}
