// Users read rule names in their language and sources by their title: no text of any language shows a
// file name, a source file's number ("seed 000"), a section mark of an internal document (§), an internal
// document's name (RULES.md, ROLES-BEYOND) or a rule key / role id as code spells it.
// Every text comes from tests/user-text/collect.ts; each offence names the text and where it came from.
import { describe, it, expect } from 'vitest';
import { builtTexts, cliTexts, dataTexts, validatorTexts, type UserText } from './collect';
import { CODE_WORDS, offences } from './words';

function report(texts: UserText[]): string[] {
  return texts.flatMap((t) => offences(t.text).map((o) => `${t.from}: ${o}\n    ${t.text.length > 200 ? `${t.text.slice(0, 200)}…` : t.text}`));
}

describe('the scan itself', () => {
  it('catches each kind of internal word, and passes plain texts', () => {
    for (const bad of [
      '（seed 000 §4(3)）',
      'see RULES.md',
      'ROLES-BEYOND',
      'electionSelfDestruct = postpone',
      'witchSeesVictimAfterAntidote',
      'data/roles/seer.json',
      '§2',
      'seeds 000/004',
    ])
      expect(offences(bad), bad).not.toEqual([]);
    for (const good of ['女巫不能自救（狼人杀基本规则 三6(3)）', 'Basic Rules 三6(6)', '10,000 games, seed 1', 'the seer checks a player', '--seed S'])
      expect(offences(good), good).toEqual([]);
    expect(CODE_WORDS).toContain('witchSelfSave');
    expect(CODE_WORDS).toContain('whiteWolfKing');
  });
});

describe('every user-visible text, in every language', () => {
  it('data files and message files', () => {
    const texts = dataTexts();
    expect(texts.length).toBeGreaterThan(2000);
    expect(report(texts)).toEqual([]);
  });
  it('texts built by the library (labels, explanations, sources, presets, the lab policies)', () => {
    expect(report(builtTexts())).toEqual([]);
  });
  it("the validator's findings, fixes and balance readings on the presets and their variants", () => {
    const texts = validatorTexts();
    expect(texts.length).toBeGreaterThan(200);
    expect(report(texts)).toEqual([]);
  });
  it('the output of every CLI verb, on boards, records, a bad board file and an illegal record', async () => {
    const texts = await cliTexts();
    expect(texts.length).toBeGreaterThan(2000);
    // The error paths were read too: an illegal event of a record, a bad board file, a missing file.
    const said = (re: RegExp) => texts.some((t) => re.test(t.text));
    expect(said(/illegal event \d+/) && said(/不合规则/) && said(/不合規則/)).toBe(true);
    expect(said(/expected one of/) && said(/no such file/)).toBe(true);
    expect(report(texts)).toEqual([]);
  }, 600_000);
});
