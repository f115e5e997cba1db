// The boards the simulator is checked on against the exact model: 5–9 players, wolves and villagers alone,
// with one seer, one witch, or both; both win conditions (屠边, 屠城), both tie rules the model counts (pk,
// none), the wolves' self-kill on and off, self-destruct on and off, and both families' witch.
import type { ExactBoard, ExactRules } from './random-play';

// The langrensha family's values of the rules the model reads (docs/rules.md, house rules).
const LANGRENSHA: ExactRules = {
  winCondition: 'sides',
  tieRule: 'pk',
  wolvesMayKillWolf: true,
  witchSelfSave: 'never',
  witchPotionsPerNight: 1,
  selfDestruct: true,
};
// The millersHollow family's.
const MILLERS: ExactRules = {
  winCondition: 'all',
  tieRule: 'none',
  wolvesMayKillWolf: false,
  witchSelfSave: 'always',
  witchPotionsPerNight: 2,
  selfDestruct: false,
};

const b = (wolves: number, villagers: number, seer: boolean, witch: boolean, rules: ExactRules): ExactBoard => ({ wolves, villagers, seer, witch, rules });

export const EXACT_BOARDS: readonly ExactBoard[] = [
  b(2, 3, false, false, { ...LANGRENSHA, selfDestruct: false }),
  b(2, 3, false, false, MILLERS),
  b(2, 4, false, false, { ...LANGRENSHA, wolvesMayKillWolf: false }),
  b(3, 6, false, false, { ...MILLERS, winCondition: 'sides' }),
  b(2, 4, true, false, LANGRENSHA),
  b(2, 4, true, false, { ...MILLERS, tieRule: 'pk' }),
  b(2, 5, true, false, { ...LANGRENSHA, tieRule: 'none', wolvesMayKillWolf: false }),
  b(3, 5, true, false, { ...MILLERS, tieRule: 'pk', selfDestruct: true }),
  b(2, 4, false, true, LANGRENSHA),
  b(2, 5, false, true, MILLERS),
  b(3, 5, false, true, { ...LANGRENSHA, wolvesMayKillWolf: false, witchSelfSave: 'always' }),
  b(3, 4, true, true, LANGRENSHA),
  b(3, 4, true, true, { ...MILLERS, winCondition: 'sides' }),
];

/** The rules of a row in a few words. */
export function rulesLabel(r: ExactRules, witch: boolean): string {
  const parts = [
    r.winCondition === 'sides' ? 'sides 屠边' : 'all 屠城',
    `tie ${r.tieRule}`,
    r.wolvesMayKillWolf ? 'self-kill' : 'no self-kill',
    r.selfDestruct ? 'self-destruct' : 'no self-destruct',
  ];
  if (witch) parts.push(`self-save ${r.witchSelfSave}`, `${r.witchPotionsPerNight} potion${r.witchPotionsPerNight === 2 ? 's' : ''}/night`);
  return parts.join(', ');
}
