/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/custom-id.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';

export const customIdSchema = z.string(ex({"t":"str","min":8,"max":37,"re":"^custom:[a-z][A-Za-z0-9]{0,29}$"})).check(z.minLength(8, ex({"t":"str","min":8,"max":37,"re":"^custom:[a-z][A-Za-z0-9]{0,29}$"})), z.maxLength(37, ex({"t":"str","min":8,"max":37,"re":"^custom:[a-z][A-Za-z0-9]{0,29}$"})), z.regex(new RegExp("^custom:[a-z][A-Za-z0-9]{0,29}$"), ex({"t":"str","min":8,"max":37,"re":"^custom:[a-z][A-Za-z0-9]{0,29}$"})));
