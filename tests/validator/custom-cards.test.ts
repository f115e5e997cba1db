// The validator on a board's custom cards (docs/rules.md, Custom roles — What the validator checks): each
// finding fires on a small change of a fixed board and not on the board itself, and the checks every board
// gets count a custom card as they count a catalogue one: a custom checker is a check, a custom wolf a wolf
// for side kill and the thief's odds, a custom card's points in the score.
import { describe, expect, it } from 'vitest';
import { msgText } from '../../lib/i18n/msg';
import '../../lib/i18n/all';
import { totalCards } from '../../lib/catalogue/roles';
import type { Board } from '../../lib/generated/board';
import { validate } from '../../lib/validator';
import { CUSTOM_CHECKS } from '../../lib/validator/custom-cards';
import { CUSTOM_NOTES } from '../../lib/validator/custom-notes';
import { CUSTOM_BOARDS, FIXED, MUTE_WOLF, OWL } from './custom-boards';

const ids = (b: Board) => validate(b).findings.map((f) => f.id);
const finding = (b: Board, id: string) => validate(b).findings.filter((f) => f.id === id);
const CUSTOM_IDS = [...CUSTOM_CHECKS, ...CUSTOM_NOTES].map((c) => c.id);

describe('custom cards: the structural checks', () => {
  it('says nothing of the fixed board', () => {
    expect(ids(FIXED).filter((id) => CUSTOM_IDS.includes(id) || id === 'seer-missing')).toEqual([]);
  });

  for (const { name, fires, board } of CUSTOM_BOARDS) {
    it(`names ${name} (${fires})`, () => {
      expect(ids(board)).toContain(fires);
    });
  }

  it('reaches every custom check', () => {
    expect(CUSTOM_IDS.filter((id) => !CUSTOM_BOARDS.some((b) => b.fires === id))).toEqual([]);
  });

  it('makes every structural finding an error, so the board is not valid', () => {
    for (const { fires, board } of CUSTOM_BOARDS.filter((b) => CUSTOM_CHECKS.some((c) => c.id === b.fires))) {
      const r = validate(board);
      expect(r.findings.find((f) => f.id === fires)?.severity).toBe('error');
      expect(r.valid).toBe(false);
    }
  });

  it('names the card, the step, the param, the value and the legal values', () => {
    const b = CUSTOM_BOARDS.find((x) => x.name === 'an enum value')!.board;
    const [f] = finding(b, 'custom-param');
    expect(f.roles).toEqual(['custom:nightOwl']);
    expect(msgText(f.message, 'en')).toBe(
      'Night Owl, night step 1: “aura” is not a value “sees” of the power “inspect” may have; it may be seerResult, card, god or wolfNearby.',
    );
    expect(msgText(f.message, 'zh-CN')).toContain('夜枭的第1个夜间步骤');
    expect(msgText(f.message, 'zh-TW')).toContain('夜梟的第1個夜間步驟');
    const unknown = finding(CUSTOM_BOARDS.find((x) => x.name === 'a param the power does not take')!.board, 'custom-param');
    expect(msgText(unknown[0].message, 'en')).toContain('takes no param “colour”; it takes every, sees, answer');
  });

  it('says the card can be made text-only, and a text-only card is not refused but warned of', () => {
    const b = CUSTOM_BOARDS.find((x) => x.fires === 'custom-not-composable')!.board;
    expect(msgText(finding(b, 'custom-not-composable')[0].message, 'en')).toContain('text-only');
    const textOnly = { ...b, customRoles: b.customRoles!.map((c) => ({ ...c, textOnly: true })) };
    expect(ids(textOnly)).not.toContain('custom-not-composable');
    expect(finding(textOnly, 'custom-text-only')[0].severity).toBe('warning');
  });

  it('lists every language a card lacks, once per card, and the one shown instead', () => {
    const b = { ...FIXED, customRoles: [{ ...OWL, names: { en: 'Night Owl' } }] };
    const f = finding(b, 'custom-untranslated');
    expect(f).toHaveLength(1);
    expect(msgText(f[0].message, 'en')).toBe(
      'Night Owl is not translated into 简体中文 and 繁體中文: those readers see its words in English, marked untranslated.',
    );
  });

  it('gives an interaction its author’s severity and words, only when the card it names is dealt', () => {
    const b = CUSTOM_BOARDS.find((x) => x.fires === 'custom-interaction')!.board;
    const [f] = finding(b, 'custom-interaction');
    expect(f.severity).toBe('warning');
    expect(f.roles).toEqual(['custom:nightOwl', 'witch']);
    expect(msgText(f.message, 'zh-TW')).toBe('夜梟與女巫：女巫的毒對夜梟無效');
    expect(ids({ ...b, roles: { ...b.roles, witch: 0, villager: 5 } })).not.toContain('custom-interaction');
  });

  it('lets an anchor name another custom card’s step', () => {
    const lark = { ...OWL, id: 'custom:lark' as const, names: { 'zh-CN': '云雀', 'zh-TW': '雲雀', en: 'Lark' } };
    const b = { ...FIXED, customRoles: [OWL, { ...lark, nightSteps: [{ ...OWL.nightSteps![0], order: { chinese: { after: 'custom:nightOwl' } } }] }] };
    expect(ids(b)).not.toContain('custom-anchor');
  });

  it('checks one-per-board powers only when a custom card has them (the tanner and the angel stay as they were)', () => {
    expect(ids({ players: 8, roles: { werewolf: 2, villager: 4, tanner: 1, angel: 1 }, rules: { family: 'langrensha' } })).not.toContain(
      'custom-one-per-board',
    );
  });
});

describe('custom cards in the checks every board gets', () => {
  it('counts a custom checker as a check: the owl alone is not “no seer”', () => {
    expect(ids(FIXED)).not.toContain('seer-missing');
    const noOwl = { ...FIXED, roles: { werewolf: 2, villager: 5, witch: 1 } };
    expect(ids(noOwl)).toContain('seer-missing');
    // A custom card that only sees gods is no seer.
    const godSeer = { ...FIXED, customRoles: [{ ...OWL, nightSteps: [{ ...OWL.nightSteps![0], params: { sees: 'god' } }] }] };
    expect(ids(godSeer)).toContain('seer-missing');
  });

  it('counts a custom god and a custom wolf for side kill (屠边)', () => {
    const sides = {
      ...FIXED,
      roles: { werewolf: 2, villager: 5, 'custom:nightOwl': 1 },
      rules: { family: 'langrensha' as const, winCondition: 'sides' as const },
    };
    // The owl is the one god: a single god, not none.
    expect(ids(sides)).not.toContain('sides-no-gods');
    expect(ids(sides)).toContain('sides-single-member');
    expect(ids({ ...sides, roles: { werewolf: 2, villager: 6 } })).toContain('sides-no-gods');
    // The mute wolf is a wolf: the board has wolves.
    const wolves = { ...FIXED, roles: { 'custom:muteWolf': 2, villager: 4, witch: 1, 'custom:nightOwl': 1 }, customRoles: [OWL, MUTE_WOLF] };
    expect(ids(wolves)).not.toContain('no-wolves');
    expect(ids({ ...wolves, roles: { villager: 6, witch: 1, 'custom:nightOwl': 1 } })).toContain('no-wolves');
  });

  it('gives the thief the same odds with a custom wolf as with a werewolf', () => {
    const rules = { family: 'langrensha' as const, thiefBottomControl: false };
    const catalogue: Board = { players: 8, roles: { thief: 1, werewolf: 2, villager: 5, seer: 1, witch: 1 }, rules };
    const custom: Board = { ...catalogue, roles: { thief: 1, werewolf: 1, 'custom:muteWolf': 1, villager: 5, seer: 1, witch: 1 }, customRoles: [MUTE_WOLF] };
    const p = (b: Board) => finding(b, 'thief-two-wolves')[0]?.probability;
    expect(p(catalogue)).toBeGreaterThan(0);
    expect(p(custom)).toBe(p(catalogue));
  });

  it('counts custom cards in the deck and in the point score, and says when a card has no points', () => {
    expect(totalCards(FIXED)).toBe(8);
    expect(ids(FIXED)).not.toContain('card-count');
    expect(ids({ ...FIXED, players: 9 })).toContain('card-count');
    const withoutOwl = validate({ ...FIXED, roles: { werewolf: 2, villager: 5, witch: 1 } }).balance.deck;
    const villager = validate({ players: 1, roles: { villager: 1 } }).balance.deck;
    expect(validate(FIXED).balance.deck).toBe(withoutOwl - villager + 5);
    const unknown = validate({ ...FIXED, customRoles: [{ ...OWL, balance: undefined }] });
    expect(unknown.balance.lines.find((l) => l.role === 'custom:nightOwl')).toEqual({ role: 'custom:nightOwl', count: 1, value: 0, unknown: true });
    expect(unknown.findings.map((f) => f.id)).toContain('custom-points-unknown');
  });

  it('applies a fix to a custom card’s count', () => {
    const b = CUSTOM_BOARDS.find((x) => x.fires === 'unique-duplicate')!.board;
    const f = finding(b, 'unique-duplicate')[0];
    expect(f.fix?.patch.roles).toEqual({ 'custom:nightOwl': 1, villager: 4 });
    expect(msgText(f.message, 'en')).toContain('Night Owl');
  });
});
