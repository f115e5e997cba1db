// The long game both speed figures replay, and its replay, written over the engine API that today's engine and
// the one before the powers redesign share (bench/engine-figures.ts is bundled against each; bench/engine.bench.ts
// measures today's with it).
import { apply, newGame, nextStep } from '../lib/engine';

// biome-ignore lint/suspicious/noExplicitAny: the two engines' types differ; only their API is shared.
type Any = any;

export const board: Any = { name: '预女猎守', players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
export const seats: Any = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf'];

/** A long game nobody dies in: the guard alternates, the wolves kill nobody, every vote abstains. */
export function longRecord(events: number): Any {
  let s = (newGame(board, seats) as Any).state;
  const out: Any[] = [];
  while (out.length < events) {
    const step = nextStep(s, { brief: true });
    const e: Any =
      step.id === 'guard'
        ? { type: 'guard', target: s.night % 2 ? 1 : 2 }
        : step.id === 'seer'
          ? { type: 'seer', target: 9 + (s.night % 4) }
          : step.id === 'werewolf'
            ? { type: 'wolves', target: null }
            : step.id === 'witch'
              ? { type: 'witch' }
              : step.id === 'sheriff'
                ? { type: 'sheriff', seat: 1 }
                : { type: 'vote', ballots: {} };
    const r: Any = apply(s, e);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    out.push(e);
  }
  return { board, seats, events: out };
}

/** Replays a record with the next step (as the moderator shows it) after each event. */
export function replayWithSteps(record: Any): void {
  let s = (newGame(record.board, record.seats, record.bottom) as Any).state;
  nextStep(s);
  for (const e of record.events) {
    const r: Any = apply(s, e);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    nextStep(s);
  }
}
