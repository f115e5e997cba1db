// The printed wake order and the moderator engine call the same steps on the same nights (
// one canonical order; lib/engine/setup builds its steps from data/night-order.json and the house rules).
import { describe, it, expect } from 'vitest';
import type { Board } from '../../lib/generated/board';
import { deal, startGame } from '../../lib/engine';
import { generateOrder } from '../../lib/order/generate';
import { EVERY_ROLE, FORUM_13, YU_NV_LIE_BAI, YU_NV_LIE_SHOU } from './boards';

const DEMON_12: Board = {
  players: 12,
  roles: { werewolf: 2, demon: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1, idiot: 1 },
};
const LONE_DEMON: Board = { players: 8, roles: { demon: 1, villager: 5, seer: 1, witch: 1 } };

function engineSteps(board: Board): { first: string[]; later: string[]; recordsNothing: string[] } {
  const d = deal(board, 1);
  if (!d.ok) throw new Error(d.message);
  const order = startGame(board, d.seats, d.bottom).ctx.order;
  return {
    first: order.filter((s) => s.nights !== 'afterFirst').map((s) => s.id),
    later: order.filter((s) => s.nights !== 'first').map((s) => s.id),
    recordsNothing: order.filter((s) => s.event === null).map((s) => s.id),
  };
}

function planSteps(board: Board): { first: string[]; later: string[]; recordsNothing: string[] } {
  const p = generateOrder(board);
  const steps = (list: typeof p.firstNight) => list.filter((s) => s.kind !== 'marker').map((s) => s.id);
  return {
    first: steps(p.firstNight),
    later: steps(p.otherNights),
    recordsNothing: p.firstNight.filter((s) => s.kind === 'group' || s.records === 'none').map((s) => s.id),
  };
}

describe('the wake order agrees with the engine', () => {
  const boards = { YU_NV_LIE_BAI, YU_NV_LIE_SHOU, FORUM_13, EVERY_ROLE, DEMON_12, LONE_DEMON };
  for (const [name, b] of Object.entries(boards)) {
    for (const demonVersion of ['online', 'offline'] as const) {
      for (const nightOrder of ['advanced', 'chinese', 'base'] as const) {
        it(`${name}, demonVersion ${demonVersion}, ${nightOrder}`, () => {
          const board: Board = { ...b, rules: { ...b.rules, demonVersion, nightOrder } };
          expect(planSteps(board)).toEqual(engineSteps(board));
        });
      }
    }
  }

  it("the comparison sees the offline demon's night-1 step (seed 000 线下版)", () => {
    const off = engineSteps({ ...DEMON_12, rules: { demonVersion: 'offline' } });
    expect(off.first).toContain('demon');
    expect(off.later).not.toContain('demon');
    expect(off.recordsNothing).toContain('demon');
    expect(engineSteps(DEMON_12).later).toContain('demon');
  });
});
