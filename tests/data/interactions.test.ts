import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseWith } from '../../lib/input/schema';
import { interactionsSchema } from '../../lib/generated/zod/interactions';
import type { Interactions } from '../../lib/generated/interactions';
import { CHECKS } from '../../lib/validator';
import { withTexts } from '../texts';
import rulesSchema from '../../schemas/rules.schema.json';
import { problemEn } from '../texts';

// data/interactions.json: the validator's role interactions as data (a jinx list), each entry one check.
const file = join(import.meta.dirname, '../../data/interactions.json');
const raw = readFileSync(file, 'utf8');
const ids = JSON.parse(raw) as Interactions;
const data = withTexts(ids);
const ruleProps = rulesSchema.properties as Record<string, { type?: string; enum?: unknown[] }>;
const valuesOf = (key: string): string[] =>
  ruleProps[key].enum ? ruleProps[key].enum!.map(String) : ruleProps[key].type === 'boolean' ? ['true', 'false'] : [];

describe('data/interactions.json', () => {
  it('validates against schemas/interactions.schema.json', () => {
    const parsed = parseWith(interactionsSchema, ids);
    if (!parsed.ok) throw new Error(parsed.problems.map((p) => `${p.path}: ${problemEn(p)}`).join('; '));
  });

  it("has one check per entry, with the entry's id, roles, rules, severity and source", () => {
    const ids = data.interactions.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of data.interactions) {
      const c = CHECKS.find((k) => k.id === e.id);
      expect(c, e.id).toBeDefined();
      expect(c!.roles).toEqual(e.roles);
      expect(c!.rules).toEqual(e.rules);
      expect(c!.severity).toEqual([e.severity]);
      expect(c!.source).toBe(e.source);
    }
  });

  it('names only house-rule keys and values the rules schema has', () => {
    for (const e of data.interactions) {
      for (const k of e.rules) expect(ruleProps, `${e.id} rules`).toHaveProperty(k);
      if (e.variants) {
        expect(ruleProps, `${e.id} variants.rule`).toHaveProperty(e.variants.rule);
        for (const v of Object.keys(e.variants.messages)) expect(valuesOf(e.variants.rule), e.id).toContain(v);
        expect(e.rules, `${e.id}: the variant's rule is among its rules`).toContain(e.variants.rule);
      }
      for (const k of Object.keys(e.when ?? {})) expect(e.rules, `${e.id}: a when rule is among its rules`).toContain(k);
      if (e.fix && 'rules' in e.fix) {
        for (const k of Object.keys(e.fix.rules)) expect(e.rules, `${e.id}: the fix's rule is among its rules`).toContain(k);
      }
    }
  });

  it('has texts in both languages; a message or variants for data entries, texts only for computing ones', () => {
    for (const e of data.interactions) {
      const texts = [e.message, ...Object.values(e.variants?.messages ?? {}), ...Object.values(e.texts ?? {})].filter(Boolean);
      for (const t of texts) expect(t!.en.trim().length > 0 && t!.zh.trim().length > 0, e.id).toBe(true);
      expect(!(e.message && e.variants), `${e.id}: message or variants, not both`).toBe(true);
      expect(!(e.texts && (e.message || e.variants)), `${e.id}: texts are for a computing check`).toBe(true);
      if (e.chanceNote) expect(e.message || e.variants, e.id).toBeTruthy();
    }
    expect(data.chanceNote.en).toContain('{chance}');
    expect(data.chanceNote.zh).toContain('{chance}');
  });
});
