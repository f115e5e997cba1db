// The engine's board for a board the exact model counts: the same cards, no sheriff, and the house rules the
// model reads set explicitly (the rest keep the langrensha defaults, none of which changes random play).
import type { Board } from '../../generated/board';
import type { ExactBoard } from './random-play';

export function boardOf(b: ExactBoard, name = exactLabel(b)): Board {
  const roles: Record<string, number> = { werewolf: b.wolves, villager: b.villagers };
  if (b.seer) roles.seer = 1;
  if (b.witch) roles.witch = 1;
  const players = b.wolves + b.villagers + (b.seer ? 1 : 0) + (b.witch ? 1 : 0);
  return { name, players, roles, rules: { family: 'langrensha', sheriff: false, ...b.rules } } as Board;
}

/** A short name: cards, then the rules that differ between rows. */
export function exactLabel(b: ExactBoard): string {
  const cards = [`${b.wolves}W`, `${b.villagers}V`, b.seer ? 'seer' : '', b.witch ? 'witch' : ''].filter(Boolean).join(' ');
  return `${cards} (${b.wolves + b.villagers + (b.seer ? 1 : 0) + (b.witch ? 1 : 0)}p)`;
}
