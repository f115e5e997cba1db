// Whether a step's or a day power's params are ones its power takes, with legal values (lib/powers/params.ts):
// the one reading the validator names a custom card's typo by (lib/validator/custom-cards.ts) and that
// every catalogue card's params pass (tests/powers/params.test.ts).
import { isRoleId } from '../catalogue/roles';
import { DEFAULT_FAMILY, FAMILIES } from '../catalogue/rules';
import { DAY_POWERS, type ParamSpec, STEP_POWERS } from './params';

type Value = string | number | boolean;

/** A param the power does not take (`spec` null), or a value its spec does not allow. */
export interface ParamProblem {
  readonly param: string;
  readonly value: Value;
  readonly spec: ParamSpec | null;
  /** The params the power takes (what an unknown one could have been). */
  readonly takes: readonly string[];
}

/** A house-rule key (data/house-rules.json): every family sets every key. */
export const isRuleKey = (x: unknown): boolean => typeof x === 'string' && Object.hasOwn(FAMILIES[DEFAULT_FAMILY], x);

/** A cadence's words (lib/powers/cards cadenceOf): every other night from night 1 or 2, or night 1 only. */
export const CADENCE_WORDS: readonly string[] = ['odd', 'even', 'firstNightOnly'];
/** The most nights a cadence may skip: a step called less often than every 10th night is never called in a game. */
export const MAX_EVERY = 10;

/** Whether a value is legal under a param's spec. */
export function legalValue(spec: ParamSpec, v: Value): boolean {
  switch (spec.kind) {
    case 'enum':
      return typeof v === 'string' && spec.values.includes(v);
    case 'bool':
      return typeof v === 'boolean';
    case 'int':
      return Number.isInteger(v) && (v as number) >= spec.min && (v as number) <= spec.max;
    case 'cadence':
      return typeof v === 'number' ? Number.isInteger(v) && v >= 1 && v <= MAX_EVERY : typeof v === 'string' && (CADENCE_WORDS.includes(v) || isRuleKey(v));
    case 'rule':
      return isRuleKey(v);
    case 'card':
      return isRoleId(v);
  }
}

function problemsUnder(specs: Readonly<Record<string, ParamSpec>>, params: Readonly<Record<string, Value>> | undefined): ParamProblem[] {
  const takes = Object.keys(specs);
  const out: ParamProblem[] = [];
  for (const [param, value] of Object.entries(params ?? {})) {
    const spec = Object.hasOwn(specs, param) ? specs[param] : null;
    if (!spec || !legalValue(spec, value)) out.push({ param, value, spec, takes });
  }
  return out;
}

/** The params of a night step its power does not take or does not allow (none: all legal). */
export function stepParamProblems(power: keyof typeof STEP_POWERS, params: Readonly<Record<string, Value>> | undefined): ParamProblem[] {
  return problemsUnder(STEP_POWERS[power].params, params);
}

/** The params of a day or passive power it does not take or does not allow. */
export function dayParamProblems(power: keyof typeof DAY_POWERS, params: Readonly<Record<string, Value>> | undefined): ParamProblem[] {
  return problemsUnder(DAY_POWERS[power].params, params);
}
