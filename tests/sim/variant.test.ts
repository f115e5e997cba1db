// Board variants for the lab's comparison: one house rule changed, with the type the schema expects.
import { describe, expect, it } from 'vitest';
import { getPreset } from '../../lib/catalogue/presets';
import { comparableRules, currentValue, rolesSummary, ruleValues, withRule } from '../../lib/sim/variant';

const shou = getPreset('yu-nv-lie-shou')!.board;
const bai = getPreset('yu-nv-lie-bai')!.board;

describe('lib/sim/variant', () => {
  it('offers only rules that can matter on the board (house-rules roles)', () => {
    expect(comparableRules(shou)).toContain('guardAndAntidoteCancel');
    expect(comparableRules(bai)).not.toContain('guardAndAntidoteCancel');
    expect(comparableRules(bai)).toContain('idiotCountsAs');
    // A count without named values is not offered.
    expect(comparableRules(bai)).not.toContain('lastWordsCount');
  });

  it('changes one rule, keeping its type (boolean, number, text)', () => {
    expect(currentValue(shou, 'guardAndAntidoteCancel')).toBe('true');
    expect(withRule(shou, 'guardAndAntidoteCancel', 'false')!.rules).toMatchObject({ guardAndAntidoteCancel: false, family: 'langrensha' });
    expect(withRule(bai, 'sheriffVote', '2')!.rules!.sheriffVote).toBe(2);
    expect(withRule(bai, 'winCondition', 'all')!.rules!.winCondition).toBe('all');
    expect(withRule(bai, 'winCondition', 'nonsense')).toBeNull();
    expect(ruleValues('witchSelfSave')).toEqual(['never', 'firstNight', 'always', 'withoutGuard']);
    // The original board is untouched.
    expect(shou.rules).not.toHaveProperty('guardAndAntidoteCancel');
  });

  it('summarises the roles in a language', () => {
    expect(rolesSummary(bai, 'en')).toBe('4 Villager, 4 Werewolf, Seer, Witch, Hunter, Idiot');
    expect(rolesSummary(bai, 'zh-CN')).toContain('预言家');
  });
});
