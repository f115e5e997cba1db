/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/role.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import type { Guard } from '../../input/guard';
import { roleIdGuard } from './role-id';

const def_text: Guard = { k: 'str', min: 3, m: {"t":"str","min":3} };
const def_powerParams: Guard = { k: 'rec', v: { k: 'or', a: [{ k: 'str', m: {"t":"str"} }, { k: 'num', m: {"t":"num"} }, { k: 'bool', m: {"t":"bool"} }], m: {"t":"or","a":[{"t":"str"},{"t":"num"},{"t":"bool"}]} }, m: {"t":"obj"} };
const def_nightStep: Guard = {
  k: 'obj',
  p: {
  id: { k: 'enum', v: ["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed","nightmare","dreamcatcher","gargoyle","psychic","wolfRobot","wolfKing","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf","hunter","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","minion","pureWhite","wolfWitch","fox","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer"], m: {"t":"enum","v":["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed","nightmare","dreamcatcher","gargoyle","psychic","wolfRobot","wolfKing","graveKeeper","magician","crow","witcher","mixedBlood","hiddenWolf","hunter","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","minion","pureWhite","wolfWitch","fox","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer"]} },
  nights: { k: 'enum', v: ["first","every","afterFirst"], m: {"t":"enum","v":["first","every","afterFirst"]} },
  power: { k: 'enum', v: ["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol","extraKill","meet","infect","chooseSide"], m: {"t":"enum","v":["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","dream","fear","learn","swap","curse","hunt","idol","extraKill","meet","infect","chooseSide"]} },
  params: def_powerParams,
  event: { k: 'or', a: [{ k: 'str', m: {"t":"str"} }, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"str"},{"t":"null"}]} },
  records: { k: 'enum', v: ["none","take","twoSeats","seat","seatOrNone","caught","potions","side"], m: {"t":"enum","v":["none","take","twoSeats","seat","seatOrNone","caught","potions","side"]} },
  wake: def_text,
  line: def_text,
  laterLine: def_text,
  closeLine: def_text,
  note: def_text,
  rule: {
  k: 'obj',
  p: {
  key: { k: 'str', m: {"t":"str"} },
  value: { k: 'or', a: [{ k: 'str', m: {"t":"str"} }, { k: 'bool', m: {"t":"bool"} }, { k: 'num', m: {"t":"num"} }], m: {"t":"or","a":[{"t":"str"},{"t":"bool"},{"t":"num"}]} },
  },
  o: [],
  m: {"t":"obj"},
},
  noteCitesRules: { k: 'bool', m: {"t":"bool"} },
  source: { k: 'str', m: {"t":"str"} },
  },
  o: ["params","laterLine","closeLine","note","rule","noteCitesRules"],
  m: {"t":"obj"},
};
const def_dayPower: Guard = {
  k: 'obj',
  p: {
  id: { k: 'enum', v: ["selfDestruct","whiteWolfKingTake","wolfBeautyLink","shoot","idiotReveal","elderLives","scapegoatTie","heartbreak","becomeWolf","piperWin","duel","sealNight","lastWolfLingers","reflect","idolSide","stealWin","princeReveal","growl","tetanus","tannerWin","cursedTurns","secondVote","angelWin"], m: {"t":"enum","v":["selfDestruct","whiteWolfKingTake","wolfBeautyLink","shoot","idiotReveal","elderLives","scapegoatTie","heartbreak","becomeWolf","piperWin","duel","sealNight","lastWolfLingers","reflect","idolSide","stealWin","princeReveal","growl","tetanus","tannerWin","cursedTurns","secondVote","angelWin"]} },
  power: { k: 'enum', v: ["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin","growl","tetanus","winOnDeath","convert","secondVote"], m: {"t":"enum","v":["selfDestruct","takeOnSelfDestruct","charm","shootOnDeath","revealOnExile","extraLife","tieVictim","link","followModel","enchant","duel","seal","linger","reflect","idol","stealWin","growl","tetanus","winOnDeath","convert","secondVote"]} },
  params: def_powerParams,
  description: def_text,
  source: { k: 'str', m: {"t":"str"} },
  },
  o: ["params"],
  m: {"t":"obj"},
};
const def_nightStepPatch: Guard = {
  k: 'obj',
  p: {
  id: { k: 'enum', v: ["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed"], m: {"t":"enum","v":["thief","cupid","lovers","wildChild","guard","seer","werewolf","littleGirl","witch","wolfBeauty","demon","piper","charmed"]} },
  nights: { k: 'enum', v: ["first","every","afterFirst"], m: {"t":"enum","v":["first","every","afterFirst"]} },
  power: { k: 'enum', v: ["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","idol"], m: {"t":"enum","v":["takeCard","link","wakeLinked","followModel","protect","inspect","packKill","peek","potions","charm","enchant","wakeEnchanted","briefing","idol"]} },
  params: def_powerParams,
  event: { k: 'or', a: [{ k: 'str', m: {"t":"str"} }, { k: 'null', m: {"t":"null"} }], m: {"t":"or","a":[{"t":"str"},{"t":"null"}]} },
  records: { k: 'enum', v: ["none","take","twoSeats","seat","seatOrNone","caught","potions","side"], m: {"t":"enum","v":["none","take","twoSeats","seat","seatOrNone","caught","potions","side"]} },
  },
  o: ["nights","power","params","event","records"],
  m: {"t":"obj"},
};
const def_ruleVariant: Guard = {
  k: 'obj',
  p: {
  rule: { k: 'str', m: {"t":"str"} },
  value: { k: 'or', a: [{ k: 'str', m: {"t":"str"} }, { k: 'bool', m: {"t":"bool"} }, { k: 'num', m: {"t":"num"} }], m: {"t":"or","a":[{"t":"str"},{"t":"bool"},{"t":"num"}]} },
  set: {
  k: 'obj',
  p: {
  wakesWithWolves: { k: 'bool', m: {"t":"bool"} },
  nightSteps: { k: 'arr', i: def_nightStepPatch, m: {"t":"arr"} },
  },
  o: ["wakesWithWolves","nightSteps"],
  m: {"t":"obj"},
},
  },
  o: [],
  m: {"t":"obj"},
};
export const roleGuard: Guard = {
  k: 'obj',
  p: {
  id: roleIdGuard,
  name: { k: 'str', min: 3, m: {"t":"str","min":3} },
  aliases: { k: 'arr', i: { k: 'str', m: {"t":"str"} }, m: {"t":"arr"} },
  faction: { k: 'enum', v: ["village","wolves","solo"], m: {"t":"enum","v":["village","wolves","solo"]} },
  group: { k: 'enum', v: ["god","villager","none"], m: {"t":"enum","v":["god","villager","none"]} },
  unique: { k: 'bool', m: {"t":"bool"} },
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
  ruleVariants: { k: 'arr', i: def_ruleVariant, m: {"t":"arr"} },
  icon: { k: 'str', min: 1, max: 8, m: {"t":"str","min":1,"max":8} },
  nightSteps: { k: 'arr', i: def_nightStep, m: {"t":"arr"} },
  dayPowers: { k: 'arr', i: def_dayPower, m: {"t":"arr"} },
  short: def_text,
  description: def_text,
  source: { k: 'str', m: {"t":"str"} },
  shownAs: roleIdGuard,
  numberedCall: {
  k: 'obj',
  p: {
  line: { k: 'str', m: {"t":"str"} },
  closeLine: { k: 'str', m: {"t":"str"} },
  },
  o: [],
  m: {"t":"obj"},
},
  plain: { k: 'bool', m: {"t":"bool"} },
  bottomCards: { k: 'int', min: 1, max: 2, m: {"t":"int","min":1,"max":2} },
  groupRule: { k: 'enum', v: ["idiotCountsAs"], m: {"t":"enum","v":["idiotCountsAs"]} },
  },
  o: ["aliases","copies","traits","ruleVariants","shownAs","numberedCall","plain","bottomCards","groupRule"],
  m: {"t":"obj"},
};

/** The schema's definitions, by name (e.g. one guard per event type). */
export const roleGuardDefinitions = { "text": def_text, "powerParams": def_powerParams, "nightStep": def_nightStep, "dayPower": def_dayPower, "nightStepPatch": def_nightStepPatch, "ruleVariant": def_ruleVariant };
