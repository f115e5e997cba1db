// What a card's night step is on this board: its nights, what the judge records, and the lines — the
// catalogue's (data/roles/*.json) or a custom card's inline words, except where a house rule changes the step
// (the role's ruleVariants, read through lib/powers/cards). The engine builds the same step (lib/engine/setup
// orderFor); tests/order/engine-agreement.test.ts checks that the two agree.
import type { NightStep } from '../catalogue';
import type { Board } from '../generated/board';
import type { ResolvedRules } from '../catalogue/rules';
import { SCRIPT, cardText, lineOf } from '../script/lines';
import type { Loc } from '../script/loc';
import { ownerStep, type StepOwner } from './owners';

export interface StepText {
  nights: NightStep['nights'];
  /** Its cadence on those nights (lib/powers/cards CardStep.every). */
  every: number;
  records: NightStep['records'];
  wake: Loc;
  line: Loc;
  /** The line of the nights after the first, where the step asks something else then (else null: `line`). */
  laterLine: Loc | null;
  closeLine: Loc | null;
  note: Loc | null;
  /** The note names house rules and lists every variant (the script says the board's own rule lines instead). */
  noteCitesRules: boolean;
  source: string;
  /** A house rule changed the step: its source replaces the night order's (data/night-order.json). */
  byRule: boolean;
}

/** The step's texts for these rules (messages roles.ROLE.steps.STEP.* or script.KEY; a custom card's inline words, from `board`). */
export function stepText(owner: StepOwner, rules: Partial<ResolvedRules>, board: Pick<Board, 'customRoles'> = {}): StepText {
  const { step } = owner;
  const card = ownerStep(owner, rules, board);
  const base: StepText = {
    nights: card?.nights ?? step.nights,
    every: card?.every ?? 1,
    records: card?.records ?? step.records,
    wake: cardText(step.wake),
    line: cardText(step.line),
    laterLine: step.laterLine ? cardText(step.laterLine) : null,
    closeLine: step.closeLine ? cardText(step.closeLine) : null,
    note: step.note ? cardText(step.note) : null,
    noteCitesRules: step.noteCitesRules === true,
    source: step.source,
    byRule: false,
  };
  if (card && card.power !== step.power) {
    // A rule variant gave the step another mechanic (Rules Overview 线下版恶魔: a night-1 briefing, no check):
    // it says that power's line of data/script.json ruleVariantSteps, whose source is the rule's.
    const alt = SCRIPT.ruleVariantSteps[card.power];
    if (!alt) throw new Error(`data/script.json ruleVariantSteps has no line for power "${card.power}" (step ${step.id})`);
    return { ...base, line: lineOf(alt.line), laterLine: null, source: SCRIPT.lines[alt.line]?.source ?? '', byRule: true };
  }
  return base;
}
