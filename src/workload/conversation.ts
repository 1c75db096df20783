/**
 * Conversations (`workload.conversation`): what a chat client sends. A session's first turn is
 * the prompt source's request for its slot (unique prefix and all); each next turn is the whole
 * history, the earlier user messages and the answers the server streamed, then a follow-up
 * question. So the turns of a session share a growing prefix, which a server's prefix cache can
 * reuse, while sessions share nothing (the unique prefix opens each one). The answers' text is
 * kept only here: a request asks the client for it with `keepAnswer`, and the record handed on
 * loses it, so nothing downstream carries it.
 */
import type { ChatMessage, ChatRequest } from '../client/types.js';
import type { RequestRecord } from '../model/record.js';
import { levelKey, type LevelIdentity } from '../model/level.js';

/** Follow-up questions, one per later turn (cycled), short as a chat user's usually are. */
export const FOLLOW_UPS: readonly string[] = [
  'Go on: say more about that, with an example.',
  'What would you change in that answer if you had to be brief?',
  'Why is that so? Explain the main reason.',
  'Can you put the key points as a list?',
  'What is the most common mistake people make here?',
  'Summarise everything so far in two sentences.',
];

/** The shape of a workload's sessions. */
export interface ConversationShape {
  /** Turns of each session, at least 2. */
  turns: number;
  /** Wait between an answer and the next turn of its session, in ms. */
  thinkTimeMs: number;
}

interface Session {
  /** The first turn's request, sent again while no answer came back to build on. */
  first: ChatRequest;
  /** The messages up to the last answer received, ending with it; undefined before one. */
  history: ChatMessage[] | undefined;
}

/**
 * The sessions of one endpoint in flight: a same-run reference keeps its own, since its answers
 * differ from the candidate's.
 */
export class Conversations {
  private readonly sessions = new Map<string, Session>();

  constructor(readonly shape: ConversationShape) {}

  /** Sessions begun and not finished (a stop may leave some). */
  get open(): number {
    return this.sessions.size;
  }

  /**
   * Sends turn `turn` (from 0) of the session `key` and resolves with its record, numbered by
   * its turn from 1. `first` makes the session's opening request and is called at turn 0 only.
   * A turn whose answer failed leaves the history as it was, so the next turn asks its question
   * on the last good answer (or the first turn is asked again), and user and assistant messages
   * still alternate, as chat templates require.
   */
  async send(key: string, turn: number, first: () => ChatRequest, send: (request: ChatRequest) => Promise<RequestRecord>): Promise<RequestRecord> {
    let session = this.sessions.get(key);
    if (turn === 0 || session === undefined) {
      session = { first: first(), history: undefined };
      this.sessions.set(key, session);
    }
    const request: ChatRequest = session.history === undefined
      ? { ...session.first, keepAnswer: true }
      : { ...session.first, keepAnswer: true, messages: [...session.history, { role: 'user', content: followUp(turn) }] };
    const record = await send(request);
    const { answerText, ...rest } = record;
    if (record.ok && answerText !== undefined && answerText !== '') {
      session.history = [...request.messages, { role: 'assistant', content: answerText }];
    }
    if (turn + 1 >= this.shape.turns) this.sessions.delete(key);
    return { ...rest, turn: turn + 1 };
  }
}

/** The question of turn `turn` (from 1; turn 0 is the prompt source's). */
export function followUp(turn: number): string {
  return FOLLOW_UPS[(turn - 1) % FOLLOW_UPS.length]!;
}

/** The key of a session among an endpoint's: its level, its pass and its number. */
export function sessionKey(slot: { level: LevelIdentity; pass?: number; session?: number }): string {
  return `${levelKey(slot.level)}-p${slot.pass ?? 0}-s${slot.session ?? 0}`;
}
