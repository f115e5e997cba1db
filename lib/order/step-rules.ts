// House-rule reminders said at a night step, so the order and the script agree line for line. Which
// reminders, in which order and when, is data (data/script.json stepNotes); only the rules that compute
// are functions here, and those are the ones the engine reads too (lib/powers).
import type { Board } from '../generated/board';
import type { NoteWhen, StepNote } from '../generated/script';
import { ruleHasEffect } from '../catalogue/house-rules';
import type { Card, Trait } from '../powers/cards';
import { lendsPower } from '../powers/learn-rules';
import type { ResolvedRules, RuleKey } from '../catalogue/rules';
import { SCRIPT, cardText, lineOf, say } from '../script/lines';
import { join, type Loc } from '../script/loc';
import { boardHasPower, boardHasTrait, cardHasPower, cardsOnBoard, type PowerId } from './board-cards';
import type { StepId } from './orders';
import { GUARD_POWER, witchMaySaveSelf } from '../powers/potions-rules';

export { witchMaySaveSelf };

type Night = 'first' | 'later';

/** The variant of note.witch.selfSave for this board and night. `protectOnBoard`: a card that protects is dealt. */
export function witchSelfSaveVariant(rules: ResolvedRules, protectOnBoard: boolean, night: Night): string {
  if (rules.witchSelfSave === 'firstNight') return `firstNight.${night}`;
  // The variant keys of data/script.json (withoutGuard.guard / .noGuard), where guard means a card that protects.
  if (rules.witchSelfSave === 'withoutGuard') return protectOnBoard ? 'withoutGuard.guard' : 'withoutGuard.noGuard';
  return rules.witchSelfSave;
}

interface NoteCtx {
  board: Board;
  rules: ResolvedRules;
  night: Night;
}

// witchSelfSave withoutGuard is about a card that protects, as the engine's antidote check reads it (lib/powers/potions-rules).
const protectOnBoard = (c: NoteCtx) => boardHasPower(c.board, GUARD_POWER, c.rules);

/** The computed conditions a note may ask (schemas/script.schema.json noteCheck). */
const CHECKS: Record<string, (c: NoteCtx) => boolean> = {
  witchMaySaveSelf: (c) => witchMaySaveSelf(c.rules, protectOnBoard(c), c.night),
};

/** The computed variants a note may ask (schemas/script.schema.json stepNote.variant). */
const VARIANTS: Record<NonNullable<StepNote['variant']>, (c: NoteCtx) => string> = {
  witchSelfSave: (c) => witchSelfSaveVariant(c.rules, protectOnBoard(c), c.night),
};

/** Whether the board has the cards a note's query asks (a power, one the wolf robot may learn, a trait). */
function cardHolds(q: NonNullable<NoteWhen['cards']>[number], c: NoteCtx): boolean {
  if (q.learnable && q.power) {
    if (!lent(c, q.power).length) return false;
  } else if (q.power && !boardHasPower(c.board, q.power as PowerId[], c.rules)) return false;
  return !q.trait || boardHasTrait(c.board, q.trait as Trait, c.rules);
}

/** Whether each computed check of a note gives the answer it wants. */
function checksHold(check: NoteWhen['check'], c: NoteCtx): boolean {
  for (const [name, want] of Object.entries(check ?? {})) {
    const f = CHECKS[name];
    if (!f) throw new Error(`data/script.json stepNotes: unknown check "${name}"`);
    if (f(c) !== want) return false;
  }
  return true;
}

function holds(when: NoteWhen | undefined, c: NoteCtx): boolean {
  if (!when) return true;
  if (when.night && when.night !== c.night) return false;
  if (when.ruleHasEffect && !ruleHasEffect(when.ruleHasEffect, c.board)) return false;
  for (const [key, values] of Object.entries(when.rules ?? {})) {
    if (!values.includes(c.rules[key as RuleKey] as string | number | boolean)) return false;
  }
  return (when.cards ?? []).every((q) => cardHolds(q, c)) && checksHold(when.check, c);
}

/** The dealt cards that lend the wolf robot one of the powers when he learns them (the engine's rule). */
const lent = (c: NoteCtx, powers: readonly string[]): Card[] => cardsOnBoard(c.board, c.rules).filter((card) => powers.some((p) => lendsPower(card, p)));

/**
 * A note's {cards}: the board's cards its first card query is about (those with the power; for `learnable`, those
 * that lend it to the wolf robot), so a reminder names the cards dealt, never one that is not.
 */
function queriedNames(when: NoteWhen | undefined, c: NoteCtx): Record<string, Loc> {
  const q = when?.cards?.find((x) => x.power);
  if (!q?.power) return {};
  const power = q.power;
  const cards = q.learnable ? lent(c, power) : cardsOnBoard(c.board, c.rules).filter((card) => power.some((p) => cardHasPower(card, p as PowerId)));
  return {
    cards: join(
      cards.map((card) => cardText(card.name)),
      lineOf('listSep'),
    ),
  };
}

export function stepRules(id: StepId, board: Board, rules: ResolvedRules, night: Night): Loc[] {
  const c: NoteCtx = { board, rules, night };
  return (SCRIPT.stepNotes[id] ?? [])
    .filter((n) => holds(n.when, c))
    .map((n) => say(n.line, rules, { ...saying(n.line, rules), ...queriedNames(n.when, c) }, n.variant ? VARIANTS[n.variant](c) : undefined));
}

/**
 * A note that quotes what to say (data/script.json `KEY` with `{say}`) takes the words from its `KEY.say`
 * line, the one the moderator page reads aloud (lib/moderator/beats), so the two never drift.
 */
function saying(key: string, rules: ResolvedRules): Record<string, Loc> {
  return SCRIPT.lines[`${key}.say`] ? { say: say(`${key}.say`, rules) } : {};
}
