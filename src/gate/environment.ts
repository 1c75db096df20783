/**
 * Where a run was measured, and what differs between this run and its baseline. A latency change
 * measured on another runner, CPU or Node.js version, or against another host, may be the
 * environment's rather than the endpoint's: the report says so next to the comparison. These are
 * warnings, never refusals: a different runner still measures the same endpoint.
 */
import type { Results } from '../model/results.js';
import type { RunEnvironment } from '../model/environment.js';

/**
 * Each way the baseline's measuring conditions differ from this run's, in plain words: runner,
 * OS and architecture, CPU model and count, Node.js version, endpoint host and tool version.
 * Empty when they match or the baseline did not record them. Runner names are compared only on
 * self-hosted runners: GitHub-hosted runners get a new name every job.
 */
export function environmentDifferences(current: Results, baseline: Results): string[] {
  const out: string[] = [];
  const differs = (what: string, then: string | number | null | undefined, now: string | number | null | undefined): void => {
    if (then === undefined || then === null || now === undefined || now === null || then === now) return;
    out.push(`${what}: ${JSON.stringify(then)} in the baseline, ${JSON.stringify(now)} now`);
  };
  const thenHost = hostOf(baseline.endpoint?.base_url);
  const nowHost = hostOf(current.endpoint?.base_url);
  differs('endpoint host', thenHost, nowHost);
  differs('tool version', baseline.tool?.version, current.tool?.version);
  const a = baseline.environment;
  const b = current.environment;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null) return out;
  differs('runner', runnerOf(a), runnerOf(b));
  differs('OS', `${a.os} ${a.arch}`, `${b.os} ${b.arch}`);
  differs('CPU', a.cpu_model, b.cpu_model);
  differs('logical CPUs', a.logical_cpus, b.logical_cpus);
  differs('Node.js', a.node_version, b.node_version);
  return out;
}

/** `github-hosted Linux ubuntu24`, `self-hosted Linux gpu-box-3`, `local`. */
function runnerOf(e: RunEnvironment): string {
  if (typeof e.ci !== 'object' || e.ci === null) return 'local';
  const kind = e.ci.runner_environment ?? (e.ci.github_actions ? 'GitHub Actions' : 'CI');
  const name = e.ci.runner_environment === 'self-hosted' ? e.ci.runner_name : e.ci.image_os;
  return [kind, e.ci.runner_os, name].filter((x) => x !== null && x !== '').join(' ');
}

function hostOf(url: string | undefined): string | null {
  if (typeof url !== 'string') return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
