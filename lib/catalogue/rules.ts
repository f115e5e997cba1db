// House rules: a board's `rules` object resolved against its family's defaults (data/families.json).
import families from '../../data/families.json';
import type { HouseRules } from '../generated/rules';

export type Family = NonNullable<HouseRules['family']>;
/** Every key present: what the engine, validator and script read. */
export type ResolvedRules = Required<HouseRules>;
export type RuleKey = keyof ResolvedRules;

export const FAMILIES = families as unknown as Record<Family, ResolvedRules>;
export const DEFAULT_FAMILY: Family = 'langrensha';

/** The family's defaults with the board's single keys laid over them. */
export function resolveRules(rules: HouseRules | undefined): ResolvedRules {
  const family = rules?.family ?? DEFAULT_FAMILY;
  const out = { ...FAMILIES[family] } as ResolvedRules;
  for (const [k, v] of Object.entries(rules ?? {})) {
    if (v !== undefined) (out as Record<string, unknown>)[k] = v;
  }
  out.family = family;
  return out;
}

/** The keys a board sets that differ from its family's defaults (what a share link or export needs). */
export function overridesOf(rules: HouseRules | undefined): HouseRules {
  const family = rules?.family ?? DEFAULT_FAMILY;
  const base = FAMILIES[family];
  const out: Record<string, unknown> = { family };
  for (const [k, v] of Object.entries(rules ?? {})) {
    if (k !== 'family' && v !== undefined && base[k as RuleKey] !== v) out[k] = v;
  }
  return out as HouseRules;
}
