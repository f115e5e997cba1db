// The validator's findings, fixes and balance readings are message ids with parameters (lib/i18n/msg), their
// words in data/i18n/<lang>/validator.json (and interactions.json, roles.json, rules.json for the texts
// they quote). Every id the checks emit, on every shipped preset, every board in tests/ and the preset
// variants (each house-rule value, each role added or taken away), exists in every language, and the text
// made from it shows no raw id and no unfilled {placeholder}.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasMessage, LANGS, messageKeys } from '../../lib/i18n';
import { isMsg, type Msg, type MsgParam, msgText } from '../../lib/i18n/msg';
import { parseBoard } from '../../lib/input/schema';
import { validate } from '../../lib/validator';
import type { Board } from '../../lib/generated/board';
import { sampleBoards } from '../user-text/collect';
import { CUSTOM_BOARDS } from './custom-boards';

const root = join(import.meta.dirname, '..', '..');

/** Every JSON file under `dir`. */
function jsonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? jsonFiles(p) : f.endsWith('.json') ? [p] : [];
  });
}

/** The boards of the presets' and the tests' files: a file that is a board, or holds one under `board`. */
function fileBoards(): { name: string; board: Board }[] {
  const out: { name: string; board: Board }[] = [];
  for (const f of [...jsonFiles(join(root, 'data', 'presets')), ...jsonFiles(join(root, 'tests'))]) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(f, 'utf8'));
    } catch {
      continue;
    }
    for (const b of [json, (json as { board?: unknown } | null)?.board]) {
      const p = b === undefined ? null : parseBoard(b);
      if (p?.ok) out.push({ name: f.slice(root.length + 1), board: p.value });
    }
  }
  return out;
}

/** The message ids in a message, its parameters and its lists. */
function ids(m: MsgParam, out: Set<string>): Set<string> {
  if (typeof m !== 'object') return out;
  // A custom card's name is the organizer's words, not an id.
  if ('inline' in m) return out;
  if ('list' in m) {
    for (const x of m.list) ids(x, out);
    for (const part of ['pair', 'sep', 'last']) out.add(`${m.join}.${part}`);
    return out;
  }
  out.add(m.key);
  for (const v of Object.values(m.params ?? {})) ids(v, out);
  return out;
}

/** Boards no file holds, each for a message the others do not reach (the comment says which). */
const M = { family: 'millersHollow' } as const;
const L = { family: 'langrensha' } as const;
const CRAFTED: { name: string; board: Board }[] = [
  // No wolf card, with its fix.
  { name: 'no wolves', board: { players: 8, roles: { seer: 1, villager: 7 }, rules: { ...M, wolvesMayKillWolf: true } } },
  // The wolves as many as the rest, under parity; one kill from parity.
  { name: 'wolf majority', board: { players: 8, roles: { werewolf: 4, seer: 1, villager: 3 }, rules: { ...M, winCondition: 'parity' } } },
  { name: 'parity first night', board: { players: 9, roles: { werewolf: 4, seer: 1, villager: 4 }, rules: { ...M, winCondition: 'parity' } } },
  // A thief without the two extra villagers; a thief whose extras are power cards.
  { name: 'thief no extras', board: { players: 8, roles: { thief: 1, werewolf: 2, seer: 1, villager: 4 }, rules: M } },
  {
    name: 'thief few villagers',
    board: { players: 8, roles: { thief: 1, werewolf: 2, seer: 1, witch: 1, hunter: 1, guard: 1, idiot: 1, cupid: 1, villager: 1 }, rules: M },
  },
  // Bottom control with only wolves beside the thief: no legal bottom.
  { name: 'thief control impossible', board: { players: 3, roles: { thief: 1, werewolf: 4 }, rules: { ...M, thiefBottomControl: true } } },
  // Too many cards and no villager to take away: the fix sets the players.
  {
    name: 'cards over players',
    board: { players: 8, roles: { werewolf: 2, seer: 1, witch: 1, hunter: 1, guard: 1, idiot: 1, cupid: 1, littleGirl: 1, elder: 1 }, rules: M },
  },
  // Side kill with no god but the idiot, counted as a villager: the fix counts him as a god.
  {
    name: 'sides no gods',
    board: { players: 8, roles: { werewolf: 2, idiot: 1, villager: 5 }, rules: { ...L, winCondition: 'sides', idiotCountsAs: 'villager' } },
  },
  // The minion's parity rule set under side kill: it has no effect (docs/rules.md, the minion).
  {
    name: 'minion parity rule without parity',
    board: { players: 8, roles: { werewolf: 2, minion: 1, seer: 1, villager: 4 }, rules: { ...L, winCondition: 'sides', minionCountsForParity: false } },
  },
  // Self-destruct set on a board whose only wolf may not.
  { name: 'no self-destructor', board: { players: 8, roles: { wolfBeauty: 1, seer: 1, villager: 6 }, rules: { ...L, selfDestruct: true } } },
];

const boards = [...fileBoards(), ...sampleBoards(), ...CRAFTED, ...CUSTOM_BOARDS];
const messages: { from: string; m: Msg }[] = [];
for (const { name, board } of boards) {
  const r = validate(board);
  for (const f of r.findings) {
    messages.push({ from: `${name}: ${f.id}`, m: f.message });
    if (f.fix) messages.push({ from: `${name}: fix of ${f.id}`, m: f.fix.label });
  }
  messages.push({ from: `${name}: balance`, m: r.balance.reading });
}

describe('the validator speaks through messages', () => {
  it('emits on enough boards to mean something', () => {
    expect(boards.length).toBeGreaterThan(500);
    expect(messages.length).toBeGreaterThan(5000);
  });

  it('every id it emits exists in every language', () => {
    const used = new Set<string>();
    for (const { m } of messages) ids(m, used);
    const missing = [...used].flatMap((k) => LANGS.filter((l) => !hasMessage(k, l)).map((l) => `${l}: ${k}`));
    expect(missing).toEqual([]);
    // And the boards reach every message of the validator's namespace.
    expect(messageKeys('en').filter((k) => k.startsWith('validator.') && !used.has(k))).toEqual([]);
  });

  it('every text made from them is whole: no raw id, no placeholder, in every language', () => {
    const bad: string[] = [];
    const seen = new Set<string>();
    for (const { from, m } of messages) {
      expect(isMsg(m), from).toBe(true);
      for (const lang of LANGS) {
        const text = msgText(m, lang);
        if (seen.has(text)) continue;
        seen.add(text);
        if (!text.trim() || /[{}]/.test(text) || /\b(?:validator|interactions|roles|rules)\.[\w-]+\.[\w.-]+/.test(text)) bad.push(`${from} (${lang}): ${text}`);
      }
    }
    expect(bad.slice(0, 10)).toEqual([]);
  });

  it('says the same thing in English and Simplified Chinese through the lazy en/zh the CLI JSON carries', () => {
    for (const { from, m } of messages.slice(0, 500)) {
      const f = m as Msg & { en: string; zh: string };
      expect(f.en, from).toBe(msgText(m, 'en'));
      expect(f.zh, from).toBe(msgText(m, 'zh-CN'));
      // The id and parameters only travel (a page renders them after a server render).
      expect(Object.keys(JSON.parse(JSON.stringify(m))).sort(), from).toEqual(Object.keys(m).sort());
    }
  });
});
