// The judge's script of a board with custom cards (docs/rules.md, Custom roles): a custom step says the card's
// own inline words in each language; a language the organizer did not write falls back (English, then simplified
// Chinese) and is marked untranslated; the deck list and the per-power lines name custom cards by their words.
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/all';
import { t, type Lang } from '../../lib/i18n';
import type { Board } from '../../lib/generated/board';
import type { CustomRole } from '../../lib/generated/custom-role';
import { buildScript } from '../../lib/script/build';
import { scriptMarkdown } from '../../lib/script/markdown';
import { sectionText } from './helpers';
import type { Io } from '../../cli/io';
import { run as order } from '../../cli/commands/order';
import { run as script } from '../../cli/commands/script';

/** The CLI reading one board file; what it prints. */
function cli(board: Board) {
  const out: string[] = [];
  const io: Io = { out: (x) => out.push(x), err: (x) => out.push(x), env: {}, readText: () => ({ ok: true, text: JSON.stringify(board) }) };
  return { io, text: () => out.join('\n') };
}

const OWL: CustomRole = {
  id: 'custom:nightOwl',
  names: { 'zh-CN': '夜枭', en: 'Night Owl' },
  faction: 'village',
  nightSteps: [
    {
      power: 'inspect',
      params: { sees: 'card', every: 2 },
      records: 'seat',
      order: { chinese: { after: 'seer' }, advanced: { after: 'seer' }, base: { after: 'seer' } },
      texts: {
        line: { 'zh-CN': '夜枭请睁眼，请选择要查验的玩家', en: 'Night owl, wake up and point at a player.' },
        closeLine: { 'zh-CN': '夜枭请闭眼', en: 'Night owl, close your eyes.' },
      },
    },
  ],
};
/** A wolf card without the self-destruct (the mute wolf of the presets), named in English only. */
const MUTE: CustomRole = { id: 'custom:muteWolf', names: { en: 'Mute wolf' }, faction: 'wolves' };

const BOARD: Board = {
  players: 12,
  roles: { werewolf: 3, 'custom:muteWolf': 1, villager: 3, 'custom:nightOwl': 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
  customRoles: [OWL, MUTE],
};

const mark = (lang: Lang) => t('script.untranslated', lang);

describe('the script of a board with custom cards', () => {
  const s = buildScript(BOARD);

  it('says a custom step’s inline lines in zh-CN and in en, on night 1 and later nights, unmarked', () => {
    for (const id of ['night1', 'nightN'] as const) {
      const zh = sectionText(s, id, 'zh-CN');
      expect(zh).toContain('夜枭请睁眼，请选择要查验的玩家');
      expect(zh).toContain('夜枭请闭眼');
      const en = sectionText(s, id, 'en');
      expect(en).toContain('Night owl, wake up and point at a player.');
      expect(en).toContain('Night owl, close your eyes.');
      expect(`${zh}\n${en}`).not.toContain(mark('en'));
      expect(zh).not.toContain(mark('zh-CN'));
    }
    // Its cadence is the card's (every other night).
    expect(sectionText(s, 'nightN', 'en')).toContain('Night Owl (nights 1, 3, 5…)');
  });

  it('falls back in a language the card lacks (zh-TW: the English words) and marks it untranslated', () => {
    const tw = sectionText(s, 'night1', 'zh-TW');
    expect(tw).toContain(`Night owl, wake up and point at a player.${mark('zh-TW')}`);
    expect(tw).toContain(`Night Owl${mark('zh-TW')}`);
    // A card named in English only is marked in simplified Chinese too, never in English.
    const setupZh = sectionText(s, 'setup', 'zh-CN');
    expect(setupZh).toContain(`Mute wolf${mark('zh-CN')}`);
    expect(setupZh).toContain('夜枭');
    expect(setupZh).not.toContain(`夜枭${mark('zh-CN')}`);
    expect(sectionText(s, 'setup', 'en')).not.toContain(mark('en'));
  });

  it('counts custom cards in the deck list and the card total', () => {
    const en = sectionText(s, 'setup', 'en');
    expect(en).toContain('Night Owl ×1');
    expect(en).toContain('Mute wolf ×1');
    expect(en).toMatch(/\b12 role cards\b/);
  });

  it('names a custom wolf without the self-destruct among those that may not (docs/rules.md, Self-destruct)', () => {
    const any = sectionText(s, 'anytime', 'en');
    expect(any).toMatch(/may not self-destruct: Mute wolf\b/);
  });

  it('the Markdown of `wolfboard script` holds the same words', () => {
    const md = scriptMarkdown(s, 'zh-CN');
    expect(md).toContain('夜枭请睁眼，请选择要查验的玩家');
    expect(md).toContain(`Mute wolf${mark('zh-CN')}`);
  });

  it('`wolfboard order` and `wolfboard script` on a board file with custom cards print the custom step', async () => {
    const o = cli(BOARD);
    expect(await order(['board.json', '--lang', 'zh-CN'], o.io)).toBe(0);
    expect(o.text()).toMatch(/\d\. 预言家\n\s+(?:.*\n\s+)?\d\. 夜枭 {2}\[第1、3、5…夜\]/);
    const j = cli(BOARD);
    expect(await order(['board.json', '--json'], j.io)).toBe(0);
    const plan = JSON.parse(j.text());
    expect(plan.otherNights.find((x: { id: string }) => x.id === 'custom:nightOwl')).toMatchObject({
      every: 2,
      line: { en: 'Night owl, wake up and point at a player.' },
    });
    const m = cli(BOARD);
    expect(await script(['board.json', '--lang', 'en'], m.io)).toBe(0);
    expect(m.text()).toContain('**Night Owl (nights 1, 3, 5…)** — “Night owl, wake up and point at a player.”');
  });
});
