/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/custom-id.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/**
 * A custom card's id: custom: and a name of letters and digits, never a catalogue id (docs/rules.md, Custom roles).
 */
export type CustomId = `custom:${string}`;
