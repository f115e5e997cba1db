// Property tests (fast-check) over random legal play on many boards and random house rules.
import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import rulesSchema from '../../schemas/rules.schema.json';
import {
  apply,
  checkWinner,
  makeRng,
  nextStep,
  playGame,
  popEvent,
  pushEvent,
  randomEvent,
  replay,
  startLog,
  undo,
  type GameEvent,
  type GameRecord,
  type GameState,
} from '../../lib/engine';
import type { Board } from '../../lib/generated/board';
import type { HouseRules } from '../../lib/generated/rules';
import { BOARDS } from './boards';

// Random house rules straight from the rules schema: every key, every value.
const props = (rulesSchema as { properties: Record<string, { enum?: unknown[]; type?: string }> }).properties;
const ruleArbs: Record<string, fc.Arbitrary<unknown>> = {};
for (const [k, p] of Object.entries(props)) {
  if (p.enum) ruleArbs[k] = fc.constantFrom(...p.enum);
  else if (p.type === 'boolean') ruleArbs[k] = fc.boolean();
  else if (k === 'lastWordsCount') ruleArbs[k] = fc.integer({ min: 0, max: 5 });
}
const rulesArb = fc.record(ruleArbs, { requiredKeys: [] }) as fc.Arbitrary<HouseRules>;
const gameArb = fc.record({ board: fc.constantFrom(...BOARDS), rules: rulesArb, seed: fc.integer({ min: 0, max: 2 ** 31 }) });

function withRules(board: Board, rules: HouseRules): Board {
  return { ...board, rules };
}

interface Played {
  record: GameRecord;
  states: GameState[];
}

/** Plays a random legal game and returns the record and every state (states[i] after i events). */
function play(board: Board, seed: number): Played {
  const g = playGame(board, seed);
  const record: GameRecord = { board, seats: g.seats, bottom: g.bottom, seed, events: g.events };
  const r = replay(record, { keepStates: true });
  if (!r.ok) throw new Error(r.error.message);
  return { record, states: r.states! };
}

/** Who acts in an event (a dead hunter's shot and a dead sheriff's badge are decisions of the dead, by rule). */
function actorsOf(before: GameState, e: GameEvent): number[] {
  const step = nextStep(before, { brief: true });
  if (e.type === 'vote') return Object.keys(e.ballots).map(Number);
  if (e.type === 'selfDestruct') return [e.seat];
  if (step.kind === 'night') return step.actors;
  return [];
}

function targetsOf(e: GameEvent): number[] {
  switch (e.type) {
    case 'guard':
    case 'wolves':
    case 'shoot':
      return e.target === null ? [] : [e.target];
    case 'seer':
    case 'wolfBeauty':
    case 'demon':
      return [e.target];
    case 'witch':
      return e.poison == null ? [] : [e.poison];
    case 'piper':
      return e.targets;
    case 'cupid':
      return e.lovers;
    case 'wildChild':
      return [e.model];
    case 'vote':
      return Object.values(e.ballots).filter((t): t is number => t !== null);
    case 'exile':
    case 'sheriff':
      return [];
    case 'badge':
      return e.to === null ? [] : [e.to];
    case 'selfDestruct':
      return e.target == null ? [] : [e.target];
    default:
      return [];
  }
}

function deepFreeze<T>(x: T): T {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x as object)) if (v && typeof v === 'object' && !('players' in (v as object) && 'order' in (v as object))) deepFreeze(v);
  }
  return x;
}

const RUNS = { numRuns: 150 };

describe('random legal play (fast-check)', () => {
  it('never lets a dead player act or be chosen', () => {
    fc.assert(
      fc.property(gameArb, ({ board, rules, seed }) => {
        const { record, states } = play(withRules(board, rules), seed);
        record.events.forEach((e, i) => {
          const before = states[i];
          for (const a of actorsOf(before, e)) expect(before.alive[a - 1], `event ${i} ${JSON.stringify(e)}: actor ${a}`).toBe(true);
          for (const t of targetsOf(e)) expect(before.alive[t - 1], `event ${i} ${JSON.stringify(e)}: target ${t}`).toBe(true);
        });
      }),
      RUNS,
    );
  });

  it('refuses an event naming a dead player', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), ({ board, rules, seed }, pick) => {
        const { record, states } = play(withRules(board, rules), seed);
        // Take a point of the game where someone is dead and the next event names a seat: name a dead one instead.
        const points = record.events
          .map((e, i) => ({ e, i, dead: states[i].alive.flatMap((a, k) => (a ? [] : [k + 1])) }))
          .filter(
            ({ e, dead, i }) =>
              dead.length && states[i].phase !== 'over' && ['guard', 'seer', 'wolves', 'wolfBeauty', 'demon', 'vote', 'exile'].includes(e.type),
          );
        if (!points.length) return;
        const { e, i, dead } = points[pick % points.length];
        const d = dead[pick % dead.length];
        const bad: GameEvent =
          e.type === 'vote'
            ? { type: 'vote', ballots: { [String(d)]: null } }
            : e.type === 'exile'
              ? { type: 'exile', seat: d }
              : ({ ...e, target: d } as GameEvent);
        const r = apply(states[i], bad);
        expect(r.ok, `${JSON.stringify(bad)} at event ${i}`).toBe(false);
      }),
      RUNS,
    );
  });

  it('uses each potion at most once, one per night unless witchPotionsPerNight is 2', () => {
    fc.assert(
      fc.property(gameArb, ({ board, rules, seed }) => {
        const b = withRules(board, rules);
        const { record, states } = play(b, seed);
        const witch = record.events.map((e, i) => ({ e, night: states[i].night })).filter((x) => x.e.type === 'witch');
        const saves = witch.filter((x) => x.e.type === 'witch' && x.e.save === true).length;
        const poisons = witch.filter((x) => x.e.type === 'witch' && x.e.poison != null).length;
        expect(saves).toBeLessThanOrEqual(1);
        expect(poisons).toBeLessThanOrEqual(1);
        if (states[0].ctx.rules.witchPotionsPerNight === 1) {
          for (const x of witch) if (x.e.type === 'witch') expect(x.e.save === true && x.e.poison != null).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('never lets the guard protect the same player two nights running', () => {
    fc.assert(
      fc.property(gameArb, ({ board, rules, seed }) => {
        const { record, states } = play(withRules(board, rules), seed);
        let last: { night: number; target: number | null } | null = null;
        record.events.forEach((e, i) => {
          if (e.type !== 'guard') return;
          const night = states[i].night;
          if (last && last.night === night - 1 && e.target !== null) expect(e.target).not.toBe(last.target);
          last = { night, target: e.target };
        });
      }),
      RUNS,
    );
  });

  it('ends the game exactly when a win condition holds, and no event lands after it', () => {
    fc.assert(
      fc.property(gameArb, ({ board, rules, seed }) => {
        const { record, states } = play(withRules(board, rules), seed);
        for (const s of states) {
          // By day and at the start of a night the engine has already checked every death.
          if (s.phase === 'day' || (s.phase === 'night' && s.pos === 0 && s.night > 1)) expect(checkWinner(s)).toBeNull();
        }
        const last = states[states.length - 1];
        if (last.phase === 'over') {
          expect(last.winner).not.toBeNull();
          const rng = makeRng(seed);
          // Whatever the event, nothing lands after the end.
          for (const e of record.events.slice(0, 20)) expect(apply(last, e).ok).toBe(false);
          expect(apply(last, randomEventOrGuard(states[states.length - 2], rng)).ok).toBe(false);
        }
      }),
      RUNS,
    );
  });

  it('undo after any event gives back the state before it', () => {
    fc.assert(
      fc.property(gameArb, fc.nat(), ({ board, rules, seed }, k) => {
        const { record, states } = play(withRules(board, rules), seed);
        const n = k % (record.events.length + 1);
        const cut: GameRecord = { ...record, events: record.events.slice(0, n) };
        const undone = undo(cut);
        const r = replay(undone);
        expect(r.ok).toBe(true);
        if (r.ok) expect(strip(r.state)).toEqual(strip(states[Math.max(0, n - 1)]));
        // The cached log: push then pop is the same state object, not a replay.
        const log = startLog(cut);
        expect(log.ok).toBe(true);
        if (log.ok && n < record.events.length) {
          const pushed = pushEvent(log.log, record.events[n]);
          expect(pushed.ok).toBe(true);
          if (pushed.ok) expect(popEvent(pushed.log).states.at(-1)).toBe(log.log.states.at(-1));
        }
      }),
      RUNS,
    );
  });

  it('never mutates a state (every state frozen, every apply still succeeds)', () => {
    fc.assert(
      fc.property(gameArb, ({ board, rules, seed }) => {
        const { record, states } = play(withRules(board, rules), seed);
        record.events.forEach((e, i) => {
          const frozen = deepFreeze(states[i]);
          const r = apply(frozen, e);
          expect(r.ok, r.ok ? '' : r.error.message).toBe(true);
          if (r.ok) expect(strip(r.state)).toEqual(strip(states[i + 1]));
        });
      }),
      { numRuns: 60 },
    );
  });

  it('is deterministic: the same seed plays the same game', () => {
    fc.assert(
      fc.property(gameArb, ({ board, rules, seed }) => {
        const b = withRules(board, rules);
        expect(playGame(b, seed).events).toEqual(playGame(b, seed).events);
      }),
      { numRuns: 40 },
    );
  });
});

function strip(s: GameState): Omit<GameState, 'ctx'> {
  const { ctx: _ctx, ...rest } = s;
  return rest;
}

function randomEventOrGuard(s: GameState | undefined, rng: ReturnType<typeof makeRng>): GameEvent {
  if (!s || s.phase === 'over') return { type: 'guard', target: null };
  return randomEvent(s, nextStep(s, { brief: true }), rng);
}
