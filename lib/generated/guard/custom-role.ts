/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/custom-role.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';
import { customIdGuard } from './custom-id';
import { roleIdGuard } from './role-id';

const def_name: Guard = {
  k: 'obj',
  p: {
  "zh-CN": { k: 'str', min: 1, max: 30, m: {"t":"str","min":1,"max":30} },
  "zh-TW": { k: 'str', min: 1, max: 30, m: {"t":"str","min":1,"max":30} },
  en: { k: 'str', min: 1, max: 30, m: {"t":"str","min":1,"max":30} },
  },
  o: ["zh-CN","zh-TW","en"],
  m: {"t":"obj"},
};
const def_ability: Guard = {
  k: 'obj',
  p: {
  "zh-CN": { k: 'str', min: 1, max: 250, m: {"t":"str","min":1,"max":250} },
  "zh-TW": { k: 'str', min: 1, max: 250, m: {"t":"str","min":1,"max":250} },
  en: { k: 'str', min: 1, max: 250, m: {"t":"str","min":1,"max":250} },
  },
  o: ["zh-CN","zh-TW","en"],
  m: {"t":"obj"},
};
const def_long: Guard = {
  k: 'obj',
  p: {
  "zh-CN": { k: 'str', min: 1, max: 2000, m: {"t":"str","min":1,"max":2000} },
  "zh-TW": { k: 'str', min: 1, max: 2000, m: {"t":"str","min":1,"max":2000} },
  en: { k: 'str', min: 1, max: 2000, m: {"t":"str","min":1,"max":2000} },
  },
  o: ["zh-CN","zh-TW","en"],
  m: {"t":"obj"},
};
const def_anchorId: Guard = { k: 'str', min: 1, max: 40, m: {"t":"str","min":1,"max":40} };
const def_params: Guard = { k: 'rec', v: { k: 'or', a: [{ k: 'str', m: {"t":"str"} }, { k: 'num', m: {"t":"num"} }, { k: 'bool', m: {"t":"bool"} }], m: {"t":"or","a":[{"t":"str"},{"t":"num"},{"t":"bool"}]} }, m: {"t":"obj"} };
const def_anchor: Guard = {
  k: 'obj',
  p: {
  after: def_anchorId,
  before: def_anchorId,
  },
  o: ["after","before"],
  m: {"t":"obj"},
};
const def_nightStep: Guard = {
  k: 'obj',
  p: {
  id: customIdGuard,
  nights: { k: 'enum', v: ["first","every","afterFirst"], m: {"t":"enum","v":["first","every","afterFirst"]} },
  power: { k: 'enum', v: ["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol","extraKill","meet","infect","chooseSide","loneWolf"], m: {"t":"enum","v":["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol","extraKill","meet","infect","chooseSide","loneWolf"]} },
  params: def_params,
  records: { k: 'enum', v: ["none","take","twoSeats","seat","seatOrNone","caught","potions","side"], m: {"t":"enum","v":["none","take","twoSeats","seat","seatOrNone","caught","potions","side"]} },
  order: {
  k: 'obj',
  p: {
  advanced: def_anchor,
  chinese: def_anchor,
  base: def_anchor,
  },
  o: ["advanced","chinese","base"],
  m: {"t":"obj"},
},
  texts: {
  k: 'obj',
  p: {
  wake: def_name,
  line: def_ability,
  laterLine: def_ability,
  closeLine: def_ability,
  note: def_ability,
  },
  o: ["wake","line","laterLine","closeLine","note"],
  m: {"t":"obj"},
},
  },
  o: ["id","nights","params","order","texts"],
  m: {"t":"obj"},
};
const def_dayPower: Guard = {
  k: 'obj',
  p: {
  power: { k: 'enum', v: ["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin","growl","tetanus","winOnDeath","convert","secondVote"], m: {"t":"enum","v":["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin","growl","tetanus","winOnDeath","convert","secondVote"]} },
  params: def_params,
  text: def_ability,
  },
  o: ["params","text"],
  m: {"t":"obj"},
};
const def_interaction: Guard = {
  k: 'obj',
  p: {
  with: { k: 'str', min: 1, max: 40, m: {"t":"str","min":1,"max":40} },
  severity: { k: 'enum', v: ["error","warning","info"], m: {"t":"enum","v":["error","warning","info"]} },
  text: def_ability,
  },
  o: [],
  m: {"t":"obj"},
};
export const customRoleGuard: Guard = {
  k: 'obj',
  p: {
  id: customIdGuard,
  base: { k: 'or', a: [roleIdGuard, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"any"},{"t":"null"}]} },
  names: def_name,
  short: def_ability,
  description: def_long,
  icon: { k: 'str', min: 1, max: 8, m: {"t":"str","min":1,"max":8} },
  faction: { k: 'enum', v: ["village","wolves","solo"], m: {"t":"enum","v":["village","wolves","solo"]} },
  group: { k: 'enum', v: ["god","villager","none"], m: {"t":"enum","v":["god","villager","none"]} },
  copies: {
  k: 'obj',
  p: {
  min: { k: 'int', min: 1, max: 30, m: {"t":"int","min":1,"max":30} },
  max: { k: 'int', min: 1, max: 30, m: {"t":"int","min":1,"max":30} },
  },
  o: [],
  m: {"t":"obj"},
},
  wakesWithWolves: { k: 'bool', m: {"t":"bool"} },
  seerResult: { k: 'enum', v: ["good","wolf"], m: {"t":"enum","v":["good","wolf"]} },
  traits: { k: 'arr', i: { k: 'enum', v: ["notProtectable","notPackTarget","nightImmune","noKillTakeover","notNeededForGoodWin","publicCard","notNeededForWin","opensWithVote"], m: {"t":"enum","v":["notProtectable","notPackTarget","nightImmune","noKillTakeover","notNeededForGoodWin","publicCard","notNeededForWin","opensWithVote"]} }, m: {"t":"arr"} },
  nightSteps: { k: 'arr', i: def_nightStep, m: {"t":"arr"} },
  dayPowers: { k: 'arr', i: def_dayPower, m: {"t":"arr"} },
  textOnly: { k: 'bool', m: {"t":"bool"} },
  balance: {
  k: 'obj',
  p: {
  value: { k: 'int', min: -20, max: 20, m: {"t":"int","min":-20,"max":20} },
  note: { k: 'str', max: 250, m: {"t":"str","max":250} },
  },
  o: ["note"],
  m: {"t":"obj"},
},
  interactions: { k: 'arr', i: def_interaction, m: {"t":"arr"} },
  author: { k: 'str', max: 120, m: {"t":"str","max":120} },
  source: { k: 'str', max: 250, m: {"t":"str","max":250} },
  },
  o: ["base","short","description","icon","group","copies","wakesWithWolves","seerResult","traits","nightSteps","dayPowers","textOnly","balance","interactions","author","source"],
  m: {"t":"obj"},
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const customRoleGuardDefinitions = { "name": def_name, "ability": def_ability, "long": def_long, "anchorId": def_anchorId, "params": def_params, "anchor": def_anchor, "nightStep": def_nightStep, "dayPower": def_dayPower, "interaction": def_interaction };
