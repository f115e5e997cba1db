/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/house-rules.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';
import { roleIdSchema } from './role-id';

const def_text = z.string(ex({"t":"str","min":3})).check(z.minLength(3, ex({"t":"str","min":3})));
const def_entry = z.strictObject({
  label: def_text,
  explanation: def_text,
  source: z.string(ex({"t":"str","min":1})).check(z.minLength(1, ex({"t":"str","min":1}))),
  roles: z.array(roleIdSchema, ex({"t":"arr"})),
  values: z.optional(z.record(z.string(), def_text, ex({"t":"obj"}))),
}, ex({"t":"obj"}));
export const houseRulesSchema = z.record(z.string(), def_entry, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const houseRulesDefinitions = { "text": def_text, "entry": def_entry };
