/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/role.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

import type { RoleId } from './role-id';

/**
 * A message id: the words are in data/i18n/<lang>/<namespace>.json, the namespace being the id's first segment (lib/i18n t).
 */
export type Text = string;
/**
 * A role of the catalogue (exactly these ids; the sheriff is a rule, not a card). The one list every other schema and lib/catalogue/roles.ts take the ids from.
 */
export type RoleId1 =
  | 'villager'
  | 'werewolf'
  | 'whiteWolfKing'
  | 'wolfBeauty'
  | 'demon'
  | 'seer'
  | 'witch'
  | 'hunter'
  | 'guard'
  | 'idiot'
  | 'elder'
  | 'cupid'
  | 'thief'
  | 'littleGirl'
  | 'piper'
  | 'scapegoat'
  | 'wildChild'
  | 'wolfKing'
  | 'knight'
  | 'gargoyle'
  | 'graveKeeper'
  | 'wolfRobot'
  | 'psychic'
  | 'dreamcatcher'
  | 'nightmare'
  | 'bloodMoon'
  | 'witcher'
  | 'magician'
  | 'crow'
  | 'spiritKnight'
  | 'mixedBlood'
  | 'cursedFox'
  | 'hiddenWolf'
  | 'bigBadWolf'
  | 'wolfCub'
  | 'mason'
  | 'threeBrothers'
  | 'twoSisters'
  | 'lycan'
  | 'minion'
  | 'prince'
  | 'villagerVillager'
  | 'pureWhite'
  | 'wolfWitch'
  | 'bearTamer'
  | 'fox'
  | 'rustySwordKnight'
  | 'tanner'
  | 'cursed'
  | 'accursedWolfFather'
  | 'wolfHound'
  | 'stutteringJudge'
  | 'mirrorSeer'
  | 'angel';

/**
 * One entry of the role catalogue (data/roles/ID.json). Texts are message ids (data/i18n/<lang>/).json keyed by id.
 */
export interface Role {
  id: RoleId;
  /**
   * A message id: the words are in data/i18n/<lang>/<namespace>.json, the namespace being the id's first segment (lib/i18n t).
   */
  name: string;
  /**
   * Other names seen in the sources (e.g. 平民, 先知).
   */
  aliases?: string[];
  faction: 'village' | 'wolves' | 'solo';
  /**
   * Side-kill (屠边) group: god, villager or none (wolves, cupid, solo).
   */
  group: 'god' | 'villager' | 'none';
  /**
   * At most one card of this role on a board.
   */
  unique: boolean;
  /**
   * How many cards of this role a board holds when it holds any (the two sisters: exactly 2; the masons: 2 or 3). Absent: at most one card for a unique role ({min: 1, max: 1}), any number otherwise. Only on a role that is not unique.
   */
  copies?: {
    min: number;
    max: number;
  };
  /**
   * Opens eyes with the wolves and counts as a wolf for their kill.
   */
  wakesWithWolves: boolean;
  /**
   * What the seer is told (Basic Rules 6(5): non-wolf bad roles and cupid show good).
   */
  seerResult: 'good' | 'wolf';
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
  ruleVariants?: RuleVariant[];
  /**
   * An emoji shown as the role's illustration.
   */
  icon: string;
  nightSteps: NightStep[];
  dayPowers: DayPower[];
  /**
   * A message id: the words are in data/i18n/<lang>/<namespace>.json, the namespace being the id's first segment (lib/i18n t).
   */
  short: string;
  /**
   * A message id: the words are in data/i18n/<lang>/<namespace>.json, the namespace being the id's first segment (lib/i18n t).
   */
  description: string;
  /**
   * Where the role comes from, e.g. 'Basic Rules 二'.
   */
  source: string;
  shownAs?: RoleId1;
  /**
   * How the judge calls the cards that show this face when the deal numbers them (the seer's card dealt to the seer and to the mirror seer: #1 and #2, docs/rules.md, the mirror seer): message ids whose {n} is the number, said instead of each step's own line and closing line.
   */
  numberedCall?: {
    /**
     * Message id of the opening line, {n} the number.
     */
    line: string;
    /**
     * Message id of the closing line, {n} the number.
     */
    closeLine: string;
  };
  /**
   * The plain card of its faction (the villager, the werewolf): no power beyond its faction's own. Fixes add or remove the plain village card to keep the card count right, and the thief's two extra cards are of it (Basic Rules 二). Absent: false.
   */
  plain?: boolean;
  /**
   * With this card in the deck, this many cards stay face down in the bottom after the deal: the deck holds players + bottomCards (the thief: 2; docs/rules.md, "The deck and the basic configuration"). Absent: none.
   */
  bottomCards?: number;
  /**
   * The house rule whose value is this role's side-kill group, in place of `group` (the idiot: idiotCountsAs, Basic Rules 二).
   */
  groupRule?: 'idiotCountsAs';
}
/**
 * Under one value of a house rule the role plays differently (the offline demon).
 */
export interface RuleVariant {
  /**
   * A house-rule key.
   */
  rule: string;
  value: string | boolean | number;
  set: {
    wakesWithWolves?: boolean;
    /**
     * Changes the steps of the same ids.
     */
    nightSteps?: NightStepPatch[];
  };
}
/**
 * The fields of a night step that a rule variant changes; its lines stay.
 */
export interface NightStepPatch {
  /**
   * Step id used by the night order and the game record's event type.
   */
  id:
    | 'thief'
    | 'cupid'
    | 'lovers'
    | 'wildChild'
    | 'guard'
    | 'seer'
    | 'werewolf'
    | 'littleGirl'
    | 'witch'
    | 'wolfBeauty'
    | 'demon'
    | 'piper'
    | 'charmed';
  /**
   * On which nights the step is called.
   */
  nights?: 'first' | 'every' | 'afterFirst';
  /**
   * The mechanic this step uses (a module of lib/powers).
   */
  power?:
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
    | 'idol';
  params?: PowerParams;
  /**
   * The game record's event type this step records (null: the step is called, records nothing).
   */
  event?: string | null;
  /**
   * What the judge records at this step.
   */
  records?: 'none' | 'take' | 'twoSeats' | 'seat' | 'seatOrNone' | 'caught' | 'potions' | 'side';
}
/**
 * The power's parameters (what a check sees, …): each power module documents its own.
 */
export interface PowerParams {
  [k: string]: string | number | boolean;
}
export interface NightStep {
  /**
   * Step id used by the night order and the game record's event type.
   */
  id:
    | 'thief'
    | 'cupid'
    | 'lovers'
    | 'wildChild'
    | 'guard'
    | 'seer'
    | 'werewolf'
    | 'littleGirl'
    | 'witch'
    | 'wolfBeauty'
    | 'demon'
    | 'piper'
    | 'charmed'
    | 'nightmare'
    | 'dreamcatcher'
    | 'gargoyle'
    | 'psychic'
    | 'wolfRobot'
    | 'wolfKing'
    | 'graveKeeper'
    | 'magician'
    | 'crow'
    | 'witcher'
    | 'mixedBlood'
    | 'hiddenWolf'
    | 'hunter'
    | 'bigBadWolf'
    | 'wolfCub'
    | 'mason'
    | 'threeBrothers'
    | 'twoSisters'
    | 'minion'
    | 'pureWhite'
    | 'wolfWitch'
    | 'fox'
    | 'cursed'
    | 'accursedWolfFather'
    | 'wolfHound'
    | 'stutteringJudge'
    | 'mirrorSeer';
  /**
   * On which nights the step is called.
   */
  nights: 'first' | 'every' | 'afterFirst';
  /**
   * The mechanic this step uses (a module of lib/powers).
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
    | 'chooseSide';
  params?: PowerParams;
  /**
   * The game record's event type this step records (null: the step is called, records nothing).
   */
  event: string | null;
  /**
   * What the judge records at this step.
   */
  records: 'none' | 'take' | 'twoSeats' | 'seat' | 'seatOrNone' | 'caught' | 'potions' | 'side';
  /**
   * Who wakes (e.g. 'the wolves', '狼人').
   */
  wake: string;
  /**
   * What the judge says to wake and ask.
   */
  line: string;
  /**
   * What the judge says instead of `line` on the nights after the first, when the step asks something else then (the wolf robot learns on night 1 and uses what he learned later).
   */
  laterLine?: string;
  /**
   * What the judge says to close the step.
   */
  closeLine?: string;
  /**
   * A reminder for the judge.
   */
  note?: string;
  /**
   * The step is on the card only under this value of a house rule (the hunter's night status: hunterNightStatus); the role data read without rules leaves it out.
   */
  rule?: {
    /**
     * A house-rule key.
     */
    key: string;
    value: string | boolean | number;
  };
  /**
   * The note names house rules and so lists every variant: the judge's script prints the board's own rule lines instead of it.
   */
  noteCitesRules?: boolean;
  source: string;
}
export interface DayPower {
  id:
    | 'selfDestruct'
    | 'whiteWolfKingTake'
    | 'wolfBeautyLink'
    | 'shoot'
    | 'idiotReveal'
    | 'elderLives'
    | 'scapegoatTie'
    | 'heartbreak'
    | 'becomeWolf'
    | 'piperWin'
    | 'duel'
    | 'sealNight'
    | 'lastWolfLingers'
    | 'reflect'
    | 'idolSide'
    | 'stealWin'
    | 'princeReveal'
    | 'growl'
    | 'tetanus'
    | 'tannerWin'
    | 'cursedTurns'
    | 'secondVote'
    | 'angelWin';
  /**
   * The mechanic (a module of lib/powers).
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
  params?: PowerParams;
  description: Text;
  source: string;
}
