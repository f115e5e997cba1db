/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/interactions.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';
import { roleIdSchema } from './role-id';
import { rulesSchema } from './rules';

const def_text = z.string(ex({"t":"str","min":3})).check(z.minLength(3, ex({"t":"str","min":3})));
const def_interaction = z.strictObject({
  id: z.string(ex({"t":"str","min":1})).check(z.minLength(1, ex({"t":"str","min":1}))),
  roles: z.array(roleIdSchema, ex({"t":"arr","min":1})).check(z.minLength(1, ex({"t":"arr","min":1}))),
  rules: z.array(z.string(ex({"t":"str"})), ex({"t":"arr"})),
  severity: z.enum(["error","warning","info"], ex({"t":"enum","v":["error","warning","info"]})),
  source: z.string(ex({"t":"str","min":1})).check(z.minLength(1, ex({"t":"str","min":1}))),
  summary: z.string(ex({"t":"str","min":1})).check(z.minLength(1, ex({"t":"str","min":1}))),
  when: z.optional(rulesSchema),
  message: z.optional(def_text),
  variants: z.optional(z.strictObject({
  rule: z.string(ex({"t":"str"})),
  messages: z.record(z.string(), def_text, ex({"t":"obj"})),
}, ex({"t":"obj"}))),
  chanceNote: z.optional(z.boolean(ex({"t":"bool"}))),
  fix: z.optional(z.union([z.strictObject({
  replaceByVillagers: roleIdSchema,
}, ex({"t":"obj"})), z.strictObject({
  rules: rulesSchema,
  label: def_text,
}, ex({"t":"obj"}))], ex({"t":"obj"}))),
  texts: z.optional(z.record(z.string(), def_text, ex({"t":"obj"}))),
}, ex({"t":"obj"}));
export const interactionsSchema = z.strictObject({
  $schema: z.optional(z.string(ex({"t":"str"}))),
  chanceNote: def_text,
  interactions: z.array(def_interaction, ex({"t":"arr"})),
}, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const interactionsDefinitions = { "text": def_text, "interaction": def_interaction };
