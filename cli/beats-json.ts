// The text of `wolfboard beats --json` (a public contract): JSON.stringify({ beats: beats.map(beatJson) }, null,
// 2), byte for byte, made beat by beat and written a piece at a time, so that a long record's beats and their
// text are never all held at once. A beat's text is made from its fields directly (its words quoted once per
// call: a long record says the same few again and again); a beat whose fields are not the plain data the
// contract describes is written by JSON.stringify itself.
import { type Beat, beatJson } from '../lib/moderator/beats';
import type { Show } from '../lib/moderator/beats/types';

/** Quoted strings by their text, at most MAX_QUOTED of them (then the cache starts again rather than grow). */
type Quoted = Map<string, string>;
const MAX_QUOTED = 4096;

function quote(cache: Quoted, s: string): string {
  let q = cache.get(s);
  if (q === undefined) {
    if (cache.size >= MAX_QUOTED) cache.clear();
    q = JSON.stringify(s);
    cache.set(s, q);
  }
  return q;
}

/** An array JSON.stringify writes as its items (no toJSON of its own to call instead). */
const isArray = (xs: unknown): xs is unknown[] => Array.isArray(xs) && !('toJSON' in xs);

/** An array of numbers as JSON.stringify(…, null, 2) writes it with its items at `pad`; null if one is not finite. */
function numbers(xs: unknown, pad: string, close: string): string | null {
  if (!isArray(xs)) return null;
  if (xs.length === 0) return '[]';
  let s = '[';
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (!Number.isFinite(x)) return null;
    s += `${i ? ',' : ''}${pad}${x}`;
  }
  return `${s}${close}]`;
}

/** The same for an array of strings. */
function strings(cache: Quoted, xs: unknown, pad: string, close: string): string | null {
  if (!isArray(xs)) return null;
  if (xs.length === 0) return '[]';
  let s = '[';
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (typeof x !== 'string') return null;
    s += `${i ? ',' : ''}${pad}${quote(cache, x)}`;
  }
  return `${s}${close}]`;
}

/** A show's own keys, in the order JSON.stringify writes them (the order its fields were made in). */
const SHOW_KEYS = ['seats', 'text', 'code'];

function isShow(x: unknown): x is Show {
  if (typeof x !== 'object' || x === null || Array.isArray(x) || 'toJSON' in x) return false;
  const keys = Object.keys(x);
  return keys.length === 3 && keys[0] === SHOW_KEYS[0] && keys[1] === SHOW_KEYS[1] && keys[2] === SHOW_KEYS[2];
}

/** A beat's shows (a show indented by 8, its fields by 10); null if one is not a plain show. */
function shows(cache: Quoted, xs: unknown): string | null {
  if (!isArray(xs)) return null;
  if (xs.length === 0) return '[]';
  let s = '[';
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i];
    if (!isShow(x) || typeof x.text !== 'string' || typeof x.code !== 'string') return null;
    const seats = numbers(x.seats, '\n            ', '\n          ');
    if (seats === null) return null;
    s += `${i ? ',' : ''}\n        {\n          "seats": ${seats},\n          "text": ${quote(cache, x.text)},\n          "code": ${quote(cache, x.code)}\n        }`;
  }
  return `${s}\n      ]`;
}

/** A beat's text in the array (indented by 4), from its fields; null where they are not the contract's plain data. */
function fastText(cache: Quoted, b: Beat): string | null {
  if (typeof b.kind !== 'string' || !Array.isArray(b.lines) || !Number.isFinite(b.after)) return null;
  if (b.waitsFor !== null && typeof b.waitsFor !== 'string') return null;
  const n = b.night !== undefined ? b.night : (b.day ?? 0);
  if (!Number.isFinite(n)) return null;
  const seats = numbers(b.seats, '\n        ', '\n      ');
  const shown = seats === null ? null : shows(cache, b.shows);
  const accepts = shown === null ? null : strings(cache, b.accepts, '\n        ', '\n      ');
  const offers = accepts === null ? null : strings(cache, b.offers, '\n        ', '\n      ');
  if (offers === null) return null;
  return `    {
      "kind": ${quote(cache, b.kind)},
      "${b.night !== undefined ? 'night' : 'day'}": ${n},
      "say": ${quote(cache, b.lines.join(' '))},
      "seats": ${seats},
      "waitsFor": ${b.waitsFor === null ? 'null' : quote(cache, b.waitsFor)},
      "after": ${b.after},
      "shows": ${shown},
      "accepts": ${accepts},
      "offers": ${offers}
    }`;
}

/** A beat's text in the array by JSON.stringify (its strings hold no raw line break: each break is a line's). */
const slowText = (b: Beat): string => `    ${JSON.stringify(beatJson(b), null, 2).replaceAll('\n', '\n    ')}`;

/** The bytes of a piece written at once (one write each): a new buffer for each, as the stream may hold the last. */
const PIECE_BYTES = 1 << 18;
/** Room kept after each beat for what may follow it before the next piece: the comma and line break, the end. */
const SLACK = 16;

/**
 * Writes the beats' JSON as UTF-8 bytes through `write`, a piece at a time, each piece ending with a line
 * break. Each beat's text is encoded as soon as it is made: a beat in ASCII (most, in English) is then a
 * one-byte string and quick to encode, where a piece joined as one string is two-byte (slower to encode, and
 * twice the bytes to copy) as soon as one of its beats is.
 */
export function writeBeatsJson(beats: Iterable<Beat>, write: (bytes: Uint8Array) => void): void {
  const cache: Quoted = new Map();
  let buf = Buffer.allocUnsafe(PIECE_BYTES);
  let n = 0;
  let any = false;
  for (const b of beats) {
    const text = fastText(cache, b) ?? slowText(b);
    // After the array's opening or a beat's comma, where a line breaks: the only places a piece ends.
    n += buf.write(any ? ',\n' : '{\n  "beats": [\n', n);
    any = true;
    // A UTF-16 unit takes at most 3 bytes in UTF-8 (a surrogate pair's two take 4).
    if (n + text.length * 3 + SLACK > buf.length) {
      write(buf.subarray(0, n));
      buf = Buffer.allocUnsafe(Math.max(PIECE_BYTES, text.length * 3 + SLACK));
      n = 0;
    }
    n += buf.write(text, n);
  }
  n += buf.write(any ? '\n  ]\n}\n' : '{\n  "beats": []\n}\n', n);
  write(buf.subarray(0, n));
}
