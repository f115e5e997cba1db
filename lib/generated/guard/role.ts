/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/role.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../guard';
import { roleIdGuard } from './role-id';

const def_text: Guard = { k: 'str', min: 3, m: "text of at least 3 characters" };
const def_powerParams: Guard = { k: 'rec', v: { k: 'or', a: [{ k: 'str', m: "text" }, { k: 'num', m: "a number" }, { k: 'bool', m: "true or false" }], m: "text or a number or true or false" }, m: "an object" };
const def_nightStep: Guard = {
  k: 'obj',
  p: {
  id: { k: 'enum', v: ["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed","nightmare","dreamcatcher","gargoyle","psychic","wolfRobot","wolfKing","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf"], m: "one of \"thief\", \"cupid\", \"lovers\", \"wildChild\", \"guard\", \"seer\", \"werewolf\", \"littleGirl\", \"witch\", \"wolfBeauty\", \"demon\", \"piper\", \"charmed\", \"nightmare\", \"dreamcatcher\", \"gargoyle\", \"psychic\", \"wolfRobot\", \"wolfKing\", \"graveKeeper\", \"magician\", \"crow\", \"witcher\", \"mixedBlood\", \"hiddenWolf\"" },
  nights: { k: 'enum', v: ["first","every","afterFirst"], m: "one of \"first\", \"every\", \"afterFirst\"" },
  power: { k: 'enum', v: ["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol"], m: "one of \"takeCard\", \"link\", \"wakeLinked\", \"followModel\", \"protect\", \"inspect\", \"packKill\", \"peek\", \"potions\", \"charm\", \"enchant\", \"wakeEnchanted\", \"briefing\", \"dream\", \"fear\", \"learn\", \"swap\", \"curse\", \"hunt\", \"idol\"" },
  params: def_powerParams,
  event: { k: 'or', a: [{ k: 'str', m: "text" }, { k: 'null', m: "null" }], m: "text or null" },
  records: { k: 'enum', v: ["none","take","twoSeats","seat","seatOrNone","caught","potions"], m: "one of \"none\", \"take\", \"twoSeats\", \"seat\", \"seatOrNone\", \"caught\", \"potions\"" },
  wake: def_text,
  line: def_text,
  closeLine: def_text,
  note: def_text,
  noteCitesRules: { k: 'bool', m: "true or false" },
  source: { k: 'str', m: "text" },
  },
  o: ["params","closeLine","note","noteCitesRules"],
  m: "an object",
};
const def_dayPower: Guard = {
  k: 'obj',
  p: {
  id: { k: 'enum', v: ["selfDestruct","whiteWolfKingTake","wolfBeautyLink","shoot","idiotReveal","elderLives","scapegoatTie","heartbreak","becomeWolf","piperWin","duel","sealNight","lastWolfLingers","reflect","idolSide","stealWin"], m: "one of \"selfDestruct\", \"whiteWolfKingTake\", \"wolfBeautyLink\", \"shoot\", \"idiotReveal\", \"elderLives\", \"scapegoatTie\", \"heartbreak\", \"becomeWolf\", \"piperWin\", \"duel\", \"sealNight\", \"lastWolfLingers\", \"reflect\", \"idolSide\", \"stealWin\"" },
  power: { k: 'enum', v: ["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin"], m: "one of \"selfDestruct\", \"takeOnSelfDestruct\", \"charm\", \"shootOnDeath\", \"revealOnExile\", \"extraLife\", \"tieVictim\", \"link\", \"followModel\", \"enchant\", \"duel\", \"seal\", \"linger\", \"reflect\", \"idol\", \"stealWin\"" },
  params: def_powerParams,
  description: def_text,
  source: { k: 'str', m: "text" },
  },
  o: ["params"],
  m: "an object",
};
const def_nightStepPatch: Guard = {
  k: 'obj',
  p: {
  id: { k: 'enum', v: ["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed"], m: "one of \"thief\", \"cupid\", \"lovers\", \"wildChild\", \"guard\", \"seer\", \"werewolf\", \"littleGirl\", \"witch\", \"wolfBeauty\", \"demon\", \"piper\", \"charmed\"" },
  nights: { k: 'enum', v: ["first","every","afterFirst"], m: "one of \"first\", \"every\", \"afterFirst\"" },
  power: { k: 'enum', v: ["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","idol"], m: "one of \"takeCard\", \"link\", \"wakeLinked\", \"followModel\", \"protect\", \"inspect\", \"packKill\", \"peek\", \"potions\", \"charm\", \"enchant\", \"wakeEnchanted\", \"briefing\", \"idol\"" },
  params: def_powerParams,
  event: { k: 'or', a: [{ k: 'str', m: "text" }, { k: 'null', m: "null" }], m: "text or null" },
  records: { k: 'enum', v: ["none","take","twoSeats","seat","seatOrNone","caught","potions"], m: "one of \"none\", \"take\", \"twoSeats\", \"seat\", \"seatOrNone\", \"caught\", \"potions\"" },
  },
  o: ["nights","power","params","event","records"],
  m: "an object",
};
const def_ruleVariant: Guard = {
  k: 'obj',
  p: {
  rule: { k: 'str', m: "text" },
  value: { k: 'or', a: [{ k: 'str', m: "text" }, { k: 'bool', m: "true or false" }, { k: 'num', m: "a number" }], m: "text or true or false or a number" },
  set: {
  k: 'obj',
  p: {
  wakesWithWolves: { k: 'bool', m: "true or false" },
  nightSteps: { k: 'arr', i: def_nightStepPatch, m: "a list" },
  },
  o: ["wakesWithWolves","nightSteps"],
  m: "an object",
},
  },
  o: [],
  m: "an object",
};
export const roleGuard: Guard = {
  k: 'obj',
  p: {
  id: roleIdGuard,
  name: { k: 'str', min: 3, m: "text of at least 3 characters" },
  aliases: { k: 'arr', i: { k: 'str', m: "text" }, m: "a list" },
  faction: { k: 'enum', v: ["village","wolves","solo"], m: "one of \"village\", \"wolves\", \"solo\"" },
  group: { k: 'enum', v: ["god","villager","none"], m: "one of \"god\", \"villager\", \"none\"" },
  unique: { k: 'bool', m: "true or false" },
  wakesWithWolves: { k: 'bool', m: "true or false" },
  seerResult: { k: 'enum', v: ["good","wolf"], m: "one of \"good\", \"wolf\"" },
  traits: { k: 'arr', i: { k: 'enum', v: ["notProtectable","notPackTarget","nightImmune"], m: "one of \"notProtectable\", \"notPackTarget\", \"nightImmune\"" }, m: "a list" },
  ruleVariants: { k: 'arr', i: def_ruleVariant, m: "a list" },
  icon: { k: 'str', min: 1, max: 8, m: "text of at least 1 and at most 8 characters" },
  nightSteps: { k: 'arr', i: def_nightStep, m: "a list" },
  dayPowers: { k: 'arr', i: def_dayPower, m: "a list" },
  short: def_text,
  description: def_text,
  source: { k: 'str', m: "text" },
  plain: { k: 'bool', m: "true or false" },
  bottomCards: { k: 'int', min: 1, max: 2, m: "a whole number from 1 to 2" },
  groupRule: { k: 'enum', v: ["idiotCountsAs"], m: "one of \"idiotCountsAs\"" },
  },
  o: ["aliases","traits","ruleVariants","plain","bottomCards","groupRule"],
  m: "an object",
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const roleGuardDefinitions = { "text": def_text, "powerParams": def_powerParams, "nightStep": def_nightStep, "dayPower": def_dayPower, "nightStepPatch": def_nightStepPatch, "ruleVariant": def_ruleVariant };
