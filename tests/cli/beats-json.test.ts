import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeBeatsJson } from '../../cli/beats-json';
import { replay } from '../../lib/engine';
import { LANGS } from '../../lib/i18n';
import { type Beat, beatJson, eachRecordBeat } from '../../lib/moderator/beats';
import { longRecord } from '../../bench/long-game';
import { replayedRecords } from '../moderator/scenario-records';

/** The writer's pieces, as bytes. */
function pieces(beats: Iterable<Beat>): Buffer[] {
  const out: Buffer[] = [];
  writeBeatsJson(beats, (bytes) => out.push(Buffer.from(bytes)));
  return out;
}

/** The contract's bytes: the whole JSON at once. */
const expected = (beats: Beat[]): Buffer => Buffer.from(`${JSON.stringify({ beats: beats.map(beatJson) }, null, 2)}\n`);

const records = replayedRecords();

describe('wolfboard beats --json writes the bytes of JSON.stringify', () => {
  it('on every scenario record that replays, in each language', () => {
    expect(records.length).toBeGreaterThan(500);
    const differ: string[] = [];
    records.forEach(({ name, record, states }, k) => {
      // One language a record, in turn: every language on hundreds of records.
      const lang = LANGS[k % LANGS.length];
      const beats = [...eachRecordBeat(record, lang, { names: record.names, speech: false }, states)];
      if (!Buffer.concat(pieces(beats)).equals(expected(beats))) differ.push(`${name} (${lang})`);
    });
    expect(differ).toEqual([]);
  });

  it('on a long game, in pieces that each end a line', () => {
    const record = longRecord(3000);
    const r = replay(record, { keepStates: true });
    if (!r.ok) throw new Error('the long game does not replay');
    for (const lang of LANGS) {
      const beats = [...eachRecordBeat(record, lang, { speech: false }, r.states)];
      const out = pieces(beats);
      expect(out.length).toBeGreaterThan(2);
      for (const p of out) expect(p.at(-1)).toBe(0x0a);
      expect(Buffer.concat(out).equals(expected(beats))).toBe(true);
    }
  });

  it('with no beat at all', () => {
    expect(Buffer.concat(pieces([])).toString()).toBe(`${JSON.stringify({ beats: [] }, null, 2)}\n`);
  });

  it('on beats with fields no game makes', () => {
    // Strings JSON escapes (quotes, controls, lone surrogates), numbers it writes as null or in exponents, missing
    // fields, shows with other keys or another order, arrays with holes or a toJSON.
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.constantFrom('"', '\\', '\u2028', '\ud800', '“好”', '👎'));
    const num = fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constantFrom(-0, 0.5, 1e21, Number.NaN, Number.POSITIVE_INFINITY));
    const weird = fc.constantFrom(undefined, null, 'x', [], {}, Object.assign([1], { toJSON: () => 'j' }), Object.assign(new Array(3), { 0: 1, 2: 3 }));
    // Mostly what a game makes, now and then not: most beats are written field by field, some by JSON.stringify.
    const mostly = <T>(x: fc.Arbitrary<T>) => fc.oneof({ weight: 12, arbitrary: x }, { weight: 1, arbitrary: weird });
    const numbers = mostly(fc.array(num, { maxLength: 4 }));
    const strings = mostly(fc.array(text, { maxLength: 3 }));
    const show = fc.oneof(
      { weight: 6, arbitrary: fc.record({ seats: numbers, text, code: text }) },
      fc.record({ text, seats: numbers, code: text }),
      fc.record({ seats: numbers, text, code: text, extra: text }),
      fc.record({ seats: numbers, text: mostly(text), code: mostly(text) }),
      fc.record({ seats: numbers, text, code: text }).map((x) => Object.assign(Object.create({ inherited: 1 }), x)),
      fc.record({ seats: numbers, text, code: text }).map((x) => Object.assign([], x)),
    );
    const beat = fc.record(
      {
        kind: mostly(text),
        night: mostly(num),
        day: mostly(num),
        lines: fc.array(text, { maxLength: 3 }),
        seats: numbers,
        waitsFor: mostly(fc.oneof(text, fc.constant(null))),
        after: mostly(num),
        shows: mostly(fc.array(show, { maxLength: 3 })),
        accepts: strings,
        offers: strings,
      },
      { requiredKeys: ['kind', 'lines', 'seats', 'waitsFor', 'after', 'shows', 'accepts', 'offers'] },
    );
    fc.assert(
      fc.property(fc.array(beat, { maxLength: 4 }), (xs) => {
        const beats = xs as unknown as Beat[];
        expect(Buffer.concat(pieces(beats)).equals(expected(beats))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
