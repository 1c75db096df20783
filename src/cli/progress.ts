/**
 * Progress on the terminal: on an interactive terminal one line per level rewritten in
 * place; in CI logs (not a TTY) one line per finished level, so logs are not spammed.
 */
import type { RunEvent } from '../engine/run.js';
import { fixed } from '../report/text-table.js';
import { formatMetric, formatPercent, formatValue } from '../metrics/format.js';
import { levelName } from '../model/level.js';
import type { Distribution } from '../model/level-stats.js';

export function progressPrinter(stream: NodeJS.WritableStream & { isTTY?: boolean }): (event: RunEvent) => void {
  const tty = stream.isTTY === true;
  let lastDrawMs = 0;
  return (event) => {
    switch (event.type) {
      case 'preflight': {
        const r = event.result;
        stream.write(r.ok
          ? `connectivity check: ok (HTTP ${r.status_code}, TTFT ${formatMetric('ttft_ms', r.ttft_ms)}, E2E ${formatMetric('e2e_ms', r.e2e_ms)}, usage ${r.usage ? 'sent' : 'not sent'})\n`
          : `connectivity check: failed (${r.error_kind}${r.status_code ? `, HTTP ${r.status_code}` : ''})\n`);
        break;
      }
      case 'level-start':
        if (tty) stream.write(`${levelName(event)}: 0/${event.requests}`);
        break;
      case 'level-progress': {
        if (!tty) break;
        const now = performance.now();
        // Redraw at most ten times a second: the terminal is not the bottleneck we measure.
        if (now - lastDrawMs < 100 && event.finished < event.total) break;
        lastDrawMs = now;
        stream.write(`\r${levelName(event)}: ${event.finished}/${event.total}`);
        break;
      }
      case 'level-done': {
        const s = event.stats;
        const sent = s.achieved_rate === null || s.achieved_rate === undefined ? '' : `sent ${formatValue('qps', s.achieved_rate)}, `;
        const line = `${levelName(s)}: ${s.succeeded}/${s.requests} ok, ${sent}${formatValue('qps', s.qps)}, TTFT p95 ${percentile(s.ttft_ms, 'ttft_ms.p95')}, `
          + `TPOT p95 ${percentile(s.tpot_ms, 'tpot_ms.p95')}, ${fixed(s.duration_s, 1)} s`;
        // How the sample size came about, when it was not simply `requests`.
        const passes = s.repeats && s.repeats.length > 1 ? `, ${s.repeats.length} passes` : '';
        // A level that stopped before any gated metric could be bounded has no ± to show.
        const resolution = s.adaptive?.resolution === null || s.adaptive?.resolution === undefined ? 'resolution not yet bounded' : `±${formatPercent(s.adaptive.resolution, 1)}`;
        const grown = s.adaptive ? `, ${s.adaptive.stopped_because.replace(/_/g, ' ')} (${resolution})` : '';
        stream.write(tty ? `\r\x1b[2K${line}${passes}${grown}\n` : `${line}${passes}${grown}\n`);
        break;
      }
    }
  };
}

/**
 * A level's percentile with its unit, or why there is none: `41.2 ms`, `not reported (12 samples)`
 * when too few samples back that tail (the table's `–`), `none` when no request succeeded.
 */
function percentile(d: Distribution, path: 'ttft_ms.p95' | 'tpot_ms.p95'): string {
  if (d.count === 0) return 'none';
  return d.p95 === null ? `not reported (${d.count} samples)` : formatMetric(path, d.p95);
}
