// The Millers Hollow test boards in tests/boards/ (docs/rules.md, Standard boards, "The Millers Hollow test boards"):
// built here, not shipped as presets (no source prints a Millers Hollow board with these cards). Each is a valid
// board file with no validator error, deals players cards (docs/rules.md, The deck and the basic configuration),
// and holds at least four of the twelve Millers Hollow characters; together they are the 8, 12 and 18 tables.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countOf, expectedCards, totalCards } from '../../lib/catalogue/roles';
import { parseBoard } from '../../lib/input/schema';
import { validate } from '../../lib/validator';
import { problemEn } from '../texts';
import { MILLERS_HOLLOW_TWELVE } from '../boards/millers-hollow-characters';

const DIR = join(__dirname, '../boards');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));

const boardOf = (f: string) => {
  const parsed = parseBoard(JSON.parse(readFileSync(join(DIR, f), 'utf8')));
  if (!parsed.ok) throw new Error(`${f}: ${parsed.problems.map(problemEn).join('; ')}`);
  return parsed.value;
};

describe('the Millers Hollow test boards (docs/rules.md, Standard boards)', () => {
  it('are three boards, for 8, 12 and 18 players', () => {
    expect(files.map((f) => boardOf(f).players).sort((a, b) => a - b)).toEqual([8, 12, 18]);
  });

  it.each(files.map((f) => [f]))('%s: valid, no validator error, cards = players (+2 with a thief)', (f) => {
    const board = boardOf(f);
    const errors = validate(board).findings.filter((x) => x.severity === 'error');
    expect(errors.map((x) => x.id)).toEqual([]);
    expect(totalCards(board)).toBe(expectedCards(board));
    expect(board.rules?.family).toBe('millersHollow');
  });

  it.each(files.map((f) => [f]))('%s: at least four of the twelve Millers Hollow characters', (f) => {
    const board = boardOf(f);
    const held = MILLERS_HOLLOW_TWELVE.filter((id) => countOf(board, id) > 0);
    expect(held.length, held.join(', ')).toBeGreaterThanOrEqual(4);
  });
});
