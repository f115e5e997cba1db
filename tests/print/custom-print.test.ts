// The print pages of a board with custom cards (docs/rules.md, Custom roles): the deck prints a custom card with
// its icon, name, faction and short text, as plain text; the cheat sheet's wake order ticks its nights by the
// card's cadence and the night log names it; the judge script says its lines; a language the organizer did not
// write falls back and is marked untranslated.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/all';
import { t, type Lang } from '../../lib/i18n';
import type { Board } from '../../lib/generated/board';
import type { CustomRole } from '../../lib/generated/custom-role';
import { RoleCards } from '../../components/print/role-cards';
import { CheatSheet } from '../../components/print/cheat-sheet';
import { ScriptView } from '../../components/print/script-view';

const OWL: CustomRole = {
  id: 'custom:nightOwl',
  names: { 'zh-CN': '夜枭', en: 'Night Owl' },
  faction: 'village',
  icon: '🦉',
  short: { 'zh-CN': '每隔一夜查验一名玩家的身份牌。', en: 'Every other night, sees one player’s card.' },
  nightSteps: [
    {
      power: 'inspect',
      params: { sees: 'card', every: 2 },
      records: 'seat',
      order: { chinese: { after: 'seer' }, advanced: { after: 'seer' }, base: { after: 'seer' } },
      texts: { line: { 'zh-CN': '夜枭请睁眼，请选择要查验的玩家', en: 'Night owl, wake up and point at a player.' } },
    },
  ],
};
/** Words that look like markup stay words on paper. */
const ODD: CustomRole = { id: 'custom:odd', names: { en: '<b>Odd</b>' }, faction: 'wolves' };

const BOARD: Board = {
  players: 12,
  roles: { werewolf: 3, 'custom:odd': 1, villager: 3, 'custom:nightOwl': 1, seer: 1, witch: 1, hunter: 1, guard: 1 },
  customRoles: [OWL, ODD],
};

const html = (c: typeof RoleCards, lang: Lang) => renderToStaticMarkup(createElement(c, { board: BOARD, lang }));
/** The markup of the first element with this attribute (up to its closing tag). */
const element = (markup: string, attr: string, tag = 'li') => {
  const at = markup.indexOf(attr);
  return at < 0 ? '' : markup.slice(markup.lastIndexOf(`<${tag}`, at), markup.indexOf(`</${tag}>`, at));
};

describe('print pages of a board with custom cards', () => {
  it('the deck prints a custom card with its icon, name, faction and short text, in the page’s language', () => {
    const card = element(html(RoleCards, 'zh-CN'), 'data-role="custom:nightOwl"');
    expect(card).toContain('🦉');
    expect(card).toContain('夜枭');
    expect(card).toContain(t('script.print.faction.village', 'zh-CN'));
    expect(card).toContain('每隔一夜查验一名玩家的身份牌。');
    expect(card).not.toContain(t('script.untranslated', 'zh-CN'));
    // 12 cards, the custom ones among them.
    expect(html(RoleCards, 'en')).toContain('data-cards="12"');
  });

  it('marks a card’s words shown in a language they lack (zh-TW: the English)', () => {
    const card = element(html(RoleCards, 'zh-TW'), 'data-role="custom:nightOwl"');
    expect(card).toContain(`Night Owl${t('script.untranslated', 'zh-TW')}`);
  });

  it('prints a custom card’s words as plain text, never as markup', () => {
    const deck = html(RoleCards, 'en');
    expect(deck).toContain('&lt;b&gt;Odd&lt;/b&gt;');
    expect(deck).not.toContain('<b>Odd</b>');
    expect(element(deck, 'data-role="custom:odd"')).toContain(t('script.print.faction.wolves', 'en'));
  });

  it('the cheat sheet ticks the custom step on nights 1, 3 and 5 and names it in the night log', () => {
    const sheet = html(CheatSheet, 'en');
    const row = element(sheet, 'data-step="custom:nightOwl"', 'tr');
    expect(row).toContain('Night owl, wake up and point at a player.');
    const ticked = [...row.matchAll(/tick for night (\d)/g)].map((m) => Number(m[1]));
    expect(ticked).toEqual([1, 3, 5]);
    expect(element(sheet, 'data-testid="night-log"', 'table')).toContain('Night Owl');
  });

  it('the judge script says the custom step’s lines', () => {
    expect(html(ScriptView, 'zh-CN')).toContain('夜枭请睁眼，请选择要查验的玩家');
    expect(html(ScriptView, 'zh-TW')).toContain(`Night owl, wake up and point at a player.${t('script.untranslated', 'zh-TW')}`);
  });
});
