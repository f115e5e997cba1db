// The witch's self-save rule (witchSelfSave; docs/rules.md, the witch), read by the engine's antidote
// check, the wake order's reminders and the judge script alike.
import type { ResolvedRules } from '../catalogue/rules';
import type { StepPowerId } from './cards';

/** The power whose card on the board withholds the witch's self-save under `withoutGuard`: the guard's protection. */
export const GUARD_POWER: StepPowerId = 'protect';

/** Whether the witch may spend the antidote on herself tonight. `protectOnBoard`: a card that protects is on the board. */
export function witchMaySaveSelf(rules: Pick<ResolvedRules, 'witchSelfSave'>, protectOnBoard: boolean, night: 'first' | 'later'): boolean {
  switch (rules.witchSelfSave) {
    case 'always':
      return true;
    case 'never':
      return false;
    case 'firstNight':
      return night === 'first';
    case 'withoutGuard':
      return !protectOnBoard;
  }
}
