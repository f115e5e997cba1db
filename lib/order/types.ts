// The generated wake order of one board: what `wolfboard order --json` prints and the pages show.
import type { CardId } from '../catalogue/card-role';
import type { Loc } from '../script/loc';
import type { AbsentFlags } from './absent';
import type { StepId } from './orders';

export interface PlanStep {
  /** Marker (dusk, dawn), a role's step id (the wolves' step is `werewolf`), or a group (lovers, charmed). */
  id: StepId;
  kind: 'marker' | 'role' | 'group';
  /** The card the step belongs to (cupid for lovers, piper for charmed; a custom card its own); null for markers. */
  role: CardId | null;
  /** The board's cards that open their eyes or make the step happen (the wolves' step: every card waking with the wolves). */
  roles: CardId[];
  /**
   * Cards that do not open their eyes here but take the step over once no card of `roles` is alive: at the
   * wolves' step the offline demon (demonVersion, Basic Rules "一旦狼人死光，恶魔即获得睁眼杀人的能力"). Else empty.
   */
  takesOver: CardId[];
  /** Some card of the step is dealt on this board (steps of roles not on the board are never listed). */
  inDeck: boolean;
  /** Nights the step is called on (catalogue nightSteps.nights; markers every night). */
  nights: 'first' | 'every' | 'afterFirst';
  /** Its cadence on those nights: called on night n when (n − 1) % every is 0 (the sisters' meeting; 1: each of them). */
  every: number;
  /** The step happens while another is open (the little girl peeks during the wolves' step). */
  during: StepId | null;
  /** What the judge notes at this step (catalogue nightSteps.records). */
  records: string | null;
  wake: Loc;
  line: Loc;
  closeLine: Loc | null;
  /** The catalogue's reminder for the judge. */
  note: Loc | null;
  /** The note names house rules and lists every variant, not this board's (role data noteCitesRules). */
  noteCitesRules: boolean;
  /** House-rule reminders for this step on this night (e.g. whether the witch may save herself tonight). */
  rules: Loc[];
  absent: AbsentFlags;
  source: string;
}

export interface NightPlan {
  order: 'advanced' | 'chinese' | 'base';
  /** Every step the board calls on some night, in its wake order (custom steps where their anchors put them). */
  steps: StepId[];
  firstNight: PlanStep[];
  otherNights: PlanStep[];
}
