import { describe, it, expect } from 'vitest';
import rulesSchema from '../../schemas/rules.schema.json';
import { SCRIPT as SCRIPT_IDS, ruleOfLine } from '../../lib/script/lines';
import { withTexts } from '../texts';

const SCRIPT = withTexts(SCRIPT_IDS);
import { parseWith } from '../../lib/input/schema';
import scriptSchemaJson from '../../schemas/script.schema.json';
import { scriptSchema } from '../../lib/generated/zod/script';

const ruleProps = rulesSchema.properties as Record<string, { enum?: unknown[]; type?: string }>;

/** The values a rule can take, as variant keys ("true", "1.5", "pk"). */
function valuesOf(key: string): string[] {
  const p = ruleProps[key];
  if (p.enum) return p.enum.map(String);
  if (p.type === 'boolean') return ['true', 'false'];
  return [];
}

describe("data/script.json: the judge's lines", () => {
  it('validates against schemas/script.schema.json', () => {
    const r = parseWith(scriptSchema, SCRIPT_IDS);
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it('each line is one text or texts by variant, never both or neither', () => {
    for (const [key, line] of Object.entries(SCRIPT.lines)) {
      expect(!!line.text !== !!line.variants, key).toBe(true);
      if (line.rule) expect(line.variants, `${key} names a rule but has no variants`).toBeDefined();
    }
  });

  it('a line picked by a rule has a text for every value of that rule (rules.schema.json)', () => {
    for (const [key, line] of Object.entries(SCRIPT.lines)) {
      const rule = ruleOfLine(key);
      if (!rule) continue;
      expect(line.variants, `${key} is picked by ${rule} but has no variants`).toBeDefined();
      const variants = Object.keys(line.variants ?? {});
      for (const v of valuesOf(rule)) {
        // A value may be split further by the board (witchSelfSave: firstNight.first / firstNight.later).
        expect(
          variants.some((k) => k === v || k.startsWith(`${v}.`)),
          `${key} has no text for ${rule} = ${v}`,
        ).toBe(true);
      }
    }
  });

  it('the script names every house rule key, and only those (schemas/script.schema.json ruleKey = rules.schema.json keys)', () => {
    expect(scriptSchemaJson.definitions.ruleKey.enum).toEqual(Object.keys(rulesSchema.properties));
  });

  it('the rules added with the engine pick their lines too (electionSelfDestruct, elderAntidote, demonVersion)', () => {
    expect(ruleOfLine('day.sheriff.selfDestruct')).toBe('electionSelfDestruct');
    expect(ruleOfLine('any.elderAntidote')).toBe('elderAntidote');
    expect(ruleOfLine('note.demon.version')).toBe('demonVersion');
    expect(ruleOfLine('day.tie')).toBe('tieRule');
    expect(ruleOfLine('day.vote')).toBeUndefined();
  });

  it('zh and en texts use the same placeholders', () => {
    for (const [key, line] of Object.entries(SCRIPT.lines)) {
      const texts = line.text ? [line.text] : Object.values(line.variants ?? {});
      for (const t of texts) {
        const names = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();
        expect(names(t.zh), key).toEqual(names(t.en));
      }
    }
  });

  it('houseRuleWhen only names rule keys and values that exist', () => {
    for (const [key, when] of Object.entries(SCRIPT.houseRuleWhen)) {
      expect(ruleProps[key], key).toBeDefined();
      for (const [rk, vals] of Object.entries(when)) {
        expect(ruleProps[rk], rk).toBeDefined();
        for (const v of vals) expect(valuesOf(rk), `${key} when ${rk}`).toContain(String(v));
      }
    }
  });
});
