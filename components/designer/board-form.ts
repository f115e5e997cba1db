// The designer form's values ↔ a board file. The form keeps every role key (0 = absent) so each
// stepper has a field; the board it yields drops zeros and empty texts.
import type { Board } from '../../lib/generated/board';
import type { HouseRules } from '../../lib/generated/rules';
import { ROLE_IDS, type RoleId } from '../../lib/catalogue/roles';
import type { CustomId } from '../../lib/catalogue/card-role';
import type { CustomRole } from '../../lib/catalogue/custom';

export interface FormBoard {
  name: string;
  description: string;
  players: number;
  /** Every catalogue role's count and each custom card's (custom:<name>). */
  roles: Record<RoleId | CustomId, number>;
  rules: HouseRules;
  /** The board's custom cards (the custom-cards panel edits them; none on most boards). */
  customRoles: CustomRole[];
}

export const EMPTY_BOARD: Board = { players: 12, roles: {}, rules: { family: 'langrensha' } };

export function toForm(board: Board): FormBoard {
  const customRoles = board.customRoles ?? [];
  const ids = [...ROLE_IDS, ...customRoles.map((c) => c.id)];
  const roles = Object.fromEntries(ids.map((id) => [id, board.roles[id] ?? 0])) as FormBoard['roles'];
  return {
    name: board.name ?? '',
    description: board.description ?? '',
    players: board.players,
    roles,
    rules: { family: 'langrensha', ...(board.rules ?? {}) },
    customRoles,
  };
}

/** The board the form holds, before the schema check (lib/input/schema decides whether it is one). */
export function fromForm(values: Partial<FormBoard>): Record<string, unknown> {
  const out: Record<string, unknown> = { players: values.players, roles: {} };
  if (values.name) out.name = values.name;
  if (values.description) out.description = values.description;
  const roles = out.roles as Record<string, unknown>;
  for (const [id, n] of Object.entries(values.roles ?? {})) if (n !== 0) roles[id] = n;
  if (values.rules) out.rules = values.rules;
  if (values.customRoles?.length) out.customRoles = values.customRoles;
  return out;
}

export function fileNameFor(board: Board): string {
  const base = (board.name ?? '')
    .trim()
    .replace(/[\\/:*?"<>|#%\s]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'board'}.wolfboard.json`;
}
