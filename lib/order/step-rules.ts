// House-rule reminders said at a night step, so the order and the script agree line for line.
import type { Board } from '../generated/board';
import { countOf } from '../roles';
import type { ResolvedRules } from '../rules';
import { say } from '../script/lines';
import type { Loc } from '../script/loc';
import type { StepId } from './orders';
import { witchMaySaveSelf } from '../powers/potions-rules';

export { witchMaySaveSelf };

/** The variant of note.witch.selfSave for this board and night. */
export function witchSelfSaveVariant(rules: ResolvedRules, hasGuard: boolean, night: 'first' | 'later'): string {
  if (rules.witchSelfSave === 'firstNight') return `firstNight.${night}`;
  if (rules.witchSelfSave === 'withoutGuard') return `withoutGuard.${hasGuard ? 'guard' : 'noGuard'}`;
  return rules.witchSelfSave;
}

export function stepRules(id: StepId, board: Board, rules: ResolvedRules, night: 'first' | 'later'): Loc[] {
  const has = (r: Parameters<typeof countOf>[1]) => countOf(board, r) > 0;
  const out: Loc[] = [];
  switch (id) {
    case 'thief':
      out.push(say('note.thief.keep', rules), say('note.thief.wolf', rules));
      break;
    case 'werewolf':
      out.push(say('note.werewolf.kill', rules));
      // Online the demon shares the kill; offline he is not there and takes the step over once the wolves are dead.
      if (has('demon')) out.push(say('note.werewolf.demon', rules));
      if (has('elder')) out.push(say('note.werewolf.elder'));
      break;
    case 'seer':
      out.push(say('note.seer.sees', rules));
      break;
    case 'demon':
      out.push(say('note.demon.version', rules));
      break;
    case 'guard':
      out.push(say('note.guard.basic'));
      if (has('littleGirl')) out.push(say('note.guard.littleGirl'));
      break;
    case 'witch': {
      const guard = has('guard');
      out.push(say('note.witch.selfSave', rules, {}, witchSelfSaveVariant(rules, guard, night)));
      if (!witchMaySaveSelf(rules, guard, night)) out.push(say('note.witch.poisonAnyway'));
      out.push(say('note.witch.potions', rules));
      // On night 1 the antidote cannot be spent yet: the reminder matters from night 2.
      if (night === 'later') out.push(say('note.witch.victim', rules));
      if (guard) out.push(say('note.witch.guardCancel', rules));
      // What the antidote does for an attacked elder (elderAntidote, RULES.md §5).
      if (has('elder')) {
        out.push(say('note.witch.elder', rules));
        // 同守同救 makes the attack on the elder land whatever elderAntidote says (docs/engine-choices.md §5.2).
        if (guard && rules.guardAndAntidoteCancel) out.push(say('note.witch.elderGuardCancel'));
      }
      out.push(say('note.witch.gesture'));
      break;
    }
    case 'dawn':
      if (has('hunter')) {
        if (has('witch')) out.push(say('note.dawn.hunterPoison', rules));
        if (has('cupid') || has('wolfBeauty')) out.push(say('note.dawn.hunterHeartbreak', rules));
      }
      break;
  }
  return out;
}
