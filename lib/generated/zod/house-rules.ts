/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/house-rules.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../schema-expect';
import { roleIdSchema } from './role-id';

const def_text = z.string(ex("text of at least 3 characters")).check(z.minLength(3, ex("text of at least 3 characters")));
const def_entry = z.strictObject({
  label: def_text,
  explanation: def_text,
  source: z.string(ex("text of at least 1 characters")).check(z.minLength(1, ex("text of at least 1 characters"))),
  roles: z.array(roleIdSchema, ex("a list")),
  values: z.optional(z.record(z.string(), def_text, ex("an object"))),
}, ex("an object"));
export const houseRulesSchema = z.record(z.string(), def_entry, ex("an object"));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const houseRulesDefinitions = { "text": def_text, "entry": def_entry };
