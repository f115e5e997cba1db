// The custom cards given to the generator (docs/rules.md, Custom roles): each one allowed must be playable as
// written, or every board dealing it would be refused one by one and the search would end with no word why.
import { customCardErrors } from '../../validator/custom-errors';
import { fewestOf } from './plan';
import { GenerateError, type GeneratePlan } from './types';

/** The first allowed custom card whose own findings (the custom-card checks) hold an error, as the problem to say; null when none. */
export function customProblem(plan: GeneratePlan): GenerateError | null {
  for (const def of plan.customRoles) {
    const n = plan.allow[def.id] ?? 0;
    if (n === 0) continue;
    const copies = Math.min(n, fewestOf(plan.roles[def.id]));
    // A probe board: the card dealt among plain cards, so only its own writing can be at fault.
    const board = {
      players: plan.players,
      roles: { [def.id]: copies, werewolf: plan.wolves, villager: Math.max(0, plan.players - plan.wolves - copies) },
      customRoles: [...plan.customRoles],
      rules: { ...plan.rules },
    };
    // The same errors the engine refuses the card for (lib/validator/custom-errors).
    if (customCardErrors(board).some((e) => e.roles.includes(def.id))) return new GenerateError('customInvalid', { id: def.id, name: def.names });
  }
  return null;
}
