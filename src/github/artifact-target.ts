/**
 * What a baseline artifact is looked for on: the repository, the workflow that uploads it, and
 * the pull request's base branch and commit; for a run on a branch (a push to `main`), that
 * branch's newest earlier run, whose artifact carries the baseline's history on. Pure: read from
 * the environment and the event payload, decided without calling GitHub.
 */
import { readFileSync } from 'node:fs';

/** Where to look for the baseline artifact. */
export interface ArtifactTarget {
  owner: string;
  repo: string;
  /** The workflow's file name (e.g. `llm-slo.yml`) or numeric ID, as the REST API takes it. */
  workflow: string;
  /** The pull request's base branch, e.g. `main`; for a run on a branch, that branch. */
  branch: string;
  /** The commit the base branch pointed at for this pull request event; null when the payload lacks it, and for a run on a branch. */
  baseSha: string | null;
  /** True for a run on the branch itself (not a pull request): its newest earlier successful run is the one wanted. */
  ownBranch: boolean;
}

/** The target, or why no artifact is looked for. */
export type ArtifactTargetChoice = { ok: true; target: ArtifactTarget } | { ok: false; reason: string };

/** Events whose payload names the pull request's base branch and commit. */
const PR_EVENTS = new Set(['pull_request', 'pull_request_target']);

/**
 * Decides where to look. `workflowInput` is the `baseline-workflow` input: a workflow file name
 * or path, or empty for the workflow of this run (from `GITHUB_WORKFLOW_REF`).
 */
export function artifactTarget(env: Readonly<Record<string, string | undefined>>, workflowInput: string): ArtifactTargetChoice {
  const event = env.GITHUB_EVENT_NAME?.trim() ?? '';
  const ownBranch = !isPullRequestEvent(env);
  const pushed = /^refs\/heads\/(.+)$/.exec(env.GITHUB_REF?.trim() ?? '')?.[1];
  if (ownBranch && pushed === undefined) {
    return { ok: false, reason: `this run is for ${event || 'a run outside GitHub Actions'} ${env.GITHUB_REF?.trim() ? `on ${env.GITHUB_REF.trim()}` : 'with no GITHUB_REF'}, neither a pull request (whose base branch has the baseline) nor a run on a branch (whose earlier run has it)` };
  }
  const m = /^([^/\s]+)\/([^/\s]+)$/.exec(env.GITHUB_REPOSITORY?.trim() ?? '');
  if (!m) return { ok: false, reason: 'GITHUB_REPOSITORY is not set (expected owner/repo)' };
  const workflow = workflowName(workflowInput) ?? workflowName(env.GITHUB_WORKFLOW_REF ?? '');
  if (workflow === undefined) {
    return { ok: false, reason: 'the workflow that uploads it is unknown (GITHUB_WORKFLOW_REF is not set); name its file in input baseline-workflow' };
  }
  if (pushed !== undefined && ownBranch) return { ok: true, target: { owner: m[1]!, repo: m[2]!, workflow, branch: pushed, baseSha: null, ownBranch } };
  const base = payloadBase(env.GITHUB_EVENT_PATH);
  const branch = env.GITHUB_BASE_REF?.trim() || base.ref;
  if (!branch) return { ok: false, reason: 'the pull request\'s base branch is unknown (GITHUB_BASE_REF is not set and the event payload does not name it)' };
  return { ok: true, target: { owner: m[1]!, repo: m[2]!, workflow, branch, baseSha: base.sha, ownBranch } };
}

/** True for a pull request event, whose baseline is its base branch's; any other run is on a branch of its own. */
export function isPullRequestEvent(env: Readonly<Record<string, string | undefined>>): boolean {
  return PR_EVENTS.has(env.GITHUB_EVENT_NAME?.trim() ?? '');
}

/**
 * `llm-slo.yml` from `llm-slo.yml`, `.github/workflows/llm-slo.yml` or a workflow ref such as
 * `acme/api/.github/workflows/llm-slo.yml@refs/pull/7/merge`; undefined for an empty value.
 */
export function workflowName(value: string): string | undefined {
  const path = value.trim().replace(/@.*$/, '');
  const name = path.split('/').at(-1) ?? '';
  return name === '' ? undefined : name;
}

/** The base branch and commit from the pull request event payload, when it can be read. */
function payloadBase(path: string | undefined): { ref: string | null; sha: string | null } {
  if (!path) return { ref: null, sha: null };
  try {
    const payload = JSON.parse(readFileSync(path, 'utf8')) as { pull_request?: { base?: { ref?: unknown; sha?: unknown } } };
    const base = payload.pull_request?.base;
    return {
      ref: typeof base?.ref === 'string' && base.ref !== '' ? base.ref : null,
      sha: typeof base?.sha === 'string' && /^[0-9a-f]{40}$/i.test(base.sha) ? base.sha.toLowerCase() : null,
    };
  } catch {
    return { ref: null, sha: null };
  }
}
