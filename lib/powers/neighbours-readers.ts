// Whether a board holds a card that reads neighbours around the table (the fox's check, the bear tamer's growl,
// the rusty sword's tetanus): asked of each card's power modules (PowerModule.readsNeighbours), naming no role.
// The designer's printed seat grid and the moderator's seat circle show the seating direction when it does.
import type { GameContext } from '../engine/types';
import type { Card } from './cards';
import { powerModule } from './registry';

/** Whether one of these cards has a night step or a power whose module reads neighbours with its params. */
export function readsNeighbours(cards: readonly Card[]): boolean {
  for (const c of cards) {
    for (const st of c.steps) if (powerModule(st.power).readsNeighbours?.(st.params)) return true;
    for (const [p, params] of c.powers) if (powerModule(p).readsNeighbours?.(params)) return true;
  }
  return false;
}

/** Whether a game's board holds a card that reads neighbours (dealt or in the bottom). */
export function tableReadsNeighbours(ctx: Pick<GameContext, 'onBoard' | 'cards'>): boolean {
  const ids = Object.keys(ctx.onBoard) as (keyof typeof ctx.onBoard)[];
  return readsNeighbours(ids.filter((id) => ctx.onBoard[id]).map((id) => ctx.cards[id]));
}
