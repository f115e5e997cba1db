/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/custom-role.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

import type { CustomId } from './custom-id';
import type { RoleId } from './role-id';

/**
 * The step's id, the type of the events it records (absent: the card's id; a second step: the card's id with 2, …).
 */
export type CustomId1 = `custom:${string}`;
/**
 * A step id of the wake order (a catalogue step or a custom step, custom:<name>).
 */
export type AnchorId = string;

/**
 * A card an organizer composes from Wolfboard's powers, carried by the board (board.customRoles): the shape of a catalogue role with its texts inline (docs/rules.md, Custom roles). Untrusted input: every text is plain text with a length limit.
 */
export interface CustomRole {
  id: CustomId;
  /**
   * A catalogue card this one copies: every field it does not set is that card's (its steps keep their place in the wake orders).
   */
  base?: RoleId | null;
  names: Name;
  short?: Ability;
  description?: Long;
  /**
   * An emoji shown as the card's illustration.
   */
  icon?: string;
  faction: 'village' | 'wolves' | 'solo';
  /**
   * Its side-kill group (default: god for a village card with a power, villager without; none for the others).
   */
  group?: 'god' | 'villager' | 'none';
  /**
   * How many cards of this role a board holds when it holds any (the two sisters: exactly 2; the masons: 2 or 3). Absent: at most one card for a unique role ({min: 1, max: 1}), any number otherwise. Only on a role that is not unique.
   */
  copies?: {
    min: number;
    max: number;
  };
  /**
   * A wolf card that opens its eyes with the wolves (default: true on a wolf card).
   */
  wakesWithWolves?: boolean;
  /**
   * What a check sees (default: wolf on a wolf card, else good).
   */
  seerResult?: 'good' | 'wolf';
  /**
   * Passive facts other powers read: notProtectable (the guard has no effect on her), notPackTarget (her own wolves may not kill her), nightImmune (cannot die at night but for heartbreak), noKillTakeover (a wolf-side card that never makes the wolves' kill, even with every wolf dead: the minion), notNeededForGoodWin (a wolf-side card the village need not kill to win; he counts in no side-kill group: the minion), publicCard (the card is public from the deal and announced at the first dawn: the villager-villager), notNeededForWin (nobody has to kill him for a win of theirs: the tanner).
   */
  traits?: (
    | 'notProtectable'
    | 'notPackTarget'
    | 'nightImmune'
    | 'noKillTakeover'
    | 'notNeededForGoodWin'
    | 'publicCard'
    | 'notNeededForWin'
    | 'opensWithVote'
  )[];
  /**
   * At most 3 (the validator names more).
   */
  nightSteps?: NightStep[];
  /**
   * At most 4 (the validator names more).
   */
  dayPowers?: DayPower[];
  /**
   * A card whose rules no power expresses: the judge resolves it by hand, and the engine and the lab refuse to run a game with it.
   */
  textOnly?: boolean;
  balance?: {
    value: number;
    note?: string;
  };
  /**
   * At most 12 (the validator names more).
   */
  interactions?: Interaction[];
  author?: string;
  source?: string;
}
/**
 * A short text in each language (a missing language falls back to English, then to simplified Chinese, and is marked untranslated).
 */
export interface Name {
  'zh-CN'?: string;
  'zh-TW'?: string;
  en?: string;
}
/**
 * A sentence in each language.
 */
export interface Ability {
  'zh-CN'?: string;
  'zh-TW'?: string;
  en?: string;
}
/**
 * Free text in each language.
 */
export interface Long {
  'zh-CN'?: string;
  'zh-TW'?: string;
  en?: string;
}
export interface NightStep {
  id?: CustomId1;
  /**
   * On which nights the step is called (default: every).
   */
  nights?: 'first' | 'every' | 'afterFirst';
  /**
   * The mechanic the step uses.
   */
  power:
    | 'takeCard'
    | 'link'
    | 'wakeLinked'
    | 'followModel'
    | 'protect'
    | 'inspect'
    | 'packKill'
    | 'peek'
    | 'potions'
    | 'charm'
    | 'enchant'
    | 'wakeEnchanted'
    | 'briefing'
    | 'dream'
    | 'fear'
    | 'learn'
    | 'swap'
    | 'curse'
    | 'hunt'
    | 'idol'
    | 'extraKill'
    | 'meet'
    | 'infect'
    | 'chooseSide'
    | 'loneWolf';
  params?: Params;
  /**
   * What the judge records: the input the power takes.
   */
  records: 'none' | 'take' | 'twoSeats' | 'seat' | 'seatOrNone' | 'caught' | 'potions' | 'side';
  /**
   * Its place in each wake order (absent: right after the card it is based on, else before the dawn).
   */
  order?: {
    advanced?: Anchor;
    chinese?: Anchor;
    base?: Anchor;
  };
  /**
   * What the judge says at the step (a step without a line: the card it is based on gives its own, else the validator names it).
   */
  texts?: {
    wake?: Name;
    line?: Ability;
    laterLine?: Ability;
    closeLine?: Ability;
    note?: Ability;
  };
}
/**
 * The power's parameters: each power publishes which it takes and their legal values (lib/powers, params).
 */
export interface Params {
  [k: string]: string | number | boolean;
}
/**
 * Where the step wakes in one wake order: right after (or before) a step of that order, a catalogue step or another custom card's; an anchor absent from the board: the next step of the order that is on it (docs/rules.md, Custom roles).
 */
export interface Anchor {
  after?: AnchorId;
  before?: AnchorId;
}
export interface DayPower {
  /**
   * The day or passive mechanic.
   */
  power:
    | 'selfDestruct'
    | 'takeOnSelfDestruct'
    | 'charm'
    | 'shootOnDeath'
    | 'revealOnExile'
    | 'extraLife'
    | 'tieVictim'
    | 'link'
    | 'followModel'
    | 'enchant'
    | 'duel'
    | 'seal'
    | 'linger'
    | 'reflect'
    | 'idol'
    | 'stealWin'
    | 'growl'
    | 'tetanus'
    | 'winOnDeath'
    | 'convert'
    | 'secondVote';
  params?: Params;
  text?: Ability;
}
export interface Interaction {
  /**
   * A role id of the catalogue or of the board's custom cards.
   */
  with: string;
  severity: 'error' | 'warning' | 'info';
  text: Ability;
}
