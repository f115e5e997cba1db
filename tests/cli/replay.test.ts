// `wolfboard replay FILE [--json]`: exit 0 with the summary, 1 with the illegal event's
// index, 2 for a file that is unreadable or not a record, with a message naming the field.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { main } from '../../cli/wolfboard';
import type { Io } from '../../cli/io';

const board = { players: 12, roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 } };
const seats = ['seer', 'witch', 'hunter', 'guard', 'villager', 'villager', 'villager', 'villager', 'werewolf', 'werewolf', 'werewolf', 'werewolf'];

function fakeIo(files: Record<string, string>, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    env,
    readText: (p) => (p in files ? { ok: true, text: files[p] } : { ok: false, file: p, problem: { path: '', code: 'file.missing' } }),
  };
  return { io, out, err };
}

async function replayFile(record: unknown, args: string[] = ['--json'], env: Record<string, string> = {}) {
  const f = fakeIo({ 'game.json': typeof record === 'string' ? record : JSON.stringify(record) }, env);
  const code = await main(['replay', 'game.json', ...args], f.io);
  return { code, out: f.out.join('\n'), err: f.err.join('\n') };
}

describe('wolfboard replay', () => {
  it("exit 0: prints the state after the last event in the issue's shape", async () => {
    const r = await replayFile({
      board,
      seats,
      events: [
        { type: 'guard', target: 5 },
        { type: 'wolves', target: 3 },
        { type: 'witch' },
        { type: 'seer', target: 9 },
        { type: 'sheriff', seat: 1 },
        { type: 'shoot', target: 9 },
      ],
    });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out)).toEqual({
      winner: null,
      alive: [1, 2, 4, 5, 6, 7, 8, 10, 11, 12],
      sheriff: 1,
      deaths: [
        { seat: 3, cause: 'wolves', night: 1 },
        { seat: 9, cause: 'shot', night: 1 },
      ],
    });
  });

  it('exit 1: an illegal event, with its index from 0 and why', async () => {
    const r = await replayFile({
      board,
      seats,
      events: [
        { type: 'guard', target: 5 },
        { type: 'wolves', target: 99 },
      ],
    });
    expect(r.code).toBe(1);
    const e = JSON.parse(r.out);
    expect(Object.keys(e)).toEqual(['error']);
    expect(e.error.event).toBe(1);
    expect(e.error.message).toMatch(/seat 99: there is no such seat/);
  });

  it('exit 1 in text: the index and the reason in the terminal language', async () => {
    const r = await replayFile({ board, seats, events: [{ type: 'seer', target: 5 }] }, [], { LANG: 'zh_CN.UTF-8' });
    expect(r.code).toBe(1);
    expect(r.err).toContain('第 0 个事件');
    expect(r.err).toContain('守卫');
  });

  it('exit 2: not JSON, a broken schema, seats that do not match the board, a forbidden bottom', async () => {
    const notJson = await replayFile('{ nope');
    expect(notJson.code).toBe(2);
    expect(notJson.err).toContain('not valid JSON');

    const badType = await replayFile({
      board,
      seats,
      events: [
        { type: 'guard', target: 5 },
        { type: 'poison', target: 3 },
      ],
    });
    expect(badType.code).toBe(2);
    expect(badType.err).toContain('events.1.type');

    const badField = await replayFile({ board, seats, events: [{ type: 'witch', poison: 'three' }] });
    expect(badField.code).toBe(2);
    expect(badField.err).toContain('events.0.poison');

    const badSeats = await replayFile({ board, seats: seats.slice(1), events: [] });
    expect(badSeats.code).toBe(2);
    expect(badSeats.err).toContain('seats');
    expect(JSON.parse(badSeats.out).error.problems[0].path).toBe('seats');

    const thiefBoard = { players: 13, roles: { thief: 1, seer: 1, witch: 1, hunter: 1, cupid: 1, villager: 6, werewolf: 4 } };
    const tSeats = [
      'thief',
      'seer',
      'witch',
      'hunter',
      'cupid',
      'villager',
      'villager',
      'villager',
      'villager',
      'villager',
      'villager',
      'werewolf',
      'werewolf',
    ];
    const twoWolves = await replayFile({ board: thiefBoard, seats: tSeats, bottom: ['werewolf', 'werewolf'], events: [] });
    expect(twoWolves.code).toBe(2);
    expect(twoWolves.err).toContain('“Judge controls the bottom cards”');
    const allowed = await replayFile({
      board: { ...thiefBoard, rules: { thiefBottomControl: false } },
      seats: tSeats,
      bottom: ['werewolf', 'werewolf'],
      events: [],
    });
    expect(allowed.code).toBe(0);
  });

  it('exit 2: a missing file and a usage error', async () => {
    const f = fakeIo({});
    expect(await main(['replay', 'missing.json'], f.io)).toBe(2);
    expect(f.err.join('\n')).toContain('no such file');
    const u = fakeIo({});
    expect(await main(['replay'], u.io)).toBe(2);
    expect(u.err.join('\n')).toContain('usage');
  });

  it('text output names the winner', async () => {
    const small = { players: 6, roles: { seer: 1, witch: 1, villager: 2, werewolf: 2 }, rules: { sheriff: false } };
    const r = await replayFile(
      {
        board: small,
        seats: ['seer', 'witch', 'villager', 'villager', 'werewolf', 'werewolf'],
        events: [
          { type: 'wolves', target: 1 },
          { type: 'witch' },
          { type: 'seer', target: 5 },
          { type: 'exile', seat: null },
          { type: 'wolves', target: 2 },
          { type: 'witch' },
        ],
      },
      [],
      { LANG: 'en_US.UTF-8' },
    );
    expect(r.code).toBe(0);
    expect(r.out).toContain('Winner: the wolves');
  });

  // Every scenario record in text, in every language: each winner and each death cause has words (the
  // cursed fox's win, the duel, the dream, the reflection, the hunt, the fox's check death among them).
  it('text output has words for every winner and death cause of the scenario records', async () => {
    const dir = join(import.meta.dirname, '..', 'records');
    const records = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.expect.json'));
    const seen = new Set<string>();
    for (const f of records) {
      const text = readFileSync(join(dir, f), 'utf8');
      const expected = JSON.parse(readFileSync(join(dir, f.replace(/\.json$/, '.expect.json')), 'utf8'));
      if (expected.exit !== 0) continue;
      for (const d of expected.summary?.deaths ?? []) seen.add(d.cause);
      if (expected.summary?.winner) seen.add(`winner:${expected.summary.winner}`);
      for (const lang of ['en', 'zh-CN', 'zh-TW']) {
        const r = await replayFile(text, ['--lang', lang]);
        expect(r.err, `${f} (${lang})`).toBe('');
        expect(r.code, `${f} (${lang})`).toBe(0);
        expect(r.out, `${f} (${lang})`).not.toMatch(/undefined|internal error/);
      }
    }
    for (const x of ['reflect', 'hunt', 'checked', 'duel', 'dream', 'winner:cursedFox']) expect(seen, x).toContain(x);
  });
});
