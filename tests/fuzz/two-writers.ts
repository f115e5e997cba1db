// Two tabs on one saved game, as the moderator page runs them (components/moderator/moderator-app: save
// after each change over the write it stands on, take the stored game when behind, check again when another
// tab wrote), driven by a list of steps: which tab records a legal event, undoes, taps something that is
// only kept with the game (the beat), or hears the other's write. The storage and sync code is the site's
// (lib/browser/storage, lib/browser/sync) over one Map-backed store both tabs share.
import fc from 'fast-check';
import { nextStep } from '../../lib/engine';
import { randomEvent } from '../../lib/engine/policy';
import { makeRng } from '../../lib/engine/rng';
import type { GameEvent, GameRecord } from '../../lib/engine/types';
import { act, current, open, recordOf, setRecord, undoLast, withMeta, type Session, type Stamp } from '../../lib/browser/session';
import { checkStored, eventsKept, saveOver, type Synced } from '../../lib/browser/sync';
import { saveGame, setAsideGames, storedGame } from '../../lib/browser/storage';
import { FakeStore } from '../site/fake-store';
import { rec } from '../moderator/helpers';
import { fail, type Reader } from './readers';

export type Step =
  | { tab: 0 | 1; kind: 'event'; seed: number }
  | { tab: 0 | 1; kind: 'undo' }
  | { tab: 0 | 1; kind: 'tap'; seed: number }
  | { tab: 0 | 1; kind: 'hear' };

export interface Run {
  /** Every list of events a tab had on screen right after recording an event there. */
  recorded: GameEvent[][];
  /** Writes that went in over a stored game the writing tab had not shown (must be none). */
  blind: number;
  /** Refused writes whose events were neither in the stored game nor kept aside (must be none). */
  dropped: number;
  refused: number;
  saved: number;
  final: GameRecord | null;
  kept: GameRecord[];
}

const ID = 'g1';

/**
 * Plays the steps. `cas: false` is the page before this layer (every tab writes what it shows, unchecked):
 * the judge must catch it.
 */
export function runTwoWriters(steps: readonly Step[], cas = true): Run {
  const store = new FakeStore();
  let now = 1_000;
  const first = saveGame(ID, rec([]), undefined, store, now);
  if (!first.ok) throw new Error('the fixture did not save');
  const start = (): Session => {
    const o = open(ID, rec([]));
    if (!o.ok) throw new Error('the fixture does not open');
    return { ...o.session, line: { stamp: { rev: first.rev ?? 0, savedAt: first.savedAt ?? '' } } };
  };
  const tabs: Session[] = [start(), start()];
  const run: Run = { recorded: [], blind: 0, dropped: 0, refused: 0, saved: 0, final: null, kept: [] };
  const json = (r: unknown) => JSON.stringify(r);

  const settle = (t: 0 | 1, r: Synced, mine: Session) => {
    if (r.kind === 'saved') {
      if (mine.line) mine.line.stamp = r.stamp;
      tabs[t] = mine;
      run.saved++;
      return;
    }
    if (r.kind === 'failed') throw new Error(`a save failed: ${json(r.problems)}`);
    run.refused++;
    const keptHere = setAsideGames(store).some((g) => json(g.record) === json(mine.log.record) || json(g.record) === json(recordOf(mine)));
    if (!(r.newer && eventsKept(mine.log.record.events, r.newer.record.events)) && !keptHere) run.dropped++;
    if (!r.newer) throw new Error('the game went missing');
    const o = open(ID, r.newer.record);
    if (!o.ok) throw new Error('the stored game does not replay');
    tabs[t] = { ...o.session, line: { stamp: r.newer.stamp } };
  };

  const save = (t: 0 | 1, next: Session) => {
    now += 1;
    const before = storedGame(ID, store, now).game;
    const shown = json(recordOf(tabs[t]));
    const stamp: Stamp = next.line!.stamp;
    const r = cas
      ? saveOver(ID, recordOf(next), stamp, store, now)
      : (() => {
          const w = saveGame(ID, recordOf(next), undefined, store, now);
          return w.ok
            ? ({ kind: 'saved', stamp: { rev: w.rev ?? 0, savedAt: w.savedAt ?? '' }, notice: null } as Synced)
            : ({ kind: 'failed', problems: w.problems } as Synced);
        })();
    // A write that went in must stand on what was stored: the tab had shown that very game (or the first save).
    if (r.kind === 'saved' && before && json(before.record) !== shown && before.rev > 1) run.blind++;
    settle(t, r, next);
  };

  for (const step of steps) {
    const t = step.tab;
    const s = tabs[t];
    if (step.kind === 'hear') {
      now += 1;
      const r = cas ? checkStored(ID, recordOf(s), s.line!.stamp, store, now) : null;
      if (r) settle(t, r, s);
      continue;
    }
    if (step.kind === 'event') {
      const state = current(s);
      const next = nextStep(state);
      if (next.kind === 'over') continue;
      const r = act(s, randomEvent(state, next, makeRng(step.seed)));
      if (!r.ok) throw new Error(`the policy made an illegal event: ${r.error.message}`);
      run.recorded.push(r.session.log.record.events);
      save(t, r.session);
      continue;
    }
    if (step.kind === 'undo') {
      if (s.log.record.events.length) save(t, undoLast(s));
      continue;
    }
    save(t, setRecord(s, withMeta(s.log.record, { beat: { events: s.log.record.events.length, taps: step.seed } })));
  }
  const last = storedGame(ID, store, now + 1).game;
  run.final = (last?.record as GameRecord | undefined) ?? null;
  run.kept = setAsideGames(store).map((g) => g.record as GameRecord);
  return run;
}

/** Recorded event lists found in neither the stored game nor a copy kept aside (runs without undo: all must be there). */
export function lostEvents(run: Run): GameEvent[][] {
  const homes = [run.final, ...run.kept].filter((r): r is GameRecord => r !== null).map((r) => r.events);
  return run.recorded.filter((e) => !homes.some((h) => eventsKept(e, h)));
}

const tab = fc.constantFrom<0 | 1>(0, 1);
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const event = fc.record({ tab, kind: fc.constant('event' as const), seed });
const hear = fc.record({ tab, kind: fc.constant('hear' as const) });
const tap = fc.record({ tab, kind: fc.constant('tap' as const), seed: fc.integer({ min: 1, max: 9 }) });
const undo = fc.record({ tab, kind: fc.constant('undo' as const) });
// Events most, so games get somewhere; hearing the other tab as often as not (a late storage event is the case to catch).
export const noUndoSteps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof({ arbitrary: event, weight: 4 }, { arbitrary: hear, weight: 3 }, { arbitrary: tap, weight: 1 }),
  { maxLength: 60 },
);
export const withUndoSteps: fc.Arbitrary<Step[]> = fc.array(
  fc.oneof({ arbitrary: event, weight: 4 }, { arbitrary: hear, weight: 3 }, { arbitrary: tap, weight: 1 }, { arbitrary: undo, weight: 1 }),
  { maxLength: 60 },
);

type WritersInput = { undo: boolean; steps: Step[] };

/**
 * The two writers as one of the fuzzer's classes (`npm run fuzz` counts them with the readers): an
 * interleaving "reads" when no tab was ever behind, and is "refused" when a tab behind was told (its write
 * refused or the newer game taken). Any event lost, refused write dropped or write over an unseen game fails it.
 */
export const twoWriters: Reader<WritersInput> = {
  name: 'two writers (two tabs on one saved game, interleaved, with and without undo)',
  input: fc.oneof(fc.record({ undo: fc.constant(false), steps: noUndoSteps }), fc.record({ undo: fc.constant(true), steps: withUndoSteps })),
  valid: [
    { undo: false, steps: [] },
    // One tab alone is never behind.
    {
      undo: true,
      steps: [
        { tab: 0, kind: 'event', seed: 1 },
        { tab: 0, kind: 'tap', seed: 2 },
        { tab: 0, kind: 'event', seed: 3 },
        { tab: 0, kind: 'undo' },
        { tab: 0, kind: 'hear' },
      ],
    },
  ],
  classOf: (input) => {
    const tabs = new Set(input.steps.filter((s) => s.kind !== 'hear').map((s) => s.tab)).size;
    return `${input.undo ? 'with undo' : 'without undo'}, ${tabs === 2 ? 'both tabs write' : 'one tab writes'}`;
  },
  check(c, input) {
    c.calls++;
    const run = runTwoWriters(input.steps);
    // With undo a tab may take back its own event: "lost" is then the undo, so only runs without undo count it.
    const lost = input.undo ? [] : lostEvents(run);
    if (lost.length) fail(c, 'crashes', input, `${lost.length} recorded event lists are neither stored nor kept aside`);
    if (run.dropped) fail(c, 'crashes', input, `${run.dropped} refused writes dropped their events`);
    if (run.blind) fail(c, 'crashes', input, `${run.blind} writes went over a game their tab had not shown`);
    return Promise.resolve(run.refused === 0);
  },
};
