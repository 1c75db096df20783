/**
 * The probe's sliding window: the requests of its last probes, summarised as one level and held
 * against the spec's objectives with the gate's own evaluation, so an objective means the same
 * to the probe as to a run. Pure: records and times in, states out; the caller owns the clock.
 */
import type { RequestRecord } from '../model/record.js';
import type { LevelStats } from '../model/level-stats.js';
import type { Check } from '../model/checks.js';
import type { Objective } from '../spec/slo-parse.js';
import { describeWindow, type ProbePlan, type ProbeWindowPlan } from '../spec/probe.js';
import { batchDurationS, levelStats, PERCENTILE_MIN_SAMPLES, type PercentileName } from '../metrics/index.js';
import { evaluateObjectives } from '../gate/slo-evaluate.js';
import { defaultObjectiveChecks } from '../gate/default-objective.js';

/** One objective threshold as the window judges it. */
export interface ObjectiveState {
  /** The objective's name (`slos[].name`, `SLO 1`, or `default success rate`). */
  slo: string;
  /** The threshold as written: `ttft_ms.p95 <= 1500`. */
  objective: string;
  /** The metric path it limits: `ttft_ms.p95`, `success_rate`. */
  metric: string;
  /**
   * `pass` or `fail`; `no_data` while the window cannot judge it (too few requests for the
   * percentile, none succeeded); `not_applicable` when the window's workload breaks its `when`.
   */
  status: Check['status'];
  /** The measured value over the window, in the metric's unit; null without one. */
  actual: number | null;
}

/**
 * Most probes a window keeps: `probe.window.probes` at most, and the cap of a time window, so a
 * long window on a short interval cannot hold every request of a week in memory.
 */
export const MAX_WINDOW_PROBES = 10_000;

/** The requests of the probes in the window, oldest first. */
export class ProbeWindow {
  private readonly probes: { startedMs: number; records: readonly RequestRecord[] }[] = [];

  constructor(private readonly plan: ProbeWindowPlan) {}

  /**
   * Adds one probe's finished requests (cancelled ones left out by the caller) and drops the
   * probes that fell out of the window.
   * @param startedMs - when the probe started, on the clock `evaluate` is given.
   */
  add(startedMs: number, records: readonly RequestRecord[]): void {
    this.probes.push({ startedMs, records });
    const keep = this.plan.kind === 'probes' ? Math.min(this.plan.probes, MAX_WINDOW_PROBES) : MAX_WINDOW_PROBES;
    this.probes.splice(0, Math.max(0, this.probes.length - keep));
  }

  /** The window's requests at `nowMs`, oldest first. */
  records(nowMs: number): RequestRecord[] {
    if (this.plan.kind === 'time') {
      const from = nowMs - this.plan.ms;
      const keep = this.probes.findIndex((p) => p.startedMs >= from);
      this.probes.splice(0, keep === -1 ? this.probes.length : keep);
    }
    return this.probes.flatMap((p) => p.records);
  }

  /** The window at `nowMs` as one level of `concurrency`. */
  stats(nowMs: number, concurrency: number): LevelStats {
    const records = this.records(nowMs);
    return levelStats({ concurrency, records, durationS: batchDurationS(records) });
  }
}

/**
 * Each threshold that applies at the probe's concurrency, judged over the window: the spec's
 * objectives (those whose `at` leaves the probe's level out are skipped, see `probeObjectives`),
 * then the default success-rate objective unless the spec removed it.
 */
export function judgeWindow(objectives: readonly Objective[], level: LevelStats, minSuccessRate: number | false): ObjectiveState[] {
  const own = evaluateObjectives(objectives, [level]);
  const all = [...own, ...defaultObjectiveChecks([level], own, minSuccessRate)];
  return all.map((c) => ({ slo: c.objective, objective: c.source, metric: c.metric, status: c.status, actual: c.actual }));
}

/**
 * The objectives the probe judges: those without `at`, and those whose `at` names the probe's
 * concurrency (with only that level kept); one naming other levels or rate levels only cannot
 * be judged from the probe's requests and is left out (the returned `skipped` names it).
 */
export function probeObjectives(objectives: readonly Objective[], concurrency: number): { judged: Objective[]; skipped: Objective[] } {
  const judged: Objective[] = [];
  const skipped: Objective[] = [];
  for (const o of objectives) {
    if (o.concurrency === null && (o.rate ?? null) === null) judged.push(o);
    else if (o.concurrency?.includes(concurrency)) judged.push({ ...o, concurrency: [concurrency], rate: null });
    else skipped.push(o);
  }
  return { judged, skipped };
}

/**
 * The thresholds the window can never judge, because even full it holds fewer requests than
 * their percentile needs (`PERCENTILE_MIN_SAMPLES`), each as a note; ITL, whose samples are
 * gaps (many per request), is left out.
 */
export function windowTooSmallNotes(objectives: readonly Objective[], plan: ProbePlan): string[] {
  const probes = Math.min(MAX_WINDOW_PROBES, plan.window.kind === 'probes' ? plan.window.probes : Math.floor(plan.window.ms / plan.intervalMs));
  const capacity = probes * plan.concurrency;
  const notes: string[] = [];
  for (const o of objectives) {
    for (const t of o.thresholds) {
      if (t.metric === 'itl_ms' || t.stat === null || !(t.stat in PERCENTILE_MIN_SAMPLES)) continue;
      const needed = PERCENTILE_MIN_SAMPLES[t.stat as PercentileName];
      if (capacity >= needed) continue;
      notes.push(`${o.name}: ${t.source} needs at least ${needed} requests in the window, and ${describeWindow(plan.window)} hold at most ${capacity}, `
        + `so it is never judged (no llm_slo_objective_ok sample); widen probe.window or raise probe.concurrency`);
    }
  }
  return notes;
}
