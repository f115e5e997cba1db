/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/interactions.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';
import { roleIdGuard } from './role-id';
import { rulesGuard } from './rules';

const def_text: Guard = { k: 'str', min: 3, m: {"t":"str","min":3} };
const def_interaction: Guard = {
  k: 'obj',
  p: {
  id: { k: 'str', min: 1, m: {"t":"str","min":1} },
  roles: { k: 'arr', i: roleIdGuard, min: 1, m: {"t":"arr","min":1} },
  rules: { k: 'arr', i: { k: 'str', m: {"t":"str"} }, m: {"t":"arr"} },
  severity: { k: 'enum', v: ["error","warning","info"], m: {"t":"enum","v":["error","warning","info"]} },
  source: { k: 'str', min: 1, m: {"t":"str","min":1} },
  summary: { k: 'str', min: 1, m: {"t":"str","min":1} },
  when: rulesGuard,
  message: def_text,
  variants: {
  k: 'obj',
  p: {
  rule: { k: 'str', m: {"t":"str"} },
  messages: { k: 'rec', v: def_text, m: {"t":"obj"} },
  },
  o: [],
  m: {"t":"obj"},
},
  chanceNote: { k: 'bool', m: {"t":"bool"} },
  fix: { k: 'or', a: [{
  k: 'obj',
  p: {
  replaceByVillagers: roleIdGuard,
  },
  o: [],
  m: {"t":"obj"},
}, {
  k: 'obj',
  p: {
  rules: rulesGuard,
  label: def_text,
  },
  o: [],
  m: {"t":"obj"},
}], m: {"t":"obj"} },
  texts: { k: 'rec', v: def_text, m: {"t":"obj"} },
  },
  o: ["when","message","variants","chanceNote","fix","texts"],
  m: {"t":"obj"},
};
export const interactionsGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: {"t":"str"} },
  chanceNote: def_text,
  interactions: { k: 'arr', i: def_interaction, m: {"t":"arr"} },
  },
  o: ["$schema"],
  m: {"t":"obj"},
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const interactionsGuardDefinitions = { "text": def_text, "interaction": def_interaction };
