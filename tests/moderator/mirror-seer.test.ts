// The mirror seer on the moderator page, on the WerewolfGameJudge app's 灯影预言家 board: his seat picker (not
// himself, nobody allowed), the inverted answer the judge signs him, the timeline's words, and the deal, where he is
// shown the seer's card and the two seer cards are numbered by seat (docs/rules.md, the mirror seer).
import { describe, expect, it } from 'vitest';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import { getPreset } from '../../lib/catalogue/presets';
import { dealtAs } from '../../lib/engine/faces';
import { timeline } from '../../lib/moderator/timeline';
import { stepView } from '../../lib/moderator/view';
import { at, log } from './helpers';

const BOARD = getPreset('deng-ying-yu-yan-jia')!.board;
// wolves 1–3, wolf king 4, villagers 5–7, mirror seer 8, seer 9, witch 10, guard 11, knight 12
const SEATS = Object.entries(BOARD.roles).flatMap(([r, n]) => Array<RoleId>(n ?? 0).fill(r as RoleId));
const upTo = (event: string, events: GameEvent[] = [], seats: RoleId[] = SEATS): ReturnType<typeof at> & { events: GameEvent[] } => {
  // Plays the night's steps before `event` with the first legal choice (nobody where allowed).
  let s = at(events, BOARD, seats);
  const ev = [...events];
  while (s.step.event !== event) {
    const e: GameEvent =
      s.step.event === 'witch'
        ? ({ type: 'witch' } as GameEvent)
        : s.step.noneOk
          ? ({ type: s.step.event, target: null } as GameEvent)
          : ({ type: s.step.event, target: s.step.targets.find((t) => t.ok)!.seat } as GameEvent);
    ev.push(e);
    s = at(ev, BOARD, seats);
  }
  return Object.assign(s, { events: ev });
};

describe('the mirror seer on the moderator page', () => {
  it('calls the two seer cards by number, #1 first: here the mirror seer (seat 8) before the seer (seat 9)', () => {
    const first = upTo('mirrorSeer', [
      { type: 'guard', target: 5 },
      { type: 'wolves', target: 6 },
    ]);
    // The seer's step has not come yet: the mirror seer holds #1.
    expect(first.events.some((e) => e.type === 'seer')).toBe(false);
    const v = stepView(first.state, first.step, first.prev, 'zh-CN');
    expect(v.line).toBe('预言家1号请睁眼，你要查验的是……');
    expect(v.closeLine).toBe('预言家1号请闭眼');
    const second = at([...first.events, { type: 'mirrorSeer', target: 2 }], BOARD, SEATS);
    expect(second.step.event).toBe('seer');
    expect(stepView(second.state, second.step, second.prev, 'en').line).toBe('Seer number 2, open your eyes. Whom do you want to check?');
    // The same words for both: only the number differs.
    expect(stepView(second.state, second.step, second.prev, 'zh-TW').line).toBe('預言家2號請睜眼，你要查驗的是……');
  });

  it('keeps the seer first when he holds #1, and a lone seer card unnumbered', () => {
    const seats = [...SEATS];
    [seats[7], seats[8]] = [seats[8], seats[7]];
    const s = upTo('seer', [{ type: 'guard', target: 5 }], seats);
    expect(s.events.some((e) => e.type === 'mirrorSeer')).toBe(false);
    expect(s.step.actors).toEqual([8]);
    expect(stepView(s.state, s.step, s.prev, 'en').line).toBe('Seer number 1, open your eyes. Whom do you want to check?');
    // Without the mirror seer the seer is called by her own line.
    const plain = getPreset('yu-nv-lie-bai')!.board;
    const ps = Object.entries(plain.roles).flatMap(([r, n]) => Array<RoleId>(n ?? 0).fill(r as RoleId));
    let g = at([], plain, ps);
    const ev: GameEvent[] = [];
    while (g.step.event !== 'seer') {
      ev.push(
        g.step.event === 'witch' ? ({ type: 'witch' } as GameEvent) : ({ type: g.step.event, target: g.step.targets.find((t) => t.ok)!.seat } as GameEvent),
      );
      g = at(ev, plain, ps);
    }
    expect(stepView(g.state, g.step, g.prev, 'en').line).toBe('Seer, open your eyes. Whom do you want to check?');
  });

  it('asks him for another seat, or nobody', () => {
    const s = upTo('mirrorSeer', [
      { type: 'guard', target: 5 },
      { type: 'wolves', target: 6 },
    ]);
    expect(s.step.noneOk).toBe(true);
    expect(s.step.actors).toEqual([8]);
    expect(s.step.targets.find((t) => t.seat === 8)?.reason).toBe('self');
    expect(s.step.targets.filter((t) => t.ok).map((t) => t.seat)).toEqual([1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]);
  });

  it('shows the judge the inverted answer: a wolf is good, the seer a wolf', () => {
    const before = upTo('mirrorSeer', [
      { type: 'guard', target: 5 },
      { type: 'wolves', target: 6 },
    ]).events;
    const wolf = at([...before, { type: 'mirrorSeer', target: 2 }], BOARD, SEATS);
    expect(stepView(wolf.state, wolf.step, wolf.prev, 'en').answer).toBe('Sign the mirror seer (Seat 8) the inverted answer: Seat 2 is 👍 good');
    const seer = at([...before, { type: 'mirrorSeer', target: 9 }], BOARD, SEATS);
    expect(stepView(seer.state, seer.step, seer.prev, 'zh-CN').answer).toBe('向灯影预言家（8号）示意相反的结果：9号 是 👎 狼人');
    const t = timeline(log([...before, { type: 'mirrorSeer', target: 9 }], BOARD, SEATS), 'en').map((e) => e.text);
    expect(t).toContain('Mirror seer checks Seat 9: told 👎 a wolf');
    const none = timeline(log([...before, { type: 'mirrorSeer', target: null }], BOARD, SEATS), 'zh-TW').map((e) => e.text);
    expect(none).toContain('燈影預言家不查驗');
  });

  it('deals him the seer card, the two numbered by seat', () => {
    expect(dealtAs(SEATS, 8)).toEqual({ face: 'seer', number: 1 });
    expect(dealtAs(SEATS, 9)).toEqual({ face: 'seer', number: 2 });
    expect(dealtAs(SEATS, 5)).toEqual({ face: 'villager', number: null });
    // Alone (no seer on the board) he is shown the seer's card with no number.
    expect(dealtAs(['mirrorSeer', 'werewolf', 'villager'], 1)).toEqual({ face: 'seer', number: null });
    // The plain seer alone is not numbered either.
    expect(dealtAs(['seer', 'werewolf', 'villager'], 1)).toEqual({ face: 'seer', number: null });
  });
});
