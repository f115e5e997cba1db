// `wolfboard generate`: the JSON contract exactly ({ proposals: [{ board, points, village, <sides>, why }] }),
// the same seed the same output, the text report, and every bad command line a named message with exit 2.
import { describe, expect, it } from 'vitest';
import { HELP } from '../../cli/help';
import { readTextFile, type Io } from '../../cli/io';
import { main } from '../../cli/wolfboard';
import { parseBoard } from '../../lib/input/schema';
import { validate } from '../../lib/validator';

async function run(argv: string[], env: Record<string, string> = { LANG: 'en_US.UTF-8' }, files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    env,
    readText: (path) =>
      Object.hasOwn(files, path) ? { ok: true, text: files[path] } : ({ ok: false, file: path, problem: { path: '', code: 'file.missing' } } as never),
  };
  const code = await main(argv, io);
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const FAST = ['--players', '12', '--games', '10', '--candidates', '4', '--count', '3', '--seed', '5'];
const SIDES = ['wolves', 'lovers', 'piper', 'cursedFox', 'tanner'];

describe('wolfboard generate --json', () => {
  it('is the contract exactly, and the same seed prints the same bytes', async () => {
    const a = await run(['generate', ...FAST, '--json']);
    expect(a.code, a.stderr).toBe(0);
    expect(a.stderr).toBe('');
    const json = JSON.parse(a.stdout) as { proposals: Record<string, unknown>[] };
    expect(Object.keys(json)).toEqual(['proposals']);
    expect(json.proposals.length).toBe(3);
    for (const p of json.proposals) {
      const keys = Object.keys(p);
      expect(keys.slice(0, 3)).toEqual(['board', 'points', 'village']);
      expect(keys.at(-1)).toBe('why');
      for (const k of keys.slice(3, -1)) expect(SIDES).toContain(k);
      expect(keys).toContain('wolves');
      for (const k of ['village', ...keys.slice(3, -1)]) {
        const share = p[k] as Record<string, number>;
        expect(Object.keys(share)).toEqual(['rate', 'low', 'high']);
        expect(share.low).toBeLessThanOrEqual(share.rate);
        expect(share.rate).toBeLessThanOrEqual(share.high);
      }
      expect(typeof p.points).toBe('number');
      expect(typeof p.why).toBe('string');
      // A board file the designer opens: schema-valid and with no error.
      const board = parseBoard(p.board);
      expect(board.ok).toBe(true);
      if (board.ok) expect(validate(board.value).valid).toBe(true);
    }
    const b = await run(['generate', ...FAST, '--json']);
    expect(b.stdout).toBe(a.stdout);
  });

  it('respects --allow and --require', async () => {
    const r = await run(['generate', ...FAST, '--allow', 'villager=5,werewolf=4,seer=1,witch=1,hunter=1,guard=1,idiot=1', '--require', 'guard', '--json']);
    expect(r.code, r.stderr).toBe(0);
    for (const p of JSON.parse(r.stdout).proposals as { board: { roles: Record<string, number> } }[]) {
      expect(p.board.roles.guard).toBe(1);
      expect(p.board.roles.villager ?? 0).toBeLessThanOrEqual(5);
      for (const id of Object.keys(p.board.roles)) expect(['villager', 'werewolf', 'seer', 'witch', 'hunter', 'guard', 'idiot']).toContain(id);
    }
  });
});

describe('wolfboard generate --custom FILE: the custom cards of a board file are allowed cards too', () => {
  const PRESET = 'data/presets/custom-cards.json';
  const preset = readTextFile(PRESET);
  const files = {
    [PRESET]: preset.ok ? preset.text : '',
    'plain.json': JSON.stringify({ players: 9, roles: { villager: 6, werewolf: 3 } }),
    'bad.json': '{"players": 9',
  };
  const SMALL = ['--players', '10', '--games', '10', '--candidates', '3', '--count', '2', '--seed', '4'];

  it('a required custom card is in every proposal, which carries the custom cards and replays as a board file', async () => {
    const r = await run(['generate', ...SMALL, '--custom', PRESET, '--require', 'custom:nightOwl', '--json'], undefined, files);
    expect(r.code, r.stderr).toBe(0);
    const proposals = JSON.parse(r.stdout).proposals as { board: unknown }[];
    expect(proposals.length).toBe(2);
    for (const p of proposals) {
      const board = parseBoard(p.board);
      expect(board.ok).toBe(true);
      if (!board.ok) continue;
      expect((board.value.roles as Record<string, number>)['custom:nightOwl']).toBe(1);
      expect(board.value.customRoles?.some((c) => c.id === 'custom:nightOwl')).toBe(true);
      expect(validate(board.value).valid).toBe(true);
    }
  });

  it('the text report names a custom card by its name, in the terminal language', async () => {
    const r = await run(['generate', ...SMALL, '--custom', PRESET, '--require', 'custom:nightWatch', '--lang', 'zh-CN'], undefined, files);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('巡夜人');
    expect(r.stdout).not.toContain('custom:');
  });

  it('a file with no custom cards, no board or no file is said, exit 2', async () => {
    const none = await run(['generate', ...SMALL, '--custom', 'plain.json'], undefined, files);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/plain\.json carries no custom cards/);
    const bad = await run(['generate', ...SMALL, '--custom', 'bad.json'], undefined, files);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/bad\.json is not a valid board/);
    const missing = await run(['generate', ...SMALL, '--custom', 'gone.json'], undefined, files);
    expect(missing.code).toBe(2);
    expect(missing.stdout).toBe('');
  });

  it('a custom id without --custom is an unknown card', async () => {
    const r = await run(['generate', ...SMALL, '--require', 'custom:nightOwl']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no card has the id "custom:nightOwl"/);
  });
});

describe('wolfboard generate, for people', () => {
  it('prints a table per proposal in the terminal language', async () => {
    const r = await run(['generate', ...FAST]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^12 players: 4 boards played, 10 games each, seed 5; target: village 45–55%/);
    expect(r.stdout).toContain('Proposal 1');
    expect(r.stdout).toContain('Proposal 3');
    expect(r.stdout).not.toContain('Proposal 4');
    expect(r.stdout).toMatch(/^ {2}Village +\d/m);
    expect(r.stdout).toMatch(/^ {2}Why +village \d+%/m);
    const zh = await run(['generate', ...FAST, '--lang', 'zh-CN']);
    expect(zh.stdout).toContain('方案 1');
    expect(zh.stdout).toMatch(/好人胜率 \d+%/);
  });
});

describe('bad command lines: a named message, exit 2', () => {
  const cases: [string[], RegExp][] = [
    [[], /^wolfboard generate: --players: name the player count/],
    [['--players', '5'], /players: expected a whole number from 6 to 30, got "5"/],
    [['--players', '31'], /players: expected a whole number from 6 to 30, got "31"/],
    [['--players', 'twelve'], /--players: expected a whole number, got "twelve"/],
    [['--players', '12', '--allow', 'frog=1'], /no card has the id "frog"/],
    [['--players', '12', '--allow', 'seer'], /--allow: expected card ids separated by commas, each as id=n, got "seer"/],
    [['--players', '12', '--require', 'frog'], /no card has the id "frog"/],
    [['--players', '12', '--allow', 'villager=8,werewolf=4,seer=1', '--require', 'witch'], /the required card "witch" is not among the allowed cards/],
    [['--players', '12', '--target', '60-40'], /target: expected a band of shares from 0 to 100%, low first, got 60–40/],
    [['--players', '12', '--target', '0-120'], /target: .* got 0–120/],
    [['--players', '12', '--target', 'half'], /--target: expected LOW-HIGH/],
    [['--players', '12', '--family', 'chess'], /rule family: expected one of .*, got "chess"/],
    [['--players', '12', '--allow', 'villager=12,werewolf=4', '--specials', '4-5'], /no valid board of 12 players fits these cards/],
    [['--players', '12', 'board.json'], /unexpected argument "board.json"/],
  ];
  for (const [args, message] of cases) {
    it(args.join(' ') || '(nothing)', async () => {
      const r = await run(['generate', ...args]);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
      expect(r.stderr.split('\n').at(-1)).toBe(HELP.generate.usage);
    });
  }

  it('in the terminal language', async () => {
    const r = await run(['generate', '--players', '40'], { LANG: 'zh_TW.UTF-8' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/人數：應為 6 到 30 的整數/);
  });
});
