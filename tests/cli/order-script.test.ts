import { describe, it, expect } from 'vitest';
import { readTextFile, type Io } from '../../cli/io';
import { main } from '../../cli/wolfboard';
import { run as order } from '../../cli/commands/order';
import { run as script } from '../../cli/commands/script';
import { EVERY_ROLE, FORUM_13, YU_NV_LIE_BAI } from '../order/boards';

function fakeIo(files: Record<string, string>, env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    env,
    readText: (p) => (p in files ? { ok: true, text: files[p] } : { ok: false, file: p, problem: { path: '', code: 'file.missing' } }),
  };
  return { io, out: () => out.join('\n'), err: () => err.join('\n') };
}

const files = {
  'bai.json': JSON.stringify(YU_NV_LIE_BAI),
  'forum.json': JSON.stringify(FORUM_13),
  'all.json': JSON.stringify(EVERY_ROLE),
  'chinese.json': JSON.stringify({ ...YU_NV_LIE_BAI, rules: { nightOrder: 'chinese' } }),
  'millers.json': JSON.stringify({ ...YU_NV_LIE_BAI, rules: { family: 'millersHollow' } }),
  'offline.json': JSON.stringify({ ...EVERY_ROLE, rules: { demonVersion: 'offline' } }),
  'bad.json': JSON.stringify({ players: 12, roles: { seer: 'one' } }),
  'broken.json': '{ "players": 12, ',
  'angel.json': JSON.stringify({ ...YU_NV_LIE_BAI, roles: { ...YU_NV_LIE_BAI.roles, villager: (YU_NV_LIE_BAI.roles.villager ?? 0) - 1, angel: 1 } }),
};

describe('wolfboard order', () => {
  it('says day 0 before the first night on a board with the angel (docs/rules.md, the angel), and --json keeps its two nights', async () => {
    const f = fakeIo(files);
    expect(await order(['angel.json', '--lang', 'en'], f.io)).toBe(0);
    const text = f.out();
    expect(text.indexOf('Day 0 (before the first night)')).toBeGreaterThan(-1);
    expect(text.indexOf('Day 0 (before the first night)')).toBeLessThan(text.indexOf('Night 1'));
    const plain = fakeIo(files);
    expect(await order(['bai.json', '--lang', 'en'], plain.io)).toBe(0);
    expect(plain.out()).not.toContain('Day 0');
    const json = fakeIo(files);
    expect(await order(['angel.json', '--json'], json.io)).toBe(0);
    expect(Object.keys(JSON.parse(json.out()))).toEqual(['firstNight', 'otherNights']);
  });

  it('--json prints exactly { firstNight, otherNights } with step ids (seed 000 §初级: wolves → witch → seer)', async () => {
    const f = fakeIo(files);
    expect(await order(['chinese.json', '--json'], f.io)).toBe(0);
    const json = JSON.parse(f.out());
    expect(Object.keys(json)).toEqual(['firstNight', 'otherNights']);
    expect(json.firstNight.map((s: { id: string }) => s.id)).toEqual(['dusk', 'werewolf', 'witch', 'seer', 'dawn']);
    expect(json.firstNight[1]).toMatchObject({ id: 'werewolf', kind: 'role', role: 'werewolf', inDeck: true });
  });

  it('--json: group steps lovers and charmed, markers dusk/dawn (seed 002 §1–9)', async () => {
    const f = fakeIo(files);
    expect(await order(['all.json', '--json'], f.io)).toBe(0);
    const { firstNight, otherNights } = JSON.parse(f.out());
    const kinds = Object.fromEntries(firstNight.map((s: { id: string; kind: string }) => [s.id, s.kind]));
    expect(kinds).toMatchObject({ dusk: 'marker', dawn: 'marker', lovers: 'group', charmed: 'group', werewolf: 'role', thief: 'role' });
    expect(otherNights.map((s: { id: string }) => s.id)).not.toContain('lovers');
  });

  it("--json marks fake steps: a seer possibly in the thief's bottom is called anyway (seed 002 標準回合 1)", async () => {
    const f = fakeIo(files);
    await order(['forum.json', '--json'], f.io);
    const seer = JSON.parse(f.out()).firstNight.find((s: { id: string }) => s.id === 'seer');
    expect(seer.absent).toEqual({ bottom: true, dead: false, powerless: false, handling: 'callAnyway' });
  });

  it("--json with the offline demon (demonVersion, seed 000 线下版): his step on night 1 only, taking over the wolves' step", async () => {
    const f = fakeIo(files);
    expect(await order(['offline.json', '--json'], f.io)).toBe(0);
    const { firstNight, otherNights } = JSON.parse(f.out());
    const find = (list: { id: string }[], id: string) => list.find((s) => s.id === id) as Record<string, unknown> | undefined;
    expect(find(firstNight, 'demon')).toMatchObject({ nights: 'first', records: 'none' });
    expect(find(otherNights, 'demon')).toBeUndefined();
    expect(find(otherNights, 'werewolf')).toMatchObject({ takesOver: ['demon'] });
    expect(find(otherNights, 'werewolf')?.roles).not.toContain('demon');
  });

  it("prints a readable list in the terminal's language without --json", async () => {
    const zh = fakeIo(files, { LANG: 'zh_CN.UTF-8' });
    expect(await order(['bai.json'], zh.io)).toBe(0);
    // The langrensha default, the Chinese order (docs/rules.md): wolves → witch → seer on night 1.
    expect(zh.out()).toMatch(/第一夜\n[^\n]*天黑[^\n]*\n[^\n]*狼人[^\n]*\n[^\n]*女巫[^\n]*\n[^\n]*预言家/);
    const en = fakeIo(files, { LANG: 'en_US.UTF-8' });
    await order(['bai.json'], en.io);
    expect(en.out()).toMatch(/Night 1[\s\S]*The witch[\s\S]*The seer/);
    const flag = fakeIo(files, { LANG: 'en_US.UTF-8' });
    await order(['bai.json', '--lang', 'zh'], flag.io);
    expect(flag.out()).toMatch(/第一夜/);
  });

  it('names the night order first, in the chosen language, as the house rule names its values (never the key)', async () => {
    const first = async (file: string, lang: string) => {
      const f = fakeIo(files);
      expect(await order([file, '--lang', lang], f.io)).toBe(0);
      return f.out().split('\n')[0];
    };
    expect(await first('bai.json', 'zh-CN')).toBe('夜晚顺序：中文12人局顺序');
    expect(await first('bai.json', 'zh-TW')).toBe('夜晚順序：中文12人局順序');
    expect(await first('bai.json', 'en')).toBe('Night order: Chinese 12-player');
    // Millers Hollow keeps the advanced order.
    expect(await first('millers.json', 'en')).toBe('Night order: Advanced');
    expect(await first('millers.json', 'zh-CN')).toBe('夜晚顺序：进阶顺序');
  });

  it('exits 2 with a named-field message on a bad board, unreadable file or bad usage', async () => {
    const bad = fakeIo(files);
    expect(await order(['bad.json', '--json'], bad.io)).toBe(2);
    expect(bad.err()).toMatch(/bad\.json: roles\.seer: expected a whole number/);
    expect(bad.out()).toBe('');
    const broken = fakeIo(files);
    expect(await order(['broken.json'], broken.io)).toBe(2);
    expect(broken.err()).toMatch(/not valid JSON/);
    const missing = fakeIo(files);
    expect(await order(['nope.json'], missing.io)).toBe(2);
    expect(missing.err()).toMatch(/nope\.json: no such file/);
    const none = fakeIo(files);
    expect(await order([], none.io)).toBe(2);
    expect(none.err()).toMatch(/usage/);
  });
});

describe('wolfboard script', () => {
  it('--lang zh prints the Markdown script in Simplified Chinese', async () => {
    const f = fakeIo(files);
    expect(await script(['bai.json', '--lang', 'zh'], f.io)).toBe(0);
    expect(f.out()).toMatch(/^# 法官台本：预女猎白/);
    expect(f.out()).toMatch(/## 第一夜\n\n1\. \*\*天黑\*\*/);
  });

  it("heads the script with the board's night order: the Chinese order for 狼人杀, the advanced one for Millers Hollow", async () => {
    const head = async (file: string, lang: string) => {
      const f = fakeIo(files);
      expect(await script([file, '--lang', lang], f.io)).toBe(0);
      return f.out().split('\n').slice(0, 5).join('\n');
    };
    expect(await head('bai.json', 'zh-CN')).toContain('> 夜晚顺序：中文12人局顺序');
    expect(await head('bai.json', 'en')).toContain('> Night order: Chinese 12-player');
    expect(await head('millers.json', 'en')).toContain('> Night order: Advanced');
    expect(await head('bai.json', 'en')).not.toMatch(/chinese|nightOrder/);
  });

  it('--lang en, zh-CN and zh-TW are accepted; zh-TW uses the traditional role names', async () => {
    for (const [lang, re] of [
      ['en', /^# Judge's script: Seer, Witch, Hunter, Idiot \(12\)/],
      ['zh-CN', /预言家/],
      ['zh-TW', /預言家[\s\S]*公布昨夜死訊/],
    ] as const) {
      const f = fakeIo(files);
      expect(await script(['bai.json', '--lang', lang], f.io), lang).toBe(0);
      expect(f.out(), lang).toMatch(re);
    }
  });

  it('exits 2 on an unknown language or a bad board, naming the problem', async () => {
    const lang = fakeIo(files);
    expect(await script(['bai.json', '--lang', 'fr'], lang.io)).toBe(2);
    expect(lang.err()).toMatch(/--lang must be one of zh-CN, zh-TW, en/);
    const bad = fakeIo(files);
    expect(await script(['bad.json', '--lang', 'en'], bad.io)).toBe(2);
    expect(bad.err()).toMatch(/roles\.seer/);
  });
});

describe('one set of --lang values for every verb', () => {
  const BOARD = 'data/presets/yu-nv-lie-bai.json';
  const fileIo = () => {
    const out: string[] = [];
    const err: string[] = [];
    const io: Io = { out: (t) => out.push(t), err: (t) => err.push(t), env: {}, readText: readTextFile };
    return { io, out, err };
  };
  for (const verb of ['check', 'order', 'script', 'simulate']) {
    it(`${verb} takes zh-CN, zh-TW and en (and the older zh), and names them on a bad value`, async () => {
      const extra = verb === 'simulate' ? ['--games', '20'] : [];
      for (const l of ['zh-CN', 'zh-TW', 'en', 'zh']) {
        const f = fileIo();
        expect(await main([verb, BOARD, ...extra, '--lang', l], f.io)).not.toBe(2);
      }
      const bad = fileIo();
      expect(await main([verb, BOARD, ...extra, '--lang', 'fr'], bad.io)).toBe(2);
      expect(bad.err.join('\n')).toContain('--lang must be one of zh-CN, zh-TW, en');
    });
  }
});
