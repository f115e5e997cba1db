/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/engine-choices.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';

const def_text: Guard = { k: 'str', min: 3, m: {"t":"str","min":3} };
const def_engineChoice: Guard = {
  k: 'obj',
  p: {
  id: { k: 'str', min: 1, m: {"t":"str","min":1} },
  topic: def_text,
  choice: def_text,
  source: { k: 'str', m: {"t":"str"} },
  rules: { k: 'arr', i: { k: 'str', m: {"t":"str"} }, m: {"t":"arr"} },
  },
  o: [],
  m: {"t":"obj"},
};
export const engineChoicesGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: {"t":"str"} },
  choices: { k: 'arr', i: def_engineChoice, m: {"t":"arr"} },
  },
  o: ["$schema"],
  m: {"t":"obj"},
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const engineChoicesGuardDefinitions = { "text": def_text, "engineChoice": def_engineChoice };
