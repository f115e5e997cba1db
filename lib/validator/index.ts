// The board validator: validate(board) → { valid, findings, balance }.
// Pure and fast (it runs on every keystroke in the designer): role facts are tables built once, the
// thief's deal odds are memoized by deck composition, and each check is a small function.
import type { Board } from '../generated/board';
import { withEnZh } from '../i18n/msg';
import { balanceOf } from './balance';
import { CARD_CHECKS } from './cards';
import { CUSTOM_CHECKS } from './custom-cards';
import { CUSTOM_NOTES } from './custom-notes';
import type { Check, Emitted } from './check';
import { buildContext, scopeOf } from './context';
import { PAIR_CHECKS } from './roles-pairs';
import { RULE_CHECKS } from './rules-effect';
import { SHERIFF_CHECKS } from './sheriff';
import { SIDE_CHECKS } from './sides';
import { THIEF_CHECKS } from './thief';
import type { Finding, Severity, ValidationResult } from './types';
import { WOLF_CHECKS } from './wolves';

export type * from './types';
export type { Check } from './check';
export { applyFix } from './fix';
export { BALANCE_POINTS } from './points';

/** Every check, in report order within a severity. */
export const CHECKS: readonly Check[] = [
  ...CARD_CHECKS,
  ...WOLF_CHECKS,
  ...SIDE_CHECKS,
  ...THIEF_CHECKS,
  ...PAIR_CHECKS,
  ...SHERIFF_CHECKS,
  ...RULE_CHECKS,
  ...CUSTOM_CHECKS,
  ...CUSTOM_NOTES,
];

const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** A check's finding as emitted, with the check's defaults and, for a scoped one, how likely it is in play. */
function findingOf(check: (typeof CHECKS)[number], ctx: ReturnType<typeof buildContext>, f: Emitted): Finding {
  const { severity, roles, rules, message, fix, scope, probability } = f;
  const out: Finding = {
    id: check.id,
    severity: severity ?? check.severity[0],
    roles: roles ?? check.roles.filter((id) => ctx.has(id)),
    rules: rules ?? [...check.rules],
    message: withEnZh(message),
  };
  if (fix) out.fix = { label: withEnZh(fix.label), patch: fix.patch };
  if (scope) out.scope = scope;
  if (probability !== undefined) out.probability = probability;
  if (!scope && check.scoped && out.roles.length) Object.assign(out, scopeOf(ctx.together(out.roles)));
  return out;
}

/**
 * Validates a schema-valid board (parse it first with lib/input/schema parseBoard / parseBoardText).
 * Never throws on such a board; `valid` is false exactly when a finding has severity "error".
 */
export function validate(board: Board): ValidationResult {
  const ctx = buildContext(board);
  const findings: Finding[] = [];
  for (const check of CHECKS) check.run(ctx, (f: Emitted) => findings.push(findingOf(check, ctx, f)));
  // Stable sort: errors, then warnings, then infos; check order within each.
  findings.sort((a, b) => RANK[a.severity] - RANK[b.severity]);
  return { valid: !findings.some((f) => f.severity === 'error'), findings, balance: balanceOf(ctx) };
}
