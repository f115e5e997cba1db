/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/custom-id.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';

export const customIdGuard: Guard = { k: 'str', min: 8, max: 37, re: "^custom:[a-z][A-Za-z0-9]{0,29}$", m: {"t":"str","min":8,"max":37,"re":"^custom:[a-z][A-Za-z0-9]{0,29}$"} };
