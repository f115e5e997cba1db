// What the judge keeps in view on a night with the nightmare's fear (docs/rules.md, the nightmare): a feared wolf
// means no kill, said at the wolves' step; a player feared in silence acts to no effect and gets no answer; told,
// his step is called and he is told there. Asserted on `wolfboard beats --json`'s shows.
import { describe, expect, it } from 'vitest';
import { replay } from '../../lib/engine';
import type { GameEvent, GameRecord, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { beatJson, beatsOf } from '../../lib/moderator/beats';

const board = (rules: Board['rules'] = {}): Board => ({
  players: 12,
  roles: { seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4, werewolf: 3, nightmare: 1 },
  rules: { sheriff: false, nightOrder: 'advanced', ...rules },
});
const SEATS: RoleId[] = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'nightmare'];

function shows(events: GameEvent[], b: Board, step: string) {
  const record: GameRecord = { board: b, seats: SEATS, events };
  const r = replay(record, { keepStates: true });
  if (!r.ok) throw new Error(r.error.message);
  return beatsOf({ states: r.states!, record }, 'en')
    .map(beatJson)
    .filter((x) => x.kind === 'step' && x.night === 1 && (x.waitsFor === step || x.say.includes(step)))
    .flatMap((x) => x.shows.filter((s) => s.code.startsWith('fear')));
}

describe("the nightmare's fear in the judge's beats", () => {
  it('a feared wolf: the wolves kill nobody tonight, kept in view by the judge at their step', () => {
    expect(
      shows(
        [
          { type: 'nightmare', target: 9 },
          { type: 'guard', target: 4 },
          { type: 'seer', target: 9 },
        ],
        board(),
        'wolves',
      ),
    ).toEqual([
      { seats: [], code: 'fearedWolves', text: 'Keep to yourself: the nightmare feared the wolf Seat 9 tonight: the wolves kill nobody; record no kill' },
    ]);
  });

  it('a seer feared in silence (nightmareFearNotice silent, the default): recorded to no effect, no answer, the judge alone told', () => {
    expect(
      shows(
        [
          { type: 'nightmare', target: 1 },
          { type: 'guard', target: 4 },
        ],
        board(),
        'seer',
      ),
    ).toEqual([
      {
        seats: [],
        code: 'feared',
        text: 'Keep to yourself: the nightmare feared Seat 1 tonight: record what he does as usual; it has no effect, spends nothing, and he gets no answer',
      },
    ]);
  });

  it('a seer feared, told (nightmareFearNotice told): his step is called with nothing to record and he is told', () => {
    const record: GameRecord = {
      board: board({ nightmareFearNotice: 'told' }),
      seats: SEATS,
      events: [
        { type: 'nightmare', target: 1 },
        { type: 'guard', target: 4 },
      ],
    };
    const r = replay(record, { keepStates: true });
    if (!r.ok) throw new Error(r.error.message);
    const seer = beatsOf({ states: r.states!, record }, 'en')
      .map(beatJson)
      .find((x) => x.kind === 'step' && x.night === 1 && x.say.includes('Seer, open your eyes'));
    expect(seer?.waitsFor).toBeNull();
    expect(seer?.seats).toEqual([1]);
    expect(seer?.shows.find((s) => s.code === 'fearTold')).toEqual({
      seats: [1],
      code: 'fearTold',
      text: 'Signal to Seat 1: the nightmare feared you tonight; your power does nothing',
    });
  });
});
