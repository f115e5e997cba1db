// The generator with custom cards (docs/rules.md, Custom roles; the generator): a board's custom cards are
// allowed cards like the catalogue's, named by their custom:<name> ids in allow and require; a proposal that
// deals one carries the custom cards given, is valid and was played by the simulator; a text-only card or a
// card the validator cannot play as written is a named problem, never a silent skip.
import { describe, expect, it } from 'vitest';
import '../../lib/i18n/all';
import preset from '../../data/presets/custom-cards.json';
import type { Board } from '../../lib/generated/board';
import type { CustomRole } from '../../lib/catalogue/custom';
import { rolesOf } from '../../lib/catalogue/custom';
import { GenerateError, errorText, generate, planOf, startGeneration, type GenerateInput } from '../../lib/sim/generate';
import { validate } from '../../lib/validator';

const CUSTOM = (preset as unknown as Board).customRoles as CustomRole[];
const FAST = { players: 10, games: 20, candidates: 4, count: 4, seed: 11 } as const;
const dealt = (b: Board, id: string) => (b.roles as Record<string, number | undefined>)[id] ?? 0;

function problemOf(input: GenerateInput): GenerateError {
  try {
    startGeneration(input);
  } catch (e) {
    if (e instanceof GenerateError) return e;
    throw e;
  }
  throw new Error('no GenerateError');
}

describe('custom cards as allowed cards', () => {
  it('a required custom card is in every proposal, which carries the custom cards, is valid and was played', () => {
    const ps = generate({ ...FAST, customRoles: CUSTOM, require: ['custom:nightOwl'] });
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) {
      expect(dealt(p.board, 'custom:nightOwl')).toBe(1);
      expect(p.board.customRoles?.map((c) => c.id)).toEqual(CUSTOM.map((c) => c.id));
      expect(p.board.customRoles).toEqual(CUSTOM);
      expect(validate(p.board).valid, JSON.stringify(p.board.roles)).toBe(true);
      expect(p.village.rate).toBeGreaterThanOrEqual(0);
      expect(p.village.low).toBeLessThanOrEqual(p.village.high);
    }
  });

  it('a custom wolf stands for a werewolf: the pack stays at the table size its standard count ±1', () => {
    const plan = planOf({ ...FAST, customRoles: CUSTOM });
    const ps = generate({ ...FAST, customRoles: CUSTOM, require: ['custom:muteWolf'] });
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) {
      const roles = rolesOf(p.board);
      const wolves = Object.entries(p.board.roles).reduce((n, [id, c]) => n + (roles[id as keyof typeof roles].faction === 'wolves' ? (c ?? 0) : 0), 0);
      expect(dealt(p.board, 'custom:muteWolf')).toBe(1);
      expect(Math.abs(wolves - plan.wolves)).toBeLessThanOrEqual(1);
    }
  });

  it('with no allow list the custom cards given are allowed, and drawn in some proposals', () => {
    const plan = planOf({ ...FAST, customRoles: CUSTOM });
    for (const c of CUSTOM) expect(plan.allow[c.id], c.id).toBe(1);
    const ps = generate({ ...FAST, candidates: 12, count: 12, customRoles: CUSTOM, specials: { min: 3, max: 4 } });
    expect(ps.some((p) => CUSTOM.some((c) => dealt(p.board, c.id) > 0))).toBe(true);
  });

  it('an allow list limits custom cards like catalogue ones: left out, never dealt', () => {
    const allow = { villager: 6, werewolf: 3, seer: 1, witch: 1, hunter: 1, 'custom:nightWatch': 1 } as const;
    const ps = generate({ ...FAST, customRoles: CUSTOM, allow, specials: { min: 2, max: 4 } });
    expect(ps.length).toBeGreaterThan(0);
    for (const p of ps) {
      expect(dealt(p.board, 'custom:nightOwl')).toBe(0);
      expect(dealt(p.board, 'custom:muteWolf')).toBe(0);
    }
  });

  it('the same input and seed give the same proposals with custom cards too', () => {
    const input: GenerateInput = { ...FAST, customRoles: CUSTOM, require: ['custom:nightWatch'] };
    expect(JSON.stringify(generate(input))).toBe(JSON.stringify(generate(input)));
  });
});

describe('custom cards the generator cannot use are named', () => {
  it('a custom id with no card behind it is an unknown card', () => {
    expect(problemOf({ ...FAST, require: ['custom:nightOwl'] })).toMatchObject({ code: 'unknownCard', params: { id: 'custom:nightOwl' } });
    expect(problemOf({ ...FAST, allow: { 'custom:ghost': 1 }, customRoles: CUSTOM }).code).toBe('unknownCard');
  });

  it('a text-only card asked for is refused by its name (the lab cannot play it); with no allow list it is left out', () => {
    const scroll: CustomRole = { id: 'custom:scroll', names: { en: 'Scroll Keeper', 'zh-CN': '卷轴人' }, faction: 'village', textOnly: true } as CustomRole;
    const e = problemOf({ ...FAST, customRoles: [...CUSTOM, scroll], require: ['custom:scroll'] });
    expect(e.code).toBe('textOnly');
    expect(errorText(e.code, e.params, 'en')).toContain('Scroll Keeper');
    expect(errorText(e.code, e.params, 'zh-CN')).toContain('卷轴人');
    // zh-TW has no words of its own: the name falls back rather than vanishing.
    expect(errorText(e.code, e.params, 'zh-TW')).toContain('Scroll Keeper');
    expect(planOf({ ...FAST, customRoles: [...CUSTOM, scroll] }).allow['custom:scroll']).toBeUndefined();
  });

  it('a custom card its findings say cannot be played as written is refused by its name before any game', () => {
    // The wolves' kill is no power a custom card may use (docs/rules.md, Custom roles: what can be composed).
    const bad: CustomRole = {
      id: 'custom:butcher',
      names: { en: 'Butcher' },
      faction: 'wolves',
      nightSteps: [{ nights: 'every', power: 'packKill', records: 'seat', texts: { line: { en: 'Butcher, choose.' } } }],
    } as unknown as CustomRole;
    const e = problemOf({ ...FAST, customRoles: [bad], require: ['custom:butcher'] });
    expect(e.code).toBe('customInvalid');
    expect(errorText(e.code, e.params, 'en')).toContain('Butcher');
    // The same card not allowed (count 0) stops nothing.
    expect(() =>
      startGeneration({ ...FAST, customRoles: [bad], allow: { villager: 6, werewolf: 3, seer: 1, 'custom:butcher': 0 }, specials: { min: 1, max: 1 } }),
    ).not.toThrow();
  });
});
