// The share link's decompressor is lz-string's, with a cap counted while decoding: the same output on any
// text and any payload, and a link that would unpack past the cap stops at once instead of filling memory.
import fc from 'fast-check';
import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { decompressUriBounded, OVER } from '../../lib/input/lz-bounded';
import { problemText } from '../../lib/i18n/problem-text';
import { MAX_FILE_BYTES } from '../../lib/input/schema';
import { decodeBoard } from '../../lib/input/share';

/** What a decoder gives, or that it threw (lz-string does on some damaged payloads; decodeBoard catches it). */
const outcome = <T>(f: () => T): T | 'threw' => {
  try {
    return f();
  } catch {
    return 'threw';
  }
};
const lz = (p: string) => outcome(() => LZString.decompressFromEncodedURIComponent(p));

describe('the bounded lz-string decoder', () => {
  it('gives what lz-string gives for the payload of any text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 300 }), fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: 'grapheme', maxLength: 100 })),
        (text) => {
          const p = LZString.compressToEncodedURIComponent(text);
          expect(decompressUriBounded(p, 10_000)).toBe(lz(p));
        },
      ),
      { numRuns: 2000, seed: 35 },
    );
  });

  it('gives what lz-string gives for any payload, damaged or made up', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$ ';
    const made = fc.array(fc.constantFrom(...alphabet), { maxLength: 60 }).map((a) => a.join(''));
    const damaged = fc.tuple(fc.string({ maxLength: 80 }), fc.nat(), fc.string({ maxLength: 3 })).map(([t, at, s]) => {
      const p = LZString.compressToEncodedURIComponent(t);
      const i = p.length ? at % p.length : 0;
      return p.slice(0, i) + s + p.slice(i + 1);
    });
    fc.assert(
      fc.property(fc.oneof(made, damaged, fc.string({ maxLength: 40 })), (p) => {
        const want = lz(p);
        const got = outcome(() => decompressUriBounded(p, 100_000));
        if (got === OVER) expect(typeof want === 'string' && want.length > 100_000).toBe(true);
        else expect(got).toBe(want);
      }),
      { numRuns: 3000, seed: 35 },
    );
  });

  it('stops past the cap, and only past it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.nat(220), (text, max) => {
        const got = decompressUriBounded(LZString.compressToEncodedURIComponent(text), max);
        if (text.length > max) expect(got).toBe(OVER);
        else expect(got).toBe(text);
      }),
      { numRuns: 1000, seed: 35 },
    );
  });

  it('a link of 4 KB that would unpack to 2 MB is refused at once, named', () => {
    const bomb = LZString.compressToEncodedURIComponent('a'.repeat(2_000_000));
    expect(bomb.length).toBeLessThan(4_000);
    const t0 = performance.now();
    const d = decodeBoard(`#board=${bomb}`);
    expect(performance.now() - t0).toBeLessThan(200);
    expect(d.ok || d.problems).toEqual([{ path: '', code: 'link.tooLarge', params: { max: MAX_FILE_BYTES } }]);
    if (!d.ok) expect(problemText(d.problems[0], 'en')).toBe('the link’s board is longer than 1000000 characters once unpacked: it is not a board');
  });
});
