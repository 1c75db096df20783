/**
 * The wait of an event that arrives at a random moment, from how long a single-threaded loop was
 * busy in each of its turns. An event arriving while the loop runs a turn waits for the rest of
 * that turn: over a watch of T ms made of busy stretches b₁, b₂, …, the wait exceeds x for
 * Σ max(0, bᵢ − x) ms of the T, its mean is Σ bᵢ² / 2T, and an event arriving while the loop
 * waits for I/O does not wait at all. Treating a stretch that several turns shared as one turn
 * only makes the waits longer (a bound, never an underestimate).
 *
 * The stretches are kept in logarithmic bins (count each), eight to a doubling from 1 µs, so
 * adding one costs the same however long the watch runs; a quantile takes each stretch at its
 * bin's upper edge, so it reads at most a bin (about 9 %) above the exact one, never below.
 */

/** Bins to a doubling: a bin spans a factor of 2^(1/8) ≈ 1.09. */
const BINS_PER_DOUBLING = 8;
/** The lower edge of bin 1, ms (1 µs): shorter stretches go in bin 0, whose waits are below it. */
const SMALLEST_MS = 0.001;
/** Bins in all: up to 2^24 µs (about 17 s) a stretch; longer ones go in the last. */
const BIN_COUNT = 24 * BINS_PER_DOUBLING + 1;

export class ResidualWaits {
  readonly #count = new Float64Array(BIN_COUNT);
  #squares = 0;
  #longest = 0;

  /** Adds one busy stretch, ms (nothing for 0 or less). */
  add(busyMs: number): void {
    if (!(busyMs > 0)) return;
    const bin = busyMs < SMALLEST_MS ? 0 : Math.min(BIN_COUNT - 1, 1 + Math.floor(Math.log2(busyMs / SMALLEST_MS) * BINS_PER_DOUBLING));
    this.#count[bin]! += 1;
    this.#squares += busyMs * busyMs;
    if (busyMs > this.#longest) this.#longest = busyMs;
  }

  /** The longest wait: the longest stretch, ms. */
  max(): number {
    return this.#longest;
  }

  /** Mean wait over a watch of `wallMs`, ms. */
  mean(wallMs: number): number {
    return wallMs > 0 ? this.#squares / (2 * wallMs) : 0;
  }

  /** The wait at quantile `q` (0–1) over a watch of `wallMs`, ms: 0 when the loop was busy for less than 1 − q of it. */
  quantile(q: number, wallMs: number): number {
    const over = (1 - q) * wallMs;
    if (!(wallMs > 0) || over <= 0) return this.#longest;
    // Each bin's stretches taken at its upper edge (the longest stretch at most), so the wait is
    // never read below what it was, from the longest down: the time the wait exceeds x is
    // s − n·x while x lies above every bin not yet counted (n stretches summing to s).
    let n = 0;
    let s = 0;
    for (let bin = BIN_COUNT - 1; bin >= 0; bin--) {
      const c = this.#count[bin]!;
      if (c === 0) continue;
      const edge = bin === BIN_COUNT - 1 ? this.#longest : Math.min(this.#longest, SMALLEST_MS * 2 ** (bin / BINS_PER_DOUBLING));
      if (n > 0 && s - n * edge >= over) return (s - over) / n;
      n += c;
      s += c * edge;
    }
    return s > over ? (s - over) / n : 0;
  }
}
