// Why a choice is illegal, in words for the judge (en, zh). The codes are the engine's; texts cite the rule.
import { tr, type Lang } from '../i18n';
import type { ReasonCode } from './types';

/** Every reason's text (en, zh); zh-TW in the overlay under "engine.reasons.CODE". */
export const REASON_TEXTS: Readonly<Record<ReasonCode, { en: string; zh: string }>> = {
  outOfRange: { en: 'there is no such seat', zh: '没有这个座位' },
  dead: { en: 'this player is dead', zh: '该玩家已出局' },
  self: { en: 'may not choose himself', zh: '不能选择自己' },
  guardRepeat: { en: 'the guard protected this player last night; not the same player two nights running (seed 000 §6(1))', zh: '守卫昨晚守护了该玩家，不能连续两晚守同一人（seed 000 §6(1)）' },
  lover: { en: 'lovers may never vote for or kill each other (seed 000 §4(4))', zh: '情侣之间永远不能互投、互杀（seed 000 §4(4)）' },
  selfSave: { en: "the witch may not save herself tonight (witchSelfSave)", zh: '女巫今晚不能自救（witchSelfSave）' },
  noVictim: { en: 'nobody was killed by the wolves tonight', zh: '今晚狼人没有刀人' },
  antidoteSpent: { en: 'the antidote is already used', zh: '解药已用过' },
  poisonSpent: { en: 'the poison is already used', zh: '毒药已用过' },
  onePotion: { en: 'only one potion per night (witchPotionsPerNight: 1)', zh: '女巫一晚只能用一瓶药（witchPotionsPerNight: 1）' },
  alreadyCharmed: { en: 'this player is already charmed', zh: '该玩家已被迷惑' },
  wolfTeammate: { en: 'the wolves may not kill a wolf (wolvesMayKillWolf is off)', zh: '狼人不能刀狼人（wolvesMayKillWolf 关闭）' },
  cannotKill: { en: 'the wolf beauty and the demon may not be killed by their own wolves (seed 000)', zh: '狼美人、恶魔不能被自刀（seed 000）' },
  cannotVote: { en: 'this player may not vote', zh: '该玩家不能投票' },
  idiotRevealed: { en: 'a revealed idiot has lost his vote (seed 000 §6(2))', zh: '翻牌后的白痴没有投票权（seed 000 §6(2)）' },
  tied: { en: 'players tied in a PK may not vote (seed 000 §4(3))', zh: 'PK 台上的平票者不能投票（seed 000 §4(3)）' },
  notNamed: { en: 'the scapegoat did not name this player among today\'s voters', zh: '替罪羊没有指定该玩家今天投票' },
  notCandidate: { en: 'in a PK only the tied players may be voted for', zh: 'PK 时只能投给平票者' },
  notTied: { en: 'the sheriff chooses among the tied players only', zh: '警长只能在平票者中选择' },
  mustTakeWolf: { en: 'with a wolf among the bottom cards the thief must take a wolf (thiefWolfRule)', zh: '底牌中有狼人时盗贼必须选狼人（thiefWolfRule）' },
  mayNotKeep: { en: 'the thief must take one of the two cards (thiefMayKeep is off)', zh: '盗贼必须在两张底牌中选一张（thiefMayKeep 关闭）' },
  notInBottom: { en: 'this card is not among the bottom cards', zh: '底牌中没有这张牌' },
  alreadyLover: { en: 'the two lovers must be two different players', zh: '两名情侣必须是两位不同的玩家' },
  notWolf: { en: 'only a wolf may self-destruct', zh: '只有狼人可以自爆' },
  cannotSelfDestruct: { en: 'the wolf beauty and the demon may not self-destruct (seed 000)', zh: '狼美人、恶魔不能自爆（seed 000）' },
  selfDestructOff: { en: 'self-destruct is off on this board (selfDestruct)', zh: '本板子不允许自爆（selfDestruct）' },
  notEligible: { en: 'this player cannot be elected now', zh: '该玩家现在不能当选' },
  notWhiteWolfKing: { en: 'only the white wolf king takes a player with him', zh: '只有白狼王自爆时可以带走一名玩家' },
  duplicate: { en: 'the same seat is named twice', zh: '同一座位出现了两次' },
};

/** The reason in a language; zh-TW comes from the overlay data/i18n/zh-TW.json under "engine.reasons.CODE" (else zh). */
export function reasonText(code: ReasonCode, lang: Lang = 'en'): string {
  return tr(REASON_TEXTS[code], lang, `engine.reasons.${code}`);
}
