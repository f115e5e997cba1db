// The designer's rule groups hold every house rule but the family (shown above them) exactly once.
import { describe, expect, it } from 'vitest';
import { RULE_GROUPS } from '../../components/designer/rule-groups';
import { RULE_KEYS } from '../../lib/catalogue/house-rules';
import { t, type Lang } from '../../lib/i18n';

const ui = (k: string, lang: Lang) => t(`ui.${k}`, lang);

describe('designer rule groups', () => {
  it('every rule key but the family, once', () => {
    const keys = RULE_GROUPS.flatMap((g) => [...g.keys]);
    expect([...keys].sort()).toEqual(RULE_KEYS.filter((k) => k !== 'family').sort());
    expect(new Set(keys).size).toBe(keys.length);
  });
  it('every group has a title in each language', () => {
    for (const g of RULE_GROUPS) {
      for (const l of ['en', 'zh-CN', 'zh-TW'] as const) expect(ui(`designer.ruleGroup.${g.id}`, l)).not.toMatch(/^designer\./);
    }
  });
});
