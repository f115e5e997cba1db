/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/interactions.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../guard';
import { roleIdGuard } from './role-id';
import { rulesGuard } from './rules';

const def_text: Guard = { k: 'str', min: 3, m: "text of at least 3 characters" };
const def_interaction: Guard = {
  k: 'obj',
  p: {
  id: { k: 'str', min: 1, m: "text of at least 1 characters" },
  roles: { k: 'arr', i: roleIdGuard, min: 1, m: "a list of at least 1 items" },
  rules: { k: 'arr', i: { k: 'str', m: "text" }, m: "a list" },
  severity: { k: 'enum', v: ["error","warning","info"], m: "one of \"error\", \"warning\", \"info\"" },
  source: { k: 'str', min: 1, m: "text of at least 1 characters" },
  summary: { k: 'str', min: 1, m: "text of at least 1 characters" },
  when: rulesGuard,
  message: def_text,
  variants: {
  k: 'obj',
  p: {
  rule: { k: 'str', m: "text" },
  messages: { k: 'rec', v: def_text, m: "an object" },
  },
  o: [],
  m: "an object",
},
  chanceNote: { k: 'bool', m: "true or false" },
  fix: { k: 'or', a: [{
  k: 'obj',
  p: {
  replaceByVillagers: roleIdGuard,
  },
  o: [],
  m: "an object",
}, {
  k: 'obj',
  p: {
  rules: rulesGuard,
  label: def_text,
  },
  o: [],
  m: "an object",
}], m: "an object or an object" },
  texts: { k: 'rec', v: def_text, m: "an object" },
  },
  o: ["when","message","variants","chanceNote","fix","texts"],
  m: "an object",
};
export const interactionsGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: "text" },
  chanceNote: def_text,
  interactions: { k: 'arr', i: def_interaction, m: "a list" },
  },
  o: ["$schema"],
  m: "an object",
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const interactionsGuardDefinitions = { "text": def_text, "interaction": def_interaction };
