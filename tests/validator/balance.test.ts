// Balance score: per-role points as data, anchored on Ultimate Werewolf's published
// role values, summed over the board, with the thief's bottom cards at their expected value.
import { describe, it, expect } from 'vitest';
import { parseWith } from '../../lib/input/schema';
import { balancePointsSchema } from '../../lib/generated/zod/balance-points';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { BALANCE_POINTS, validate } from '../../lib/validator';
import { board, B12, F13 } from './boards';

describe('balance points data (data/balance-points.json)', () => {
  it('validates against schemas/balance-points.schema.json', () => {
    const r = parseWith(balancePointsSchema, BALANCE_POINTS);
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it('keeps the Ultimate Werewolf anchors: villager +1, werewolf −6, seer +7, witch +4, hunter +3, bodyguard +3, village idiot +2, cupid −3', () => {
    const v = (id: keyof typeof BALANCE_POINTS.roles) => BALANCE_POINTS.roles[id].value;
    expect([v('villager'), v('werewolf'), v('seer'), v('witch'), v('hunter'), v('guard'), v('idiot'), v('cupid')]).toEqual([1, -6, 7, 4, 3, 3, 2, -3]);
    for (const id of ['villager', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'idiot', 'cupid'] as const) {
      expect(BALANCE_POINTS.roles[id].byAnalogy, id).toBe(false);
      expect(BALANCE_POINTS.roles[id].source, id).toMatch(/Ultimate Werewolf/);
    }
  });

  it('says where every value comes from and marks the ones set by analogy', () => {
    for (const id of ROLE_IDS) {
      const e = BALANCE_POINTS.roles[id];
      expect(e.source.length, id).toBeGreaterThan(5);
      if (e.byAnalogy) expect(e.source, id).toMatch(/analogy|between|model/);
    }
    // Village cards help the village, wolf cards the wolves.
    for (const id of ['whiteWolfKing', 'wolfBeauty', 'demon'] as const) expect(BALANCE_POINTS.roles[id].value).toBeLessThan(-6);
  });
});

describe('balance score', () => {
  it('sums the cards: 预女猎白 = 4·(−6) + 4·1 + 7 + 4 + 3 + 2 = −4, favouring the wolves', () => {
    const b = validate(B12).balance;
    expect(b.score).toBe(-4);
    expect(b.deck).toBe(-4);
    expect(b.thiefAdjustment).toBe(0);
    expect(b.favours).toBe('wolves');
    expect(b.reading.en).toMatch(/Point score −4: favours the wolves by about 4 points — a point score from the role points printed by Ultimate Werewolf/);
    expect(b.reading.zh).toMatch(/分数 −4：偏向狼人，约 4 分/);
    expect(b.lines).toContainEqual({ role: 'seer', count: 1, value: 7 });
  });

  it('reads a score near 0 as about even, and a positive one as favouring the village (2·(−6) + 7 + 4 + 3 + 3 + 6 = +11)', () => {
    expect(validate(board(8, { werewolf: 2, seer: 1, villager: 5 })).balance).toMatchObject({ score: 0, favours: 'even' });
    const village = validate(board(12, { werewolf: 2, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 6 })).balance;
    expect(village.favours).toBe('village');
    expect(village.reading.en).toMatch(/favours the village by about 11 points/);
  });

  it('adjusts for the thief: the expected value over the bottom, not the deck sum', () => {
    const b = validate(F13).balance;
    // Deck: 4·(−6) + 6 + 7 + 4 + 3 − 3 + 0 = −7; the bottom buries cards worth −0.12 on average.
    expect(b.deck).toBe(-7);
    expect(b.score).not.toBe(b.deck);
    expect(b.thiefAdjustment).toBeCloseTo(b.score - b.deck, 10);
    expect(b.reading.en).toMatch(/thief's bottom cards change it/);
  });
});
