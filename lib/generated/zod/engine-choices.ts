/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/engine-choices.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../schema-expect';

const def_text = z.string(ex("text of at least 3 characters")).check(z.minLength(3, ex("text of at least 3 characters")));
const def_engineChoice = z.strictObject({
  id: z.string(ex("text of at least 1 characters")).check(z.minLength(1, ex("text of at least 1 characters"))),
  topic: def_text,
  choice: def_text,
  source: z.string(ex("text")),
  rules: z.array(z.string(ex("text")), ex("a list")),
}, ex("an object"));
export const engineChoicesSchema = z.strictObject({
  $schema: z.optional(z.string(ex("text"))),
  choices: z.array(def_engineChoice, ex("a list")),
}, ex("an object"));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const engineChoicesDefinitions = { "text": def_text, "engineChoice": def_engineChoice };
