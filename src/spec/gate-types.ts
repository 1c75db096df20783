/**
 * The gate's sections of the spec (`slos`, `baseline`, `knee`, `gate`) as a user writes them,
 * generated from the schema (spec-types.ts), and their defaults, from the schema too. The parsed
 * forms the engine evaluates live in `slo-parse.ts` and `max-change.ts`.
 */
import { specDefault } from './schema.js';
import type { SpecFile } from './spec-types.js';

export type {
  BaselineSpec, Bounds, DistributionBounds, DistributionLimits, KneeSpec, RunGateSpec, SloSpec, ThresholdsSpec,
} from './spec-types.js';

/** The gate's part of the spec. */
export type GateSpec = Pick<SpecFile, 'slos' | 'baseline' | 'knee' | 'goodput'>;

/** Default location of the baseline file. */
export const DEFAULT_BASELINE_PATH = specDefault('baseline.path');

/** Default `baseline.confidence`: at most a 5 % chance of any false regression in a run. */
export const DEFAULT_BASELINE_CONFIDENCE = specDefault('baseline.confidence');

/** Default `baseline.min_runs`: one run's requests cannot show run-to-run noise (`gate/regression-runs.ts`). */
export const DEFAULT_MIN_RUNS = specDefault('baseline.min_runs');

/** Default knee safety factor: 25 % headroom, so a knee at 8 recommends 6. */
export const DEFAULT_SAFETY_FACTOR = specDefault('knee.safety_factor');

/** Default `gate.min_success_rate`: the default objective's minimum (why 0.9: `gate/default-objective.ts`). */
export const DEFAULT_MIN_SUCCESS_RATE = 0.9;
