// A board's custom cards resolved to the shape of a catalogue role (docs/rules.md, Custom roles): a field a
// card leaves out is its base card's, else its faction's default; its steps take the card's id.
import { describe, expect, it } from 'vitest';
import { cardIdsOf, resolveCustom, rolesOf } from '../../lib/catalogue/custom';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { boardCards } from '../../lib/powers/cards';
import { t, untranslated } from '../../lib/i18n';
import '../../lib/i18n/all';
import type { CustomRole } from '../../lib/generated/custom-role';

const owl: CustomRole = {
  id: 'custom:nightOwl',
  names: { 'zh-CN': '夜枭', en: 'Night Owl' },
  faction: 'village',
  nightSteps: [{ power: 'inspect', params: { sees: 'card' }, records: 'seat', texts: { line: { en: 'Night owl, point at a player.' } } }],
};

describe('custom cards as roles', () => {
  it('gives a village card with a step the god group, a good check and its own step id', () => {
    const r = resolveCustom(owl);
    expect(r).toMatchObject({ id: 'custom:nightOwl', faction: 'village', group: 'god', seerResult: 'good', unique: true, wakesWithWolves: false });
    expect(r.nightSteps.map((s) => [s.id, s.event, s.power, s.nights])).toEqual([['custom:nightOwl', 'custom:nightOwl', 'inspect', 'every']]);
    // Who wakes is the card's name when the step does not say.
    expect(r.nightSteps[0].wake).toEqual(owl.names);
  });

  it('copies its base card: a re-skinned seer keeps the seer step, power and lines under its own id, after the seer', () => {
    const r = resolveCustom({ id: 'custom:oracle', base: 'seer', names: { en: 'Oracle' }, faction: 'village' });
    expect(r.nightSteps).toHaveLength(1);
    expect(r.nightSteps[0]).toMatchObject({
      id: 'custom:oracle',
      power: 'inspect',
      line: 'roles.seer.steps.seer.line',
      anchors: { chinese: { after: 'seer' } },
    });
    expect(r.seerResult).toBe('good');
    expect(r.icon).toBe('🔮');
  });

  it('makes a wolf card wake with the wolves and look like a wolf unless it says otherwise', () => {
    const r = resolveCustom({ id: 'custom:muteWolf', names: { en: 'Mute wolf' }, faction: 'wolves' });
    expect(r).toMatchObject({ group: 'none', seerResult: 'wolf', wakesWithWolves: true, dayPowers: [] });
    expect(resolveCustom({ id: 'custom:x', names: { en: 'X' }, faction: 'wolves', wakesWithWolves: false, seerResult: 'good' })).toMatchObject({
      wakesWithWolves: false,
      seerResult: 'good',
    });
  });

  it('lists a board’s custom cards after the catalogue, each once', () => {
    const board = { customRoles: [owl, owl] };
    expect(cardIdsOf(board)).toEqual([...ROLE_IDS, 'custom:nightOwl']);
    expect(rolesOf(board)['custom:nightOwl'].name).toEqual(owl.names);
    expect(cardIdsOf({})).toBe(ROLE_IDS);
  });

  it('builds its card with the engine’s card builder: steps, cadence, text-only flag', () => {
    const cards = boardCards({ customRoles: [{ ...owl, nightSteps: [{ ...owl.nightSteps![0], params: { sees: 'card', every: 2 } }], textOnly: true }] });
    const c = cards['custom:nightOwl'];
    expect(c.steps.map((s) => [s.id, s.power, s.every])).toEqual([['custom:nightOwl', 'inspect', 2]]);
    expect(c.textOnly).toBe(true);
    expect(cards.seer.id).toBe('seer');
  });
});

describe('inline texts', () => {
  it('says a custom card’s words in the language asked, else falls back and marks them untranslated', () => {
    expect(t(owl.names, 'zh-CN')).toBe('夜枭');
    expect(t(owl.names, 'zh-TW')).toBe('Night Owl');
    expect(untranslated(owl.names, 'zh-TW')).toBe(true);
    expect(untranslated(owl.names, 'en')).toBe(false);
    expect(untranslated('roles.seer.name', 'en')).toBe(false);
    // Braces are words, not parameters.
    expect(t({ en: 'a {b} c' }, 'en', { b: 'x' })).toBe('a {b} c');
  });
});
