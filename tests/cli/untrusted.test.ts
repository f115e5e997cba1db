// Untrusted files on the command line: whatever a file holds, the exit code is a documented one (never 3,
// "internal error"), the problems name their field, in the terminal's language, at most 20 and a count.
import { describe, expect, it, vi } from 'vitest';
import { main } from '../../cli/wolfboard';
import type { Io } from '../../cli/io';

vi.mock('../../lib/sim/simulate', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/sim/simulate')>();
  return {
    ...real,
    simulate: (board: { name?: string }, opts: Parameters<typeof real.simulate>[1]) => {
      if (board.name === 'engine bug') throw new TypeError("Cannot read properties of undefined (reading 'x')");
      return real.simulate(board as never, opts);
    },
  };
});

const board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
const seats = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf'];

async function cli(args: string[], text: string, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env, readText: () => ({ ok: true, text }) };
  const code = await main(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('wolfboard on untrusted files', () => {
  for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
    it(`replay: an event of type "${type}" is "not a record" (exit 2), named, with JSON on stdout`, async () => {
      const text = `{"board": ${JSON.stringify(board)}, "seats": ${JSON.stringify(seats)}, "events": [{"type": "guard", "target": 5}, {"type": "${type}"}]}`;
      const r = await cli(['replay', 'g.json', '--json'], text);
      expect(r.code).toBe(2);
      expect(JSON.parse(r.out).error.problems).toEqual([{ path: 'events.1.type', message: expect.stringContaining(`unknown event type "${type}"`) }]);
      expect(r.err).not.toContain('internal error');
    });
  }
  for (const text of ['null', '[]', '12', '"a record"', '{}']) {
    it(`replay and check: the JSON value ${text} is not a record or a board (exit 2)`, async () => {
      expect((await cli(['replay', 'g.json', '--json'], text)).code).toBe(2);
      expect((await cli(['check', 'b.json', '--json'], text)).code).toBe(2);
    });
  }
  it('a byte-order mark is not an error', async () => {
    expect((await cli(['check', 'b.json'], `\uFEFF${JSON.stringify(board)}`)).code).toBe(0);
    expect((await cli(['replay', 'g.json'], `\uFEFF${JSON.stringify({ board, seats, events: [] })}`)).code).toBe(0);
  });
  it("problems in the terminal's language: zh-CN and zh-TW", async () => {
    const text = JSON.stringify({ ...board, roles: { ...board.roles, dragon: 1 } });
    const cn = await cli(['check', 'b.json'], text, { LANG: 'zh_CN.UTF-8' });
    expect(cn.err).toContain('roles 中有未知的角色 id "dragon"');
    const tw = await cli(['replay', 'g.json'], JSON.stringify({ board, seats: seats.slice(1), events: [] }), { LANG: 'zh_TW.UTF-8' });
    expect(tw.code).toBe(2);
    expect(tw.err).toContain('不是遊戲記錄');
    expect(tw.err).toContain('seats：發了 11 張牌，但板子有 12 名玩家');
  });
  it('at most 20 problems on stderr, then how many more; every one in --json', async () => {
    const text = JSON.stringify({ board, seats, events: Array.from({ length: 25 }, () => ({ type: 'guard', target: 'x' })) });
    const r = await cli(['replay', 'g.json', '--json'], text);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.out).error.problems).toHaveLength(25);
    expect(r.err).toContain('… and 5 more problems');
    expect(r.err.split('\n').filter((l) => l.includes('events.')).length).toBe(20);
  });
  it('simulate: an engine failure is reported as exit 1, not an internal error', async () => {
    const r = await cli(['simulate', 'b.json', '--games', '2'], JSON.stringify({ ...board, name: 'engine bug' }));
    expect(r.code).toBe(1);
    expect(r.err).toContain('the simulation stopped on an engine error');
    expect(r.err).not.toContain('internal error');
  });
});
