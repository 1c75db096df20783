/**
 * The measuring machine's facts, read once at the edge and handed to `run()`, so results.json
 * records where it was measured (`environment`) and a comparison can warn when a baseline was
 * measured elsewhere. Reads only non-secret variables that CI runners set for every job.
 */
import { arch, cpus, platform, release, availableParallelism } from 'node:os';
import type { RunEnvironment } from '../model/environment.js';
import { TOOL_VERSION } from '../version.js';

/** The environment of this process; `env` is the process environment (or a test's). */
export function collectEnvironment(env: NodeJS.ProcessEnv): RunEnvironment {
  const model = cpus()[0]?.model?.trim();
  const value = (name: string): string | null => {
    const v = env[name];
    return typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 200) : null;
  };
  const githubActions = value('GITHUB_ACTIONS') === 'true';
  const inCi = githubActions || value('CI') !== null || value('RUNNER_OS') !== null;
  return {
    os: platform(),
    os_release: release(),
    arch: arch(),
    cpu_model: model === undefined || model === '' ? null : model,
    logical_cpus: availableParallelism(),
    node_version: process.version,
    tool_version: TOOL_VERSION,
    ci: inCi
      ? {
        github_actions: githubActions,
        runner_os: value('RUNNER_OS'),
        runner_arch: value('RUNNER_ARCH'),
        runner_name: value('RUNNER_NAME'),
        runner_environment: value('RUNNER_ENVIRONMENT'),
        image_os: value('ImageOS'),
        image_version: value('ImageVersion'),
      }
      : null,
  };
}
