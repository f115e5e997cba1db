// The engine's words are data: the choices it makes where the rule texts are silent (data/engine-choices.json)
// and the sentences of its refusals (messages engine.*, data/i18n/<lang>/engine.json). Both must be complete and well formed.
import { describe, it, expect } from 'vitest';
import { parseWith } from '../../lib/input/schema';
import { engineChoicesSchema } from '../../lib/generated/zod/engine-choices';
import choices from '../../data/engine-choices.json';
import { describeProblem } from '../../lib/engine/reasons';
import { messageKeys } from '../../lib/i18n';
import { textsOf } from '../texts';

const group = (prefix: string) =>
  Object.fromEntries(
    messageKeys('en')
      .filter((k) => k.startsWith(prefix))
      .map((k) => [k.slice(prefix.length), textsOf(k)]),
  );
const engineText = { problems: group('engine.problems.') };
const REASON_TEXTS = group('engine.reasons.');
import { refused, problem } from '../../lib/engine/errors';

describe('engine texts as data', () => {
  it('data/engine-choices.json follows its schema', () => {
    const r = parseWith(engineChoicesSchema, choices);
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it('every template names only parameters its problem carries, in both languages', () => {
    for (const [key, t] of Object.entries(engineText.problems)) {
      const en = [...t.en.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const zh = [...t.zh.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(zh, key).toEqual(en.filter((k) => k !== 'label' || zh.includes('label')));
    }
  });

  it('a refusal reads "act: seat N: reason" with the reason of its code', () => {
    const p = refused('guardRepeat', 'protect', 5);
    expect(describeProblem(p, 'en')).toBe(`guard: seat 5: ${REASON_TEXTS.guardRepeat.en}`);
    expect(describeProblem(p, 'zh-CN')).toBe(`守卫：5号：${REASON_TEXTS.guardRepeat.zh}`);
    expect(describeProblem(refused('onePotion', 'potions'), 'en')).toBe(`witch: ${REASON_TEXTS.onePotion.en}`);
  });

  it('fills every parameter of a problem and leaves no placeholder', () => {
    const p = problem('wrongStep', 'wrongStepDay', { day: 2, labelKey: 'engine.daySteps.badge', type: 'vote' });
    expect(describeProblem(p, 'en')).toBe('day 2: it is the badge now, not a "vote" event');
    expect(describeProblem(p, 'zh-CN')).toBe('第2天：现在是警徽移交，不能记录 "vote"');
  });
});
