// winOnDeath — a loner who wants to die: the tanner wins alone when he is exiled, or at any death of his under
// tannerWinsOn anyDeath. His win is checked before every other (lovers, the cursed fox, the piper, the sides)
// and ends the game at once, even when the same death met a side's condition; nobody has to kill him for a win
// of theirs (the trait notNeededForWin; docs/rules.md, the tanner).
// The card's params: `winner`, the winner he makes; `cause`, the deaths that count — `exile` (the vote's),
// `death` (any), `exileOrWolves` (the vote's exile or the wolves' kill); `when`, `any` time or the `firstTurn`
// only (a vote before night 1, or night 1); `rule`, a house rule whose value, when the board sets it, gives the
// cause and the time instead (RULE_VALUES). A card that wins by the opening vote or the first night's kill (the
// angel) is the same power with other params and his own rule's values in RULE_VALUES.
import { hasPower } from '../engine/state';
import type { Death, GameState, Seat, WinCode, Winner } from '../engine/types';
import type { PowerModule } from './types';

const ID = 'winOnDeath';

type Cause = 'exile' | 'death' | 'exileOrWolves';
type When = 'any' | 'firstTurn';
interface Reading {
  readonly cause: Cause;
  readonly when: When;
}

/** Each value of a rule the card's params name, read as the deaths that count and when. */
const RULE_VALUES: Readonly<Record<string, Reading>> = Object.freeze({
  // tannerWinsOn
  exile: { cause: 'exile', when: 'any' },
  anyDeath: { cause: 'death', when: 'any' },
  // angelWins
  firstVoteOrNight: { cause: 'exileOrWolves', when: 'firstTurn' },
  anyExile: { cause: 'exile', when: 'any' },
});

type Params = Readonly<Record<string, string | number | boolean>>;

function readingOf(s: GameState, p: Params): Reading {
  const v = typeof p.rule === 'string' ? (s.ctx.rules as unknown as Record<string, unknown>)[p.rule] : undefined;
  if (typeof v === 'string' && Object.hasOwn(RULE_VALUES, v)) return RULE_VALUES[v];
  return { cause: (p.cause as Cause | undefined) ?? 'exile', when: (p.when as When | undefined) ?? 'any' };
}

/** Whether this death is one that makes his win. */
function counts(x: Death, r: Reading): boolean {
  // The first turn: the opening vote (day 0) or night 1 (docs/rules.md, the angel); a later day or night does not count.
  if (r.when === 'firstTurn' && !(x.time === 'day' ? x.n === 0 : x.n === 1)) return false;
  if (r.cause === 'death') return true;
  return x.cause === 'exile' || (r.cause === 'exileOrWolves' && x.cause === 'wolves');
}

/** Whether this seat exiled today would win by it (the tanner; the angel on day 0): a player who plays to win asks it. */
export function exileWouldWin(s: GameState, seat: Seat): boolean {
  const p = s.ctx.cards[s.roles[seat - 1]].powers.get(ID);
  if (!p || !hasPower(s, seat)) return false;
  return counts({ seat, cause: 'exile', time: 'day', n: s.day, lastWords: false }, readingOf(s, p));
}

export const winOnDeath: PowerModule = {
  id: ID,
  winsFirst(s, since): { winner: Winner; reason: WinCode } | null {
    for (let k = since; k < s.deaths.length; k++) {
      const x = s.deaths[k];
      const p = s.ctx.cards[s.roles[x.seat - 1]].powers.get(ID);
      if (!p || !hasPower(s, x.seat)) continue;
      const r = readingOf(s, p);
      if (counts(x, r)) return { winner: p.winner as Winner, reason: x.cause === 'exile' ? 'exiledToWin' : 'diedToWin' };
    }
    return null;
  },
};
