// The simulator plays custom cards as the engine does (docs/rules.md, Custom roles): its policies go by power, so
// a custom check or protection is played like the catalogue's; a text-only card, which no power expresses, is
// refused with the setup problem that names it.
import { describe, expect, it } from 'vitest';
import type { Board } from '../../lib/generated/board';
import type { CustomRole } from '../../lib/generated/custom-role';
import { problemText } from '../../lib/i18n/problem-text';
import { SimulationError, simulate } from '../../lib/sim/simulate';
import { deathRowName } from '../../lib/sim/lab-text';
import '../../lib/i18n/all';
import { MUTE_WOLF, OWL_BOARD } from '../engine/custom-boards';

const MUTE_BOARD = {
  name: 'Mute wolf',
  players: 9,
  roles: { werewolf: 2, 'custom:muteWolf': 1, villager: 3, seer: 1, witch: 1, hunter: 1 },
  customRoles: [MUTE_WOLF],
} as Board;

describe('the lab plays boards with custom cards (docs/rules.md, Custom roles)', () => {
  for (const policy of ['random', 'heuristic'] as const) {
    it(`${policy}: the night owl and the night watch's board plays with no refused event, both sides winning some games`, () => {
      const r = simulate(OWL_BOARD, { games: 150, seed: 7, policy });
      expect(r.errors.count).toBe(0);
      expect(r.winRates.village.count).toBeGreaterThan(0);
      expect(r.winRates.wolves.count).toBeGreaterThan(0);
    });
  }

  it('every custom card dealt has its death rates, after the catalogue cards, worded by its own name', () => {
    const r = simulate(MUTE_BOARD, { games: 60, seed: 3, policy: 'heuristic' });
    const ids = r.deathRates.map((d) => d.role);
    expect(ids.at(-1)).toBe('custom:muteWolf');
    expect(ids).toContain('seer');
    const mute = r.deathRates.find((d) => d.role === 'custom:muteWolf')!;
    expect(mute.players).toBe(60);
    expect(deathRowName(mute, 'en')).toBe(MUTE_WOLF.names.en);
    expect(deathRowName(r.deathRates.find((d) => d.role === 'seer')!, 'en')).toBe('Seer');
    // A catalogue row carries no name of its own: its words are its messages.
    expect(r.deathRates.find((d) => d.role === 'seer')).not.toHaveProperty('name');
  });

  it('heuristic: a board with the mute wolf plays with no refused event', () => {
    expect(simulate(MUTE_BOARD, { games: 150, seed: 3, policy: 'heuristic' }).errors.count).toBe(0);
  });

  it('refuses a board with a text-only card, naming it', () => {
    const oracle = { id: 'custom:oracle', names: { en: 'Oracle', 'zh-CN': '神谕者' }, faction: 'village', textOnly: true } as CustomRole;
    const board = { name: 'Oracle', players: 9, roles: { werewolf: 3, villager: 4, witch: 1, 'custom:oracle': 1 }, customRoles: [oracle] } as Board;
    let err: unknown = null;
    try {
      simulate(board, { games: 10, seed: 1, policy: 'random' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(SimulationError);
    const problems = (err as SimulationError).problems;
    expect(problems.map((p) => p.code)).toEqual(['setup.textOnly']);
    expect(problemText(problems[0], 'zh-CN')).toContain('神谕者');
  });
});
