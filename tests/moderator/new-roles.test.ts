// The moderator's words for the roles of the standard 12-player boards: the wolf king's night sign, the grave
// keeper's side, the psychic's, gargoyle's and wolf robot's card answers, the knight's duel and its outcome,
// the nightmare's and dreamcatcher's events, and the new death causes — from real engine states.
import { describe, expect, it } from 'vitest';
import { apply, nextStep } from '../../lib/engine';
import type { GameEvent, GameState, RoleId, Step } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { beatsOf, currentBeats } from '../../lib/moderator/beats';
import { eventFor } from '../../lib/moderator/events';
import { causeText, timeline } from '../../lib/moderator/timeline';
import { stepView, tellText } from '../../lib/moderator/view';
import { at, log } from './helpers';

const board = (roles: Board['roles']): Board => ({ players: 12, roles, rules: { family: 'langrensha' } });
const seatsOf = (b: Board) => Object.entries(b.roles).flatMap(([r, n]) => Array<RoleId>(n ?? 0).fill(r as RoleId));
const WOLF_KING = board({ werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 });
const KNIGHT = board({ werewolf: 3, wolfBeauty: 1, villager: 4, seer: 1, witch: 1, guard: 1, knight: 1 });
const GARGOYLE = board({ werewolf: 3, gargoyle: 1, villager: 4, seer: 1, witch: 1, hunter: 1, graveKeeper: 1 });
const ROBOT = board({ werewolf: 3, wolfRobot: 1, villager: 4, psychic: 1, witch: 1, hunter: 1, guard: 1 });
const DREAM = board({ werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, dreamcatcher: 1 });
const NIGHTMARE = board({ werewolf: 3, nightmare: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 });

/** Every tell the judge sees from `s` on, through `events` (called steps' tells included), in English. */
function tellsThrough(from: GameState, events: GameEvent[]): string[] {
  let s = from;
  const out: string[] = [];
  const see = (st: Step) => {
    for (const c of st.before) for (const t of c.tell ?? []) out.push(tellText(t, 'en'));
    for (const t of st.tell) out.push(tellText(t, 'en'));
  };
  for (const e of events) {
    see(nextStep(s));
    const r = apply(s, e);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  see(nextStep(s));
  return out;
}

describe('the new roles on the moderator page', () => {
  it("signals the wolf king's status at night: may shoot, or not when poisoned", () => {
    const seats = seatsOf(WOLF_KING); // wolves 1–3, wolf king 4, villagers 5–8, seer 9, witch 10, hunter 11, guard 12
    // The Chinese order, the langrensha default (docs/rules.md): the wolf king's sign right after the witch.
    const night: GameEvent[] = [
      { type: 'guard', target: 5 },
      { type: 'wolves', target: 6 },
    ];
    const ok = at([...night, { type: 'witch' }], WOLF_KING, seats);
    const v = stepView(ok.state, ok.step, ok.prev, 'en');
    expect(v.before.flatMap((c) => c.tells)).toEqual(['Signal to Seat 4: 👍 he may shoot if he dies tonight']);
    const poisoned = at([...night, { type: 'witch', poison: 4 }], WOLF_KING, seats);
    expect(stepView(poisoned.state, poisoned.step, poisoned.prev, 'zh-CN').before.flatMap((c) => c.tells)).toEqual(['向 4号 示意：👎 今晚出局不能开枪']);
  });

  it("names the card that shoots: the wolf king's shot after his exile", () => {
    const seats = seatsOf(WOLF_KING);
    const events: GameEvent[] = [
      { type: 'guard', target: 5 },
      { type: 'wolves', target: 6 },
      { type: 'witch' },
      { type: 'seer', target: 1 },
      { type: 'sheriff', seat: null },
      { type: 'exile', seat: 4 },
    ];
    const s = at(events, WOLF_KING, seats);
    expect(s.step.kind).toBe('shoot');
    expect(stepView(s.state, s.step, s.prev, 'en').title).toBe('The shot: Wolf King (Seat 4)');
    const waiting = currentBeats(log(events, WOLF_KING, seats), 'en').find((b) => b.waitsFor === 'shoot');
    expect(waiting?.title).toBe('The shot: Wolf King (Seat 4)');
    const t = timeline(log([...events, { type: 'shoot', target: 9 }], WOLF_KING, seats), 'en');
    expect(t.at(-1)!.text).toBe('Wolf King Seat 4 shoots Seat 9');
  });

  it("gives the gargoyle his card answer and the grave keeper yesterday's exiled side", () => {
    const seats = seatsOf(GARGOYLE); // wolves 1–3, gargoyle 4, villagers 5–8, seer 9, witch 10, hunter 11, grave keeper 12
    // The Chinese order: wolves, witch, seer, then the gargoyle after the seer.
    const n1: GameEvent[] = [{ type: 'wolves', target: 5 }, { type: 'witch' }, { type: 'seer', target: 1 }, { type: 'gargoyle', target: 9 }];
    const s = at(n1, GARGOYLE, seats);
    expect(stepView(s.state, s.step, s.prev, 'en').answer).toBe('Show the gargoyle (Seat 4) the card of Seat 9: Seer');
    const day1: GameEvent[] = [...n1, { type: 'sheriff', seat: null }];
    expect(timeline(log(day1, GARGOYLE, seats), 'en')[3].text).toBe('Gargoyle checks Seat 9: Seer');
    const exiled = at([...day1, { type: 'exile', seat: 1 }], GARGOYLE, seats).state;
    const n2: GameEvent[] = [{ type: 'wolves', target: 6 }, { type: 'witch' }, { type: 'seer', target: 2 }, { type: 'gargoyle', target: null }];
    expect(tellsThrough(exiled, n2)).toContain('Show the grave keeper (Seat 12): yesterday’s exiled Seat 1 was 👎 a wolf');
    const none = at([...day1, { type: 'exile', seat: null }], GARGOYLE, seats).state;
    expect(tellsThrough(none, n2)).toContain('Show the grave keeper (Seat 12): nobody was exiled yesterday');
    expect(timeline(log([...day1, { type: 'exile', seat: null }, ...n2], GARGOYLE, seats), 'zh-TW').at(-1)!.text).toBe('石像鬼不查驗');
  });

  it('gives the psychic the card and the wolf robot the card he learned', () => {
    const seats = seatsOf(ROBOT); // wolves 1–3, wolf robot 4, villagers 5–8, psychic 9, witch 10, hunter 11, guard 12
    // The Chinese order: guard, wolves, witch, the wolf robot after the witch, the checks (the psychic) last.
    const learned: GameEvent[] = [{ type: 'guard', target: 5 }, { type: 'wolves', target: 6 }, { type: 'witch' }, { type: 'wolfRobot', target: 11 }];
    const r = at(learned, ROBOT, seats);
    expect(stepView(r.state, r.step, r.prev, 'en').answer).toBe('Show the wolf robot (Seat 4) the card he learned, Seat 11’s: Hunter');
    expect(stepView(r.state, r.step, r.prev, 'zh-CN').answer).toBe('向机械狼（4号）示意他学习的 11号 的身份：猎人');
    const checked = [...learned, { type: 'psychic', target: 4 }] as GameEvent[];
    const p = at(checked, ROBOT, seats);
    // He learned before the check (wolfRobotSeerSees learned, docs/rules.md): the psychic sees the hunter.
    expect(stepView(p.state, p.step, p.prev, 'en').answer).toBe('Show the psychic (Seat 9) the card of Seat 4: Hunter');
    // In the advanced order the psychic checks first, before the robot has learned.
    const adv: Board = { ...ROBOT, rules: { ...ROBOT.rules, nightOrder: 'advanced' } };
    const a = at(
      [
        { type: 'guard', target: 5 },
        { type: 'psychic', target: 4 },
      ],
      adv,
      seats,
    );
    expect(stepView(a.state, a.step, a.prev, 'en').answer).toBe('Show the psychic (Seat 9) the card of Seat 4: Wolf Robot');
    const t = timeline(log(checked, ROBOT, seats), 'en').map((e) => e.text);
    expect(t[3]).toBe('Wolf robot learns Seat 11: Hunter');
    expect(t[4]).toBe('Psychic checks Seat 4: Hunter');
  });

  it('offers the duel before the first vote and words its outcome (a wolf: night falls; good: the knight dies)', () => {
    const seats = seatsOf(KNIGHT); // wolves 1–3, wolf beauty 4, villagers 5–8, seer 9, witch 10, guard 11, knight 12
    const day1: GameEvent[] = [
      { type: 'guard', target: 5 },
      { type: 'wolves', target: 6 },
      { type: 'wolfBeauty', target: 7 },
      { type: 'witch' },
      { type: 'seer', target: 1 },
      { type: 'sheriff', seat: null },
    ];
    const d = at(day1, KNIGHT, seats);
    expect(d.step.kind).toBe('vote');
    expect(d.step.duel?.knights).toEqual([12]);
    const built = eventFor(d.step, { kind: 'duel', seat: 2 });
    expect(built).toEqual({ ok: true, event: { type: 'duel', target: 2 } });
    // No duel offered, no duel built.
    expect(eventFor(at(day1.slice(0, 1), KNIGHT, seats).step, { kind: 'duel', seat: 2 }).ok).toBe(false);
    const wolf = timeline(log([...day1, { type: 'duel', target: 2 }], KNIGHT, seats), 'en').at(-1)!;
    expect(wolf.text).toBe('Knight Seat 12 duels Seat 2: a wolf, Seat 2 is out and night falls');
    expect(wolf.deaths.map((x) => x.text)).toEqual(['Seat 2 died in a duel']);
    expect(at([...day1, { type: 'duel', target: 2 }], KNIGHT, seats).state.phase).toBe('night');
    // What the judge announces: the duelled wolf is out (his card not shown) and night falls; or the knight is out.
    const said = (target: number, lang: 'en' | 'zh-CN') =>
      beatsOf(log([...day1, { type: 'duel', target }], KNIGHT, seats), lang)
        .filter((b) => b.after === day1.length)
        .flatMap((b) => b.lines);
    expect(said(2, 'en')[0]).toBe('Seat 12 reveals the knight and duels Seat 2: Seat 2 is a wolf and is out of the game. Night falls at once.');
    expect(said(5, 'zh-CN')[0]).toBe('12号 翻牌为骑士，决斗 5号：5号 是好人，骑士 12号 出局。白天继续。');
    const good = timeline(log([...day1, { type: 'duel', target: 5 }], KNIGHT, seats), 'zh-CN').at(-1)!;
    expect(good.text).toBe('骑士 12号 决斗 5号：是好人，骑士出局');
    expect(good.deaths.map((x) => x.seat)).toEqual([12]);
  });

  it("words the nightmare's fear and the dreamcatcher's sleepwalker, and the dream's death", () => {
    const nm = seatsOf(NIGHTMARE); // wolves 1–3, nightmare 4, villagers 5–8, seer 9, witch 10, hunter 11, guard 12
    expect(timeline(log([{ type: 'nightmare', target: 9 }], NIGHTMARE, nm), 'en')[0].text).toBe('Nightmare fears Seat 9');
    expect(timeline(log([{ type: 'nightmare', target: null }], NIGHTMARE, nm), 'zh-TW')[0].text).toBe('夢魘不恐懼任何人');
    const dc = seatsOf(DREAM); // wolves 1–4 (4 the wolf king), villagers 5–8, seer 9, witch 10, hunter 11, dreamcatcher 12
    expect(timeline(log([{ type: 'dreamcatcher', target: 5 }], DREAM, dc), 'en')[0].text).toBe('Dreamcatcher makes Seat 5 sleepwalk');
    for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) for (const c of ['duel', 'dream'] as const) expect(causeText(c, lang)).not.toMatch(/^cause\./);
  });
});
