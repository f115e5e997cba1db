// The Traditional Chinese of the judge's script and the print pages: the overlay data/i18n/zh-TW.json holds
// `script.<key>` (one text) or `script.<key>.<variant>` for every line of data/script.json (lib/script/lines).
import { describe, it, expect } from 'vitest';
import type { Board } from '../../lib/generated/board';
import { buildScript } from '../../lib/script/build';
import { SCRIPT as SCRIPT_IDS, lineOf } from '../../lib/script/lines';
import { messagesOf, withTexts } from '../texts';
import { scriptMarkdown } from '../../lib/script/markdown';
import { EVERY_CARD, EVERY_ROLE, FORUM_13, YU_NV_LIE_BAI, YU_NV_LIE_SHOU } from '../order/boards';

const SCRIPT = withTexts(SCRIPT_IDS);
const tw = messagesOf('zh-TW');
const scriptKeys = Object.keys(tw).filter((k) => k.startsWith('script.'));

/** Every overlay key the script data can use: a line's key, or its key and a variant (variants may hold dots). */
function expectedKeys(): string[] {
  return Object.entries(SCRIPT.lines).flatMap(([key, line]) =>
    line.text ? [`script.${key}`] : Object.keys(line.variants ?? {}).map((v) => `script.${key}.${v}`),
  );
}

/** Why an overlay key names no script text (null: it names one). */
function danglingReason(key: string): string | null {
  const rest = key.slice('script.'.length);
  const whole = SCRIPT.lines[rest];
  if (whole) return whole.text ? null : `line ${rest} has variants, not one text`;
  const parts = rest.split('.');
  for (let i = parts.length - 1; i > 0; i--) {
    const line = SCRIPT.lines[parts.slice(0, i).join('.')];
    if (line) return line.variants?.[parts.slice(i).join('.')] ? null : `line ${parts.slice(0, i).join('.')} has no variant ${parts.slice(i).join('.')}`;
  }
  return `no line ${rest}`;
}

/**
 * Simplified-only characters of data/script.json's zh texts: opencc s2t changes each, and none occurs in the
 * Traditional Rules Introduction (traditional) / Millers Hollow (traditional) (characters valid in both scripts, such as 台 准 几 体 据, are left out).
 */
const SIMPLIFIED_ONLY = [
  ...'与两个为举仅从们会侣内决别动势单卫双发变号听响国场处备对带废开弃张归当录恋恶戏护报择挡换数断无时显机杀条来枪样没浏独猎环现盗睁码竞笔约纸线组结给统续职胜节药获营虚装见规视览计认讨让讯记许论设诉话说请读谁调贼轮边达过还这进连选遗链长闭问队阵随页顺须顿预题验',
];
const simplifiedIn = (s: string): string[] => SIMPLIFIED_ONLY.filter((c) => s.includes(c));

describe('zh-TW overlay of the script and print lines (data/i18n/zh-TW.json script.*)', () => {
  it('every script.* key names an existing line or variant of data/script.json', () => {
    const bad = scriptKeys.map((k) => [k, danglingReason(k)]).filter(([, r]) => r);
    expect(bad).toEqual([]);
  });

  it('the dangling-key check does catch a wrong key', () => {
    expect(danglingReason('script.day.tie.maybe')).not.toBeNull();
    expect(danglingReason('script.day.tie')).not.toBeNull();
    expect(danglingReason('script.nope')).not.toBeNull();
    expect(danglingReason('script.day.vote.extra')).not.toBeNull();
    expect(danglingReason('script.note.witch.selfSave.firstNight.first')).toBeNull();
  });

  it('covers every line and variant, with the same placeholders as zh', () => {
    const keys = expectedKeys();
    expect(keys.filter((k) => !tw[k])).toEqual([]);
    const names = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();
    for (const [key, line] of Object.entries(SCRIPT.lines)) {
      const texts = line.text
        ? { [`script.${key}`]: line.text }
        : Object.fromEntries(Object.entries(line.variants ?? {}).map(([v, t]) => [`script.${key}.${v}`, t]));
      for (const [k, t] of Object.entries(texts)) expect(names(tw[k]), k).toEqual(names(t.zh));
    }
  });

  it('is Traditional: no Simplified-only character, and a line with one in zh is converted', () => {
    for (const k of scriptKeys) expect(simplifiedIn(tw[k]), k).toEqual([]);
    let converted = 0;
    for (const [key, line] of Object.entries(SCRIPT.lines)) {
      const zh = line.text ? line.text.zh : '';
      if (zh && simplifiedIn(zh).length) {
        expect(tw[`script.${key}`], key).not.toBe(zh);
        converted++;
      }
    }
    expect(converted).toBeGreaterThan(50);
    // Taiwan usage (issue: 身分, 公布, 「」).
    expect(lineOf('day.deaths')['zh-TW']).toBe('公布昨夜死訊：只報座位號，不說死因；沒有人死就宣布「昨夜平安夜」。');
    expect(lineOf('setup.cards')['zh-TW']).toMatch(/張身分牌/);
    for (const k of scriptKeys) expect(tw[k], k).not.toMatch(/[“”]|身份|公佈|臺/);
  });

  it('the character check can fail: Simplified text is caught', () => {
    expect(simplifiedIn('准备 12 张身份牌')).toEqual(['备', '张']);
    expect(simplifiedIn(lineOf('day.deaths')['zh-CN']).length).toBeGreaterThan(0);
  });

  const boards: Record<string, Board> = {
    YU_NV_LIE_BAI,
    YU_NV_LIE_SHOU,
    FORUM_13,
    EVERY_ROLE,
    EVERY_CARD,
    everyOffline: {
      ...EVERY_ROLE,
      rules: { demonVersion: 'offline', elderAntidote: 'attackCancelled', electionSelfDestruct: 'lose', sheriffElection: 'day2' },
    },
    millersHollow: { ...EVERY_ROLE, rules: { family: 'millersHollow' } },
  };
  for (const [name, b] of Object.entries(boards)) {
    it(`${name}: the zh-TW script has no line left in Simplified`, () => {
      // The board's name is the user's own text: keep it out of the check.
      const md = scriptMarkdown(buildScript({ ...b, name: 'board' }), 'zh-TW');
      const left = md.split('\n').filter((l) => simplifiedIn(l).length);
      expect(left).toEqual([]);
      expect(md).not.toBe(scriptMarkdown(buildScript({ ...b, name: 'board' }), 'zh-CN'));
    });
  }
});
