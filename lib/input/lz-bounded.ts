// A share link carries its board compressed by lz-string (compressToEncodedURIComponent). lz-string's own
// decompressor has no limit, and each code may repeat the last entry and one character more: a link of 8 KB
// unpacks to 10 MB of text, one of 2 MB (what a browser's address takes) to more than memory holds. This is
// the same decoding (lz-string 1.5's _decompress, for the URI-safe alphabet) with a cap on the characters it
// produces, counted while decoding: past `max` it stops (tests/input/lz-bounded.test.ts holds it to lz-string's
// output on any text and any payload).

/** The decoding stopped: the text would be longer than the cap. */
export const OVER = Symbol('over');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE: Record<string, number> = Object.fromEntries([...ALPHABET].map((ch, i) => [ch, i]));

const RESET = 32;

// An unknown character reads as 0, as in lz-string (its lookup gives undefined, and undefined & x is 0).
const charValue = (input: string, i: number): number => VALUE[input.charAt(i)] ?? 0;

/** The payload read as bits, six to a character, the highest first (lz-string's reading). */
interface Bits {
  readonly input: string;
  val: number;
  position: number;
  index: number;
}

/** The next `n` bits as a number, the first bit read the lowest. */
function readBits(b: Bits, n: number): number {
  let out = 0;
  for (let power = 1; power !== 2 ** n; power <<= 1) {
    const bit = b.val & b.position;
    b.position >>= 1;
    if (b.position === 0) {
      b.position = RESET;
      b.val = charValue(b.input, b.index++);
    }
    if (bit > 0) out |= power;
  }
  return out;
}

/** A character written whole: 8 bits after code 0, 16 after code 1. */
const readChar = (b: Bits, code: number): string => String.fromCharCode(readBits(b, code === 0 ? 8 : 16));

/** The decoder's dictionary and the width of its codes, as lz-string keeps them. */
interface Dictionary {
  readonly entries: (string | undefined)[];
  size: number;
  enlargeIn: number;
  numBits: number;
}

/** An entry added: the codes grow one bit wider when the dictionary reaches the next power of two. */
function countEntry(d: Dictionary): void {
  d.enlargeIn--;
  if (d.enlargeIn === 0) {
    d.enlargeIn = 2 ** d.numBits;
    d.numBits++;
  }
}

/** The text of code `c`: its entry, or for the code about to be added the last text and its first character; null: a damaged payload. */
function entryText(d: Dictionary, c: number, w: string | undefined): string | null {
  const known = d.entries[c];
  if (known) return known;
  if (c !== d.size) return null;
  // lz-string throws here on an undefined first entry (a damaged payload): so does this.
  if (w === undefined) throw new TypeError('a damaged payload');
  return w + w.charAt(0);
}

/** The next code's text (a new character is added to the dictionary first); "end" at the end mark; null: a damaged payload. */
function nextText(b: Bits, d: Dictionary, w: string | undefined): string | null | 'end' {
  let c = readBits(b, d.numBits);
  if (c === 2) return 'end';
  if (c === 0 || c === 1) {
    d.entries[d.size++] = readChar(b, c);
    c = d.size - 1;
    countEntry(d);
  }
  return entryText(d, c, w);
}

/**
 * decompressFromEncodedURIComponent, at most `max` characters: the text, null or "" where lz-string gives
 * those (a damaged payload), or OVER.
 */
export function decompressUriBounded(payload: string, max: number): string | null | typeof OVER {
  if (payload === '') return null;
  const input = payload.replace(/ /g, '+');
  const b: Bits = { input, val: charValue(input, 0), position: RESET, index: 1 };
  const d: Dictionary = { entries: [], size: 4, enlargeIn: 4, numBits: 3 };
  const first = readBits(b, 2);
  if (first === 2) return '';
  // 3 is no code lz-string writes: it leaves the first entry undefined (and goes on with it, as here).
  let w: string | undefined = first === 3 ? undefined : readChar(b, first);
  d.entries[3] = w;
  const result = [w ?? ''];
  let produced = w?.length ?? 0;
  if (produced > max) return OVER;
  for (;;) {
    if (b.index > input.length) return '';
    const entry = nextText(b, d, w);
    if (entry === 'end') return result.join('');
    if (entry === null) return null;
    produced += entry.length;
    if (produced > max) return OVER;
    result.push(entry);
    d.entries[d.size++] = String(w) + entry.charAt(0);
    countEntry(d);
    w = entry;
  }
}
