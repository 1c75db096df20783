/**
 * Reading the figures of a report or a terminal the way a reviewer does: every value in the unit
 * its metric names (from the catalogue), and the baseline, limit, measured value and change of
 * one row in agreement within the rounding they are printed with. Shared by the golden unit test
 * (test/unit/report/numbers-readers-see.test.ts) and the Action's end-to-end test.
 */
import assert from 'node:assert/strict';
import { METRICS, isMetricName, type MetricName } from '../../src/metrics/catalogue.js';
import { parseGfm, tables } from './markdown.js';

/** A printed number: its value and the most its rounding can hide (one unit of its last digit). */
interface Printed { value: number; slack: number }

function printedNumber(text: string): Printed {
  const digits = text.replace(/[\s\u00a0]/g, '').replace(/^\+/, '');
  assert.match(digits, /^-?\d+(\.\d+)?$/, `"${text}" is a number`);
  const decimals = digits.split('.')[1]?.length ?? 0;
  return { value: Number(digits), slack: 10 ** -decimals };
}

/** A value cell or phrase, `19 231 tokens/min`, checked to carry exactly its metric's unit. */
function printedValue(text: string, metric: string, where: string): Printed {
  const unit = METRICS[metric as MetricName].unit;
  const t = text.replaceAll('\u00a0', ' ').trim();
  assert.ok(t.endsWith(` ${unit}`), `${where}: "${t}" is in ${unit}, the unit of ${metric}`);
  return printedNumber(t.slice(0, -unit.length - 1));
}

/** A change as printed, `-22.6 %`, as a fraction with its rounding. */
function printedChange(text: string): Printed {
  const m = /^([+-]?[\d.]+)\s%$/.exec(text.replaceAll('\u00a0', ' ').trim());
  assert.ok(m, `"${text}" is a change`);
  const p = printedNumber(m[1]!);
  return { value: p.value / 100, slack: p.slack / 100 };
}

/** True when what the printed `a` over the printed `b` can be, less 1, can be the printed change. */
function agree(a: Printed, b: Printed, change: Printed): boolean {
  const lo = (a.value - a.slack) / (b.value + b.slack) - 1;
  const hi = (a.value + a.slack) / (b.value - b.slack) - 1;
  return change.value + change.slack >= lo && change.value - change.slack <= hi;
}

/**
 * Every row of every checks table (Failed, Warnings): its figures carry their metric's unit, and
 * with a baseline, actual over baseline is the change and the limit is the baseline moved by the
 * allowed change. Returns the rows read.
 */
export function assertCheckTables(markdown: string, what: string): number {
  const limits: Array<() => void> = [];
  let rows = 0;
  for (const t of tables(parseGfm(markdown))) {
    if (!t.header.includes('Limit')) continue;
    const col = (name: string) => t.header.indexOf(name);
    for (const row of t.rows) {
      const path = row[col('Metric')]!;
      const metric = path.split('.')[0]!;
      if (!isMetricName(metric) || row[col('Objective')] === 'baseline.min_resolution') continue;
      const where = `${what}: ${row.join(' | ')}`;
      // A check with no measured value (every request failed) has no figures to check.
      if (row[col('Actual')] === '–') continue;
      const limitCell = /^([≤≥]) (.+?)(?: \(([+-][\d.]+\s%)\))?$/.exec(row[col('Limit')]!);
      assert.ok(limitCell, `${where}: the limit reads "≤ value" or "≥ value"`);
      const limit = printedValue(limitCell[2]!, metric, where);
      const actual = printedValue(row[col('Actual')]!, metric, where);
      // These tables list failed checks: the value is beyond its limit, on the side the limit guards.
      assert.ok(limitCell[1] === '≤' ? actual.value > limit.value : actual.value < limit.value, `${where}: the value is beyond the limit it failed`);
      if (t.header.includes('Baseline') && row[col('Baseline')] !== '–') {
        const baseline = printedValue(row[col('Baseline')]!, metric, where);
        const change = printedChange(row[col('Change')]!.split(' [')[0]!);
        assert.ok(agree(actual, baseline, change), `${where}: actual over baseline is the change`);
        // Checked after every row's units and changes, the plainer errors.
        limits.push(() => {
          assert.ok(limitCell[3], `${where}: a baseline limit names the allowed change`);
          assert.ok(agree(limit, baseline, printedChange(limitCell[3]!)), `${where}: the limit is the baseline moved by the allowed change`);
        });
      }
      rows++;
    }
  }
  for (const check of limits) check();
  return rows;
}

/**
 * Every item of the Inconclusive list that shows its figures, `` `tpm` (31 392 tokens/min → 20 673
 * tokens/min): the change -35 % [...] ``: they carry the metric's unit and agree with the change.
 * Returns the items read, by metric path.
 */
export function assertInconclusiveItems(markdown: string, what: string): Array<{ metric: string; before: number; after: number }> {
  const read: Array<{ metric: string; before: number; after: number }> = [];
  for (const raw of markdown.split('\n')) {
    const line = raw.replaceAll('\u00a0', ' ');
    const m = /^- .+?, `([^`]+)` \((.+?) → (.+?)\): the change ([+-]?[\d.]+ %)/.exec(line);
    if (m === null) continue;
    const metric = m[1]!.split('.')[0]!;
    if (!isMetricName(metric)) continue;
    const where = `${what}: ${line}`;
    const before = printedValue(m[2]!, metric, where);
    const after = printedValue(m[3]!, metric, where);
    assert.ok(agree(after, before, printedChange(m[4]!)), `${where}: after over before is the change`);
    read.push({ metric: m[1]!, before: before.value, after: after.value });
  }
  return read;
}

/**
 * Every FAIL, WARN and INCONCLUSIVE sentence of the terminal about a known metric: its figures
 * carry their units and agree with its change, and a failed SLO's value is beyond its limit.
 * Returns the sentences read.
 */
export function assertTerminalChecks(text: string, what: string): number {
  let sentences = 0;
  for (const raw of text.split('\n').filter((l) => /^ {2}(FAIL|WARN|INCONCLUSIVE) /.test(l))) {
    const line = raw.replaceAll('\u00a0', ' ');
    const label = /^ {2}\w+ {2}(.+?) at (?:concurrency|\d)/.exec(line)?.[1];
    const path = label === undefined ? undefined : metricOfLabel(label);
    if (path === undefined) continue;
    const where = `${what}: ${line}`;
    const moved = /\((.+?) → (.+?)\)/.exec(line);
    if (moved) {
      const before = printedValue(moved[1]!, path, where);
      const after = printedValue(moved[2]!, path, where);
      const changed = /changed ([+-]?[\d.]+ %)/.exec(line) ?? /the change ([+-]?[\d.]+ %)/.exec(line);
      const fell = /(rose|fell) ([\d.]+ %) (over|below)/.exec(line);
      const change = changed ? printedChange(changed[1]!) : fell ? printedChange(`${fell[1] === 'fell' ? '-' : '+'}${fell[2]}`) : undefined;
      assert.ok(change, `${where}: the sentence states the change`);
      assert.ok(agree(after, before, change), `${where}: after over before is the change`);
    } else {
      const slo = /is (.+?); the (limit|minimum) is (.+?) \(/.exec(line);
      // A check with no value to show (no data, not judged, every request failed) has no figures to check.
      if (slo === null) continue;
      const actual = printedValue(slo[1]!, path, where);
      const limit = printedValue(slo[3]!, path, where);
      assert.ok(slo[2] === 'limit' ? actual.value > limit.value : actual.value < limit.value, `${where}: the value is beyond the limit it failed`);
    }
    sentences++;
  }
  return sentences;
}

/** The verdict's line: each failed check's figure is beyond what it names as allowed, in the same unit. */
export function assertVerdictLine(line: string, what: string): void {
  const text = line.replaceAll('\u00a0', ' ');
  for (const m of text.matchAll(/changed ([+-]?[\d.]+ %) against the (?:baseline|reference) \(allowed ([+-][\d.]+ %)\)/g)) {
    const change = printedChange(m[1]!).value;
    const allowed = printedChange(m[2]!).value;
    assert.ok(allowed > 0 ? change > allowed : change < allowed, `${what}: "${m[0]}" reads as a failure`);
  }
  for (const m of text.matchAll(/ is ([\d. ]+) (ms|tokens\/min|%) \((limit|minimum) ([\d. ]+) (ms|tokens\/min|%)\)/g)) {
    assert.equal(m[2], m[5], `${what}: "${m[0]}" compares like with like`);
    const actual = printedNumber(m[1]!).value;
    const limit = printedNumber(m[4]!).value;
    assert.ok(m[3] === 'limit' ? actual > limit : actual < limit, `${what}: "${m[0]}" reads as a failure`);
  }
}


/** The metric a sentence names by its label (`TPOT p50` → `tpot_ms`, `TPM` → `tpm`); undefined for another subject. */
function metricOfLabel(label: string): MetricName | undefined {
  const names = (Object.keys(METRICS) as MetricName[]).filter((m) => label === METRICS[m].label || label.startsWith(`${METRICS[m].label} `));
  return names.sort((a, b) => METRICS[b].label.length - METRICS[a].label.length)[0];
}
