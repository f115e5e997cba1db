// The white werewolf on the moderator page and at the table: his step on his nights only, with the wolf-side
// players he may kill (never himself) and a pass, the timeline's words, the witch told his victim only where his
// kill can be stopped, and the end screen of his lone win (docs/rules.md, the white werewolf (白狼);
// werewolves-assistant (antoinezanardi) white-werewolf).
import { describe, expect, it } from 'vitest';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { eventFor } from '../../lib/powers/choice';
import { beatsOf } from '../../lib/moderator/beats';
import { winnerText, winWhy } from '../../lib/moderator/beats/end';
import { timeline } from '../../lib/moderator/timeline';
import { at, log } from './helpers';

const board = (rules: Board['rules'] = {}): Board => ({
  players: 9,
  roles: { whiteWerewolf: 1, werewolf: 2, seer: 1, witch: 1, guard: 1, villager: 3 },
  rules: { sheriff: false, ...rules },
});
const SEATS: RoleId[] = ['whiteWerewolf', 'werewolf', 'werewolf', 'seer', 'witch', 'guard', 'villager', 'villager', 'villager'];
const N1: GameEvent[] = [{ type: 'guard', target: 7 }, { type: 'wolves', target: 8 }, { type: 'witch' }, { type: 'seer', target: 2 }];
// Night 2 up to his step: day 1 exiles 9, the guard protects 5, the wolves kill 6.
const TO_HIS_STEP: GameEvent[] = [...N1, { type: 'exile', seat: 9 }, { type: 'guard', target: 5 }, { type: 'wolves', target: 6 }];

describe('the white werewolf', () => {
  it('is not called on night 1 under whiteWerewolfNights even (the default): the witch follows the wolves', () => {
    expect(at(N1.slice(0, 2), board(), SEATS).step.event).toBe('witch');
  });

  it('is called alone on night 2 after the wolves, with the other wolves to kill or a pass', () => {
    const { step } = at(TO_HIS_STEP, board(), SEATS);
    expect(step.event).toBe('whiteWerewolf');
    expect(step.records).toBe('seatOrNone');
    expect(step.actors).toEqual([1]);
    expect(step.noneOk).toBe(true);
    expect(step.targets.filter((o) => o.ok).map((o) => o.seat)).toEqual([2, 3]);
    // A villager and himself are offered with the reason they are refused.
    expect(step.targets.find((o) => o.seat === 7)?.ok).toBe(false);
    expect(step.targets.find((o) => o.seat === 1)?.ok ?? false).toBe(false);
    expect(eventFor(step, { kind: 'seats', seats: [3] })).toEqual({ ok: true, event: { type: 'whiteWerewolf', target: 3 } });
    expect(eventFor(step, { kind: 'none' })).toEqual({ ok: true, event: { type: 'whiteWerewolf', target: null } });
  });

  it('words his kill and his pass in the timeline, in three languages', () => {
    const kill = [...TO_HIS_STEP, { type: 'whiteWerewolf', target: 2 } as GameEvent];
    expect(timeline(log(kill, board(), SEATS), 'en').map((e) => e.text)).toContain('White werewolf kills Seat 2');
    expect(timeline(log(kill, board(), SEATS), 'zh-CN').map((e) => e.text)).toContain('白狼刀 2号');
    expect(timeline(log(kill, board(), SEATS), 'zh-TW').map((e) => e.text)).toContain('白狼殺死 2號');
    const pass = [...TO_HIS_STEP, { type: 'whiteWerewolf', target: null } as GameEvent];
    expect(timeline(log(pass, board(), SEATS), 'en').map((e) => e.text)).toContain('White werewolf kills nobody');
  });

  it("shows the witch his victim with the pack's only under whiteWerewolfKillProtectable", () => {
    const toWitch = [...TO_HIS_STEP, { type: 'whiteWerewolf', target: 2 } as GameEvent];
    const told = (rules: Board['rules']) => at(toWitch, board(rules), SEATS).step.tell;
    expect(told({})).toEqual([{ kind: 'victim', to: [5], seat: 6 }]);
    expect(told({ whiteWerewolfKillProtectable: true })).toEqual([{ kind: 'victims', to: [5], seats: [6, 2] }]);
  });

  it('ends on his lone win as the last player alive, with the reason on the end screen', () => {
    const small: Board = { players: 5, roles: { whiteWerewolf: 1, werewolf: 1, seer: 1, villager: 2 }, rules: { sheriff: false } };
    const seats: RoleId[] = ['whiteWerewolf', 'werewolf', 'seer', 'villager', 'villager'];
    const events: GameEvent[] = [
      { type: 'wolves', target: 4 },
      { type: 'seer', target: 1 },
      { type: 'exile', seat: 5 },
      { type: 'wolves', target: 3 },
      { type: 'whiteWerewolf', target: 2 },
      { type: 'seer', target: 2 },
    ];
    const { state } = at(events, small, seats);
    expect(state.winner).toBe('whiteWerewolf');
    expect(winnerText(state, 'en')).toBe('The white werewolf wins');
    expect(winnerText(state, 'zh-TW')).toBe('白狼勝利');
    expect(winWhy(state, 'en')).toBe('He is the last player alive: the white werewolf wins alone.');
    const end = beatsOf(log(events, small, seats), 'zh-CN').at(-1)!;
    expect(end.kind).toBe('end');
    expect(end.lines.join('')).toContain('白狼胜利');
  });
});
