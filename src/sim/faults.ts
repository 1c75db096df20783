/**
 * Failures the simulated endpoint can be told to produce, so that every way a real endpoint,
 * proxy or network misbehaves can be reproduced on loopback: by the test suite, and by a user
 * checking what the gate reports before it meets the failure in CI.
 *
 * Written on the command line as `--fault LIST [--fault-rate R]`:
 *
 * ```
 * LIST  := FAULT ("," FAULT)*
 * FAULT := STATUS [":" SECONDS]        HTTP error with an OpenAI-style JSON body; SECONDS only for 429 (Retry-After)
 *        | "html" [":" STATUS]         HTML error page, as a proxy sends it (default 502)
 *        | "anthropic"                 answers like an Anthropic Messages API endpoint
 *        | "refuse"                    nothing listens at the URL: every connection is refused
 *        | "reset-after:" N            N tokens, then the connection is closed mid-stream
 *        | "stall-after:" N            N tokens, then nothing more, ever (the connection stays open)
 *        | "bad-json-after:" N         N tokens, then an event whose data is not valid JSON
 *        | "error-after:" N            N tokens, then an {"error": …} event, and the stream ends
 *        | "not-streaming"             a whole JSON completion instead of an event stream
 *        | "buffered"                  the whole event stream at once at the end, as behind a buffering proxy
 *        | "no-done"                   a complete stream without the final `data: [DONE]` (a success)
 * STATUS := 400..599
 * ```
 *
 * Every route answers a fault in its own API's shapes: on `/v1/messages` an HTTP error has
 * Anthropic's `{"type": "error", …}` body (e.g. 529 `overloaded_error`), `error-after` sends
 * an Anthropic `error` event (`overloaded_error`), `bad-json-after` a cut-off
 * `content_block_delta`, and `no-done` leaves out `message_stop`; `anthropic` has no effect
 * there, since that route speaks Anthropic's API anyway.
 *
 * With `--fault-rate R` (0 < R ≤ 1, default 1) each request fails with probability R,
 * drawn from a generator seeded by `--seed`; a failing request takes one fault of the list,
 * picked uniformly. `refuse` acts on the listening socket, so it must stand alone at rate 1.
 */
import { GateError } from '../errors.js';

/** One failure the simulator injects. */
export type Fault =
  /** An HTTP error status with an OpenAI-style JSON error body. */
  | { kind: 'status'; status: number; /** `Retry-After` in seconds; 429 only. */ retryAfterS?: number }
  /** An HTML error page with this status, as nginx or a cloud load balancer sends it. */
  | { kind: 'html'; status: number }
  /** An Anthropic-style answer: 401 asking for `x-api-key`, or 404 in Anthropic's error shape. */
  | { kind: 'anthropic' }
  /** The listening socket is released after binding, so connecting is refused (ECONNREFUSED). */
  | { kind: 'refuse' }
  /** After `tokens` content events the connection is closed without ending the response. */
  | { kind: 'reset-after'; tokens: number }
  /** After `tokens` content events the server sends nothing more and keeps the connection open. */
  | { kind: 'stall-after'; tokens: number }
  /** After `tokens` content events one event carries truncated JSON; the stream then goes on. */
  | { kind: 'bad-json-after'; tokens: number }
  /** After `tokens` content events an `{"error": …}` event is sent and the response ends. */
  | { kind: 'error-after'; tokens: number }
  /** The answer to a streamed request is one `application/json` completion. */
  | { kind: 'not-streaming' }
  /** A correct event stream held back and sent in one write when the answer is complete. */
  | { kind: 'buffered' }
  /** The stream is complete but omits the closing `data: [DONE]`. */
  | { kind: 'no-done' };

/** The kinds of Fault that happen part-way through a streamed answer. */
export type StreamFault = Extract<Fault, { tokens: number }>;

/** Most tokens a mid-stream fault may wait for; more would never trigger within a sane answer. */
export const FAULT_MAX_TOKENS = 1_000_000;

/** Longest `Retry-After` accepted, in seconds (one day). */
export const FAULT_MAX_RETRY_AFTER_S = 86_400;

/** What `--help` prints under the settings: one line per fault form. */
export const FAULT_HELP = `Faults (--fault LIST, comma-separated; --fault-rate R fails that fraction, seeded by --seed):
  401 | 403 | 404          auth failure, forbidden, unknown model (OpenAI-style JSON body)
  429 | 429:SECONDS        rate limited, without or with a Retry-After header
  500 | 502 | 503 | NNN    server error with a JSON body (any status 400-599)
  html | html:NNN         HTML error page from a proxy (default 502)
  anthropic               answers like an Anthropic Messages API (x-api-key, {"type":"error"});
                          chat and completions routes only
  refuse                  nothing listens: connections are refused (alone, rate 1 only)
  reset-after:N           N tokens, then the connection closes mid-stream
  stall-after:N           N tokens, then silence with the connection open
  bad-json-after:N        N tokens, then an event that is not valid JSON
  error-after:N           N tokens, then an {"error": ...} event, and the stream ends
  not-streaming           a whole JSON completion despite "stream": true
  buffered                the whole event stream at once at the end (TTFT = E2E)
  no-done                 a full stream without data: [DONE] (still a success)
Each route answers in its own API's shapes: on /v1/messages errors use Anthropic's envelope
(529 overloaded_error, 429 rate_limit_error, ...), error-after:N sends an overloaded_error event,
and no-done leaves out message_stop.
`;

/** The forms a fault may be written in, for error messages. */
const FORMS = [
  '401', '403', '404', '429', '429:SECONDS', '500', '502', '503', 'html', 'html:STATUS', 'anthropic', 'refuse',
  'reset-after:N', 'stall-after:N', 'bad-json-after:N', 'error-after:N', 'not-streaming', 'buffered', 'no-done',
];

const TOKEN_FAULTS = new Set<StreamFault['kind']>(['reset-after', 'stall-after', 'bad-json-after', 'error-after']);

function usage(message: string): GateError {
  return new GateError('USAGE', message, {
    hint: `Write --fault as a comma-separated list of: ${FORMS.join(', ')}; e.g. --fault 503 --fault-rate 0.2, or --fault reset-after:5.`,
  });
}

function wholeNumber(text: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
}

function status(text: string, item: string): number {
  const n = wholeNumber(text, 400, 599);
  if (n === undefined) throw usage(`Fault "${item}": ${JSON.stringify(text)} is not an HTTP error status (a whole number 400-599).`);
  return n;
}

/** Parses one fault written as text, e.g. `429:30` or `reset-after:5`. */
export function parseFault(text: string): Fault {
  const item = text.trim().toLowerCase();
  if (item === '') throw usage('An empty fault: the list has a stray comma.');
  const colon = item.indexOf(':');
  const name = colon < 0 ? item : item.slice(0, colon);
  const arg = colon < 0 ? undefined : item.slice(colon + 1);

  if (/^\d+$/.test(name)) {
    const code = status(name, item);
    if (arg === undefined) return { kind: 'status', status: code };
    if (code !== 429) throw usage(`Fault "${item}": only 429 takes a Retry-After (429:SECONDS).`);
    const seconds = wholeNumber(arg, 0, FAULT_MAX_RETRY_AFTER_S);
    if (seconds === undefined) throw usage(`Fault "${item}": Retry-After must be a whole number of seconds from 0 to ${FAULT_MAX_RETRY_AFTER_S}.`);
    return { kind: 'status', status: code, retryAfterS: seconds };
  }
  if (name === 'html') return { kind: 'html', status: arg === undefined ? 502 : status(arg, item) };
  if (TOKEN_FAULTS.has(name as StreamFault['kind'])) {
    if (arg === undefined) throw usage(`Fault "${item}" needs a token count, e.g. ${name}:5.`);
    const tokens = wholeNumber(arg, 0, FAULT_MAX_TOKENS);
    if (tokens === undefined) throw usage(`Fault "${item}": the token count must be a whole number from 0 to ${FAULT_MAX_TOKENS}.`);
    return { kind: name as StreamFault['kind'], tokens };
  }
  if (name === 'anthropic' || name === 'refuse' || name === 'not-streaming' || name === 'buffered' || name === 'no-done') {
    if (arg !== undefined) throw usage(`Fault "${item}" takes no value; write just "${name}".`);
    return { kind: name };
  }
  const near = closest(name);
  throw usage(`Unknown fault "${item}".${near === undefined ? '' : ` Did you mean "${near}"?`}`);
}

/** The text form of a fault; `parseFault(formatFault(f))` gives `f` back. */
export function formatFault(fault: Fault): string {
  switch (fault.kind) {
    case 'status':
      return fault.retryAfterS === undefined ? String(fault.status) : `${fault.status}:${fault.retryAfterS}`;
    case 'html':
      return `html:${fault.status}`;
    case 'reset-after':
    case 'stall-after':
    case 'bad-json-after':
    case 'error-after':
      return `${fault.kind}:${fault.tokens}`;
    default:
      return fault.kind;
  }
}

/**
 * Reads the value of the `fault` setting: a comma-separated string (as the flag arrives), an
 * array of such strings, or Fault objects (a configuration already parsed, passed in again).
 * Duplicates are kept, so `503,503,reset-after:2` makes 503 twice as likely as the reset.
 *
 * @throws GateError `USAGE` naming the bad item and listing the valid forms.
 */
export function parseFaults(value: unknown): Fault[] {
  if (value === undefined || value === null) return [];
  const items: unknown[] = typeof value === 'string' ? (value.trim() === '' ? [] : value.split(',')) : Array.isArray(value) ? value : [value];
  const faults: Fault[] = [];
  for (const item of items) {
    if (typeof item === 'string') faults.push(parseFault(item));
    else if (typeof item === 'object' && item !== null && typeof (item as { kind?: unknown }).kind === 'string') {
      faults.push(parseFault(formatFault(item as Fault)));
    } else throw usage(`A fault must be text such as "503" or "reset-after:5", got ${JSON.stringify(item)}.`);
  }
  if (faults.some((f) => f.kind === 'refuse') && faults.length > 1) {
    throw usage('Fault "refuse" releases the port, so no request is ever answered: it cannot be listed with other faults.');
  }
  return faults;
}

/**
 * Checks the faults and the rate together.
 * @throws GateError `USAGE` when a rate below 1 is given with `refuse`, or a rate below 1 without any fault.
 */
export function checkFaultRate(faults: readonly Fault[], rate: number): void {
  if (rate < 1 && faults.length === 0) {
    throw new GateError('USAGE', `Simulator setting faultRate (--fault-rate) is ${rate} but no --fault is given.`, {
      hint: 'Name the failure too, e.g. --fault 503 --fault-rate 0.2.',
    });
  }
  if (rate < 1 && faults.some((f) => f.kind === 'refuse')) {
    throw new GateError('USAGE', 'Fault "refuse" acts on the listening port, not on single requests, so it cannot have a --fault-rate below 1.', {
      hint: 'Use --fault reset-after:0 to drop a fraction of requests instead.',
    });
  }
}

/**
 * The faults in effect in a few words, for the simulator's start-up line, e.g.
 * `"faults 503, reset-after:5 on 20 % of requests"`; undefined when there are none.
 */
export function describeFaults(faults: readonly Fault[], rate: number): string | undefined {
  if (faults.length === 0) return undefined;
  const list = faults.map(formatFault).join(', ');
  if (faults.some((f) => f.kind === 'refuse')) return 'fault refuse: nothing listens at the URL, every connection is refused';
  return `fault${faults.length > 1 ? 's' : ''} ${list} on ${rate >= 1 ? 'every request' : `${Math.round(rate * 1000) / 10} % of requests`}`;
}

/** True for the faults that act part-way through a streamed answer. */
export function isStreamFault(fault: Fault): fault is StreamFault {
  return TOKEN_FAULTS.has(fault.kind as StreamFault['kind']);
}

/** The known fault name nearest to `name` by edit distance, when it is close enough to be a typo. */
function closest(name: string): string | undefined {
  const names = ['html', 'anthropic', 'refuse', 'reset-after', 'stall-after', 'bad-json-after', 'error-after', 'not-streaming', 'buffered', 'no-done'];
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const candidate of names) {
    const d = editDistance(name, candidate);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
