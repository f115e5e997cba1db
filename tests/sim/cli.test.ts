// `wolfboard simulate FILE --games N --seed S [--policy heuristic|random] [--json]`.
import { describe, expect, it } from 'vitest';
import { main } from '../../cli/wolfboard';
import { readTextFile, type Io } from '../../cli/io';
import type { SimResult } from '../../lib/sim/types';

function fakeIo(env: Record<string, string> = {}, files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    env,
    readText: (p) => (p in files ? { ok: true, text: files[p] } : readTextFile(p)),
  };
  return { io, out, err };
}

const BOARD = 'data/presets/yu-nv-lie-bai.json';

describe('wolfboard simulate', () => {
  it('--json prints the result, deterministic for a seed', async () => {
    const a = fakeIo();
    expect(await main(['simulate', BOARD, '--games', '200', '--seed', '9', '--policy', 'heuristic', '--json'], a.io)).toBe(0);
    const r = JSON.parse(a.out.join('\n')) as SimResult;
    expect(r).toMatchObject({ games: 200, seed: 9, policy: 'heuristic', board: { name: '预女猎白', players: 12 } });
    expect(r.winRates.village.count + r.winRates.wolves.count).toBe(200);
    expect(r.winRates.village.low).toBeLessThanOrEqual(r.winRates.village.rate);
    const b = fakeIo();
    await main(['simulate', BOARD, '--games=200', '--seed=9', '--policy=heuristic', '--json'], b.io);
    expect(b.out.join('\n')).toBe(a.out.join('\n'));
  });

  it("without --policy plays the lab's policy (heuristic) and names it in the text and the JSON", async () => {
    const j = fakeIo();
    expect(await main(['simulate', BOARD, '--games', '100', '--json'], j.io)).toBe(0);
    expect((JSON.parse(j.out.join('\n')) as SimResult).policy).toBe('heuristic');
    const t = fakeIo({ LANG: 'en_US.UTF-8' });
    await main(['simulate', BOARD, '--games', '100'], t.io);
    expect(t.out[0]).toMatch(/heuristic/);
    const r = fakeIo({ LANG: 'en_US.UTF-8' });
    await main(['simulate', BOARD, '--games', '100', '--policy', 'random'], r.io);
    expect(r.out[0]).toMatch(/Random players/);
  });

  it('prints a readable summary in the terminal language, with the one-line reading and games/s', async () => {
    const en = fakeIo({ LANG: 'en_US.UTF-8' });
    expect(await main(['simulate', BOARD, '--games', '100', '--seed', '1'], en.io)).toBe(0);
    const text = en.out.join('\n');
    expect(text).toContain('Win rates (95% confidence interval)');
    expect(text).toMatch(/Village\s+\d+%/);
    expect(text).toContain('Seer');
    expect(text).toMatch(/games\/s/);
    expect(text).toMatch(/favours|Balanced/);
    const zh = fakeIo({ LANG: 'zh_CN.UTF-8' });
    await main(['simulate', BOARD, '--games', '100', '--seed', '1'], zh.io);
    expect(zh.out.join('\n')).toContain('胜率');
    expect(zh.out.join('\n')).toContain('预言家');
  });

  it('bad input exits 2 with a message naming the field', async () => {
    const cases: [string[], RegExp][] = [
      [['simulate'], /FILE/],
      [['simulate', BOARD, '--games', 'lots'], /--games: expected a whole number/],
      [['simulate', BOARD, '--games', '0'], /--games/],
      [['simulate', BOARD, '--games'], /--games: a value is needed/],
      [['simulate', BOARD, '--policy', 'clever'], /--policy: expected "random" or "heuristic"/],
      [['simulate', BOARD, '--lang', 'fr'], /--lang/],
      [['simulate', BOARD, '--gmaes', '10'], /unknown option --gmaes/],
      [['simulate', 'no/such/file.json'], /no such file/],
      [['simulate', 'bad.json'], /not valid JSON/],
      [['simulate', 'roles.json'], /roles\.seer/],
      [['simulate', 'short.json'], /board\.roles: the deck holds 8 cards/],
    ];
    const files = {
      'bad.json': '{ "players": 12, ',
      'roles.json': JSON.stringify({ players: 12, roles: { werewolf: 4, villager: 7, seer: 'one' } }),
      'short.json': JSON.stringify({ players: 12, roles: { werewolf: 4, villager: 4 } }),
    };
    for (const [args, message] of cases) {
      const f = fakeIo({}, files);
      expect(await main(args, f.io), args.join(' ')).toBe(2);
      expect(f.err.join('\n'), args.join(' ')).toMatch(message);
      expect(f.err.join('\n')).not.toMatch(/\n\s+at /);
      expect(f.out).toEqual([]);
    }
  });
});
