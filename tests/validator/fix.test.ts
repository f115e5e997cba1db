// One-click fixes are data ({ label, patch }) applied by one pure function.
import { describe, it, expect } from 'vitest';
import { applyFix, validate } from '../../lib/validator';
import { LANGS } from '../../lib/i18n';
import { enZh, msgText } from '../../lib/i18n/msg';
import { B12, S12, edit } from './boards';

describe('applyFix', () => {
  it('sets role counts absolutely, 0 removes the card, and leaves the input alone', () => {
    const before = structuredClone(S12);
    const out = applyFix(S12, { label: { en: 'x', zh: 'x' }, patch: { roles: { guard: 0, villager: 5 } } });
    expect(out.roles).toEqual({ werewolf: 4, villager: 5, seer: 1, witch: 1, hunter: 1 });
    expect(S12).toEqual(before);
  });

  it("sets house rules over the board's own, keeping its family and other keys", () => {
    const b = edit(B12, {}, { sheriffVote: 2 });
    const out = applyFix(b, { label: { en: 'x', zh: 'x' }, patch: { rules: { tieRule: 'none' } } });
    expect(out.rules).toEqual({ family: 'langrensha', sheriffVote: 2, tieRule: 'none' });
  });

  it('keeps the player count within the schema (3–30)', () => {
    expect(applyFix(B12, { label: { en: 'x', zh: 'x' }, patch: { players: 99 } }).players).toBe(30);
  });

  it('"remove the second seer" keeps the card count right and clears the error', () => {
    const two = edit(B12, { seer: 2, villager: 3 });
    const f = validate(two).findings.find((x) => x.id === 'unique-duplicate')!;
    expect(f.fix!.label.en).toMatch(/Keep one seer/);
    const fixed = applyFix(two, f.fix!);
    expect(validate(fixed).valid).toBe(true);
    expect(fixed.roles).toEqual(B12.roles);
  });

  it('"turn off 同守同救"-style rule fixes are plain data the page can show and apply', () => {
    const b = edit(S12, {}, { witchSelfSave: 'always' });
    const f = validate(b).findings.find((x) => x.id === 'witch-self-save-guard')!;
    expect(enZh(f.fix!.label)).toEqual({ en: 'Self-save only without a guard', zh: '改为无守卫局才可自救' });
    expect(f.fix!.patch).toEqual({ rules: { witchSelfSave: 'withoutGuard' } });
    // The label travels as a message id (a page says it in its language after a server render).
    const sent = JSON.parse(JSON.stringify(f.fix));
    expect(sent.patch).toEqual(f.fix!.patch);
    for (const lang of LANGS) expect(msgText(sent.label, lang)).toBe(msgText(f.fix!.label, lang));
  });
});
