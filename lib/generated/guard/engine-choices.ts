/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/engine-choices.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../guard';

const def_text: Guard = { k: 'str', min: 3, m: "text of at least 3 characters" };
const def_engineChoice: Guard = {
  k: 'obj',
  p: {
  id: { k: 'str', min: 1, m: "text of at least 1 characters" },
  topic: def_text,
  choice: def_text,
  source: { k: 'str', m: "text" },
  rules: { k: 'arr', i: { k: 'str', m: "text" }, m: "a list" },
  },
  o: [],
  m: "an object",
};
export const engineChoicesGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: "text" },
  choices: { k: 'arr', i: def_engineChoice, m: "a list" },
  },
  o: ["$schema"],
  m: "an object",
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const engineChoicesGuardDefinitions = { "text": def_text, "engineChoice": def_engineChoice };
