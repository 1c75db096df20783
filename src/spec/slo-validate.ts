/**
 * Step 2 of 3 for SLOs: rules about parsed objectives that their shape alone cannot show,
 * such as a bound pointing the wrong way for its metric, or a success rate written in percent.
 */
import type { Issue } from './problem.js';
import { METRICS } from '../metrics/catalogue.js';
import type { Objective, Threshold } from './slo-parse.js';

/** Every rule broken by the parsed objectives; empty when they can be evaluated. */
export function validateObjectives(objectives: readonly Objective[]): Issue[] {
  const issues: Issue[] = [];
  for (const objective of objectives) {
    if (objective.concurrency !== null) validateAt(objective, issues);
    if (objective.rate) validateRates(objective.rate, objective, issues);
    for (const t of [...objective.preconditions, ...objective.thresholds]) validateLimit(t, issues);
    validateBoundPairs(objective.thresholds, issues);
  }
  return issues;
}

function validateAt(objective: Objective, issues: Issue[]): void {
  const levels = objective.concurrency ?? [];
  const path = [...objective.path, 'at', 'concurrency'];
  const seen = new Set<number>();
  levels.forEach((c, i) => {
    const itemPath = levels.length === 1 ? path : [...path, i];
    if (!Number.isInteger(c) || c < 1) {
      issues.push({ path: itemPath, at: 'value', message: `must be a whole number of concurrent requests, at least 1 (got ${c})` });
    } else if (seen.has(c)) {
      issues.push({ path: itemPath, at: 'value', message: `lists concurrency ${c} twice` });
    }
    seen.add(c);
  });
}

function validateRates(rates: readonly number[], objective: Objective, issues: Issue[]): void {
  const path = [...objective.path, 'at', 'rate'];
  const seen = new Set<number>();
  rates.forEach((r, i) => {
    const itemPath = rates.length === 1 ? path : [...path, i];
    if (!(r > 0)) issues.push({ path: itemPath, at: 'value', message: `must be a request rate above 0 requests/s (got ${r})` });
    else if (seen.has(r)) issues.push({ path: itemPath, at: 'value', message: `lists rate ${r} twice` });
    seen.add(r);
  });
}

function validateLimit(t: Threshold, issues: Issue[]): void {
  const info = METRICS[t.metric];
  if (t.limit < 0) {
    issues.push({ path: t.path, at: 'value', message: `must be at least 0: ${info.label} is never negative (got ${t.limit})` });
  }
  if (info.max !== undefined && t.limit > info.max) {
    const asFraction = t.limit <= 100 ? `; write ${roundFraction(t.limit / 100)} for ${t.limit} %` : '';
    issues.push({ path: t.path, at: 'value', message: `must be a fraction from 0 to ${info.max} (got ${t.limit})${asFraction}` });
  }
  if (t.shorthand && info.better === 'higher') {
    issues.push({
      path: t.path,
      at: 'value',
      message: `${t.metric} is better when higher, so a bare number would be a ceiling; write `
        + `${t.metric}: {${t.stat}: {min: ${t.limit}}} for a floor, or {max: ${t.limit}} if a ceiling is meant`,
    });
  }
}

/** `{min: 10, max: 5}` can never pass: say so rather than fail every run. */
function validateBoundPairs(thresholds: readonly Threshold[], issues: Issue[]): void {
  const mins = thresholds.filter((t) => t.bound === 'min' && !t.shorthand);
  for (const min of mins) {
    const max = thresholds.find((t) => t.bound === 'max' && !t.shorthand && t.metric === min.metric && t.stat === min.stat);
    if (max !== undefined && min.limit > max.limit) {
      issues.push({ path: min.path.slice(0, -1), at: 'value', message: `has min ${min.limit} above max ${max.limit}, so it can never pass` });
    }
  }
}

/** 99.5 / 100 is 0.9950000000000001 in binary; show what the user would type. */
function roundFraction(x: number): number {
  return Number(x.toPrecision(10));
}
