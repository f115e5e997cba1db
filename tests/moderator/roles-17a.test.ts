// The moderator's words for the magician, the crow, the witcher and the blood moon (docs/rules.md, their
// sections): the swap shown as "tonight 3 is 7" in three languages and at every later step of the night, the
// crow's curse announced at the vote, the hunt's event, from real engine states.
import { describe, expect, it } from 'vitest';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { apply } from '../../lib/engine';
import { totals } from '../../lib/moderator/ballots';
import { beatsOf } from '../../lib/moderator/beats';
import { causeText, timeline } from '../../lib/moderator/timeline';
import { stepView } from '../../lib/moderator/view';
import { at, log } from './helpers';

const board = (roles: Board['roles']): Board => ({ players: 12, roles, rules: { family: 'langrensha', nightOrder: 'advanced' } });
const seatsOf = (b: Board) => Object.entries(b.roles).flatMap(([r, n]) => Array<RoleId>(n ?? 0).fill(r as RoleId));
// 1–3 werewolves, 4 wolf king, 5–8 villagers, 9 seer, 10 witch, 11 hunter, 12 magician.
const MAGICIAN = board({ werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, magician: 1 });
// 1–3 werewolves, 4 blood moon, 5–8 villagers, 9 seer, 10 witch, 11 idiot, 12 witcher; a crow instead of the idiot below.
const BLOOD = board({ werewolf: 3, bloodMoon: 1, villager: 4, seer: 1, witch: 1, idiot: 1, witcher: 1 });
const CROW = board({ werewolf: 3, bloodMoon: 1, villager: 4, seer: 1, witch: 1, crow: 1, witcher: 1 });

describe('the magician, the crow, the witcher and the blood moon on the moderator page', () => {
  it('shows the swap as "tonight 3 is 7" in the timeline, in three languages', () => {
    const seats = seatsOf(MAGICIAN);
    const events: GameEvent[] = [{ type: 'magician', swap: [3, 7] }];
    expect(timeline(log(events, MAGICIAN, seats), 'en')[0].text).toBe('Magician: tonight Seat 3 is Seat 7');
    expect(timeline(log(events, MAGICIAN, seats), 'zh-CN')[0].text).toBe('魔术师：今晚 3号 是 7号');
    expect(timeline(log(events, MAGICIAN, seats), 'zh-TW')[0].text).toBe('魔術師：今晚 3號 是 7號');
    expect(timeline(log([{ type: 'magician', swap: null }], MAGICIAN, seats), 'en')[0].text).toBe('Magician swaps nobody');
  });

  it('keeps the swap in view at every later step of the night, and tells the witch the number the wolves chose', () => {
    const seats = seatsOf(MAGICIAN);
    const seer = at([{ type: 'magician', swap: [5, 6] }], MAGICIAN, seats);
    expect(stepView(seer.state, seer.step, seer.prev, 'en').tells).toContain(
      "Tonight Seat 5 is Seat 6 (the magician's swap): a power aimed at one lands on the other",
    );
    const witch = at(
      [
        { type: 'magician', swap: [5, 6] },
        { type: 'seer', target: 1 },
        { type: 'wolves', target: 5 },
      ],
      MAGICIAN,
      seats,
    );
    const tells = stepView(witch.state, witch.step, witch.prev, 'en').tells;
    expect(tells.some((t) => t.includes('Seat 5') && !t.includes('Seat 6'))).toBe(true);
    expect(tells).toContain("Tonight Seat 5 is Seat 6 (the magician's swap): a power aimed at one lands on the other");
  });

  // Night 1 on the crow's board: the crow curses seat 2 (a werewolf); day 1 has no sheriff.
  const CROW_DAY1: GameEvent[] = [
    { type: 'crow', target: 2 },
    { type: 'seer', target: 1 },
    { type: 'wolves', target: 5 },
    { type: 'witch' },
    { type: 'sheriff', seat: null },
  ];

  it("keeps the crow's curse secret until the count, then says it with the exile (ROLES-BEYOND §3.14: 暗中诅咒)", () => {
    const seats = seatsOf(CROW); // the crow is seat 11
    const events = CROW_DAY1;
    const beats = beatsOf(log(events, CROW, seats), 'en');
    const vote = beats.find((b) => b.kind === 'vote')!;
    // Not said before the ballots; the judge keeps it in view (a note to nobody).
    expect(vote.lines.join(' ')).not.toContain('crow');
    expect(vote.shows.find((x) => x.code === 'cursed')).toMatchObject({ seats: [] });
    // At the count: seat 2 gets one ballot and the curse's extra vote, and is exiled.
    const counted = beatsOf(log([...events, { type: 'vote', ballots: { 1: 2, 3: 4 } }], CROW, seats), 'en').find((b) => b.kind === 'exile')!;
    expect(counted.lines).toEqual(['At the count: the crow cursed Seat 2 last night, who gets 1 extra vote(s).', 'Seat 2 is exiled.']);
    const zh = beatsOf(log([...events, { type: 'vote', ballots: { 1: 2, 3: 4 } }], CROW, seats), 'zh-CN').find((b) => b.kind === 'exile')!;
    expect(zh.lines.join('')).toContain('乌鸦诅咒了 2号');
  });

  it("the judge's live tally counts the curse's extra vote as the engine does: 3 + 1 is not a tie (ROLES-BEYOND §3.14)", () => {
    const seats = seatsOf(CROW);
    const events = CROW_DAY1;
    const { step, state } = at(events, CROW, seats);
    expect(step.vote!.extra).toEqual({ 2: 1 });
    const ballots = { 1: 2, 3: 2, 4: 2, 6: 7, 7: 8, 8: 7, 9: 7 };
    const t = totals(ballots, (v) => step.vote!.weight[v] ?? 1, step.vote!.extra);
    expect(t.slice(0, 2)).toEqual([
      { seat: 2, votes: 4, voters: [1, 3, 4], extra: 1 },
      { seat: 7, votes: 3, voters: [6, 8, 9], extra: 0 },
    ]);
    const r = apply(state, { type: 'vote', ballots });
    expect(r.ok && r.state.deaths.at(-1)).toMatchObject({ seat: 2, cause: 'exile' });
  });

  it('words the hunt and its death', () => {
    const seats = seatsOf(BLOOD);
    const events: GameEvent[] = [
      { type: 'seer', target: 1 },
      { type: 'wolves', target: 5 },
      { type: 'witch' },
      { type: 'sheriff', seat: null },
      { type: 'vote', ballots: {} },
      { type: 'seer', target: 2 },
      { type: 'wolves', target: 6 },
      { type: 'witch' },
      { type: 'witcher', target: 1 },
    ];
    const t = timeline(log(events, BLOOD, seats), 'en');
    expect(t.at(-1)!.text).toBe('Witcher hunts Seat 1');
    expect(causeText('hunt', 'en').length).toBeGreaterThan(0);
  });

  it("keeps the blood moon's sealed night in view at the wolves' step", () => {
    const seats = seatsOf(BLOOD); // the blood moon is seat 4
    const wolves = at(
      [{ type: 'seer', target: 1 }, { type: 'wolves', target: 5 }, { type: 'witch' }, { type: 'sheriff', seat: null }, { type: 'selfDestruct', seat: 4 }],
      BLOOD,
      seats,
    );
    expect(wolves.step.id).toBe('werewolf');
    expect(stepView(wolves.state, wolves.step, wolves.prev, 'en').tells.join('\n')).toMatch(/Sealed night/);
    expect(stepView(wolves.state, wolves.step, wolves.prev, 'zh-TW').tells.join('\n')).toMatch(/封印之夜/);
  });
});
