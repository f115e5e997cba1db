import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it, expect } from 'vitest';
import { parseBoard, parseBoardText, MAX_FILE_BYTES } from '../../lib/input/schema';

const ok = {
  name: '预女猎白',
  players: 12,
  roles: { werewolf: 4, villager: 4, seer: 1, witch: 1, hunter: 1, idiot: 1 },
  rules: { family: 'langrensha', sheriffVote: 1.5 },
};

describe('board validation derived from schemas/board.schema.json (bad input)', () => {
  it('accepts the example board file', () => {
    expect(parseBoard(ok).ok).toBe(true);
  });
  it('accepts a board without rules (rules is optional)', () => {
    expect(parseBoard({ players: 12, roles: { werewolf: 4 } }).ok).toBe(true);
  });

  const bad: [string, unknown, string][] = [
    ['an unknown role id', { ...ok, roles: { ...ok.roles, wizard: 1 } }, 'roles'],
    ['a negative count', { ...ok, roles: { ...ok.roles, seer: -1 } }, 'roles.seer'],
    ['a fractional count', { ...ok, roles: { ...ok.roles, seer: 1.5 } }, 'roles.seer'],
    ['a wrong type', { ...ok, players: '12' }, 'players'],
    ['an unknown rule value', { ...ok, rules: { tieRule: 'coin' } }, 'rules.tieRule'],
    ['an unknown rule key', { ...ok, rules: { witchMayFly: true } }, 'rules'],
    ['a sheriff vote weight that is not 1.5 or 2', { ...ok, rules: { sheriffVote: 3 } }, 'rules.sheriffVote'],
    ['a missing player count', { roles: ok.roles }, 'players'],
  ];
  for (const [what, value, path] of bad) {
    it(`rejects ${what}, naming ${path}`, () => {
      const r = parseBoard(value);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.problems.map((p) => p.path)).toContain(path);
        expect(r.problems.every((p) => problemEn(p).length > 0)).toBe(true);
      }
    });
  }

  it('names the unknown role id itself', () => {
    const r = parseBoard({ ...ok, roles: { wizard: 1 } });
    expect(!r.ok && problemEn(r.problems[0])).toContain('wizard');
  });

  it('rejects invalid JSON with a message, without throwing', () => {
    const r = parseBoardText('{"players": 12,');
    expect(r.ok).toBe(false);
    expect(!r.ok && problemEn(r.problems[0])).toMatch(/not valid JSON/);
  });

  it('rejects a file over 1 MB before parsing it', () => {
    const r = parseBoardText(' '.repeat(MAX_FILE_BYTES + 1));
    expect(!r.ok && problemEn(r.problems[0])).toMatch(/at most 1000000/);
  });
});

import boardSchema from '../../schemas/board.schema.json';
import pointsSchema from '../../schemas/balance-points.schema.json';
import roleIdSchema from '../../schemas/role-id.schema.json';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { problemEn } from '../texts';

// The ids are the files of data/roles (npm run generate lists them in schemas/role-id.schema.json), and the schemas
// that must key an object by role (so its TypeScript type has a field per role) agree with it.
describe('role ids have one source', () => {
  it('are the files of data/roles, the 17 of the source texts first, in catalogue order', () => {
    const files = readdirSync(join(import.meta.dirname, '../../data/roles'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length));
    expect([...ROLE_IDS].sort()).toEqual(files.sort());
    expect([...ROLE_IDS]).toEqual(roleIdSchema.enum);
    // The first seventeen (docs/rules.md, The roles) open the catalogue; the roles beyond them follow.
    expect(ROLE_IDS.slice(0, 5)).toEqual(['villager', 'werewolf', 'whiteWolfKing', 'wolfBeauty', 'demon']);
  });
  it("a board's roles object has a key per role id and no other", () => {
    expect(Object.keys(boardSchema.properties.roles.properties)).toEqual([...ROLE_IDS]);
  });
  it('the balance points require a value per role id', () => {
    expect([...pointsSchema.properties.roles.required].sort()).toEqual([...ROLE_IDS].sort());
  });
});
