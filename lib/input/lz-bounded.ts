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

/**
 * decompressFromEncodedURIComponent, at most `max` characters: the text, null or "" where lz-string gives
 * those (a damaged payload), or OVER.
 */
export function decompressUriBounded(payload: string, max: number): string | null | typeof OVER {
  if (payload === '') return null;
  const input = payload.replace(/ /g, '+');
  const length = input.length;
  // An unknown character reads as 0, as in lz-string (its lookup gives undefined, and undefined & x is 0).
  const next = (i: number): number => VALUE[input.charAt(i)] ?? 0;
  const RESET = 32;
  let val = next(0);
  let position = RESET;
  let index = 1;
  const bits = (n: number): number => {
    let out = 0;
    for (let power = 1; power !== 2 ** n; power <<= 1) {
      const bit = val & position;
      position >>= 1;
      if (position === 0) {
        position = RESET;
        val = next(index++);
      }
      if (bit > 0) out |= power;
    }
    return out;
  };
  let enlargeIn = 4;
  let dictSize = 4;
  let numBits = 3;
  const first = bits(2);
  if (first === 2) return '';
  // 3 is no code lz-string writes: it leaves the first entry undefined (and goes on with it, as here).
  let w: string | undefined = first === 3 ? undefined : String.fromCharCode(bits(first === 0 ? 8 : 16));
  const dictionary: (string | undefined)[] = [];
  dictionary[3] = w;
  const result = [w ?? ''];
  let produced = w?.length ?? 0;
  if (produced > max) return OVER;
  for (;;) {
    if (index > length) return '';
    let c = bits(numBits);
    if (c === 2) return result.join('');
    if (c === 0 || c === 1) {
      dictionary[dictSize++] = String.fromCharCode(bits(c === 0 ? 8 : 16));
      c = dictSize - 1;
      enlargeIn--;
    }
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
    let entry: string;
    const known = dictionary[c];
    if (known) entry = known;
    else if (c === dictSize) {
      // lz-string throws here on an undefined first entry (a damaged payload): so does this.
      if (w === undefined) throw new TypeError('a damaged payload');
      entry = w + w.charAt(0);
    } else return null;
    produced += entry.length;
    if (produced > max) return OVER;
    result.push(entry);
    dictionary[dictSize++] = String(w) + entry.charAt(0);
    enlargeIn--;
    w = entry;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits++;
    }
  }
}
