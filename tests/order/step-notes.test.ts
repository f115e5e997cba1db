// data/script.json stepNotes and ruleVariantSteps name only what exists: step ids of the night orders,
// lines of the script, powers and traits of the role data (schemas/role.schema.json).
import { describe, it, expect } from 'vitest';
import roleSchema from '../../schemas/role.schema.json';
import { ROLES } from '../../lib/catalogue';
import { NIGHT_ORDERS } from '../../lib/order/orders';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { SCRIPT } from '../../lib/script/lines';
import { RULE_KEYS, ruleLabel } from '../../lib/catalogue/house-rules';
import { t } from '../../lib/i18n';

const defs = roleSchema.definitions;
const POWERS = new Set([...defs.nightStep.properties.power.enum, ...defs.dayPower.properties.power.enum]);
const TRAITS = new Set(roleSchema.properties.traits.items.enum);
const STEP_IDS = new Set(Object.values(NIGHT_ORDERS.orders).flatMap((o) => o.steps.map((s) => s.id as string)));

describe('data/script.json stepNotes', () => {
  it('is keyed by step ids of the night orders and says lines of the script', () => {
    for (const [step, notes] of Object.entries(SCRIPT.stepNotes)) {
      expect(STEP_IDS.has(step), step).toBe(true);
      for (const n of notes) expect(SCRIPT.lines[n.line], `${step}: ${n.line}`).toBeDefined();
    }
  });

  it('asks cards by powers and traits the role data has', () => {
    for (const [step, notes] of Object.entries(SCRIPT.stepNotes)) {
      for (const q of notes.flatMap((n) => n.when?.cards ?? [])) {
        for (const p of q.power ?? []) expect(POWERS.has(p), `${step}: power ${p}`).toBe(true);
        if (q.trait) expect(TRAITS.has(q.trait), `${step}: trait ${q.trait}`).toBe(true);
      }
    }
  });
});

describe('data/script.json ruleVariantSteps', () => {
  it("has a line for every power a role's rule variant gives a step, and only for those", () => {
    const given = new Set<string>();
    for (const r of ROLE_IDS) {
      for (const v of ROLES[r].ruleVariants ?? []) {
        for (const p of v.set.nightSteps ?? []) {
          const base = ROLES[r].nightSteps.find((s) => s.id === p.id);
          if (p.power && p.power !== base?.power) given.add(p.power);
        }
      }
    }
    expect(Object.keys(SCRIPT.ruleVariantSteps).sort()).toEqual([...given].sort());
    for (const { line } of Object.values(SCRIPT.ruleVariantSteps)) expect(SCRIPT.lines[line], line).toBeDefined();
  });
});

describe('role data noteCitesRules', () => {
  // A note that defers to a house rule ("… is the house rule “Wolves may kill a wolf”") lists every variant;
  // the script prints the board's own rule lines instead (docs/rules.md, the judge's script). The flag is data
  // so that a page with one language loaded reads it too.
  const defers = (text: string) => RULE_KEYS.some((k) => text.includes(`house rule “${ruleLabel(k, 'en')}”`));
  it('is set exactly on the step notes that defer to a house rule by name', () => {
    for (const r of ROLE_IDS) {
      for (const s of ROLES[r].nightSteps) {
        if (s.note) expect(defers(t(s.note, 'en')), `${r}.${s.id}`).toBe(s.noteCitesRules === true);
      }
    }
  });
});
