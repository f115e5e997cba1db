/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/night-order.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';

const def_text: Guard = { k: 'str', min: 3, m: {"t":"str","min":3} };
const def_stepId: Guard = { k: 'enum', v: ["dusk","thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","wolfBeauty","demon","witch","piper","charmed","dawn","nightmare","dreamcatcher","wolfKing","wolfRobot","gargoyle","psychic","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf","hunter","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","minion","pureWhite","wolfWitch","fox","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer"], m: {"t":"enum","v":["dusk","thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","wolfBeauty","demon","witch","piper","charmed","dawn","nightmare","dreamcatcher","wolfKing","wolfRobot","gargoyle","psychic","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf","hunter","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","minion","pureWhite","wolfWitch","fox","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer"]} };
const def_step: Guard = {
  k: 'obj',
  p: {
  id: def_stepId,
  kind: { k: 'enum', v: ["marker","role","group"], m: {"t":"enum","v":["marker","role","group"]} },
  during: def_stepId,
  source: { k: 'str', m: {"t":"str"} },
  },
  o: ["during","source"],
  m: {"t":"obj"},
};
const def_order: Guard = {
  k: 'obj',
  p: {
  name: def_text,
  source: { k: 'str', m: {"t":"str"} },
  steps: { k: 'arr', i: def_step, m: {"t":"arr"} },
  },
  o: [],
  m: {"t":"obj"},
};
export const nightOrderGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: {"t":"str"} },
  default: { k: 'enum', v: ["advanced","chinese","base"], m: {"t":"enum","v":["advanced","chinese","base"]} },
  orders: {
  k: 'obj',
  p: {
  advanced: def_order,
  chinese: def_order,
  base: def_order,
  },
  o: [],
  m: {"t":"obj"},
},
  },
  o: ["$schema"],
  m: {"t":"obj"},
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const nightOrderGuardDefinitions = { "text": def_text, "stepId": def_stepId, "step": def_step, "order": def_order };
