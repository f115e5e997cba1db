/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/house-rules.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../guard';
import { roleIdGuard } from './role-id';

const def_text: Guard = { k: 'str', min: 3, m: "text of at least 3 characters" };
const def_entry: Guard = {
  k: 'obj',
  p: {
  label: def_text,
  explanation: def_text,
  source: { k: 'str', min: 1, m: "text of at least 1 characters" },
  roles: { k: 'arr', i: roleIdGuard, m: "a list" },
  values: { k: 'rec', v: def_text, m: "an object" },
  },
  o: ["values"],
  m: "an object",
};
export const houseRulesGuard: Guard = { k: 'rec', v: def_entry, m: "an object" };

/** The schema's definitions, by name (e.g. one guard per event type). */
export const houseRulesGuardDefinitions = { "text": def_text, "entry": def_entry };
