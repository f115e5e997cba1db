/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/game.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../guard';
import { boardGuard } from './board';
import { roleIdGuard } from './role-id';

const def_roleId: Guard = roleIdGuard;
const def_seat: Guard = { k: 'int', m: "a whole number" };
const def_seatOrNone: Guard = { k: 'or', a: [{ k: 'int', m: "a whole number" }, { k: 'null', m: "null" }], m: "a whole number or null" };
const def_thiefEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["thief"], m: "\"thief\"" },
  take: { k: 'or', a: [def_roleId, { k: 'null', m: "null" }], m: "a valid value or null" },
  },
  o: [],
  m: "an object",
};
const def_cupidEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["cupid"], m: "\"cupid\"" },
  lovers: { k: 'arr', i: def_seat, min: 2, max: 2, m: "a list of 2 items" },
  },
  o: [],
  m: "an object",
};
const def_wildChildEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wildChild"], m: "\"wildChild\"" },
  model: def_seat,
  },
  o: [],
  m: "an object",
};
const def_guardEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["guard"], m: "\"guard\"" },
  target: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_seerEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["seer"], m: "\"seer\"" },
  target: def_seat,
  },
  o: [],
  m: "an object",
};
const def_wolvesEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wolves"], m: "\"wolves\"" },
  target: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_littleGirlEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["littleGirl"], m: "\"littleGirl\"" },
  caught: { k: 'bool', m: "true or false" },
  },
  o: [],
  m: "an object",
};
const def_witchEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["witch"], m: "\"witch\"" },
  save: { k: 'bool', m: "true or false" },
  poison: def_seatOrNone,
  },
  o: ["save","poison"],
  m: "an object",
};
const def_wolfBeautyEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wolfBeauty"], m: "\"wolfBeauty\"" },
  target: def_seat,
  },
  o: [],
  m: "an object",
};
const def_demonEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["demon"], m: "\"demon\"" },
  target: def_seat,
  },
  o: [],
  m: "an object",
};
const def_piperEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["piper"], m: "\"piper\"" },
  targets: { k: 'arr', i: def_seat, min: 1, max: 2, m: "a list of at least 1 and at most 2 items" },
  },
  o: [],
  m: "an object",
};
const def_sheriffEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["sheriff"], m: "\"sheriff\"" },
  seat: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_voteEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["vote"], m: "\"vote\"" },
  ballots: { k: 'rec', re: "^[0-9]+$", v: def_seatOrNone, m: "an object" },
  },
  o: [],
  m: "an object",
};
const def_exileEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["exile"], m: "\"exile\"" },
  seat: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_shootEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["shoot"], m: "\"shoot\"" },
  target: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_selfDestructEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["selfDestruct"], m: "\"selfDestruct\"" },
  seat: def_seat,
  target: def_seatOrNone,
  },
  o: ["target"],
  m: "an object",
};
const def_badgeEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["badge"], m: "\"badge\"" },
  to: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_scapegoatEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["scapegoat"], m: "\"scapegoat\"" },
  voters: { k: 'arr', i: def_seat, m: "a list" },
  },
  o: [],
  m: "an object",
};
const def_nightmareEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["nightmare"], m: "\"nightmare\"" },
  target: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_dreamcatcherEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["dreamcatcher"], m: "\"dreamcatcher\"" },
  target: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_gargoyleEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["gargoyle"], m: "\"gargoyle\"" },
  target: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_psychicEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["psychic"], m: "\"psychic\"" },
  target: def_seat,
  },
  o: [],
  m: "an object",
};
const def_wolfRobotEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wolfRobot"], m: "\"wolfRobot\"" },
  target: def_seatOrNone,
  save: { k: 'bool', m: "true or false" },
  poison: def_seatOrNone,
  },
  o: ["target","save","poison"],
  m: "an object",
};
const def_duelEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["duel"], m: "\"duel\"" },
  target: def_seat,
  },
  o: [],
  m: "an object",
};
const def_magicianEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["magician"], m: "\"magician\"" },
  swap: { k: 'or', a: [{ k: 'arr', i: def_seat, min: 2, max: 2, m: "a list of 2 items" }, { k: 'null', m: "null" }], m: "a list of 2 items or null" },
  },
  o: [],
  m: "an object",
};
const def_crowEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["crow"], m: "\"crow\"" },
  target: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_witcherEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["witcher"], m: "\"witcher\"" },
  target: def_seatOrNone,
  },
  o: [],
  m: "an object",
};
const def_mixedBloodEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["mixedBlood"], m: "\"mixedBlood\"" },
  idol: def_seat,
  },
  o: [],
  m: "an object",
};
const def_event: Guard = { k: 'or', a: [def_thiefEvent, def_cupidEvent, def_wildChildEvent, def_guardEvent, def_seerEvent, def_wolvesEvent, def_littleGirlEvent, def_witchEvent, def_wolfBeautyEvent, def_demonEvent, def_piperEvent, def_sheriffEvent, def_voteEvent, def_exileEvent, def_shootEvent, def_selfDestructEvent, def_badgeEvent, def_scapegoatEvent, def_nightmareEvent, def_dreamcatcherEvent, def_gargoyleEvent, def_psychicEvent, def_wolfRobotEvent, def_duelEvent, def_magicianEvent, def_crowEvent, def_witcherEvent, def_mixedBloodEvent], m: "an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object" };
export const gameGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: "text" },
  board: boardGuard,
  seats: { k: 'arr', i: def_roleId, max: 30, m: "a list of at most 30 items" },
  bottom: { k: 'arr', i: def_roleId, min: 2, max: 2, m: "a list of 2 items" },
  seed: { k: 'or', a: [{ k: 'int', m: "a whole number" }, { k: 'str', m: "text" }], m: "a whole number or text" },
  names: { k: 'arr', i: { k: 'str', max: 60, m: "text of at most 60 characters" }, max: 30, m: "a list of at most 30 items" },
  meta: { k: 'rec', v: { k: 'any' }, m: "an object" },
  events: { k: 'arr', i: def_event, m: "a list" },
  },
  o: ["$schema","bottom","seed","names","meta"],
  m: "an object",
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const gameGuardDefinitions = { "roleId": def_roleId, "seat": def_seat, "seatOrNone": def_seatOrNone, "thiefEvent": def_thiefEvent, "cupidEvent": def_cupidEvent, "wildChildEvent": def_wildChildEvent, "guardEvent": def_guardEvent, "seerEvent": def_seerEvent, "wolvesEvent": def_wolvesEvent, "littleGirlEvent": def_littleGirlEvent, "witchEvent": def_witchEvent, "wolfBeautyEvent": def_wolfBeautyEvent, "demonEvent": def_demonEvent, "piperEvent": def_piperEvent, "sheriffEvent": def_sheriffEvent, "voteEvent": def_voteEvent, "exileEvent": def_exileEvent, "shootEvent": def_shootEvent, "selfDestructEvent": def_selfDestructEvent, "badgeEvent": def_badgeEvent, "scapegoatEvent": def_scapegoatEvent, "nightmareEvent": def_nightmareEvent, "dreamcatcherEvent": def_dreamcatcherEvent, "gargoyleEvent": def_gargoyleEvent, "psychicEvent": def_psychicEvent, "wolfRobotEvent": def_wolfRobotEvent, "duelEvent": def_duelEvent, "magicianEvent": def_magicianEvent, "crowEvent": def_crowEvent, "witcherEvent": def_witcherEvent, "mixedBloodEvent": def_mixedBloodEvent, "event": def_event };
