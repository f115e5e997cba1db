// A seat number as a key (a vote's ballots) has one spelling, ^[1-9][0-9]*$: "01" or "001" would count
// seat 1 again (a forged ballot once changed an exile and replayed as legal). Refused at the schema (exit 2),
// named by its key, in the site's import and the CLI alike; the engine refuses one too (an event from a page).
import { describe, expect, it } from 'vitest';
import type { Io } from '../../cli/io';
import { main } from '../../cli/wolfboard';
import { parseRecord, parseRecordText } from '../../lib/engine';
import { gameGuardDefinitions } from '../../lib/generated/guard/game';
import { gameDefinitions } from '../../lib/generated/zod/game';
import { problemText } from '../../lib/i18n/problem-text';
import { parseJsonBytes, parseWith } from '../../lib/input/schema';
import { REPLAYING_RECORDS } from '../fuzz/corpus';

const base = structuredClone(REPLAYING_RECORDS.find((r) => JSON.stringify(r).includes('"ballots"'))) as { events: unknown[] };
/** The record with its first vote's ballots written as `ballots` (JSON text, so any key order and spelling). */
function withBallots(ballots: string): string {
  const text = JSON.stringify(base);
  return text.replace(/"ballots":\{[^}]*\}/, `"ballots":${ballots}`);
}

async function replayCli(text: string, lang = 'en_US.UTF-8') {
  const err: string[] = [];
  const out: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env: { LANG: lang }, readText: () => ({ ok: true, text }) };
  return { code: await main(['replay', 'r.json', '--json'], io), err: err.join('\n'), out: out.join('\n') };
}

describe('seat numbers as keys have one spelling', () => {
  it('the forged ballot of the issue is refused with exit 2, naming each key that counts a seat again', async () => {
    const text = withBallots('{"1":3,"01":3,"001":3,"2":4,"5":4}');
    const r = parseRecordText(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.code, p.params?.key, p.params?.seat])).toEqual([
      ['key.leadingZero', '"01"', '1'],
      ['key.leadingZero', '"001"', '1'],
    ]);
    expect(problemText(r.problems[0], 'en')).toMatch(/^events\.\d+\.ballots: the key "01" is seat 1 written with leading zeros; write "1"/);
    const c = await replayCli(text, 'zh_TW.UTF-8');
    expect(c.code).toBe(2);
    expect(c.err).toContain('鍵 "01" 是帶前導零的 1 號座位');
    expect(JSON.parse(c.out).error.problems[0].message).toContain('the key "01"');
    // The moderator page's import reads the same bytes to the same problems.
    const site = parseJsonBytes(new TextEncoder().encode(text));
    expect(site.ok && parseRecord(site.value)).toEqual(r);
  });

  it('"__proto__", "x", "0", "-1", "1.0" and " 1" are not seat numbers: exit 2, the key named, never "expected an object"', async () => {
    for (const key of ['__proto__', 'x', '0', '-1', '1.0', ' 1', '+1', '1e1']) {
      const text = withBallots(`{${JSON.stringify(key)}:3}`);
      const r = parseRecordText(text);
      expect(r.ok, key).toBe(false);
      if (r.ok) continue;
      expect(
        r.problems.map((p) => p.code),
        key,
      ).toEqual(['key.notSeat']);
      expect(problemText(r.problems[0], 'en')).toContain(`the key ${JSON.stringify(key)} is not a seat number`);
      expect(problemText(r.problems[0], 'zh-CN')).not.toMatch(/keyed|expected/);
      expect((await replayCli(text)).code, key).toBe(2);
    }
  });

  it('canonical keys still read, in any order', () => {
    expect(parseRecordText(withBallots('{"12":null,"1":3,"10":3}')).ok).toBe(true);
  });

  it('the guard and its zod reference agree on every spelling, "__proto__" included', () => {
    const guard = gameGuardDefinitions.voteEvent;
    const zod = gameDefinitions.voteEvent;
    for (const ballots of ['{"__proto__":3}', '{"__proto__":3,"01":2,"x":"y"}', '{"01":3,"1":"x"}', '{"1":3}', '{}', '{"0":1,"007":2}']) {
      const v = JSON.parse(`{"type":"vote","ballots":${ballots}}`);
      expect(parseWith(guard, v), ballots).toEqual(parseWith(zod, v));
    }
  });
});
