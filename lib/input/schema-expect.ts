// What a field accepts, as data: the description the generator writes next to every schema node
// (scripts/zod-codegen.ts describe(), in lib/generated/guard/* and lib/generated/zod/*), worded at the edge
// in the reader's language (messages readers.expect.*). Kinds and numbers travel, never English words.
import type * as z from 'zod/mini';
import { listOf, type Msg, msg, type MsgParam } from '../i18n/msg';

/** A schema node's accepted values: a type with its bounds, a list of values, or alternatives. */
export type Expect =
  | { t: 'int' | 'num' | 'str' | 'arr'; min?: number; max?: number; re?: string }
  | { t: 'bool' | 'null' | 'obj' | 'any' }
  /** One of these values (an enum). */
  | { t: 'enum'; v: readonly unknown[] }
  /** Exactly this value (a const). */
  | { t: 'const'; v: unknown }
  /** A key matching this pattern. */
  | { t: 'key'; re: string }
  | { t: 'or'; a: readonly Expect[] };

/** The pattern of a seat number as a key (schemas/game.schema.json ballots): decimal, from 1, one spelling. */
export const SEAT_KEY_RE = '^[1-9][0-9]*$';
/** The pattern of a custom card's id (schemas/custom-id.schema.json). */
export const CUSTOM_ID_RE = '^custom:[a-z][A-Za-z0-9]{0,29}$';

/** Whether a value was missing (a field is required) or of the wrong shape (something else was expected). */
export interface ExpectIssue {
  required: boolean;
  expect: Expect;
}

/**
 * zod error parameter of the generated zod schemas (the guards' reference in tests): the issue's message
 * carries the description as JSON, read back by readExpect (zod's messages are strings).
 */
export function ex(expect: Expect): { error: (issue: z.core.$ZodRawIssue) => string } {
  return {
    error: (issue) => JSON.stringify({ required: issue.code === 'invalid_type' && issue.input === undefined, expect } satisfies ExpectIssue),
  };
}

/** The description a generated zod schema's issue carries (null: zod's own message, e.g. a missing key of `any`). */
export function readExpect(message: string): ExpectIssue | null {
  if (!message.startsWith('{')) return null;
  try {
    const v = JSON.parse(message) as ExpectIssue;
    return v && typeof v.expect === 'object' ? v : null;
  } catch {
    return null;
  }
}

const lit = (v: unknown): string => JSON.stringify(v);
const bounded = (kind: string, min: number | undefined, max: number | undefined, extra: Record<string, MsgParam> = {}): Msg => {
  if (min !== undefined && max !== undefined) return msg(`readers.expect.${kind}Range`, { ...extra, min, max });
  if (min !== undefined) return msg(`readers.expect.${kind}From`, { ...extra, min });
  if (max !== undefined) return msg(`readers.expect.${kind}To`, { ...extra, max });
  return msg(`readers.expect.${kind}`, extra);
};

/** The description as a message (its words are in data/i18n/<lang>/readers.json). */
export function expectMsg(e: Expect): MsgParam {
  switch (e.t) {
    case 'int':
    case 'num': {
      if (e.min === undefined && e.max === undefined) return msg(`readers.expect.${e.t}`);
      return bounded('number', e.min, e.max, { type: msg(`readers.expect.${e.t}`) });
    }
    case 'str':
      // The one text pattern the schemas use: a custom card's id.
      return e.re !== undefined ? msg('readers.expect.customId') : bounded('str', e.min, e.max);
    case 'arr':
      return e.min !== undefined && e.min === e.max ? msg('readers.expect.arrExactly', { n: e.min }) : bounded('arr', e.min, e.max);
    case 'bool':
    case 'null':
    case 'obj':
    case 'any':
      return msg(`readers.expect.${e.t}`);
    case 'enum':
      return msg('readers.expect.oneOf', { values: listOf(e.v.map(lit), 'readers.values') });
    case 'const':
      return lit(e.v);
    case 'key':
      // The one pattern the schemas use: seat numbers as keys.
      if (e.re === CUSTOM_ID_RE) return msg('readers.expect.customId');
      return e.re === SEAT_KEY_RE ? msg('readers.expect.seatKey') : msg('readers.expect.key', { re: e.re });
    case 'or':
      return listOf(e.a.map(expectMsg), 'readers.expect.or');
  }
}
