// A check: its id, what it concerns, its source, and a small function next to its messages.
import type { RuleKey } from '../catalogue/rules';
import type { RoleId } from '../catalogue/roles';
import type { CardId } from '../catalogue/card-role';
import type { Ctx } from './context';
import type { Msg } from '../i18n/msg';
import type { BoardPatch, Finding, Severity } from './types';

/** A fix as a check makes it: its label a message (validate() adds the lazy en/zh). */
export interface DraftFix {
  label: Msg;
  patch: BoardPatch;
}

export type Emitted = Omit<Finding, 'id' | 'severity' | 'roles' | 'rules' | 'message' | 'fix'> & {
  message: Msg;
  fix?: DraftFix;
  severity?: Severity;
  roles?: CardId[];
  rules?: RuleKey[];
};

export interface Check {
  id: string;
  /** Severities this check can report; the first is the default. */
  severity: Severity[];
  /** Roles and house-rule keys the check is about (a finding may name a subset). */
  roles: RoleId[];
  rules: RuleKey[];
  /** Where the rule comes from (the rule text and its section). */
  source: string;
  /** One line, for the report and docs. */
  summary: string;
  /**
   * The finding is about its roles being in play together: unless the check says otherwise, its scope
   * is "board" when they surely are, else "inPlay" with the chance they all are (a thief may bury one).
   */
  scoped?: boolean;
  run(ctx: Ctx, emit: (f: Emitted) => void): void;
}

export function defineCheck(c: Check): Check {
  return c;
}
