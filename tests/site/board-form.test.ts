import { describe, expect, it } from 'vitest';
import { EMPTY_BOARD, fileNameFor, fromForm, toForm } from '../../components/designer/board-form';
import { parseBoard } from '../../lib/input/schema';
import { ROLE_IDS } from '../../lib/catalogue/roles';

const board = {
  name: '预女猎白',
  players: 12,
  roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 },
  rules: { family: 'langrensha' as const, sheriffVote: 2 as const },
};

describe('designer form ↔ board file (the form never holds a board the schema rejects)', () => {
  it('round-trips a board through the form values', () => {
    const p = parseBoard(fromForm(toForm(board)));
    expect(p).toEqual({ ok: true, value: board });
  });

  it('the form holds every role key (0 = absent); the board drops the zeros', () => {
    const f = toForm(board);
    expect(Object.keys(f.roles)).toHaveLength(ROLE_IDS.length); // every role of the catalogue
    expect(f.roles.guard).toBe(0);
    expect(fromForm(f).roles).toEqual(board.roles);
  });

  it('the empty board is a schema-valid board', () => {
    expect(parseBoard(fromForm(toForm(EMPTY_BOARD))).ok).toBe(true);
  });

  it('an emptied number field is caught by the schema, not passed on', () => {
    const f = { ...toForm(board), players: Number.NaN };
    const p = parseBoard(fromForm(f));
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.problems[0].path).toBe('players');
  });

  it('names the exported file after the board', () => {
    expect(fileNameFor(board)).toBe('预女猎白.wolfboard.json');
    expect(fileNameFor({ players: 5, roles: {}, name: 'a/b: c?' })).toBe('a-b-c.wolfboard.json');
    expect(fileNameFor({ players: 5, roles: {} })).toBe('board.wolfboard.json');
  });
});
