/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: data/roles/*.json (scripts/generate.ts). Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { RoleId } from './role-id';

/** Per role that leaves cards face down at the deal: how many (absent: none). */
export const BOTTOM_CARDS: Partial<Record<RoleId, number>> = {
  "thief": 2
};
