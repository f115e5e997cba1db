/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/game.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';
import { boardGuard } from './board';
import { customIdGuard } from './custom-id';
import { roleIdGuard } from './role-id';

const def_roleId: Guard = { k: 'or', a: [roleIdGuard, customIdGuard], m: {"t":"any"} };
const def_seat: Guard = { k: 'int', m: {"t":"int"} };
const def_seatOrNone: Guard = { k: 'or', a: [{ k: 'int', m: {"t":"int"} }, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"int"},{"t":"null"}]} };
const def_thiefEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["thief"], m: {"t":"const","v":"thief"} },
  take: { k: 'or', a: [def_roleId, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"any"},{"t":"null"}]} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_cupidEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["cupid"], m: {"t":"const","v":"cupid"} },
  lovers: { k: 'arr', i: def_seat, min: 2, max: 2, m: {"t":"arr","min":2,"max":2} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_wildChildEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wildChild"], m: {"t":"const","v":"wildChild"} },
  model: def_seat,
  },
  o: [],
  m: {"t":"obj"},
};
const def_wolfHoundEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wolfHound"], m: {"t":"const","v":"wolfHound"} },
  side: { k: 'enum', v: ["village","wolves"], m: {"t":"enum","v":["village","wolves"]} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_guardEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["guard"], m: {"t":"const","v":"guard"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_seerEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["seer"], m: {"t":"const","v":"seer"} },
  target: def_seat,
  },
  o: [],
  m: {"t":"obj"},
};
const def_wolvesEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wolves"], m: {"t":"const","v":"wolves"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_littleGirlEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["littleGirl"], m: {"t":"const","v":"littleGirl"} },
  caught: { k: 'bool', m: {"t":"bool"} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_witchEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["witch"], m: {"t":"const","v":"witch"} },
  save: { k: 'or', a: [{ k: 'bool', m: {"t":"bool"} }, def_seat], m: {"t":"or","a":[{"t":"bool"},{"t":"int"}]} },
  poison: def_seatOrNone,
  },
  o: ["save","poison"],
  m: {"t":"obj"},
};
const def_wolfBeautyEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wolfBeauty"], m: {"t":"const","v":"wolfBeauty"} },
  target: def_seat,
  },
  o: [],
  m: {"t":"obj"},
};
const def_demonEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["demon"], m: {"t":"const","v":"demon"} },
  target: def_seat,
  },
  o: [],
  m: {"t":"obj"},
};
const def_piperEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["piper"], m: {"t":"const","v":"piper"} },
  targets: { k: 'arr', i: def_seat, min: 1, max: 2, m: {"t":"arr","min":1,"max":2} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_sheriffEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["sheriff"], m: {"t":"const","v":"sheriff"} },
  seat: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_voteEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["vote"], m: {"t":"const","v":"vote"} },
  ballots: { k: 'rec', re: "^[1-9][0-9]*$", km: {"t":"key","re":"^[1-9][0-9]*$"}, v: def_seatOrNone, m: {"t":"obj"} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_exileEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["exile"], m: {"t":"const","v":"exile"} },
  seat: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_shootEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["shoot"], m: {"t":"const","v":"shoot"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_selfDestructEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["selfDestruct"], m: {"t":"const","v":"selfDestruct"} },
  seat: def_seat,
  target: def_seatOrNone,
  },
  o: ["target"],
  m: {"t":"obj"},
};
const def_badgeEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["badge"], m: {"t":"const","v":"badge"} },
  to: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_scapegoatEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["scapegoat"], m: {"t":"const","v":"scapegoat"} },
  voters: { k: 'arr', i: def_seat, m: {"t":"arr"} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_nightmareEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["nightmare"], m: {"t":"const","v":"nightmare"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_dreamcatcherEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["dreamcatcher"], m: {"t":"const","v":"dreamcatcher"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_gargoyleEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["gargoyle"], m: {"t":"const","v":"gargoyle"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_psychicEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["psychic"], m: {"t":"const","v":"psychic"} },
  target: def_seat,
  },
  o: [],
  m: {"t":"obj"},
};
const def_wolfRobotEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wolfRobot"], m: {"t":"const","v":"wolfRobot"} },
  target: def_seatOrNone,
  save: { k: 'bool', m: {"t":"bool"} },
  poison: def_seatOrNone,
  swap: { k: 'or', a: [{ k: 'arr', i: def_seat, min: 2, max: 2, m: {"t":"arr","min":2,"max":2} }, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"arr","min":2,"max":2},{"t":"null"}]} },
  },
  o: ["target","save","poison","swap"],
  m: {"t":"obj"},
};
const def_duelEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["duel"], m: {"t":"const","v":"duel"} },
  target: def_seat,
  },
  o: [],
  m: {"t":"obj"},
};
const def_judgeEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["judge"], m: {"t":"const","v":"judge"} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_magicianEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["magician"], m: {"t":"const","v":"magician"} },
  swap: { k: 'or', a: [{ k: 'arr', i: def_seat, min: 2, max: 2, m: {"t":"arr","min":2,"max":2} }, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"arr","min":2,"max":2},{"t":"null"}]} },
  },
  o: [],
  m: {"t":"obj"},
};
const def_crowEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["crow"], m: {"t":"const","v":"crow"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_witcherEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["witcher"], m: {"t":"const","v":"witcher"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_mixedBloodEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["mixedBlood"], m: {"t":"const","v":"mixedBlood"} },
  idol: def_seat,
  },
  o: [],
  m: {"t":"obj"},
};
const def_bigBadWolfEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["bigBadWolf"], m: {"t":"const","v":"bigBadWolf"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_wolfCubEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wolfCub"], m: {"t":"const","v":"wolfCub"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_pureWhiteEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["pureWhite"], m: {"t":"const","v":"pureWhite"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_wolfWitchEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["wolfWitch"], m: {"t":"const","v":"wolfWitch"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_foxEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["fox"], m: {"t":"const","v":"fox"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_accursedWolfFatherEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["accursedWolfFather"], m: {"t":"const","v":"accursedWolfFather"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_mirrorSeerEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["mirrorSeer"], m: {"t":"const","v":"mirrorSeer"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_whiteWerewolfEvent: Guard = {
  k: 'obj',
  p: {
  type: { k: 'enum', v: ["whiteWerewolf"], m: {"t":"const","v":"whiteWerewolf"} },
  target: def_seatOrNone,
  },
  o: [],
  m: {"t":"obj"},
};
const def_customEvent: Guard = {
  k: 'obj',
  p: {
  type: customIdGuard,
  target: def_seatOrNone,
  targets: { k: 'arr', i: def_seat, min: 1, max: 2, m: {"t":"arr","min":1,"max":2} },
  lovers: { k: 'arr', i: def_seat, min: 1, max: 2, m: {"t":"arr","min":1,"max":2} },
  swap: { k: 'or', a: [{ k: 'arr', i: def_seat, min: 2, max: 2, m: {"t":"arr","min":2,"max":2} }, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"arr","min":2,"max":2},{"t":"null"}]} },
  save: { k: 'or', a: [{ k: 'bool', m: {"t":"bool"} }, def_seat], m: {"t":"or","a":[{"t":"bool"},{"t":"int"}]} },
  poison: def_seatOrNone,
  caught: { k: 'bool', m: {"t":"bool"} },
  side: { k: 'enum', v: ["village","wolves"], m: {"t":"enum","v":["village","wolves"]} },
  take: { k: 'or', a: [def_roleId, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"any"},{"t":"null"}]} },
  },
  o: ["target","targets","lovers","swap","save","poison","caught","side","take"],
  m: {"t":"obj"},
};
const def_event: Guard = { k: 'or', a: [def_thiefEvent, def_cupidEvent, def_wildChildEvent, def_guardEvent, def_seerEvent, def_wolvesEvent, def_littleGirlEvent, def_witchEvent, def_wolfBeautyEvent, def_demonEvent, def_piperEvent, def_sheriffEvent, def_voteEvent, def_exileEvent, def_shootEvent, def_selfDestructEvent, def_badgeEvent, def_scapegoatEvent, def_nightmareEvent, def_dreamcatcherEvent, def_gargoyleEvent, def_psychicEvent, def_wolfRobotEvent, def_duelEvent, def_judgeEvent, def_magicianEvent, def_crowEvent, def_witcherEvent, def_mixedBloodEvent, def_bigBadWolfEvent, def_wolfCubEvent, def_pureWhiteEvent, def_wolfWitchEvent, def_foxEvent, def_accursedWolfFatherEvent, def_wolfHoundEvent, def_mirrorSeerEvent, def_whiteWerewolfEvent, def_customEvent], m: {"t":"obj"} };
export const gameGuard: Guard = {
  k: 'obj',
  p: {
  $schema: { k: 'str', m: {"t":"str"} },
  board: boardGuard,
  seats: { k: 'arr', i: def_roleId, max: 30, m: {"t":"arr","max":30} },
  bottom: { k: 'arr', i: def_roleId, min: 2, max: 2, m: {"t":"arr","min":2,"max":2} },
  seed: { k: 'or', a: [{ k: 'int', m: {"t":"int"} }, { k: 'str', m: {"t":"str"} }], m: {"t":"or","a":[{"t":"int"},{"t":"str"}]} },
  names: { k: 'arr', i: { k: 'str', max: 60, m: {"t":"str","max":60} }, max: 30, m: {"t":"arr","max":30} },
  meta: { k: 'rec', v: { k: 'any' }, m: {"t":"obj"} },
  events: { k: 'arr', i: def_event, m: {"t":"arr"} },
  },
  o: ["$schema","bottom","seed","names","meta"],
  m: {"t":"obj"},
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const gameGuardDefinitions = { "roleId": def_roleId, "seat": def_seat, "seatOrNone": def_seatOrNone, "thiefEvent": def_thiefEvent, "cupidEvent": def_cupidEvent, "wildChildEvent": def_wildChildEvent, "wolfHoundEvent": def_wolfHoundEvent, "guardEvent": def_guardEvent, "seerEvent": def_seerEvent, "wolvesEvent": def_wolvesEvent, "littleGirlEvent": def_littleGirlEvent, "witchEvent": def_witchEvent, "wolfBeautyEvent": def_wolfBeautyEvent, "demonEvent": def_demonEvent, "piperEvent": def_piperEvent, "sheriffEvent": def_sheriffEvent, "voteEvent": def_voteEvent, "exileEvent": def_exileEvent, "shootEvent": def_shootEvent, "selfDestructEvent": def_selfDestructEvent, "badgeEvent": def_badgeEvent, "scapegoatEvent": def_scapegoatEvent, "nightmareEvent": def_nightmareEvent, "dreamcatcherEvent": def_dreamcatcherEvent, "gargoyleEvent": def_gargoyleEvent, "psychicEvent": def_psychicEvent, "wolfRobotEvent": def_wolfRobotEvent, "duelEvent": def_duelEvent, "judgeEvent": def_judgeEvent, "magicianEvent": def_magicianEvent, "crowEvent": def_crowEvent, "witcherEvent": def_witcherEvent, "mixedBloodEvent": def_mixedBloodEvent, "bigBadWolfEvent": def_bigBadWolfEvent, "wolfCubEvent": def_wolfCubEvent, "pureWhiteEvent": def_pureWhiteEvent, "wolfWitchEvent": def_wolfWitchEvent, "foxEvent": def_foxEvent, "accursedWolfFatherEvent": def_accursedWolfFatherEvent, "mirrorSeerEvent": def_mirrorSeerEvent, "whiteWerewolfEvent": def_whiteWerewolfEvent, "customEvent": def_customEvent, "event": def_event };
