/**
 * The clock facts a shard records (results.json `shard.host`, `clock_synchronized`): shards on
 * different machines are placed on one timeline by their wall clocks, so whether each clock was
 * synchronised is worth keeping next to the figures.
 */
import { execFileSync } from 'node:child_process';
import { hostname } from 'node:os';
import type { ClockFacts } from '../engine/shard-run.js';

/**
 * This machine's host name, and whether `timedatectl` says the clock is NTP-synchronised; null
 * when it cannot tell (no systemd, macOS, Windows, a container without it).
 */
export function clockFacts(): ClockFacts {
  let synchronized: boolean | null = null;
  let source: string | null = null;
  try {
    const out = execFileSync('timedatectl', ['show', '-p', 'NTPSynchronized', '--value'], { encoding: 'utf8', timeout: 2000, stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (out === 'yes' || out === 'no') {
      synchronized = out === 'yes';
      source = 'timedatectl';
    }
  } catch {
    // Not available here: the facts say so with null.
  }
  return { host: hostname().slice(0, 200), synchronized, source };
}
