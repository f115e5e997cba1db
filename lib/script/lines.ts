// The judge's lines of data/script.json, validated against schemas/script.schema.json in tests.
// A line that depends on a house rule is picked by the rule's value (or an explicit variant key).
import data from '../../data/script.json';
import type { JudgeScriptData } from '../generated/script';
import type { ResolvedRules, RuleKey } from '../catalogue/rules';
import { t, untranslated, type TextRef } from '../i18n';
import { locOf, perLang, type Loc, type LocVar } from './loc';

export const SCRIPT = data as unknown as JudgeScriptData;

/** The rule whose value picks the variant of line `key` (data/script.json `rule`), if any. */
export function ruleOfLine(key: string): RuleKey | undefined {
  return SCRIPT.lines[key]?.rule as RuleKey | undefined;
}

/** The rule values a house rule's line needs to be listed (data/script.json houseRuleWhen). */
export function houseRuleWhen(key: RuleKey): Record<string, (string | number | boolean)[]> | undefined {
  return SCRIPT.houseRuleWhen[key];
}

/** The message id of line `key`; `variant` defaults to the value of the line's rule. Throws on a missing key (a bug, caught by tests). */
function lineKey(key: string, rules?: ResolvedRules, variant?: string): string {
  const entry = SCRIPT.lines[key];
  if (!entry) throw new Error(`data/script.json has no line "${key}"`);
  if (entry.text) return entry.text;
  const rule = ruleOfLine(key);
  const v = variant ?? (rule && rules ? String(rules[rule]) : undefined);
  const text = v === undefined ? undefined : entry.variants?.[v];
  if (!text) throw new Error(`data/script.json line "${key}" has no variant "${v}"`);
  return text;
}

/** The line `key` as Loc, without parameters. */
export function lineOf(key: string, rules?: ResolvedRules, variant?: string): Loc {
  return locOf(lineKey(key, rules, variant));
}

/** The line `key` with its placeholders filled (by t, as every message). */
export function say(key: string, rules?: ResolvedRules, vars?: Record<string, LocVar>, variant?: string): Loc {
  return locOf(lineKey(key, rules, variant), vars);
}

/**
 * A card's text in every language: a message, or a custom card's inline words, which carry a visible mark in a
 * language they were not written in (docs/rules.md, Custom roles: a missing language falls back and is marked).
 */
export function cardText(ref: TextRef): Loc {
  if (typeof ref === 'string') return locOf(ref);
  const mark = lineOf('untranslated');
  return perLang((l) => (untranslated(ref, l) ? `${t(ref, l)}${mark[l]}` : t(ref, l)));
}

/** The rule keys whose value selects a line of the script (what the table-driven test walks). */
export function ruleKeysInLines(): RuleKey[] {
  const keys = new Set<RuleKey>();
  for (const key of Object.keys(SCRIPT.lines)) {
    const rule = ruleOfLine(key);
    if (rule) keys.add(rule);
  }
  return [...keys];
}
