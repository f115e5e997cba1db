// revealOnExile — the idiot: exiled by vote, he shows his card and stays alive, keeps speaking and loses his
// vote (and, as sheriff, the badge's tie-break, or the badge itself under revealedIdiotBadge passes) and cannot be
// voted out again; he dies normally to a kill, the
// poison or a shot (his side-kill group is the role data's groupRule, idiotCountsAs; docs/rules.md, the idiot).
import { hasPower } from '../engine/state';
import type { GameState, Seat } from '../engine/types';
import { hasCardPower } from './common';
import { slotOf } from './slots';
import type { Draft, PowerModule } from './types';

const ID = 'revealOnExile';
interface State {
  readonly revealed: readonly boolean[];
}
const slot = slotOf<State>(ID);
const state = (s: GameState): State | undefined => slot.get(s);

/** Whether a seat revealed his card on an exile he survived. */
export const isRevealed = (s: GameState, seat: Seat): boolean => state(s)?.revealed[seat - 1] === true;

export const revealOnExile: PowerModule = {
  id: ID,
  init: (s) => ({ revealed: Array<boolean>(s.alive.length).fill(false) }) satisfies State,
  view: { revealed: (s) => state(s)?.revealed ?? Array<boolean>(s.alive.length).fill(false) },
  onExileOrder: 10,
  onExile(d: Draft, seat: Seat) {
    if (!hasCardPower(d, seat, ID) || isRevealed(d, seat) || !hasPower(d, seat)) return false;
    const revealed = (state(d)?.revealed ?? []).slice();
    revealed[seat - 1] = true;
    slot.set(d, { revealed } satisfies State);
    // A sheriff who reveals gives up the badge after his last words, passing or tearing it as a dying sheriff
    // does, under revealedIdiotBadge passes (the netease reading, "随后继续发表出局发言，并移交或取消警徽");
    // keeps, he keeps it without its weight (docs/rules.md, the idiot).
    if (d.sheriff === seat && d.ctx.rules.revealedIdiotBadge === 'passes') {
      d.pending = [...d.pending, { kind: 'badge', seat }];
      d.sheriff = 0;
    }
    return true;
  },
  voterOrder: 10,
  voter: (s, seat) => (isRevealed(s, seat) ? 'idiotRevealed' : null),
  // Once revealed the village cannot exile him again: ballots for him are refused, so a later vote never
  // lands on him (Basic Rules 6(2) 要让其出局狼人必须在夜里刀走白痴; docs/engine-choices.md idiotRevealedExile).
  votable: (s, seat) => (isRevealed(s, seat) ? 'idiotNotExiled' : null),
  lostVote: (s, seat) => isRevealed(s, seat),
  // Under revealedIdiotBadge passes he may not receive the badge again, passed or elected ("也不能成为移交警徽的目标").
  badgeBarred: (s, seat) => (s.ctx.rules.revealedIdiotBadge === 'passes' && isRevealed(s, seat) ? 'idiotNoBadge' : null),
};
