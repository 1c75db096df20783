/**
 * A CPU burner inside the measuring process, loaded into the real CLI with Node's own preload
 * flag (`node --import build/bench/selfcheck/burner.js dist/cli.js run …`): the client's own
 * work made heavy on purpose, so the benchmark knows the ground truth of a busy client.
 *
 * `SELFCHECK_BURN=B/G` blocks the event loop for B ms, then yields for G ms, over and over
 * (B / (B + G) of a core). It starts with the sweep's first warm-up request (the second request
 * the client creates; the first is the connectivity check), seen on undici's public
 * `undici:request:create` diagnostics channel, so the quiet window before the first level is
 * as quiet as it would be in a client whose own work is what makes it busy.
 */
import { subscribe } from 'node:diagnostics_channel';

const setting = process.env.SELFCHECK_BURN;
if (setting !== undefined && setting !== '') {
  const [busyMs, gapMs] = setting.split('/').map(Number);
  if (!(Number.isFinite(busyMs) && Number.isFinite(gapMs) && (busyMs as number) > 0 && (gapMs as number) >= 0)) {
    throw new Error(`SELFCHECK_BURN must be "busy/gap" in ms, such as "19/1", got "${setting}"`);
  }
  let created = 0;
  let started = false;
  const burn = (): void => {
    const until = performance.now() + (busyMs as number);
    while (performance.now() < until) { /* the client's own work */ }
    setTimeout(burn, gapMs as number).unref();
  };
  subscribe('undici:request:create', () => {
    created += 1;
    if (created >= 2 && !started) {
      started = true;
      burn();
    }
  });
}
