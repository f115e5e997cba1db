// Text from outside (a file, a link's payload, browser storage) → a JSON value, or what is wrong with
// it in words a person can act on: the line and column, and the character shown even when it is
// invisible. JSON.parse's own message differs between engines, is English only, and prints an invisible
// character as itself (a byte-order mark read as "Unexpected token ''"). The words are the reader's
// messages (readers.*): this returns codes and parameters.
import { msg, type MsgParam } from '../i18n/msg';

/** Deeper than this is not a board or a record: refused before any code walks it (recursion limits). */
export const MAX_DEPTH = 100;

export type JsonSyntax =
  | { kind: 'empty' }
  | { kind: 'end'; line: number; column: number }
  | { kind: 'char'; line: number; column: number; char: string }
  | { kind: 'control'; line: number; column: number; char: string };

/** Without a leading UTF-8 byte-order mark (what many Windows editors write). */
export const stripBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export type Decoded = { ok: true; text: string } | { ok: false; code: string; params: Record<string, MsgParam> };

const hex2 = (b: number) => b.toString(16).toUpperCase().padStart(2, '0');

/** The length of the well-formed UTF-8 sequence that starts at `i` (0: none starts there). */
function utf8SequenceAt(b: Uint8Array, i: number): number {
  const cont = (k: number, lo = 0x80, hi = 0xbf) => k < b.length && b[k] >= lo && b[k] <= hi;
  const c = b[i];
  if (c < 0x80) return 1;
  if (c >= 0xc2 && c <= 0xdf && cont(i + 1)) return 2;
  if (c >= 0xe0 && c <= 0xef && cont(i + 1, c === 0xe0 ? 0xa0 : 0x80, c === 0xed ? 0x9f : 0xbf) && cont(i + 2)) return 3;
  if (c >= 0xf0 && c <= 0xf4 && cont(i + 1, c === 0xf0 ? 0x90 : 0x80, c === 0xf4 ? 0x8f : 0xbf) && cont(i + 2) && cont(i + 3)) return 4;
  return 0;
}

/** Where bytes stop being UTF-8: the offset of the first byte of the first bad sequence (-1 when none). */
export function firstBadUtf8(b: Uint8Array): number {
  for (let i = 0; i < b.length; ) {
    const length = utf8SequenceAt(b, i);
    if (!length) return i;
    i += length;
  }
  return -1;
}

/** UTF-32 or UTF-16 named by a byte-order mark (null: none of theirs). */
function wideByMark(b: Uint8Array): string | null {
  if (b.length >= 4 && ((b[0] === 0xff && b[1] === 0xfe && b[2] === 0 && b[3] === 0) || (b[0] === 0 && b[1] === 0 && b[2] === 0xfe && b[3] === 0xff)))
    return 'UTF-32';
  if (b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff))) return 'UTF-16';
  return null;
}

/** UTF-32 or UTF-16 without a mark (null: neither): JSON starts with an ASCII character, and in them a zero byte is next to it. */
function wideByZeroBytes(b: Uint8Array): string | null {
  if (!(b.length >= 2 && (b[0] === 0 || b[1] === 0))) return null;
  const utf32 = (b[0] === 0 && b[1] === 0) || (b.length >= 4 && b[1] === 0 && b[2] === 0 && b[3] === 0);
  return utf32 ? 'UTF-32' : 'UTF-16';
}

/** Bad UTF-8 named by its line, column (in characters), byte offset and first bytes (up to 4). */
function notUtf8(b: Uint8Array): Decoded {
  const at = Math.max(0, firstBadUtf8(b));
  let lineStart = 0;
  let line = 1;
  for (let k = 0; k < at; k++)
    if (b[k] === 0x0a) {
      line++;
      lineStart = k + 1;
    }
  const column = [...new TextDecoder('utf-8', { ignoreBOM: true }).decode(b.subarray(lineStart, at))].length + 1;
  const shown: string[] = [];
  for (let k = at; k < b.length && shown.length < 4 && (k === at || b[k] >= 0x80); k++) shown.push(hex2(b[k]));
  return { ok: false, code: 'text.notUtf8', params: { line, column, offset: at, bytes: shown.join(' ') } };
}

/**
 * Bytes of a file → its text, which must be UTF-8 (a fatal decoder: nothing is replaced by "�"). UTF-16
 * and UTF-32 (a byte-order mark, or the zero bytes of ASCII in them) are named as such; bad UTF-8 is named
 * by its line, column, byte offset and bytes (a GBK or Big5 file reads as that). Byte-order marks are kept
 * for readJson, which drops one and names a second. The site's file import and the CLI both read through this.
 */
export function decodeUtf8(bytes: Uint8Array): Decoded {
  const encoding = wideByMark(bytes) ?? wideByZeroBytes(bytes);
  if (encoding) return { ok: false, code: 'text.wide', params: { encoding } };
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes) };
  } catch {
    return notUtf8(bytes);
  }
}

// The characters a message names rather than shows (messages readers.char.<name>).
const NAMES: Record<number, string> = {
  0x09: 'tab',
  0x0a: 'lineBreak',
  0x0d: 'carriageReturn',
  0x20: 'space',
  0xa0: 'noBreakSpace',
  0x200b: 'zeroWidthSpace',
  0x200c: 'zeroWidthNonJoiner',
  0x200d: 'zeroWidthJoiner',
  0x2028: 'lineSeparator',
  0x2029: 'paragraphSeparator',
  0xfeff: 'byteOrderMark',
  0x3000: 'ideographicSpace',
  0xff5b: 'fullWidthOpenBrace',
  0xff5d: 'fullWidthCloseBrace',
  0xff0c: 'fullWidthComma',
  0xff1a: 'fullWidthColon',
  0x201c: 'curlyOpenQuote',
  0x201d: 'curlyCloseQuote',
};

/** A character as a message shows it: "x" when visible, else its code point and name (U+FEFF byte-order mark). */
export function showChar(ch: string): MsgParam {
  const cp = ch.codePointAt(0) ?? 0;
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  const visible = cp > 0x20 && cp !== 0x7f && !(cp >= 0x80 && cp <= 0xa0) && !NAMES[cp] && !/\p{Cf}|\p{Zs}|\p{Zl}|\p{Zp}|\p{Cc}/u.test(ch);
  if (visible) return `"${ch}"`;
  if (!NAMES[cp]) return hex;
  return msg('readers.char.named', { hex, name: msg(`readers.char.${NAMES[cp]}`) });
}

/** A scan of a text that JSON.parse refused: the text and the position read so far. */
interface Scan {
  readonly text: string;
  readonly n: number;
  i: number;
  /** The open objects (123 '{') and arrays (91 '['). */
  readonly stack: number[];
}

type ScanState = 'value' | 'after' | 'firstKey' | 'key' | 'firstItem';

const isDigit = (c: number) => c >= 48 && c <= 57;

function skipSpace(x: Scan): void {
  while (x.i < x.n) {
    const c = x.text.charCodeAt(x.i);
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) x.i++;
    else break;
  }
}

/** Where the scan stands, as a line and a column counted in characters (a surrogate pair is one). */
function stopAt(x: Scan, kind: 'end' | 'char' | 'control'): JsonSyntax {
  let line = 1;
  let col = 1;
  for (let k = 0; k < x.i && k < x.n; k++) {
    if (x.text.charCodeAt(k) === 0x0a) {
      line++;
      col = 1;
    } else if (!(x.text.charCodeAt(k) >= 0xdc00 && x.text.charCodeAt(k) <= 0xdfff)) col++;
  }
  if (kind === 'end' || x.i >= x.n) return { kind: 'end', line, column: col };
  const ch = String.fromCodePoint(x.text.codePointAt(x.i) ?? 0);
  return { kind, line, column: col, char: ch };
}

/** The four hex digits of a \u escape. */
function unicodeEscape(x: Scan): JsonSyntax | null {
  for (let k = 1; k <= 4; k++) {
    x.i++;
    if (x.i >= x.n) return stopAt(x, 'end');
    if (!/[0-9a-fA-F]/.test(x.text[x.i])) return stopAt(x, 'char');
  }
  return null;
}

/** One escape after a backslash. */
function scanEscape(x: Scan): JsonSyntax | null {
  x.i++;
  if (x.i >= x.n) return stopAt(x, 'end');
  const e = x.text[x.i];
  if (e === 'u') return unicodeEscape(x);
  return '"\\/bfnrt'.includes(e) ? null : stopAt(x, 'char');
}

function scanString(x: Scan): JsonSyntax | null {
  x.i++; // the opening quote
  for (;;) {
    if (x.i >= x.n) return stopAt(x, 'end');
    const c = x.text.charCodeAt(x.i);
    if (c === 0x22) {
      x.i++;
      return null;
    }
    if (c < 0x20) return stopAt(x, 'control');
    if (c === 0x5c) {
      const e = scanEscape(x);
      if (e) return e;
    }
    x.i++;
  }
}

/** One or more digits (at least one, else where it stops). */
function digits(x: Scan): JsonSyntax | null {
  if (x.i >= x.n) return stopAt(x, 'end');
  if (!isDigit(x.text.charCodeAt(x.i))) return stopAt(x, 'char');
  while (x.i < x.n && isDigit(x.text.charCodeAt(x.i))) x.i++;
  return null;
}

function scanNumber(x: Scan): JsonSyntax | null {
  if (x.text[x.i] === '-') x.i++;
  if (x.i >= x.n) return stopAt(x, 'end');
  if (x.text[x.i] === '0') x.i++;
  else {
    const e = digits(x);
    if (e) return e;
  }
  if (x.text[x.i] === '.') {
    x.i++;
    const e = digits(x);
    if (e) return e;
  }
  if (x.text[x.i] === 'e' || x.text[x.i] === 'E') {
    x.i++;
    if (x.text[x.i] === '+' || x.text[x.i] === '-') x.i++;
    return digits(x);
  }
  return null;
}

/** true, false or null. */
function scanWord(x: Scan, c: number): JsonSyntax | null {
  const word = c === 0x74 ? 'true' : c === 0x66 ? 'false' : c === 0x6e ? 'null' : '';
  if (!word) return stopAt(x, 'char');
  for (let k = 0; k < word.length; k++, x.i++) {
    if (x.i >= x.n) return stopAt(x, 'end');
    if (x.text[x.i] !== word[k]) return stopAt(x, 'char');
  }
  return null;
}

/** After a value: a comma, the close of the open object or array, or the end of the text. */
function afterValue(x: Scan): ScanState | JsonSyntax | null {
  if (!x.stack.length) return x.i < x.n ? stopAt(x, 'char') : null;
  if (x.i >= x.n) return stopAt(x, 'end');
  const c = x.text.charCodeAt(x.i);
  const top = x.stack[x.stack.length - 1];
  x.i++;
  if (c === 0x2c) return top === 123 ? 'key' : 'value';
  if ((c === 0x7d && top === 123) || (c === 0x5d && top === 91)) {
    x.stack.pop();
    return 'after';
  }
  x.i--;
  return stopAt(x, 'char');
}

/** A key and its colon. */
function scanKey(x: Scan, c: number): ScanState | JsonSyntax {
  if (c !== 0x22) return stopAt(x, 'char');
  const e = scanString(x);
  if (e) return e;
  skipSpace(x);
  if (x.i >= x.n) return stopAt(x, 'end');
  if (x.text.charCodeAt(x.i) !== 0x3a) return stopAt(x, 'char');
  x.i++;
  return 'value';
}

/** A value's first character: an object or array opens, a string, number or word is read whole. */
function scanValue(x: Scan, c: number): ScanState | JsonSyntax {
  if (c === 0x7b || c === 0x5b) {
    x.stack.push(c);
    x.i++;
    return c === 0x7b ? 'firstKey' : 'firstItem';
  }
  const e = c === 0x22 ? scanString(x) : c === 0x2d || isDigit(c) ? scanNumber(x) : scanWord(x, c);
  return e ?? 'after';
}

/** One step of the scan from a state: the next state, or where the text stops being JSON (null: it is JSON). */
function scanStep(x: Scan, state: ScanState): ScanState | JsonSyntax | null {
  skipSpace(x);
  if (state === 'after') return afterValue(x);
  if (x.i >= x.n) return stopAt(x, 'end');
  const c = x.text.charCodeAt(x.i);
  if ((state === 'firstKey' && c === 0x7d) || (state === 'firstItem' && c === 0x5d)) {
    x.i++;
    x.stack.pop();
    return 'after';
  }
  if (state === 'firstKey' || state === 'key') return scanKey(x, c);
  return scanValue(x, c);
}

/**
 * Where text stops being JSON (null when it is JSON). An explicit-stack scanner, so a deeply nested
 * text cannot overflow the call stack; only run after JSON.parse has refused the text.
 */
export function locateJsonError(text: string): JsonSyntax | null {
  const x: Scan = { text, n: text.length, i: 0, stack: [] };
  skipSpace(x);
  if (x.i >= x.n) return { kind: 'empty' };
  let state: ScanState | JsonSyntax | null = 'value';
  while (typeof state === 'string') state = scanStep(x, state);
  return state;
}

/** A key written twice in one object: the object's path, the key, and where its second writing starts. */
export type DuplicateKey = { path: (string | number)[]; key: string; line: number; column: number };

type KeyFrame = { keys: Set<string> | null; at: string | number };

/** The offset of the closing quote of the JSON string that opens at `start` (the text's end when none), and whether it has an escape. */
function stringEnd(text: string, start: number): { end: number; escaped: boolean } {
  let escaped = false;
  let i = start + 1;
  for (; i < text.length; i++) {
    const d = text.charCodeAt(i);
    if (d === 0x5c) {
      escaped = true;
      i++;
    } else if (d === 0x22) break;
  }
  return { end: i, escaped };
}

/** An object's or list's open, close or comma read: the stack kept in step; whether a key comes next. */
function readPunctuation(stack: KeyFrame[], c: number, expectKey: boolean): boolean {
  if (c === 0x7b) {
    stack.push({ keys: new Set(), at: '' });
    return true;
  }
  if (c === 0x5b) stack.push({ keys: null, at: 0 });
  else if (c === 0x7d || c === 0x5d) stack.pop();
  else if (c === 0x2c) {
    // In a list, the next item; in an object, the next key.
    const top = stack[stack.length - 1];
    if (top.keys) return true;
    (top.at as number)++;
  }
  return expectKey;
}

/** The key written from `start` to `end` noted in the innermost object; the duplicate when it was written there already. */
function noteKey(text: string, stack: KeyFrame[], start: number, end: number, escaped: boolean): DuplicateKey | null {
  const raw = text.slice(start, end + 1);
  const key = escaped ? (JSON.parse(raw) as string) : raw.slice(1, -1);
  const top = stack[stack.length - 1];
  if (top.keys?.has(key)) {
    const { line, column } = lineColumn(text, start);
    return { path: stack.slice(0, -1).map((f) => f.at), key, line, column };
  }
  top.keys?.add(key);
  top.at = key;
  return null;
}

/**
 * The first key written twice in one object of a JSON text (null when none). JSON.parse keeps the last
 * value silently, so a reader would read a file other than the one its author sees (a saved game under the
 * first of two "games" keys vanished). Keys compare as parsed ("a" and "\u0061" are one key). Only run on
 * text JSON.parse accepted; an explicit stack, no recursion.
 */
export function duplicateKey(text: string): DuplicateKey | null {
  const stack: KeyFrame[] = [];
  let expectKey = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x22) {
      expectKey = readPunctuation(stack, c, expectKey);
      continue;
    }
    const start = i;
    const { end, escaped } = stringEnd(text, start);
    i = end;
    if (!expectKey) continue;
    const duplicate = noteKey(text, stack, start, end, escaped);
    if (duplicate) return duplicate;
    expectKey = false;
  }
  return null;
}

/** The line and column (from 1, in characters) of a position in a text. */
function lineColumn(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let column = 1;
  for (let k = 0; k < at; k++) {
    const c = text.charCodeAt(k);
    if (c === 0x0a) {
      line++;
      column = 1;
    } else if (!(c >= 0xdc00 && c <= 0xdfff)) column++;
  }
  return { line, column };
}

/** The path of the first value nested deeper than MAX_DEPTH (null when none); no recursion. */
export function tooDeep(value: unknown): (string | number)[] | null {
  const stack: { v: unknown; depth: number; path: (string | number)[] }[] = [{ v: value, depth: 0, path: [] }];
  while (stack.length) {
    const { v, depth, path } = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    if (depth >= MAX_DEPTH) return path;
    if (Array.isArray(v)) for (let k = v.length - 1; k >= 0; k--) stack.push({ v: v[k], depth: depth + 1, path: [...path, k] });
    else for (const k of Object.keys(v)) stack.push({ v: (v as Record<string, unknown>)[k], depth: depth + 1, path: [...path, k] });
  }
  return null;
}
