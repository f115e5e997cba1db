// revealOnExile — exiled by vote, he shows his card and stays alive and keeps speaking; he dies normally to a
// kill, the poison or a shot. Params: `losesVote` (absent: true) — the idiot loses his vote (and, as sheriff,
// the badge's tie-break, or the badge itself under revealedIdiotBadge passes) and cannot be voted out again; the
// prince (losesVote false) keeps his vote and the badge and may be voted for again. `survivesRule`: the house
// rule whose value `always` spares him at every exile (princeSurvivesExile); absent, or `once`, only the first
// exile is absorbed and a later one kills him (docs/rules.md, the idiot; the prince). The idiot's side-kill group
// is the role data's groupRule, idiotCountsAs.
import { hasPower, heldCard } from '../engine/state';
import type { GameState, Seat } from '../engine/types';
import { hasCardPower } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'revealOnExile';
interface State {
  /** How many exiles each seat survived by revealing (0: never revealed). */
  readonly spared: readonly number[];
}
const slot = slotOf<State>(ID);
const state = (s: GameState): State | undefined => slot.get(s);

/** How many exiles a seat survived by revealing his card. */
export const exilesSpared = (s: GameState, seat: Seat): number => state(s)?.spared[seat - 1] ?? 0;

/** Whether a seat revealed his card on an exile he survived. */
export const isRevealed = (s: GameState, seat: Seat): boolean => exilesSpared(s, seat) > 0;

/** The power's params on the card a seat holds. */
const params = (s: GameState, seat: Seat) => heldCard(s, seat).powers.get(ID) ?? {};

/** Whether a revealed seat keeps his vote, his badge and may be voted for again (the prince: losesVote false). */
export const keepsVote = (s: GameState, seat: Seat): boolean => params(s, seat).losesVote === false;

/** Whether the card survives another exile once revealed (survivesRule's value `always`). */
function sparedAgain(s: GameState, seat: Seat): boolean {
  const rule = params(s, seat).survivesRule;
  return typeof rule === 'string' && (s.ctx.rules as unknown as Record<string, unknown>)[rule] === 'always';
}

/** Revealed and without his vote (the idiot). */
const lost = (s: GameState, seat: Seat): boolean => isRevealed(s, seat) && !keepsVote(s, seat);

export const revealOnExile: PowerModule = {
  id: ID,
  init: (s) => ({ spared: Array<number>(s.alive.length).fill(0) }) satisfies State,
  view: { revealed: (s) => s.alive.map((_, i) => isRevealed(s, i + 1)) },
  onExileOrder: 10,
  onExile(d: Draft, seat: Seat) {
    if (!hasCardPower(d, seat, ID) || !hasPower(d, seat)) return false;
    if (isRevealed(d, seat) && !sparedAgain(d, seat)) return false;
    const spared = (state(d)?.spared ?? Array<number>(d.alive.length).fill(0)).slice();
    spared[seat - 1]++;
    slot.set(d, { spared } satisfies State);
    // A sheriff who reveals and loses his vote gives up the badge after his last words, passing or tearing it as
    // a dying sheriff does, under revealedIdiotBadge passes (the netease reading, "随后继续发表出局发言，并移交或取消警徽");
    // keeps, he keeps it without its weight (docs/rules.md, the idiot). The prince keeps it with its powers.
    if (d.sheriff === seat && !keepsVote(d, seat) && d.ctx.rules.revealedIdiotBadge === 'passes') {
      d.pending = [...d.pending, { kind: 'badge', seat }];
      d.sheriff = 0;
    }
    return true;
  },
  voterOrder: 10,
  voter: (s, seat) => (lost(s, seat) ? 'idiotRevealed' : null),
  // Once revealed the village cannot exile the idiot again: ballots for him are refused, so a later vote never
  // lands on him (Basic Rules 6(2) 要让其出局狼人必须在夜里刀走白痴; docs/engine-choices.md idiotRevealedExile).
  // A revealed prince may be voted for again (the Ultimate Werewolf moderator app).
  votable: (s, seat) => (lost(s, seat) ? 'idiotNotExiled' : null),
  lostVote: (s, seat) => lost(s, seat),
  // Under revealedIdiotBadge passes he may not receive the badge again, passed or elected ("也不能成为移交警徽的目标").
  badgeBarred: (s, seat) => (s.ctx.rules.revealedIdiotBadge === 'passes' && lost(s, seat) ? 'idiotNoBadge' : null),
};
