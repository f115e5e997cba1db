// The designer form's values ↔ a board file. The form keeps every role key (0 = absent) so each
// stepper has a field; the board it yields drops zeros and empty texts.
import type { Board } from '../../lib/generated/board';
import type { HouseRules } from '../../lib/generated/rules';
import { ROLE_IDS, type RoleId } from '../../lib/catalogue/roles';

export interface FormBoard {
  name: string;
  description: string;
  players: number;
  roles: Record<RoleId, number>;
  rules: HouseRules;
}

export const EMPTY_BOARD: Board = { players: 12, roles: {}, rules: { family: 'langrensha' } };

export function toForm(board: Board): FormBoard {
  const roles = Object.fromEntries(ROLE_IDS.map((id) => [id, board.roles[id] ?? 0])) as Record<RoleId, number>;
  return {
    name: board.name ?? '',
    description: board.description ?? '',
    players: board.players,
    roles,
    rules: { family: 'langrensha', ...(board.rules ?? {}) },
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
