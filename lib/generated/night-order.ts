/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/night-order.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/**
 * A message id: the words are in data/i18n/<lang>/<namespace>.json, the namespace being the id's first segment (lib/i18n t).
 */
export type Text = string;
/**
 * A marker (dusk, dawn) or a night step id of the role catalogue.
 */
export type StepId =
  | 'dusk'
  | 'thief'
  | 'cupid'
  | 'lovers'
  | 'wildChild'
  | 'guard'
  | 'seer'
  | 'werewolf'
  | 'littleGirl'
  | 'wolfBeauty'
  | 'demon'
  | 'witch'
  | 'piper'
  | 'charmed'
  | 'dawn'
  | 'nightmare'
  | 'dreamcatcher'
  | 'wolfKing'
  | 'wolfRobot'
  | 'gargoyle'
  | 'psychic'
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
 * The wake orders a board may choose with rules.nightOrder (docs/rules.md, "The night and the wake orders"). Each order is ONE ordered list of steps (markers, roles, groups), never numeric priorities. Which nights a role step is called and what the judge says come from the role catalogue (data/roles/*.json nightSteps); markers' lines come from data/script.json.
 */
export interface NightOrders {
  $schema?: string;
  /**
   * The order of a board whose rules name none and no family: the default family's (langrensha: chinese). Each family's own default is in data/families.json.
   */
  default: 'advanced' | 'chinese' | 'base';
  orders: {
    advanced: Order;
    chinese: Order;
    base: Order;
  };
}
export interface Order {
  name: Text;
  source: string;
  steps: Step[];
}
/**
 * One step of an order. `during`: the step happens while another step is open (the little girl peeks while the wolves kill).
 */
export interface Step {
  id: StepId;
  /**
   * marker = dusk/dawn; role = one role's card wakes; group = players linked by a role wake together (lovers, charmed).
   */
  kind: 'marker' | 'role' | 'group';
  during?: StepId;
  /**
   * Where this position comes from (seed and section).
   */
  source?: string;
}
