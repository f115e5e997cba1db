/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/house-rules.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';
import { roleIdGuard } from './role-id';

const def_text: Guard = { k: 'str', min: 3, m: {"t":"str","min":3} };
const def_entry: Guard = {
  k: 'obj',
  p: {
  label: def_text,
  explanation: def_text,
  source: { k: 'str', min: 1, m: {"t":"str","min":1} },
  roles: { k: 'arr', i: roleIdGuard, m: {"t":"arr"} },
  values: { k: 'rec', v: def_text, m: {"t":"obj"} },
  },
  o: ["values"],
  m: {"t":"obj"},
};
export const houseRulesGuard: Guard = { k: 'rec', v: def_entry, m: {"t":"obj"} };

/** The schema's definitions, by name (e.g. one guard per event type). */
export const houseRulesGuardDefinitions = { "text": def_text, "entry": def_entry };
