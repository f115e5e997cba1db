// The moderator page for the wolf robot's learned powers (docs/rules.md, the wolf robot): from night 2 his
// step takes the learned power's input (the witch's potions, the guard's seat or nobody), says whose power it
// is, and his learned hunter's shoot status is signalled at his step and at dawn — from real engine states.
import { describe, expect, it } from 'vitest';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { replay } from '../../lib/engine';
import { beatsOf } from '../../lib/moderator/beats';
import { eventFor } from '../../lib/moderator/events';
import { timeline } from '../../lib/moderator/timeline';
import { stepView } from '../../lib/moderator/view';
import { at, log } from './helpers';

const ROBOT: Board = {
  players: 12,
  roles: { seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4, werewolf: 3, wolfRobot: 1 },
  rules: { family: 'langrensha', sheriff: false, nightOrder: 'advanced' },
};
const SEATS: RoleId[] = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'wolfRobot'];
// Night 1 (advanced order): the robot (12) learns `learn`; day 1 without exile; night 2 up to his step.
const upToRobot = (learn: number): GameEvent[] => [
  { type: 'guard', target: 5 },
  { type: 'seer', target: 9 },
  { type: 'wolves', target: 6 },
  { type: 'witch' },
  { type: 'wolfRobot', target: learn },
  { type: 'vote', ballots: {} },
  { type: 'guard', target: 7 },
  { type: 'seer', target: 10 },
  { type: 'wolves', target: 8 },
  { type: 'witch' },
];

describe("the wolf robot's learned powers on the moderator page", () => {
  it("a learned witch: the potions input, tonight's victim, and whose power it is", () => {
    const s = at(upToRobot(2), ROBOT, SEATS);
    expect(s.step.id).toBe('wolfRobot');
    expect(s.step.records).toBe('potions');
    const v = stepView(s.state, s.step, s.prev, 'en');
    expect(v.tells).toContain('Seat 12 uses the power he learned: the Witch’s (its rules, his own history)');
    expect(v.tells).toContain("Show the Wolf Robot (Seat 12) tonight's victim: Seat 8");
    const built = eventFor(s.step, { kind: 'potions', save: true, poison: null });
    expect(built).toEqual({ ok: true, event: { type: 'wolfRobot', save: true } });
  });

  it('a learned guard: a seat or nobody, his own last target refused with the reason', () => {
    const s = at(
      [
        ...upToRobot(4),
        { type: 'wolfRobot', target: 8 },
        { type: 'vote', ballots: {} },
        { type: 'guard', target: 5 },
        { type: 'seer', target: 11 },
        { type: 'wolves', target: 7 },
        { type: 'witch' },
      ],
      ROBOT,
      SEATS,
    );
    expect(s.step.id).toBe('wolfRobot');
    expect(s.step.records).toBe('seatOrNone');
    expect(s.step.noneOk).toBe(true);
    expect(s.step.targets[7]).toMatchObject({ seat: 8, ok: false, reason: 'guardRepeat' });
    // The guard's last target (5) does not bind him.
    expect(s.step.targets[4]).toMatchObject({ seat: 5, ok: true });
    expect(stepView(s.state, s.step, s.prev, 'zh-CN').tells).toContain('12号 使用学到的技能：守卫的技能（按该技能的规则，按他自己的使用记录）');
  });

  it('a learned hunter: shown at his step whether he may shoot, and at dawn that he cannot once poisoned', () => {
    const ok = at(upToRobot(3), ROBOT, SEATS);
    expect(stepView(ok.state, ok.step, ok.prev, 'en').before.flatMap((c) => c.tells)).toContain('Signal to Seat 12: 👍 he may shoot if he dies tonight');
    const events = upToRobot(3);
    events[events.length - 1] = { type: 'witch', poison: 12 };
    const poisoned = at(events, ROBOT, SEATS);
    const v = stepView(poisoned.state, poisoned.step, poisoned.prev, 'en');
    expect(v.before.flatMap((c) => c.tells)).toContain('Signal to Seat 12: 👎 he may not shoot if he dies tonight');
    expect(v.tells).toContain('Signal to Seat 12: he cannot shoot');
  });

  it("the timeline words his later nights as the learned card's event, said to be his, in every language", () => {
    const witch = timeline(log([...upToRobot(2), { type: 'wolfRobot', poison: 1 }], ROBOT, SEATS), 'en');
    expect(witch.at(-1)!.text).toBe("Wolf Robot, with the Witch's power: Witch poisons Seat 1");
    const guard = timeline(log([...upToRobot(4), { type: 'wolfRobot', target: 8 }], ROBOT, SEATS), 'zh-CN');
    expect(guard.at(-1)!.text).toBe('机械狼（用学到的守卫技能）：守卫守护 8号');
    // Night 1 is still his learning.
    expect(guard[4].text).toBe('机械狼学习 4号：守卫');
    for (const lang of ['en', 'zh-CN', 'zh-TW'] as const) {
      const t = timeline(log([...upToRobot(2), { type: 'wolfRobot', save: true }], ROBOT, SEATS), lang).at(-1)!.text;
      expect(t, lang).not.toMatch(/[{}]|ev\./);
    }
  });

  it('his step asks to learn on night 1 and to use the learned power later; the later answer is a use, not a learning (docs/rules.md, the wolf robot)', () => {
    // He learned the seer (seat 1) on night 1 and checks seat 3 (the hunter: good) on night 2.
    const record = { board: ROBOT, seats: SEATS, events: [...upToRobot(1), { type: 'wolfRobot', target: 3 }] as GameEvent[] };
    const r = replay(record, { keepStates: true });
    if (!r.ok) throw new Error(r.error.message);
    const robot = beatsOf({ states: r.states!, record }, 'zh-CN').filter((b) => b.kind === 'step' && b.step === 'wolfRobot');
    const first = robot.find((b) => b.night === 1 && b.waitsFor);
    const later = robot.find((b) => b.night === 2 && b.waitsFor);
    expect(first?.lines.at(-1)).toBe('机械狼请睁眼，你要学习的是……（法官把该玩家的身份牌给他看）');
    expect(later?.lines.at(-1)).toBe('机械狼请睁眼，你要使用学到的技能吗？');
    const answers = robot.flatMap((b) => b.shows.filter((x) => x.code === 'answer').map((x) => [b.night, x.text]));
    expect(answers).toEqual([
      [1, '向机械狼（12号）示意他学习的 1号 的身份：预言家'],
      [2, '向机械狼（12号）示意他学到的技能查到 3号：👍 好人'],
    ]);
  });
});
