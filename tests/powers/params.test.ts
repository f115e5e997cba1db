// What each power takes when a card is composed from it (docs/rules.md, Custom roles): every catalogue card's
// step and day params are ones its power takes, with legal values, read by the same checker the validator
// names a custom card's typo by; every power of the role format has an entry.
import { describe, expect, it } from 'vitest';
import roleSchema from '../../schemas/role.schema.json';
import { ROLES } from '../../lib/catalogue';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { dayParamProblems, legalValue, stepParamProblems } from '../../lib/powers/param-check';
import { DAY_POWERS, STEP_POWERS } from '../../lib/powers/params';

/** The enum of a property named `power` under a definition of the role schema. */
function powerEnum(def: string): string[] {
  const defs = (roleSchema as unknown as { definitions: Record<string, { properties?: Record<string, { enum?: string[] }> }> }).definitions;
  const values = defs[def]?.properties?.power?.enum;
  if (!values) throw new Error(`schemas/role.schema.json: no power enum under ${def}`);
  return values;
}

describe('the powers a card is composed from', () => {
  it('accepts every param of every catalogue card, at night and by day, under its rule variants too', () => {
    const bad: string[] = [];
    for (const id of ROLE_IDS) {
      const role = ROLES[id];
      for (const s of role.nightSteps) for (const p of stepParamProblems(s.power, s.params)) bad.push(`${id} ${s.id}: ${p.param}=${String(p.value)}`);
      for (const v of role.ruleVariants ?? [])
        for (const s of v.set.nightSteps ?? [])
          if (s.power && s.params) for (const p of stepParamProblems(s.power, s.params)) bad.push(`${id} ${s.id} (${v.rule}): ${p.param}=${String(p.value)}`);
      for (const d of role.dayPowers) for (const p of dayParamProblems(d.power, d.params)) bad.push(`${id} ${d.id}: ${p.param}=${String(p.value)}`);
    }
    expect(bad).toEqual([]);
  });

  it('accepts each catalogue step’s recorded input', () => {
    const bad = ROLE_IDS.flatMap((id) =>
      ROLES[id].nightSteps.filter((s) => !(STEP_POWERS[s.power].records as readonly string[]).includes(s.records)).map((s) => `${id} ${s.id}: ${s.records}`),
    );
    expect(bad).toEqual([]);
  });

  it('has an entry for every night and day power of the role format, and no other', () => {
    expect(Object.keys(STEP_POWERS).sort()).toEqual(powerEnum('nightStep').sort());
    expect(Object.keys(DAY_POWERS).sort()).toEqual(powerEnum('dayPower').sort());
  });

  it('refuses a value outside a param’s legal ones: an enum, an int range, a bool, a cadence, a rule, a card', () => {
    const inspect = STEP_POWERS.inspect.params;
    expect(legalValue(inspect.sees, 'card')).toBe(true);
    expect(legalValue(inspect.sees, 'cards')).toBe(false);
    expect(legalValue(inspect.checkKillsFrom, 10)).toBe(true);
    expect(legalValue(inspect.checkKillsFrom, 11)).toBe(false);
    expect(legalValue(inspect.mayPass, 'yes')).toBe(false);
    // A cadence: a positive whole number up to 10, the odd or even nights, night 1 only, or a house-rule key.
    for (const ok of [1, 10, 'odd', 'even', 'firstNightOnly', 'witchSelfSave']) expect(legalValue(inspect.every, ok), String(ok)).toBe(true);
    for (const no of [0, 11, 2.5, 'weekly', true]) expect(legalValue(inspect.every, no), String(no)).toBe(false);
    expect(legalValue(inspect.repeatRule, 'noSuchRule')).toBe(false);
    expect(legalValue(STEP_POWERS.infect.params.becomes, 'werewolf')).toBe(true);
    expect(legalValue(STEP_POWERS.infect.params.becomes, 'custom:x')).toBe(false);
    // A name the power does not take is named with the names it does.
    expect(stepParamProblems('protect', { repeat: true, again: true })).toEqual([{ param: 'again', value: true, spec: null, takes: ['every', 'repeat'] }]);
  });
});
