import { describe, it, expect } from 'vitest';
import { main } from '../../cli/wolfboard';
import type { Io } from '../../cli/io';
import { ROLE_IDS } from '../../lib/catalogue/roles';

function fakeIo(env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    env,
    readText: (p) => ({ ok: false, file: p, problem: { path: '', code: 'file.missing' } }),
  };
  return { io, out, err };
}

describe('wolfboard roles', () => {
  it('--json lists every role id with names, faction, group and unique', async () => {
    const { io, out } = fakeIo();
    expect(await main(['roles', '--json'], io)).toBe(0);
    const rows = JSON.parse(out.join('\n')) as { id: string; names: Record<string, string>; faction: string; group: string; unique: boolean }[];
    expect(rows.map((r) => r.id)).toEqual([...ROLE_IDS]);
    const seer = rows.find((r) => r.id === 'seer')!;
    expect(seer).toMatchObject({ faction: 'village', group: 'god', unique: true });
    expect(seer.names['zh-CN']).toBe('预言家');
    expect(rows.find((r) => r.id === 'villager')!.unique).toBe(false);
  });

  it('prints in the terminal language (LANG=zh_CN → Chinese names)', async () => {
    const { io, out } = fakeIo({ LANG: 'zh_CN.UTF-8' });
    expect(await main(['roles'], io)).toBe(0);
    expect(out.join('\n')).toContain('预言家');
    const en = fakeIo({ LANG: 'en_US.UTF-8' });
    await main(['roles'], en.io);
    expect(en.out.join('\n')).toContain('Seer');
  });

  it('prints a header row naming the columns, in the output language', async () => {
    const en = fakeIo();
    await main(['roles', '--lang', 'en'], en.io);
    expect(en.out[0]).toMatch(/^id\s+name\s+faction\s+side-kill group\s+count\s+what it does$/);
    expect(en.out).toHaveLength(ROLE_IDS.length + 1);
    const zh = fakeIo();
    await main(['roles', '--lang', 'zh-CN'], zh.io);
    expect(zh.out[0]).toMatch(/^id\s+名称\s+阵营/);
  });

  it('every verb takes --lang zh-CN|zh-TW|en, and the older zh still', async () => {
    for (const l of ['zh-CN', 'zh-TW', 'en', 'zh']) {
      const { io, out } = fakeIo();
      expect(await main(['roles', '--lang', l], io)).toBe(0);
      expect(out.join('\n')).toContain(l === 'en' ? 'Seer' : l === 'zh-TW' ? '預言家' : '预言家');
    }
    const bad = fakeIo();
    expect(await main(['roles', '--lang', 'fr'], bad.io)).toBe(2);
    expect(bad.err.join('')).toContain('--lang must be one of zh-CN, zh-TW, en');
  });

  it('an unknown verb is a usage error (exit 2)', async () => {
    const { io, err } = fakeIo();
    expect(await main(['frobnicate'], io)).toBe(2);
    expect(err.join('')).toContain('unknown verb');
  });
});
