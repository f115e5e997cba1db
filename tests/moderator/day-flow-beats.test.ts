// The day's beats where the spoken flow used to lie (docs/rules.md, the blood moon apostle, Self-destruct, The
// knight): asserted on `wolfboard beats --json` (kind, seats, what is said).
import { describe, expect, it } from 'vitest';
import { replay } from '../../lib/engine';
import type { GameEvent, GameRecord, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { type BeatJson, beatJson, beatsOf } from '../../lib/moderator/beats';
import { NIGHT1, SEATS12, YNLS } from './helpers';

function beats(events: GameEvent[], board: Board = YNLS, seats: RoleId[] = SEATS12): BeatJson[] {
  const record: GameRecord = { board, seats, events };
  const r = replay(record, { keepStates: true });
  if (!r.ok) throw new Error(r.error.message);
  return beatsOf({ states: r.states!, record }, 'en').map(beatJson);
}

describe('the day as the judge says it', () => {
  // The blood moon apostle is the last wolf (seat 7); the village exiles him on day 1.
  const BM: Board = { players: 7, roles: { bloodMoon: 1, villager: 4, seer: 1, witch: 1 }, rules: { family: 'langrensha', sheriff: false } };
  const BM_SEATS: RoleId[] = ['seer', 'witch', 'villager', 'villager', 'villager', 'villager', 'bloodMoon'];
  const day1: GameEvent[] = [
    { type: 'wolves', target: 3 },
    { type: 'witch' },
    { type: 'seer', target: 7 },
    { type: 'vote', ballots: { '1': 7, '2': 7, '4': 7, '5': 7, '6': 7 } },
  ];

  it('the blood moon apostle exiled as the last wolf: he is exiled (not "nobody"), lingers, and leaves at the next dawn', () => {
    const bs = beats([...day1, { type: 'wolves', target: 4 }, { type: 'witch' }, { type: 'seer', target: 5 }], BM, BM_SEATS);
    const exile = bs.find((b) => b.kind === 'exile');
    expect(exile?.say).toBe('Seat 7 is exiled.');
    expect(exile?.shows.map((s) => s.text).join(' ')).toContain('stays in play until the next dawn');
    expect(bs.filter((b) => b.kind === 'exile' || b.kind === 'announce').some((b) => /nobody|no one/i.test(b.say))).toBe(false);
    const dawn = bs.find((b) => b.kind === 'announce' && b.day === 2);
    expect(dawn?.seats).toEqual([4, 7]);
    expect(dawn?.say).toContain('Seat 7, exiled yesterday, now leaves the game.');
    expect(bs.at(-1)?.kind).toBe('end');
  });

  it('a self-destruct in the election held before the deaths says the election is postponed (electionSelfDestruct postpone)', () => {
    const bs = beats([...NIGHT1, { type: 'selfDestruct', seat: 9 }]);
    const after = bs.filter((b) => b.after === 4);
    expect(after[0].kind).toBe('announce');
    expect(after.map((b) => b.say).join(' ')).toContain('The sheriff election is postponed to tomorrow.');
  });

  it('a second self-destruct in the postponed election says the badge is lost', () => {
    const day2: GameEvent[] = [
      ...NIGHT1,
      { type: 'selfDestruct', seat: 9 },
      { type: 'guard', target: 1 },
      { type: 'wolves', target: 7 },
      { type: 'witch' },
      { type: 'seer', target: 10 },
      { type: 'selfDestruct', seat: 10 },
    ];
    const bs = beats(day2);
    expect(
      bs
        .filter((b) => b.after === day2.length - 1)
        .map((b) => b.say)
        .join(' '),
    ).toContain('the badge is lost');
  });

  // electionAfterSelfDestruct (docs/rules.md, the netease reading; LangRenShaFaGuan 流程 双曝吞警徽): the postponed
  // election keeps yesterday's candidates and opens with a withdrawal round, or starts afresh.
  const postponedDay2: GameEvent[] = [
    ...NIGHT1,
    { type: 'selfDestruct', seat: 9 },
    { type: 'guard', target: 1 },
    { type: 'wolves', target: 7 },
    { type: 'witch' },
    { type: 'seer', target: 10 },
  ];
  const withRule = (v: 'newElection' | 'sameCandidates'): Board => ({ ...YNLS, rules: { ...YNLS.rules, electionAfterSelfDestruct: v } });

  it('sameCandidates: the postponement keeps the candidates, and day 2 opens the withdrawal round, not a show of hands', () => {
    const bs = beats(postponedDay2, withRule('sameCandidates'));
    const said = bs
      .filter((b) => b.after === NIGHT1.length)
      .map((b) => b.say)
      .join(' ');
    expect(said).toContain('the candidates keep their place');
    const election = bs.filter((b) => b.kind === 'election').at(-1);
    expect(election?.day).toBe(2);
    expect(election?.say).toContain("yesterday's candidates");
    expect(election?.say).not.toContain('raise');
  });

  it('newElection: day 2 opens a new election with a show of hands', () => {
    const bs = beats(postponedDay2, withRule('newElection'));
    expect(
      bs
        .filter((b) => b.after === NIGHT1.length)
        .map((b) => b.say)
        .join(' '),
    ).toContain('The sheriff election is postponed to tomorrow.');
    const election = bs.filter((b) => b.kind === 'election').at(-1);
    expect(election?.day).toBe(2);
    expect(election?.say).not.toContain("yesterday's candidates");
  });

  // The knight (docs/rules.md, The knight): a duel made during the speeches interrupts them; a good player duelled,
  // the knight dies, gives his last words, and the speeches go on (not restarted), then the vote.
  it('a knight duelling a good player: no vote called before the duel, the speeches resume after his last words', () => {
    const KN: Board = { players: 8, roles: { knight: 1, seer: 1, werewolf: 2, villager: 4 }, rules: { family: 'langrensha', sheriff: false } };
    const KN_SEATS: RoleId[] = ['knight', 'seer', 'werewolf', 'werewolf', 'villager', 'villager', 'villager', 'villager'];
    const bs = beats(
      [
        { type: 'wolves', target: 5 },
        { type: 'seer', target: 3 },
        { type: 'duel', target: 6 },
      ],
      KN,
      KN_SEATS,
    );
    const day = bs.filter((b) => b.day === 1 && b.after >= 1);
    expect(day.map((b) => b.kind)).toEqual(['announce', 'lastWords', 'speeches', 'announce', 'lastWords', 'speeches', 'vote']);
    const [, , first, duel, words, resumed] = day;
    expect(first.say).not.toContain('go on');
    expect(duel.seats).toEqual([1]);
    expect(words.seats).toEqual([1]);
    expect(resumed.say).toContain('The speeches go on from the player who was interrupted');
    expect(resumed.seats).not.toContain(1);
    expect(resumed.seats).not.toContain(5);
  });
});
