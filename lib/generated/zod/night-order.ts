/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/night-order.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../schema-expect';

const def_text = z.string(ex("text of at least 3 characters")).check(z.minLength(3, ex("text of at least 3 characters")));
const def_stepId = z.enum(["dusk","thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","wolfBeauty","demon","witch","piper","charmed","dawn","nightmare","dreamcatcher","wolfKing","wolfRobot","gargoyle","psychic","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf"], ex("one of \"dusk\", \"thief\", \"cupid\", \"lovers\", \"wildChild\", \"guard\", \"seer\", \"werewolf\", \"littleGirl\", \"wolfBeauty\", \"demon\", \"witch\", \"piper\", \"charmed\", \"dawn\", \"nightmare\", \"dreamcatcher\", \"wolfKing\", \"wolfRobot\", \"gargoyle\", \"psychic\", \"graveKeeper\", \"magician\", \"crow\", \"witcher\", \"mixedBlood\", \"hiddenWolf\""));
const def_step = z.strictObject({
  id: def_stepId,
  kind: z.enum(["marker","role","group"], ex("one of \"marker\", \"role\", \"group\"")),
  during: z.optional(def_stepId),
  source: z.optional(z.string(ex("text"))),
}, ex("an object"));
const def_order = z.strictObject({
  name: def_text,
  source: z.string(ex("text")),
  steps: z.array(def_step, ex("a list")),
}, ex("an object"));
export const nightOrderSchema = z.strictObject({
  $schema: z.optional(z.string(ex("text"))),
  default: z.enum(["advanced","chinese","base"], ex("one of \"advanced\", \"chinese\", \"base\"")),
  orders: z.strictObject({
  advanced: def_order,
  chinese: def_order,
  base: def_order,
}, ex("an object")),
}, ex("an object"));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const nightOrderDefinitions = { "text": def_text, "stepId": def_stepId, "step": def_step, "order": def_order };
