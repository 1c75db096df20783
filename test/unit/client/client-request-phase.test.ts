// @parallel: asserts no timing, so it may run beside other test files (scripts/test.mjs).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Phase, Step, nextPhase, recorded } from '../../../src/client/request-phase.js';

const PHASES = Object.keys(Phase) as (keyof typeof Phase)[];
const STEPS = Object.keys(Step) as (keyof typeof Step)[];

/** The table of request-phase.ts's comment, row by row: the phase each step leads to ('' = stays). */
const TABLE: Record<keyof typeof Phase, Record<keyof typeof Step, keyof typeof Phase | ''>> = {
  Open: { Failed: 'Released', Completed: 'Draining', BodyEnded: 'Ending', GraceOver: '', DrainOver: '', Resent: '' },
  Ending: { Failed: 'Done', Completed: 'Done', BodyEnded: '', GraceOver: '', DrainOver: '', Resent: 'Done' },
  Draining: { Failed: 'Released', Completed: '', BodyEnded: 'Done', GraceOver: 'Held', DrainOver: 'Released', Resent: '' },
  Held: { Failed: 'Released', Completed: '', BodyEnded: 'Done', GraceOver: '', DrainOver: 'Released', Resent: '' },
  Released: { Failed: '', Completed: '', BodyEnded: 'Done', GraceOver: '', DrainOver: '', Resent: '' },
  Done: { Failed: '', Completed: '', BodyEnded: '', GraceOver: '', DrainOver: '', Resent: '' },
};

/** The phase after each step of `steps` in turn, from Open. */
function walk(...steps: (keyof typeof Step)[]): keyof typeof Phase {
  let phase: Phase = Phase.Open;
  for (const step of steps) phase = nextPhase(phase, Step[step]);
  return PHASES.find((name) => Phase[name] === phase)!;
}

describe('nextPhase', () => {
  for (const from of PHASES) {
    for (const step of STEPS) {
      const want = TABLE[from][step] || from;
      it(`takes ${from} on ${step} to ${want}`, () => assert.equal(nextPhase(Phase[from], Step[step]), Phase[want]));
    }
  }

  const lives: { name: string; steps: (keyof typeof Step)[]; want: keyof typeof Phase }[] = [
    { name: 'a stream whose body ends after [DONE]', steps: ['Completed', 'BodyEnded'], want: 'Done' },
    { name: 'a stream whose body is held open past the grace, then cut', steps: ['Completed', 'GraceOver', 'DrainOver', 'BodyEnded'], want: 'Done' },
    { name: 'a body that ends before its chunks are read, then a success', steps: ['BodyEnded', 'Completed'], want: 'Done' },
    { name: 'a failure, then undici reporting the abort', steps: ['Failed', 'BodyEnded'], want: 'Done' },
    { name: 'a cancel after [DONE]', steps: ['Completed', 'Failed'], want: 'Released' },
    { name: 'a request sent again after its connection closed', steps: ['BodyEnded', 'Resent'], want: 'Done' },
    { name: 'a request cancelled before it reached the pool', steps: ['Failed'], want: 'Released' },
    { name: 'a late grace after the body ended', steps: ['Completed', 'BodyEnded', 'GraceOver', 'DrainOver'], want: 'Done' },
  ];
  for (const life of lives) it(`ends ${life.name} in ${life.want}`, () => assert.equal(walk(...life.steps), life.want));

  it('never leaves Done', () => {
    for (const step of STEPS) assert.equal(nextPhase(Phase.Done, Step[step]), Phase.Done);
  });

  it('never goes back from a phase with a complete record to one without', () => {
    for (const from of PHASES) {
      for (const step of STEPS) {
        if (recorded(Phase[from])) assert.ok(recorded(nextPhase(Phase[from], Step[step])), `${from} on ${step}`);
      }
    }
  });
});

describe('recorded', () => {
  it('is true from Draining on, and false while the record is not complete', () => {
    assert.deepEqual(PHASES.filter((name) => recorded(Phase[name])), ['Draining', 'Held', 'Released', 'Done']);
  });
});
