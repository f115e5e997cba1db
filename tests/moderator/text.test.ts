// The moderator's UI strings: every key used by the page exists, in en, zh and the zh-TW overlay, with
// the same placeholders in every language (a missing {seat} would show a wrong seat to the judge).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOf, mKeys, mt, type MKey } from '../../lib/moderator/text';
import { messagesOf, textsOf } from '../texts';

const M_KEYS = mKeys();
const TW_OVERLAY = Object.fromEntries(Object.entries(messagesOf('zh-TW')).filter(([k]) => k.startsWith('moderator.')));
const data = Object.fromEntries(M_KEYS.map((k) => [k, textsOf(`moderator.${k}`)]));

const root = join(import.meta.dirname, '..', '..');
const sources = ['components/moderator', 'lib/moderator'].flatMap((d) =>
  readdirSync(join(root, d))
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => readFileSync(join(root, d, f), 'utf8')),
);
const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]).sort();

describe('moderator strings', () => {
  it('has en, zh and a zh-TW overlay entry for every key, with the same placeholders', () => {
    const texts = data as Record<string, { en: string; zh: string }>;
    for (const k of M_KEYS) {
      expect(texts[k].en, k).toBeTruthy();
      expect(texts[k].zh, k).toBeTruthy();
      const tw = TW_OVERLAY[`moderator.${k}`];
      expect(tw, `zh-TW overlay for ${k}`).toBeTruthy();
      expect(holes(texts[k].zh), k).toEqual(holes(texts[k].en));
      expect(holes(tw), k).toEqual(holes(texts[k].en));
    }
    expect(Object.keys(TW_OVERLAY).length).toBe(M_KEYS.length);
  });

  it('knows every literal key the page uses', () => {
    const used = new Set<string>();
    for (const src of sources) for (const x of src.matchAll(/\bmt?\('([a-zA-Z0-9.]+)'/g)) used.add(x[1]);
    expect(used.size).toBeGreaterThan(100);
    for (const k of used) expect(M_KEYS, k).toContain(k);
  });

  it('knows every key built from a template (causes, winners, election reasons)', () => {
    for (const c of ['wolves', 'poison', 'shot', 'exile', 'heartbreak', 'selfDestruct', 'whiteWolfKing', 'wolfBeauty', 'scapegoat', 'withElder']) {
      expect(M_KEYS).toContain(`cause.${c}`);
    }
    for (const w of ['village', 'wolves', 'lovers', 'piper', 'draw']) expect(M_KEYS).toContain(`winner.${w}`);
    for (const r of ['candidate', 'withdrawn', 'notRunning', 'notInGame']) expect(M_KEYS).toContain(`election.reason.${r}`);
  });

  it('fills placeholders and picks the language', () => {
    expect(mt('seat.n', 'en', { n: 5 })).toBe('Seat 5');
    expect(mt('seat.n', 'zh-CN', { n: 5 })).toBe('5号');
    expect(mt('seat.n', 'zh-TW', { n: 5 })).toBe('5號');
    expect(mt('nope' as MKey, 'en')).toBe('nope');
  });

  it('joins lists the way each language writes them', () => {
    expect(listOf([3], 'en')).toBe('3');
    expect(listOf([3, 5], 'en')).toBe('3 and 5');
    expect(listOf([3, 5, 9], 'en')).toBe('3, 5 and 9');
    expect(listOf([3, 5, 9], 'zh-CN')).toBe('3、5、9');
  });
});
