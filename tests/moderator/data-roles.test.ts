// The moderator's words for the villager-villager, the prince and the minion (docs/rules.md, their sections):
// the public card said at the first dawn before the election, the prince's reveal at his exile (and again), the
// minion's night-1 step or none for the blind minion — from real engine states.
import { describe, expect, it } from 'vitest';
import type { GameEvent, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { beatsOf } from '../../lib/moderator/beats';
import { timeline } from '../../lib/moderator/timeline';
import { buildScript } from '../../lib/script/build';
import { log } from './helpers';

const VV: Board = {
  players: 7,
  roles: { seer: 1, witch: 1, villagerVillager: 1, villager: 2, werewolf: 2 },
  rules: { family: 'langrensha', sheriff: true, nightOrder: 'advanced' },
};
const VV_SEATS: RoleId[] = ['seer', 'witch', 'villagerVillager', 'villager', 'villager', 'werewolf', 'werewolf'];
const NIGHT1: GameEvent[] = [{ type: 'seer', target: 6 }, { type: 'wolves', target: 4 }, { type: 'witch' }];

const PRINCE: Board = {
  players: 8,
  roles: { seer: 1, witch: 1, prince: 1, villager: 3, werewolf: 2 },
  rules: { family: 'langrensha', sheriff: false, nightOrder: 'advanced' },
};
const PRINCE_SEATS: RoleId[] = ['seer', 'witch', 'prince', 'villager', 'villager', 'werewolf', 'werewolf', 'villager'];

const lines = (l: ReturnType<typeof log>, lang: 'en' | 'zh-CN' | 'zh-TW') => beatsOf(l, lang).flatMap((b) => b.lines);

describe('the villager-villager, the prince and the minion on the moderator page', () => {
  it('says the public card at the first dawn, before the election (docs/rules.md, the villager-villager)', () => {
    const said = lines(log(NIGHT1, VV, VV_SEATS), 'en');
    const pub = said.indexOf('Everyone knows these cards from the deal: Seat 3 Villager-Villager.');
    expect(pub).toBeGreaterThan(0);
    expect(said.indexOf('The sun rises. Everyone, open your eyes.')).toBeLessThan(pub);
    const election = said.findIndex((x) => x.startsWith('The sheriff election'));
    expect(election).toBeGreaterThan(pub);
    expect(lines(log(NIGHT1, VV, VV_SEATS), 'zh-TW')).toContain('以下身分從發牌起公開：3號 明牌村民。');
  });

  it('says the public card before the deaths when there is no sheriff, and only at the first dawn', () => {
    const board = { ...VV, rules: { ...VV.rules, sheriff: false } };
    const events: GameEvent[] = [...NIGHT1, { type: 'exile', seat: 7 }, { type: 'seer', target: 5 }, { type: 'wolves', target: 5 }, { type: 'witch' }];
    const said = lines(log(events, board, VV_SEATS), 'en');
    expect(said.filter((x) => x.startsWith('Everyone knows these cards'))).toHaveLength(1);
    expect(said.findIndex((x) => x.startsWith('Everyone knows these cards'))).toBeLessThan(said.findIndex((x) => x.startsWith('Last night')));
  });

  it('the script announces the public card first on day 1', () => {
    const s = buildScript(VV);
    const day1 = s.sections.find((x) => x.id === 'day1')!;
    expect(day1.items[0].text?.en).toMatch(/public card/);
  });

  it('says the prince reveals and keeps his vote, then that he is exiled again and stays (princeSurvivesExile always)', () => {
    const events: GameEvent[] = [
      { type: 'seer', target: 6 },
      { type: 'wolves', target: 4 },
      { type: 'witch' },
      { type: 'exile', seat: 3 },
      { type: 'seer', target: 7 },
      { type: 'wolves', target: 5 },
      { type: 'witch' },
      { type: 'exile', seat: 3 },
    ];
    const l = log(events, PRINCE, PRINCE_SEATS);
    const said = lines(l, 'en');
    expect(said).toContain('Seat 3 shows his card: the Prince. He stays in the game and keeps his vote.');
    expect(said).toContain('Seat 3, the Prince, is exiled again and stays in the game.');
    expect(lines(l, 'zh-CN')).toContain('3号 亮牌：王子。他留在场上，仍可投票。');
    expect(timeline(l, 'en').map((e) => e.text)).toContain('Seat 3 exiled: the Prince reveals and stays, with his vote');
  });

  it('wakes the minion on night 1 after the wolves, or not at all when he is blind (minionKnowsWolves)', () => {
    const MINION: Board = {
      players: 7,
      roles: { seer: 1, witch: 1, villager: 2, werewolf: 2, minion: 1 },
      rules: { family: 'langrensha', sheriff: false, nightOrder: 'chinese' },
    };
    const seats: RoleId[] = ['seer', 'witch', 'villager', 'villager', 'werewolf', 'werewolf', 'minion'];
    const knows = lines(log([{ type: 'wolves', target: 3 }], MINION, seats), 'en');
    expect(knows).toContain('Minion, open your eyes. These are the wolves… (the judge points them out; the wolves keep their eyes shut)');
    const blind = { ...MINION, rules: { ...MINION.rules, minionKnowsWolves: false } };
    expect(lines(log([{ type: 'wolves', target: 3 }], blind, seats), 'en').some((x) => x.startsWith('Minion'))).toBe(false);
  });
});
