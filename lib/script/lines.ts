// The judge's lines of data/script.json, validated against schemas/script.schema.json in tests.
// A line that depends on a house rule is picked by the rule's value (or an explicit variant key).
import data from '../../data/script.json';
import type { JudgeScriptData } from '../generated/script';
import type { ResolvedRules, RuleKey } from '../rules';
import { locOf, fill, type Loc, type LocVar } from './loc';

export const SCRIPT = data as unknown as JudgeScriptData;

/** The line `key` as Loc; `variant` defaults to the value of the line's rule. Throws on a missing key (a bug, caught by tests). */
export function lineOf(key: string, rules?: ResolvedRules, variant?: string): Loc {
  const entry = SCRIPT.lines[key];
  if (!entry) throw new Error(`data/script.json has no line "${key}"`);
  if (entry.text) return locOf(entry.text, `script.${key}`);
  const v = variant ?? (entry.rule && rules ? String(rules[entry.rule as RuleKey]) : undefined);
  const text = v === undefined ? undefined : entry.variants?.[v];
  if (!text) throw new Error(`data/script.json line "${key}" has no variant "${v}"`);
  return locOf(text, `script.${key}.${v}`);
}

/** lineOf + placeholders. */
export function say(key: string, rules?: ResolvedRules, vars?: Record<string, LocVar>, variant?: string): Loc {
  return fill(lineOf(key, rules, variant), vars);
}

/** The rule keys whose value selects a line of the script (what the table-driven test walks). */
export function ruleKeysInLines(): RuleKey[] {
  const keys = new Set<RuleKey>();
  for (const l of Object.values(SCRIPT.lines)) if (l.rule) keys.add(l.rule as RuleKey);
  return [...keys];
}
