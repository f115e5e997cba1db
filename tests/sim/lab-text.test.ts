// The lab's words (data/i18n/lab.json + lab-zh-TW.json) and the one-line readings.
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../lib/i18n';
import { comparisonText, heuristicLines, lab, labKeys, randomDescription, readingText } from '../../lib/sim/lab-text';
import { HEURISTIC_RULES, RANDOM_DESCRIPTION } from '../../lib/sim/policies/heuristic-rules';
import { hasMessage } from '../../lib/i18n';
import { messagesOf } from '../texts';
import { compareResults, readResult } from '../../lib/sim/reading';
import { wilson } from '../../lib/sim/stats';
import type { SimResult } from '../../lib/sim/types';
const LAB_KEYS = labKeys();
const tw = Object.fromEntries(Object.entries(messagesOf('zh-TW')).filter(([k]) => k.startsWith('lab.')));
const overlayKeys = (): string[] => [
  ...LAB_KEYS.map((k) => `lab.${k}`).filter((k) => !k.startsWith('lab.heuristic.') && k !== RANDOM_DESCRIPTION),
  ...HEURISTIC_RULES.map((r) => r.text),
  RANDOM_DESCRIPTION,
];
const hasOverlay = (k: string): boolean => hasMessage(k, 'zh-TW');

const result = (village: number, wolves: number, extra: Partial<Record<'lovers' | 'piper', number>> = {}): SimResult => {
  const games = village + wolves + (extra.lovers ?? 0) + (extra.piper ?? 0);
  return {
    board: { name: 'x', players: 12 },
    policy: 'random',
    seed: 1,
    games,
    winRates: {
      village: wilson(village, games),
      wolves: wilson(wolves, games),
      lovers: wilson(extra.lovers ?? 0, games),
      piper: wilson(extra.piper ?? 0, games),
      cursedFox: wilson(0, games),
      tanner: wilson(0, games),
      angel: wilson(0, games),
      draw: wilson(0, games),
      unfinished: wilson(0, games),
    },
    outcomes: ['village', 'wolves', ...(extra.lovers !== undefined ? ['lovers' as const] : []), ...(extra.piper !== undefined ? ['piper' as const] : [])],
    averageDays: 4,
    averageNights: 4,
    averageEvents: 20,
    deathRates: [],
    winPaths: [],
    errors: { count: 0, first: null },
  };
};

describe('lab strings', () => {
  it('every string and every line of the policies has en, zh and a zh-TW overlay, with the same placeholders', () => {
    expect(overlayKeys().filter((k) => !hasOverlay(k))).toEqual([]);
    // No stale overlay keys either.
    const known = new Set(overlayKeys());
    expect(Object.keys(tw).filter((k) => !known.has(k))).toEqual([]);
    const names = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort().join();
    for (const k of LAB_KEYS) {
      for (const l of LANGS) expect(lab(k, l).length, k).toBeGreaterThan(0);
      expect(names(lab(k, 'zh-CN')), k).toBe(names(lab(k, 'en')));
      expect(names(lab(k, 'zh-TW')), k).toBe(names(lab(k, 'en')));
    }
    expect(lab('title', 'zh-TW')).toBe('平衡實驗室');
    expect(heuristicLines('zh-TW')[0].text).not.toBe(heuristicLines('zh-CN')[0].text);
    expect(randomDescription('en')).toMatch(/random/);
  });
});

describe('the one-line reading', () => {
  it('balanced when the two rates are within the margin, else names the favoured side', () => {
    expect(readResult(result(505, 495)).key).toBe('reading.balanced');
    const r = readResult(result(400, 600));
    expect(r).toMatchObject({ key: 'reading.favours', side: 'wolves' });
    expect(readingText(r, 'en')).toBe('This board favours the wolves, who win 60% of games (95% CI 57%–63%).');
    expect(readingText(readResult(result(700, 300)), 'zh-CN')).toContain('对好人有利');
  });

  it('names the leader when a third side wins a notable share', () => {
    const r = readResult(result(200, 420, { piper: 380, lovers: 0 }));
    expect(r).toMatchObject({ key: 'reading.third', side: 'wolves' });
    expect(readingText(r, 'en')).toBe('Most wins: the wolves (42%); then the piper 38%, the village 20%, the lovers 0%.');
  });

  it('compares two boards by the village win rate, with the interval of the difference', () => {
    const c = compareResults(result(450, 550), result(550, 450));
    expect(c.key).toBe('compare.more');
    expect(comparisonText(c, 'en')).toMatch(/^Board B helps the village: its win rate goes from 45% to 55% \(\+10 points, 95% CI \+5\.\d to \+14\.\d\)\.$/);
    expect(compareResults(result(500, 500), result(510, 490)).key).toBe('compare.same');
    expect(compareResults(result(600, 400), result(500, 500)).key).toBe('compare.less');
  });
});
