/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/night-order.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../guard';

const def_text: Guard = { k: 'str', min: 3, m: "text of at least 3 characters" };
const def_stepId: Guard = { k: 'enum', v: ["dusk","thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","wolfBeauty","demon","witch","piper","charmed","dawn","nightmare","dreamcatcher","wolfKing","wolfRobot","gargoyle","psychic","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf"], m: "one of \"dusk\", \"thief\", \"cupid\", \"lovers\", \"wildChild\", \"guard\", \"seer\", \"werewolf\", \"littleGirl\", \"wolfBeauty\", \"demon\", \"witch\", \"piper\", \"charmed\", \"dawn\", \"nightmare\", \"dreamcatcher\", \"wolfKing\", \"wolfRobot\", \"gargoyle\", \"psychic\", \"graveKeeper\", \"magician\", \"crow\", \"witcher\", \"mixedBlood\", \"hiddenWolf\"" };
const def_step: Guard = {
  k: 'obj',
  p: {
  id: def_stepId,
  kind: { k: 'enum', v: ["marker","role","group"], m: "one of \"marker\", \"role\", \"group\"" },
  during: def_stepId,
  source: { k: 'str', m: "text" },
  },
  o: ["during","source"],
  m: "an object",
};
const def_order: Guard = {
  k: 'obj',
  p: {
  name: def_text,
  source: { k: 'str', m: "text" },
  steps: { k: 'arr', i: def_step, m: "a list" },
  },
  o: [],
  m: "an object",
};
export const nightOrderGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: "text" },
  default: { k: 'enum', v: ["advanced","chinese","base"], m: "one of \"advanced\", \"chinese\", \"base\"" },
  orders: {
  k: 'obj',
  p: {
  advanced: def_order,
  chinese: def_order,
  base: def_order,
  },
  o: [],
  m: "an object",
},
  },
  o: ["$schema"],
  m: "an object",
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const nightOrderGuardDefinitions = { "text": def_text, "stepId": def_stepId, "step": def_step, "order": def_order };
