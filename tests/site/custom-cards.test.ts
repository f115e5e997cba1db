// The designer's custom cards (docs/rules.md, Custom roles): the editor's draft makes a card the board schema
// takes, with an id from its English name; the form, the share link and storage keep the board's cards whole;
// the wake order the editor shows places a custom step after its anchor.
import { describe, expect, it } from 'vitest';
import { fromForm, toForm } from '../../components/designer/board-form';
import { blankDraft, cardOf, customIdFor, draftOf, nameToId, newStep, withCard, withoutCard } from '../../components/designer/custom-draft';
import { anchorChoices, placedOrder } from '../../components/designer/custom-order';
import { loadState, saveBoard } from '../../lib/browser/storage';
import { getPreset } from '../../lib/catalogue/presets';
import { totalCards } from '../../lib/catalogue/roles';
import type { Board } from '../../lib/generated/board';
import { parseBoard } from '../../lib/input/schema';
import { decodeBoard, shareHash } from '../../lib/input/share';
import { ALL_MESSAGES } from '../../lib/generated/messages-all';
import { LANGS } from '../../lib/i18n/languages';
import { DAY_POWERS, STEP_POWERS } from '../../lib/powers/params';
import { DAY_POWER_IDS, NIGHT_POWER_IDS } from '../../components/designer/custom-draft';
import { FakeStore } from './fake-store';

const base: Board = { players: 9, roles: { werewolf: 3, villager: 3, seer: 1, witch: 1 }, rules: { family: 'langrensha' } };

/** The night owl as the editor makes it: inspect, sees the exact card, every other night, after the seer. */
function owlDraft() {
  const d = blankDraft();
  d.names = { en: 'Night Owl', 'zh-CN': '夜枭' };
  d.icon = '🦉';
  d.steps = [{ ...newStep('inspect'), params: { sees: 'card', every: 2 }, after: 'seer', line: { en: 'Night owl, wake up.' } }];
  return d;
}

function owlBoard(): Board {
  const card = cardOf(owlDraft(), customIdFor(owlDraft().names, []));
  const p = parseBoard({ ...base, ...withCard([], base.roles, card) });
  if (!p.ok) throw new Error(JSON.stringify(p.problems));
  return p.value;
}

describe('custom cards in the designer (docs/rules.md, Custom roles)', () => {
  it('a card id is its English name in camelCase, numbered when the board has it, "card" without letters', () => {
    expect(nameToId('Night Owl')).toBe('nightOwl');
    expect(nameToId('  2 mute-wolf! ')).toBe('muteWolf');
    expect(customIdFor({ en: 'Night Owl' }, ['custom:nightOwl'])).toBe('custom:nightOwl2');
    expect(customIdFor({ 'zh-CN': '夜枭' }, [])).toBe('custom:card');
  });

  it('the draft makes a card the board schema takes, one on the board, and reads back as the same draft', () => {
    const board = owlBoard();
    expect(board.roles['custom:nightOwl']).toBe(1);
    const card = board.customRoles?.[0];
    expect(card?.nightSteps?.[0]).toMatchObject({
      power: 'inspect',
      params: { sees: 'card', every: 2 },
      records: 'seat',
      order: { chinese: { after: 'seer' } },
    });
    if (card) expect(cardOf(draftOf(card), card.id)).toEqual(card);
  });

  it('removing a card takes its count off the board', () => {
    const board = owlBoard();
    const out = withoutCard(board.customRoles ?? [], board.roles, 'custom:nightOwl');
    expect(out.customRoles).toEqual([]);
    expect(out.roles).not.toHaveProperty('custom:nightOwl');
  });

  it('a text-only card carries no power', () => {
    const d = { ...owlDraft(), textOnly: true };
    expect(cardOf(d, 'custom:nightOwl')).toMatchObject({ textOnly: true, nightSteps: [], dayPowers: [] });
  });

  it('the form, the share link and storage keep the custom cards and their counts', () => {
    const board = owlBoard();
    expect(parseBoard(fromForm(toForm(board)))).toEqual({ ok: true, value: board });
    const link = decodeBoard(shareHash(board));
    expect(link.ok && link.board.customRoles).toEqual(board.customRoles);
    expect(link.ok && link.board.roles['custom:nightOwl']).toBe(1);
    const store = new FakeStore();
    expect(saveBoard(board, store).ok).toBe(true);
    expect(loadState(store).state.board).toEqual(board);
  });

  it('the custom-cards preset round-trips through a link; the link lengths with 0, 1 and 3 cards', () => {
    const preset = getPreset('custom-cards')?.board;
    expect(preset?.customRoles).toHaveLength(3);
    if (!preset) return;
    expect(parseBoard(preset).ok).toBe(true);
    // One card a player (docs/rules.md, The roles), its three custom cards counted.
    expect(totalCards(preset)).toBe(preset.players);
    const link = decodeBoard(shareHash(preset));
    expect(link.ok && link.board.customRoles).toEqual(preset.customRoles);
    const lengths = [base, owlBoard(), preset].map((b) => shareHash(b).length);
    console.log(`share hash length with 0, 1, 3 custom cards: ${lengths.join(', ')}`);
    expect(lengths[1]).toBeGreaterThan(lengths[0]);
  });

  it('the wake order places the card right after its anchor, and offers the board steps as anchors (docs/rules.md, The night and the wake orders)', () => {
    const order = placedOrder(owlBoard());
    const ids = order.otherNights.map((r) => r.id);
    expect(ids[ids.indexOf('seer') + 1]).toBe('custom:nightOwl');
    const anchors = anchorChoices(placedOrder(base)).map((r) => r.id);
    expect(anchors).toContain('seer');
    expect(anchors).not.toContain('dawn');
  });
});

describe('the editor says every composable power, param and value in words (docs/rules.md, Custom roles)', () => {
  const needed = new Set<string>();
  for (const p of NIGHT_POWER_IDS) {
    needed.add(`custom.power.${p}`);
    for (const r of STEP_POWERS[p].records) needed.add(`custom.records.${r}`);
  }
  for (const p of DAY_POWER_IDS) needed.add(`custom.power.${p}`);
  for (const spec of [...NIGHT_POWER_IDS.map((p) => STEP_POWERS[p].params), ...DAY_POWER_IDS.map((p) => DAY_POWERS[p].params)]) {
    for (const [name, s] of Object.entries(spec)) {
      if (s.kind === 'rule') continue; // not offered: a house rule decides
      needed.add(`custom.param.${name}`);
      // The answers a check gives are said by the catalogue cards' names.
      if (s.kind === 'enum' && name !== 'answer') for (const v of s.values) needed.add(`custom.value.${name}.${v}`);
    }
  }
  it.each(LANGS.map((l) => [l]))('%s has every one', (lang) => {
    const custom = ALL_MESSAGES[lang]?.custom ?? {};
    expect([...needed].filter((k) => !custom[k])).toEqual([]);
  });

  it('only composable powers are offered', () => {
    expect(NIGHT_POWER_IDS.every((p) => STEP_POWERS[p].composable)).toBe(true);
    expect(NIGHT_POWER_IDS).not.toContain('packKill');
    expect(DAY_POWER_IDS.every((p) => DAY_POWERS[p].composable)).toBe(true);
  });
});
