/**
 * Where `run` gets its spec: the file `--spec` names, else the default path when it exists,
 * else a spec made from the flags alone (`--base-url` and `--model`, every other field its
 * schema default), so a first try needs no file.
 */
import { resolve } from 'node:path';
import { stat } from 'node:fs/promises';
import { loadSpecFile, type LoadedSpec } from '../spec/load.js';
import { GateError } from '../errors.js';
import type { Spec } from '../spec/types.js';
import { DEFAULT_SPEC_PATH } from '../io/front-end.js';

/** The prompt of a run from flags alone: the example spec's, short and answerable by any chat model. */
export const FLAGS_ONLY_PROMPT = 'Explain in three sentences what a service level objective is.';

/** The spec a run uses and how messages and the report name it. */
export interface RunSpec {
  spec: Spec;
  /** Path as the user wrote it; undefined for a run from flags alone. */
  path: string | undefined;
  sha256: string | null;
  locate: LoadedSpec['locate'] | undefined;
}

/**
 * The spec `run` uses.
 *
 * @param specFlag - `--spec` as given; a named file must exist.
 * @throws GateError `USAGE` when there is no spec file and `--base-url` or `--model` is missing;
 *   the loader's errors for a spec file that is there or was named.
 */
export async function loadRunSpec(cwd: string, specFlag: string | undefined, baseUrl: string | undefined, model: string | undefined): Promise<RunSpec> {
  if (specFlag !== undefined || await exists(resolve(cwd, DEFAULT_SPEC_PATH))) {
    const path = specFlag ?? DEFAULT_SPEC_PATH;
    const { spec, locate, sha256 } = await loadSpecFile(resolve(cwd, path), path);
    return { spec, path, sha256, locate };
  }
  if (baseUrl === undefined || model === undefined) {
    const missing = [baseUrl === undefined ? '--base-url' : undefined, model === undefined ? '--model' : undefined].filter((m) => m !== undefined);
    throw new GateError('USAGE', `no spec file: ${DEFAULT_SPEC_PATH} does not exist, --spec was not given, and a run from flags alone needs ${missing.join(' and ')}.`, {
      hint: 'Give --spec PATH, or run from flags alone, e.g. `llm-slo-gate run --base-url http://127.0.0.1:8000/v1 --model my-model`; '
        + `to keep the settings, copy examples/llm-slo.yml to ${DEFAULT_SPEC_PATH}.`,
    });
  }
  // The flags are applied again as overrides, so a bad value is named by its flag, not as a spec field.
  return { spec: { version: 1, endpoint: { base_url: baseUrl, model }, workload: { prompt: FLAGS_ONLY_PROMPT } }, path: undefined, sha256: null, locate: undefined };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (err) {
    // Anything but a missing file (a directory, no permission) is left to the loader to explain.
    return (err as { code?: unknown } | null)?.code !== 'ENOENT';
  }
}
