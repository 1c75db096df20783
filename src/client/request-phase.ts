/**
 * A request's life in the stream loop as one state value and one transition function on plain
 * values: `Phase` is where a request is, `Step` what just happened to it, `nextPhase` where that
 * takes it. The stream loop (`exchange.ts`) keeps one `Phase` per request and moves it only
 * through `nextPhase`; what a phase does on entry (hand the record over, let go of the
 * connection, swap the timers) is the loop's, next to the fields it touches.
 *
 * Two moments matter separately: when the record is complete and when undici is done with the
 * request (its connection back in the pool, or closed). After `[DONE]` the record is complete,
 * but it is handed over only after the body has ended, or `HAND_OVER_GRACE_MS` after `[DONE]`
 * when the body is being held open; the connection is let go at `DRAIN_DEADLINE_MS`.
 *
 * | phase \ step | Failed   | Completed | BodyEnded | GraceOver | DrainOver | Resent |
 * | ------------ | -------- | --------- | --------- | --------- | --------- | ------ |
 * | Open         | Released | Draining  | Ending    | ·         | ·         | ·      |
 * | Ending       | Done     | Done      | ·         | ·         | ·         | Done   |
 * | Draining     | Released | ·         | Done      | Held      | Released  | ·      |
 * | Held         | Released | ·         | Done      | ·         | Released  | ·      |
 * | Released     | ·        | ·         | Done      | ·         | ·         | ·      |
 * | Done         | ·        | ·         | ·         | ·         | ·         | ·      |
 *
 * (`·`: the step changes nothing; it comes late, after what it would have done was done.)
 */

/**
 * Where a request is. Small integers, ordered so that the questions the hot path asks are one
 * comparison: `phase >= Phase.Draining` is "the record is complete".
 */
export const Phase = {
  /** Sent, or being answered: the whole-request and stall timers run, every chunk is read. */
  Open: 0,
  /**
   * undici is done with the response (its end, or a failure) and the record is not complete
   * yet: the chunks that arrived before the end are still queued (`unread-chunks.ts`); the end
   * is judged after them.
   */
  Ending: 1,
  /**
   * The record is complete (`[DONE]`, with content) and waits for the body's end before it is
   * handed over, `HAND_OVER_GRACE_MS` at most; the drain deadline replaces the request's timers.
   */
  Draining: 2,
  /** The record was handed over after the grace; the body is still held open, until the drain deadline. */
  Held: 3,
  /** The record was handed over and the client let go of the connection; undici has yet to report the end. */
  Released: 4,
  /** Over: undici is done and the record was handed over (none, when the request lives on as its resend). */
  Done: 5,
} as const;
export type Phase = (typeof Phase)[keyof typeof Phase];

/** What happened to a request. */
export const Step = {
  /** The request failed (its record carries the error), or was cancelled. */
  Failed: 0,
  /** The record is complete and the request went well (`[DONE]`, or the body's end after content). */
  Completed: 1,
  /** undici is done with the response: its end, or a failure (`onResponseEnd`, `onResponseError`). */
  BodyEnded: 2,
  /** `HAND_OVER_GRACE_MS` passed after `[DONE]` without the body's end. */
  GraceOver: 3,
  /** `DRAIN_DEADLINE_MS` passed after `[DONE]` without the body's end. */
  DrainOver: 4,
  /** The request was sent again on a new connection; the resend delivers its record. */
  Resent: 5,
} as const;
export type Step = (typeof Step)[keyof typeof Step];

/** Where `step` takes a request in `phase` (the table in the module comment). */
export function nextPhase(phase: Phase, step: Step): Phase {
  switch (phase) {
    case Phase.Open:
      if (step === Step.Failed) return Phase.Released;
      if (step === Step.Completed) return Phase.Draining;
      return step === Step.BodyEnded ? Phase.Ending : phase;
    case Phase.Ending:
      return step === Step.Failed || step === Step.Completed || step === Step.Resent ? Phase.Done : phase;
    case Phase.Draining:
    case Phase.Held:
      if (step === Step.GraceOver) return phase === Phase.Draining ? Phase.Held : phase;
      if (step === Step.BodyEnded) return Phase.Done;
      return step === Step.Failed || step === Step.DrainOver ? Phase.Released : phase;
    case Phase.Released:
      return step === Step.BodyEnded ? Phase.Done : phase;
    default:
      return phase;
  }
}

/** Whether the request's record is complete (it may not have been handed over yet). */
export function recorded(phase: Phase): boolean {
  return phase >= Phase.Draining;
}
