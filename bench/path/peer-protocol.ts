/**
 * What the fidelity benchmark says to its peer clients (`openai-peer.ts`, `seed-method.py`) and
 * reads back: the load as one JSON argument, the traces as one JSON array on stdout. A peer is a
 * user's own script, so what it prints is checked field by field before it is paired.
 */

/** The load a peer is asked to put on the ground-truth server. */
export interface PeerShape {
  /** Base URL including `/v1`. */
  baseUrl: string;
  /** Requests in flight at once (closed loop). */
  concurrency: number;
  /** Requests in all, the warm-up round included. */
  requests: number;
  /** `max_tokens` asked for. */
  maxTokens: number;
  /** Request i is sent with `x-request-id: <idPrefix>-<i>`. */
  idPrefix: string;
}

/** One request as a peer timed it, on its own monotonic clock. */
export interface PeerTrace {
  id: string;
  ok: boolean;
  /** Send → first content chunk, ms; null when none came. */
  ttftMs: number | null;
  /** Gaps between consecutive content chunks, ms. */
  itlMs: number[];
  /** Why the request failed, as the peer's library said it. */
  error?: string;
}

const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The traces in a peer's stdout.
 * @throws Error naming the peer, the first bad entry and its field, when the text is not an array of PeerTrace.
 */
export function parsePeerTraces(peer: string, stdout: string): PeerTrace[] {
  let value: unknown;
  try {
    value = JSON.parse(stdout);
  } catch {
    throw new Error(`the ${peer} peer did not print a JSON array of traces (its stdout began ${JSON.stringify(stdout.slice(0, 80))})`);
  }
  if (!Array.isArray(value)) throw new Error(`the ${peer} peer printed ${typeof value}, not a JSON array of traces`);
  return value.map((entry: unknown, i): PeerTrace => {
    const t = (entry ?? {}) as Record<string, unknown>;
    const bad = (field: string): Error => new Error(`the ${peer} peer's trace ${i} has a bad ${field}: ${JSON.stringify(t[field])?.slice(0, 80)}`);
    if (typeof t.id !== 'string' || t.id === '') throw bad('id');
    if (typeof t.ok !== 'boolean') throw bad('ok');
    if (t.ttftMs !== null && !isFiniteNumber(t.ttftMs)) throw bad('ttftMs');
    if (!Array.isArray(t.itlMs) || !t.itlMs.every(isFiniteNumber)) throw bad('itlMs');
    return { id: t.id, ok: t.ok, ttftMs: t.ttftMs, itlMs: t.itlMs, ...(typeof t.error === 'string' ? { error: t.error } : {}) };
  });
}

/** Every peer the benchmark knows, in the order they run. */
export const PEERS = ['openai', 'python', 'undici'] as const;
export type PeerName = (typeof PEERS)[number];

/**
 * The peers that are floors rather than rivals: `undici` is the least a client on the CLI's own
 * HTTP library can do, so the CLI is compared with it (what the CLI adds above its library), not
 * asked to beat it.
 */
export const LIBRARY_FLOORS: readonly PeerName[] = ['undici'];

/**
 * The peers `FIDELITY_PEERS` asks for: a comma-separated list of PEERS, `none` for none;
 * unset or empty asks for every peer.
 * @throws Error naming the value and the names allowed.
 */
export function parsePeerList(text: string | undefined): PeerName[] {
  if (text === undefined || text.trim() === '') return [...PEERS];
  const names = text.split(',').map((s) => s.trim()).filter((s) => s !== '');
  if (names.length === 1 && names[0] === 'none') return [];
  for (const name of names) {
    if (!(PEERS as readonly string[]).includes(name)) {
      throw new Error(`FIDELITY_PEERS: unknown peer ${JSON.stringify(name)}; use a comma-separated list of ${PEERS.join(', ')}, or none`);
    }
  }
  return PEERS.filter((p) => names.includes(p));
}
