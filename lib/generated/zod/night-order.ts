/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/night-order.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';

const def_text = z.string(ex({"t":"str","min":3})).check(z.minLength(3, ex({"t":"str","min":3})));
const def_stepId = z.enum(["dusk","thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","wolfBeauty","demon","witch","piper","charmed","dawn","nightmare","dreamcatcher","wolfKing","wolfRobot","gargoyle","psychic","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf","hunter","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","minion","pureWhite","wolfWitch","fox","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer"], ex({"t":"enum","v":["dusk","thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","wolfBeauty","demon","witch","piper","charmed","dawn","nightmare","dreamcatcher","wolfKing","wolfRobot","gargoyle","psychic","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf","hunter","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","minion","pureWhite","wolfWitch","fox","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer"]}));
const def_step = z.strictObject({
  id: def_stepId,
  kind: z.enum(["marker","role","group"], ex({"t":"enum","v":["marker","role","group"]})),
  during: z.optional(def_stepId),
  source: z.optional(z.string(ex({"t":"str"}))),
}, ex({"t":"obj"}));
const def_order = z.strictObject({
  name: def_text,
  source: z.string(ex({"t":"str"})),
  steps: z.array(def_step, ex({"t":"arr"})),
}, ex({"t":"obj"}));
export const nightOrderSchema = z.strictObject({
  $schema: z.optional(z.string(ex({"t":"str"}))),
  default: z.enum(["advanced","chinese","base"], ex({"t":"enum","v":["advanced","chinese","base"]})),
  orders: z.strictObject({
  advanced: def_order,
  chinese: def_order,
  base: def_order,
}, ex({"t":"obj"})),
}, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const nightOrderDefinitions = { "text": def_text, "stepId": def_stepId, "step": def_step, "order": def_order };
