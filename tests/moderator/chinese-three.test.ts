// The moderator's steps and words for the cards of the WerewolfGameJudge app's 纯白夜影 board: the wolf witch's
// and the pure white's seat pickers (who may be named, nobody allowed), the exact card each is shown, the
// timeline's lines and the deaths their checks cause from night 2 (docs/rules.md, The Chinese boards' three cards).
import { describe, expect, it } from 'vitest';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import { getPreset } from '../../lib/catalogue/presets';
import { timeline } from '../../lib/moderator/timeline';
import { stepView } from '../../lib/moderator/view';
import { at, log } from './helpers';

const BOARD = getPreset('chun-bai-ye-ying')!.board;
// wolves 1–3, wolf witch 4, villagers 5–8, pure white 9, witch 10, hunter 11, guard 12
const SEATS = Object.entries(BOARD.roles).flatMap(([r, n]) => Array<RoleId>(n ?? 0).fill(r as RoleId));
// The Chinese order: guard, wolves, witch, then the wolf witch and the pure white with the checks.
const N1: GameEvent[] = [{ type: 'guard', target: 5 }, { type: 'wolves', target: 6 }, { type: 'witch' }];

describe('the wolf witch and the pure white on the moderator page', () => {
  it('asks the wolf witch for a seat that is not a wolf she knows, or nobody, and shows her the card', () => {
    const s = at(N1, BOARD, SEATS);
    expect(s.step.event).toBe('wolfWitch');
    expect(s.step.noneOk).toBe(true);
    const named = s.step.targets.filter((t) => t.ok).map((t) => t.seat);
    expect(named).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
    expect(s.step.targets.find((t) => t.seat === 1)?.reason).toBe('checkKnownWolf');
    // The advanced order: on night 1 her step comes before the wolves' (she may check one), from night 2 not.
    const adv = { ...BOARD, rules: { ...BOARD.rules, nightOrder: 'advanced' as const } };
    const a1 = at([{ type: 'guard', target: 5 }], adv, SEATS);
    expect(a1.step.event).toBe('wolfWitch');
    expect(a1.step.targets.find((t) => t.seat === 1)?.ok).toBe(true);
    const c = at([...N1, { type: 'wolfWitch', target: 9 }], BOARD, SEATS);
    expect(stepView(c.state, c.step, c.prev, 'en').answer).toBe('Show the wolf witch (Seat 4) the card of Seat 9: Pure White');
    expect(stepView(c.state, c.step, c.prev, 'zh-CN').answer).toBe('向狼巫（4号）示意 9号 的身份：纯白之女');
  });

  it('asks the pure white for another seat, or nobody, and shows her the exact card', () => {
    const s = at([...N1, { type: 'wolfWitch', target: null }], BOARD, SEATS);
    expect(s.step.event).toBe('pureWhite');
    expect(s.step.noneOk).toBe(true);
    expect(s.step.targets.find((t) => t.seat === 9)?.reason).toBe('self');
    const c = at([...N1, { type: 'wolfWitch', target: null }, { type: 'pureWhite', target: 4 }], BOARD, SEATS);
    expect(stepView(c.state, c.step, c.prev, 'en').answer).toBe('Show the pure white (Seat 9) the card of Seat 4: Wolf Witch');
    expect(stepView(c.state, c.step, c.prev, 'zh-TW').answer).toBe('向純白之女（9號）示意 4號 的身分：狼巫');
  });

  it('words their checks in the timeline, and from night 2 the deaths they cause', () => {
    const n1: GameEvent[] = [...N1, { type: 'wolfWitch', target: 5 }, { type: 'pureWhite', target: null }];
    const day1: GameEvent[] = [...n1, { type: 'sheriff', seat: null }, { type: 'exile', seat: null }];
    const n2: GameEvent[] = [
      { type: 'guard', target: 7 },
      { type: 'wolves', target: 8 },
      { type: 'witch' },
      { type: 'wolfWitch', target: 9 },
      { type: 'pureWhite', target: 1 },
    ];
    const t = timeline(log([...day1, ...n2], BOARD, SEATS), 'en').map((e) => e.text);
    expect(t).toContain('Wolf witch checks Seat 5: Villager');
    expect(t).toContain('Pure white checks nobody');
    expect(t).toContain('Wolf witch checks Seat 9: Pure White');
    expect(t).toContain('Pure white checks Seat 1: Werewolf');
    const dawn = at([...day1, ...n2], BOARD, SEATS).state;
    expect(dawn.deaths.slice(-3).map((d) => [d.seat, d.cause])).toEqual([
      [8, 'wolves'],
      [9, 'checked'],
      [1, 'checked'],
    ]);
  });
});
