// What a card lends the wolf robot who learns it (docs/rules.md, the wolf robot): the one rule the engine's
// learned step (lib/powers/learn) and the script's reminders (lib/order/step-rules) both read.
import type { Card, CardStep } from './cards';

/** The night powers a learned card lends him (by power: no role is named). */
const LEARNABLE: readonly string[] = Object.freeze(['inspect', 'protect', 'potions', 'dream', 'hunt', 'curse', 'swap']);

/** The card's step whose power he uses from night 2, or undefined: a wolf's card, or no learnable night power. */
export function lentStep(card: Card): CardStep | undefined {
  if (card.faction === 'wolves') return undefined;
  return card.steps.find((x) => x.nights !== 'first' && x.event !== null && LEARNABLE.includes(x.power));
}

/** Whether learning the card gives him the power: its night power (lentStep), or shooting on death as it does. */
export function lendsPower(card: Card, power: string): boolean {
  if (power === 'shootOnDeath') return card.powers.has('shootOnDeath');
  return lentStep(card)?.power === power;
}
