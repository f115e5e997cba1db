/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/interactions.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../schema-expect';
import { roleIdSchema } from './role-id';
import { rulesSchema } from './rules';

const def_text = z.string(ex("text of at least 3 characters")).check(z.minLength(3, ex("text of at least 3 characters")));
const def_interaction = z.strictObject({
  id: z.string(ex("text of at least 1 characters")).check(z.minLength(1, ex("text of at least 1 characters"))),
  roles: z.array(roleIdSchema, ex("a list of at least 1 items")).check(z.minLength(1, ex("a list of at least 1 items"))),
  rules: z.array(z.string(ex("text")), ex("a list")),
  severity: z.enum(["error","warning","info"], ex("one of \"error\", \"warning\", \"info\"")),
  source: z.string(ex("text of at least 1 characters")).check(z.minLength(1, ex("text of at least 1 characters"))),
  summary: z.string(ex("text of at least 1 characters")).check(z.minLength(1, ex("text of at least 1 characters"))),
  when: z.optional(rulesSchema),
  message: z.optional(def_text),
  variants: z.optional(z.strictObject({
  rule: z.string(ex("text")),
  messages: z.record(z.string(), def_text, ex("an object")),
}, ex("an object"))),
  chanceNote: z.optional(z.boolean(ex("true or false"))),
  fix: z.optional(z.union([z.strictObject({
  replaceByVillagers: roleIdSchema,
}, ex("an object")), z.strictObject({
  rules: rulesSchema,
  label: def_text,
}, ex("an object"))], ex("an object or an object"))),
  texts: z.optional(z.record(z.string(), def_text, ex("an object"))),
}, ex("an object"));
export const interactionsSchema = z.strictObject({
  $schema: z.optional(z.string(ex("text"))),
  chanceNote: def_text,
  interactions: z.array(def_interaction, ex("a list")),
}, ex("an object"));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const interactionsDefinitions = { "text": def_text, "interaction": def_interaction };
