/**
 * Removing a secret from text a server sent back, before the text is recorded. A server or a
 * proxy may echo the key (`Invalid header: Bearer sk-…`); every message is cut to a bounded
 * length, and a cut can fall inside the key, so the whole key no longer matches while its first
 * characters survive. Both are removed: every whole occurrence, and the start of the key where
 * the text was cut (its end, or an ellipsis). Runs only on error paths, never per event.
 */

/** What a withheld secret is shown as. */
export const REDACTED = '[redacted]';

/**
 * Fewest characters of a key's start that are removed at a cut edge. Shorter pieces (`sk-`)
 * are shared by every key of a provider and say nothing; removing them would also eat ordinary
 * words that happen to end where a key would begin.
 */
export const MIN_SECRET_PIECE_CHARS = 4;

/** The mark `shorten()` leaves where it cut text. */
const CUT_MARK = '…';

/**
 * `text` with every occurrence of `secret` replaced by `[redacted]`, and any start of `secret`
 * (at least MIN_SECRET_PIECE_CHARS long) that ends at the end of `text` or right before an
 * ellipsis replaced too. An undefined or empty secret leaves the text as it is.
 */
export function redactSecret(text: string, secret: string | undefined): string {
  if (secret === undefined || secret === '') return text;
  const whole = text.includes(secret) ? text.split(secret).join(REDACTED) : text;
  if (secret.length <= MIN_SECRET_PIECE_CHARS) return whole;
  let out = '';
  let from = 0;
  for (let edge = whole.indexOf(CUT_MARK); edge !== -1; edge = whole.indexOf(CUT_MARK, edge + 1)) {
    out += cutPieceRedacted(whole.slice(from, edge), secret) + CUT_MARK;
    from = edge + CUT_MARK.length;
  }
  return out + cutPieceRedacted(whole.slice(from), secret);
}

/** `text` with the longest start of `secret` it ends with replaced, when that start is long enough. */
function cutPieceRedacted(text: string, secret: string): string {
  for (let chars = Math.min(secret.length - 1, text.length); chars >= MIN_SECRET_PIECE_CHARS; chars--) {
    if (text.endsWith(secret.slice(0, chars))) return text.slice(0, text.length - chars) + REDACTED;
  }
  return text;
}
