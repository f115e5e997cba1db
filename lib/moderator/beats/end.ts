import type { GameState } from '../../engine/types';
import type { Lang } from '../../i18n';
import { playsForSide } from '../../powers/queries';
import { seatLabel } from '../seats';
import { cardName, mt } from '../text';

/** The winner in words ("好人胜利"). */
export function winnerText(s: GameState, lang: Lang): string {
  return mt(`winner.${s.winner ?? 'draw'}`, lang);
}

/** Seats whose side a power decides (the mixed blood's idol): whether each wins with it, in words. */
export function sideLines(s: GameState, lang: Lang, names?: readonly string[]): string[] {
  if (s.winner === null) return [];
  return playsForSide(s).map(({ seat, side, won }) =>
    mt(won ? 'say.sideWon' : 'say.sideLost', lang, {
      seat: seatLabel(seat, names, lang),
      card: cardName(s, s.roles[seat - 1], lang),
      side: mt(`side.${side}`, lang),
    }),
  );
}

/** Why the game ended, from the engine's win reason (the condition; 狼刀在先 when the kill came first). */
export function winWhy(s: GameState, lang: Lang): string {
  if (!s.winReason) return '';
  const why = mt(`why.${s.winReason.code}`, lang);
  return s.winReason.killFirst ? `${why} ${mt('why.killFirst', lang)}` : why;
}
