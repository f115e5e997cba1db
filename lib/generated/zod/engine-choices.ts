/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/engine-choices.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';

const def_text = z.string(ex({"t":"str","min":3})).check(z.minLength(3, ex({"t":"str","min":3})));
const def_engineChoice = z.strictObject({
  id: z.string(ex({"t":"str","min":1})).check(z.minLength(1, ex({"t":"str","min":1}))),
  topic: def_text,
  choice: def_text,
  source: z.string(ex({"t":"str"})),
  rules: z.array(z.string(ex({"t":"str"})), ex({"t":"arr"})),
}, ex({"t":"obj"}));
export const engineChoicesSchema = z.strictObject({
  $schema: z.optional(z.string(ex({"t":"str"}))),
  choices: z.array(def_engineChoice, ex({"t":"arr"})),
}, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const engineChoicesDefinitions = { "text": def_text, "engineChoice": def_engineChoice };
