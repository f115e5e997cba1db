// THE READERS' FUZZER, a quick sample (`npm run fuzz` runs 10,000 inputs per reader): every reader of
// outside input survives malformed and hostile inputs with a documented, named error, and still reads
// every valid input. See tests/fuzz/corpus.ts for what the inputs are, tests/fuzz/readers.ts for the checks.
import { describe, expect, it } from 'vitest';
import { fuzzReader, pathResolves, READERS, unnamedProblem } from './readers';
import { msg } from '../../lib/i18n/msg';

const SAMPLE = Number(process.env.WOLFBOARD_FUZZ_SAMPLE ?? 150);

describe('the readers survive a fuzzer', () => {
  for (const reader of READERS) {
    const n = Math.min(SAMPLE, reader.testRuns ?? SAMPLE);
    it(`${reader.name}: ${n} inputs, no crash, every error named, every valid input read`, { timeout: 120_000 }, async () => {
      const c = await fuzzReader(reader, n, 20261201);
      expect(c.failures).toEqual([]);
      expect(c.crashes + c.unnamed + c.validRefused).toBe(0);
      expect(c.validRead).toBe(reader.valid.length);
      // The sample is not all one kind: the fuzzer both breaks inputs and leaves some readable.
      expect(c.errors).toBeGreaterThan(n / 10);
      expect(c.inputs).toBe(n + reader.valid.length);
    });
  }
});

describe("the fuzzer's own judge can fail", () => {
  it('a path that is not in the input is not a named field', () => {
    expect(pathResolves({ roles: { seer: 1 } }, 'roles.seer')).toBe(true);
    expect(pathResolves({ roles: { seer: 1 } }, 'roles.wizard')).toBe(true); // a missing key (required)
    expect(pathResolves({ roles: { seer: 1 } }, 'rules.tieRule')).toBe(false);
    expect(pathResolves({ 'a.b': { c: 1 } }, 'a.b.c')).toBe(true);
    expect(pathResolves(null, 'events.0.type')).toBe(false);
  });
  it('no problem, a code without a message, an unfilled parameter, or words of a crash is unnamed', () => {
    expect(unnamedProblem([], {})).not.toBeNull();
    expect(unnamedProblem([{ path: '', code: 'no.such.code' }], {})).not.toBeNull();
    expect(unnamedProblem([{ path: '', code: 'tooLarge' }], {})).not.toBeNull();
    expect(unnamedProblem([{ path: '', code: 'message', params: { text: 'internal error: schema.safeParse is not a function' } }], {})).not.toBeNull();
    expect(unnamedProblem([{ path: 'players', code: 'expected', params: { expected: msg('readers.expect.int') } }], { players: 'x' })).toBeNull();
  });
});
