/**
 * Notes about how the server streamed and counted tokens, from the levels' statistics. Pure:
 * levels in, sentences out, each naming the levels and the figures behind it.
 */
import { levelName } from '../model/level.js';
import type { LevelStats } from '../model/level-stats.js';
import { DRAIN_DEADLINE_MS, MAX_TOKEN_COUNT } from '../model/record.js';

/**
 * What the server did to connections it had let the client keep, when it closed some behind the
 * client's back: requests sent again (`stream.resent`), and requests given a connection of their
 * own once it was clear the server closes each connection after one response
 * (`stream.fresh_connections`). Undefined when neither happened. It takes the place of the
 * note on new connections, whose causes it names.
 */
function closedConnectionsNote(levels: readonly LevelStats[]): string | undefined {
  const count = (pick: (l: LevelStats) => number | undefined): { total: number; parts: string } => {
    const at = levels.filter((l) => (pick(l) ?? 0) > 0);
    return { total: at.reduce((n, l) => n + pick(l)!, 0), parts: at.map((l) => `${pick(l)} at ${levelName(l)}`).join(', ') };
  };
  const resent = count((l) => l.stream?.resent);
  const fresh = count((l) => l.stream?.fresh_connections);
  if (resent.total === 0 && fresh.total === 0) return undefined;
  const connectMaxMs = Math.max(0, ...levels.map((l) => l.stream?.connect_max_ms ?? 0));
  const sentAgain = resent.total === 0 ? ''
    : ` ${resent.total === 1 ? 'One measured request' : `${resent.total} measured requests`} (${resent.parts}) went on a kept-alive connection that the server had just closed, `
      + 'before any of the response arrived, and ' + (resent.total === 1 ? 'was' : 'were') + ' sent once more on a new connection '
      + '(resent in requests.jsonl; the times are the second sending\'s; a client that does not resend sees such requests fail).';
  if (fresh.total > 0) {
    return 'The server closes each connection after one response, although it did not say so (no Connection: close), so the client stopped reusing connections: '
      + `${fresh.total} measured requests (${fresh.parts}) went on a connection of their own, closed after the response (fresh_connection in requests.jsonl).${sentAgain} `
      + `Each new connection's set-up (up to ${connectMaxMs.toFixed(1)} ms) is not in TTFT and E2E (connect_ms); a user's client pays it on top.`;
  }
  return 'The server closed some kept-alive connections as requests were written on them, sooner than it announces (its Keep-Alive timeout or request limit), '
    + `or a proxy in front of it did.${sentAgain}`;
}

/** Usage and event counts may differ by this share before a note says so (a stray empty event). */
export const TOKEN_COUNT_TOLERANCE = 0.02;

/**
 * The notes, in a fixed order:
 *
 * - requests that reasoned until `max_tokens` ran out and never answered (no TTFA);
 * - the server's token count against the number of token events, when they differ: several
 *   tokens per event (TPOT divides by the server's count, ITL is per event, `itl_token_ms` per
 *   token), or fewer tokens than events (a server counting differently);
 * - streams that ended without their terminator;
 * - requests that waited for a free connection;
 * - connections the server closed behind the client's back (requests sent again, or given
 *   connections of their own), or else measured requests that set up a new connection;
 * - usage counts too large to be true.
 */
export function streamNotes(levels: readonly LevelStats[]): string[] {
  const notes: string[] = [];
  const thinking = levels.filter((l) => (l.reasoning_only ?? 0) > 0);
  if (thinking.length > 0) {
    const parts = thinking.map((l) => `${l.reasoning_only} of ${l.succeeded} at ${levelName(l)}`);
    notes.push(`Some answers never started: the model was still reasoning when max_tokens ran out (${parts.join(', ')}). `
      + 'They count as successful (tokens arrived) and have a TTFT but no TTFA. Raise max_tokens so the answer fits after the reasoning.');
  }
  const more: string[] = [];
  const fewer: string[] = [];
  for (const l of levels) {
    const s = l.stream;
    if (s === undefined || s.with_usage === 0 || s.usage_events === 0) continue;
    const ratio = s.usage_tokens / s.usage_events;
    if (Math.abs(ratio - 1) <= TOKEN_COUNT_TOLERANCE) continue;
    const text = `${levelName(l)}: ${s.usage_tokens} tokens in ${s.usage_events} events, ${ratio.toFixed(2)} per event`;
    (ratio > 1 ? more : fewer).push(text);
  }
  if (more.length > 0) {
    notes.push(`The server sent several tokens per event (${more.join('; ')}). TPOT divides by the server's token count, `
      + 'so it is per token; itl_ms is the gap between events, and itl_token_ms spreads each gap over the tokens of its event.');
  }
  if (fewer.length > 0) {
    notes.push(`The server's usage counted fewer tokens than the events that carried text (${fewer.join('; ')}). `
      + 'TPOT divides by the server\'s count; if it is wrong, TPOT is too high. Check whether the server counts tokens it streams.');
  }
  const open = levels.filter((l) => (l.stream?.unterminated ?? 0) > 0);
  if (open.length > 0) {
    notes.push(`Some streams ended by closing the connection without [DONE] or message_stop (${open.map((l) => `${l.stream!.unterminated} at ${levelName(l)}`).join(', ')}); `
      + 'their E2E ends when the body ended.');
  }
  const waited = levels.filter((l) => (l.stream?.connection_waits ?? 0) > 0);
  if (waited.length > 0) {
    const parts = waited.map((l) => `${l.stream!.connection_waits} at ${levelName(l)}, up to ${Math.round(l.stream!.connection_wait_max_ms ?? 0)} ms`);
    notes.push(`Some requests waited for a free connection before they were sent (${parts.join('; ')}): every connection was still busy `
      + 'with an earlier response, which a server keeps busy by holding its responses open after their end event ([DONE] or message_stop) '
      + `until the client closes them, ${DRAIN_DEADLINE_MS} ms later. TTFT and E2E start when a request is written, so the wait is not in them (connection_wait_ms in requests.jsonl), `
      + 'but the load the server saw was lighter than the level names; a server that ends each response after its end event keeps its connections reusable.');
  }
  const closing = closedConnectionsNote(levels);
  const connected = levels.filter((l) => (l.stream?.connects ?? 0) > 0);
  if (closing !== undefined) notes.push(closing);
  else if (connected.length > 0) {
    const parts = connected.map((l) => `${l.stream!.connects} at ${levelName(l)}, up to ${(l.stream!.connect_max_ms ?? 0).toFixed(1)} ms`);
    notes.push(`Some measured requests had to set up a new connection (${parts.join('; ')}): the server closed idle connections (its keep-alive limit), `
      + `held a response open after its end event (the connection is then let go ${DRAIN_DEADLINE_MS} ms later), or the warm-up could not open them all. `
      + 'The set-up is not in their TTFT and E2E, which start when a request is written (connect_ms in requests.jsonl); '
      + 'a user whose client finds no kept-alive connection pays it on top.');
  }
  const absurd = levels.filter((l) => (l.stream?.implausible_usage ?? 0) > 0);
  if (absurd.length > 0) {
    notes.push(`The server's usage reported token counts above ${MAX_TOKEN_COUNT.toLocaleString('en-US')}, more than any model's context holds `
      + `(${absurd.map((l) => `${l.stream!.implausible_usage} at ${levelName(l)}`).join(', ')}): those counts were ignored, and the requests' tokens `
      + 'counted from their token events. Check how the server fills usage.');
  }
  return notes;
}
