// Where the sources are silent or ambiguous (RULES.md §5), the engine's choice, in words users can read
// (the pages show them next to the rule: choiceTopic / choiceText, zh-TW from the overlay data/i18n/zh-TW.json
// under "engine.choices.ID.topic" / ".choice"). docs/engine-choices.md says the same with the reasons; each
// choice has a scenario record in tests/records/, and each choice about a house rule is also stated in that
// rule's explanation (data/house-rules.json; tests/engine/choices.test.ts checks it).
import { tr, type Lang, type Text } from '../i18n';

export interface EngineChoice {
  id: string;
  /** The rule or ambiguity it settles. */
  topic: Text;
  choice: Text;
  source: string;
  /** House-rule keys it interacts with: their explanations (data/house-rules.json) state this choice too. */
  rules: string[];
}

export const ENGINE_CHOICES: EngineChoice[] = [
  {
    id: 'elderAntidote',
    topic: { en: 'The elder saved by the antidote', zh: '长老被解药救' },
    choice: {
      en: "Per elderAntidote. spareLifeUsed (default): a wolf attack that lands always costs the elder a life and the antidote revives only one: saved on the first attack he has one life left, saved on the second he survives with one life. attackCancelled: the save cancels the attack and he keeps his lives. With 同守同救 the attack lands whatever this rule says.",
      zh: '按 elderAntidote。spareLifeUsed（默认）：落在长老身上的狼刀总会消耗一条命，解药只救回一条命：第一次被刀时被救，只剩一条命；第二次被刀时被救，仍以一条命存活。attackCancelled：解药抵消这次狼刀，长老保留原有的命。同守同救时无论此规则如何，狼刀都生效。',
    },
    source: 'RULES.md §5; seed 000, 002 "如果长老被女巫的灵药救活，则只能救活一条命"',
    rules: ['elderAntidote', 'guardAndAntidoteCancel'],
  },
  {
    id: 'elderGuardAntidote',
    topic: { en: 'Guard and antidote on the elder', zh: '长老同时被守护和解药' },
    choice: {
      en: 'Guarded, the attack does not land and he loses no life. Guarded and saved with 同守同救 (guardAndAntidoteCancel) on, both fail: the attack lands and costs a life (he dies if it was his last); with it off the guard blocks the attack.',
      zh: '被守护时狼刀无效，不掉命。同守同救开启时既守又救则两者都失效：狼刀生效并消耗一条命（若是最后一条则死亡）；关闭时守护挡住狼刀。',
    },
    source: 'RULES.md §5; seed 000 §6(1)',
    rules: ['guardAndAntidoteCancel', 'elderAntidote'],
  },
  {
    id: 'wolfBeautyNightDeath',
    topic: { en: "The wolf beauty's charmed when she dies at night", zh: '狼美人夜间死亡时的被魅惑者' },
    choice: {
      en: 'The charmed player dies with the wolf beauty only when she dies by day (seed 000 "白天死亡时"); poisoned at night, she takes nobody. The charm is the one of the latest night.',
      zh: '只有狼美人在白天死亡时被魅惑者才随之出局（seed 000「白天死亡时」）；夜里被毒死则不带走任何人。被魅惑者指最近一晚魅惑的玩家。',
    },
    source: 'seed 000 狼美人',
    rules: [],
  },
  {
    id: 'piperLastOne',
    topic: { en: 'The piper when one player is left to charm', zh: '只剩一人未被迷惑时的吹笛者' },
    choice: {
      en: 'He charms two players each night, or the single one left uncharmed (otherwise he could never finish).',
      zh: '吹笛者每晚迷惑两人；只剩一人未被迷惑时迷惑这一人（否则他永远无法完成）。',
    },
    source: 'seed 002, 004 吹笛者',
    rules: ['piperMustBeAlive'],
  },
  {
    id: 'loversChain',
    topic: { en: 'The lovers chain', zh: '情侣殉情链' },
    choice: {
      en: 'A lover dying of any cause (wolves, poison, shot, exile, self-destruct…) takes the other at the same instant (cause heartbreak). A hunter dying for love — or with the wolf beauty — shoots only with hunterShootsOnHeartbreak. A revealed idiot dying for love has no reveal.',
      zh: '情侣一方因任何原因死亡（狼刀、毒、枪、放逐、自爆……），另一方同时殉情。猎人殉情（或随狼美人出局）只有在 hunterShootsOnHeartbreak 开启时才能开枪。白痴殉情不能翻牌。',
    },
    source: 'RULES.md §5; seed 000 §3(6), §6(2), §6(4)',
    rules: ['hunterShootsOnHeartbreak'],
  },
  {
    id: 'winTiming',
    topic: { en: 'When wins are checked', zh: '何时判定胜负' },
    choice: {
      en: "After every set of simultaneous deaths with their automatic consequences, before any decision they call for. At dawn: a win already reached (the piper's charms) first, then the wolves' kill and its heartbreak (狼刀在先), then the poison; once a side has won no further death is applied. Two sides winning at the same instant: a draw.",
      zh: '每一批同时发生的死亡（连同其自动后果）之后、在它们引出的决定之前判定。天亮时：先看已达成的胜利（吹笛者的迷惑），再结算狼刀及殉情（狼刀在先），最后结算毒药；一方获胜后不再结算其他死亡。双方同时达成：平局。',
    },
    source: 'RULES.md §5; seed 000 §6(6); issue 5',
    rules: ['winCondition'],
  },
  {
    id: 'hunterKilledAndPoisoned',
    topic: { en: 'The hunter killed and poisoned the same night', zh: '猎人同一晚被刀又被毒' },
    choice: {
      en: "He dies of the wolves' kill (applied first) but may not shoot unless hunterShootsWhenPoisoned.",
      zh: '他死于狼刀（先结算），但除非 hunterShootsWhenPoisoned 开启，否则不能开枪。',
    },
    source: 'seed 000 §6(4)',
    rules: ['hunterShootsWhenPoisoned'],
  },
  {
    id: 'hunterRightAtDeath',
    topic: { en: "The hunter's right to shoot and the elder's death", zh: '猎人的开枪权与长老之死' },
    choice: {
      en: "Whether the hunter may shoot is fixed when he dies: killed by the wolves before the poison takes the elder the same night, he still shoots; dying after (or with) the elder's death by the village, he may not.",
      zh: '猎人能否开枪在他死亡时确定：同一晚先被狼刀、随后长老被毒死，他仍可开枪；在长老被村民杀死之后（或同时）死亡则不能开枪。',
    },
    source: 'seed 000, 002 长老',
    rules: [],
  },
  {
    id: 'hunterOtherDeaths',
    topic: { en: 'The hunter shot or taken by the white wolf king', zh: '猎人被枪杀或被白狼王带走' },
    choice: {
      en: 'He may shoot only when killed by the wolves or exiled (poison and heartbreak per the rules); shot or taken by the white wolf king he may not ("或其他形式死亡，则不可射击").',
      zh: '只有被狼刀或被放逐时可以开枪（毒死、殉情按房规）；被枪杀或被白狼王带走不能开枪（「或其他形式死亡，则不可射击」）。',
    },
    source: 'seed 000 猎人',
    rules: ['hunterShootsWhenPoisoned', 'hunterShootsOnHeartbreak'],
  },
  {
    id: 'demonNight',
    topic: { en: 'The demon at night', zh: '恶魔在夜里' },
    choice: {
      en: "In both demon versions the demon ignores every night death (the poison, a night hunter's shot) but heartbreak: a lover's death still takes him.",
      zh: '两种恶魔版本中，恶魔都不会死于任何夜间死亡（毒药、夜里死亡的猎人开枪），殉情除外。',
    },
    source: 'seed 000 恶魔',
    rules: ['demonVersion'],
  },
  {
    id: 'demonOffline',
    topic: { en: 'The offline demon', zh: '线下版恶魔' },
    choice: {
      en: "His night-1 step records nothing: he wakes alone and is told the wolves and the gods. The wolves do not know him, so they may choose him (the kill has no effect) or his lover. Once no wolf that wakes with the wolves is left he kills at the wolves' step, never himself.",
      zh: '他第一夜的步骤不需记录：单独睁眼，法官告知狼人和神。狼人不知道他是谁，因此可以刀他（刀无效）或他的情侣。与狼同睁眼的狼全部出局后，他在狼人的步骤中刀人，不能刀自己。',
    },
    source: 'seed 000 恶魔 线下版',
    rules: ['demonVersion'],
  },
  {
    id: 'littleGirlCaught',
    topic: { en: 'The little girl caught', zh: '小女孩被发现' },
    choice: {
      en: "Caught, she becomes the wolves' victim instead of their target: the guard cannot protect her; the witch is told and may save her. Guarding her is allowed (the guard doesn't know her) but has no effect.",
      zh: '被发现后她代替原目标成为狼人的受害者：守卫守不了她；女巫会被告知并可以救她。守卫可以选择守她（守卫不知道她的身份），但无效。',
    },
    source: 'seed 000, 002 小女孩; seed 002 守衛',
    rules: [],
  },
  {
    id: 'selfDestructElection',
    topic: { en: 'Self-destruct during the sheriff election', zh: '警长竞选时自爆' },
    choice: {
      en: "The night's deaths are still announced and their decisions taken (shot, badge) before night falls. Then per electionSelfDestruct: postpone moves the election to the next day and a second self-destruct during an election loses the badge; lose loses it at once. Only self-destructs during an election count.",
      zh: '入夜前仍公布昨夜死讯并处理其引出的决定（开枪、警徽）。之后按 electionSelfDestruct：postpone 将竞选移到下一天，竞选中再次自爆则警徽流失；lose 则立即流失。只有竞选中的自爆才计数。',
    },
    source: 'seed 000 §三1(5), §三3(5), §三5(1); seed 000 second rules §5(1)',
    rules: ['electionSelfDestruct', 'sheriffElection', 'selfDestruct'],
  },
  {
    id: 'deadSheriffElected',
    topic: { en: 'Elected before the deaths are announced', zh: '公布死讯前当选警长' },
    choice: {
      en: 'With day1BeforeDeaths a player killed last night may be elected; he then passes or tears the badge (警徽流).',
      zh: 'day1BeforeDeaths 时，昨夜死亡的玩家也可以当选；当选后他移交或撕毁警徽（警徽流）。',
    },
    source: 'seed 000 §三1(1), §5(2)',
    rules: ['sheriffElection'],
  },
  {
    id: 'idiotSheriff',
    topic: { en: 'A revealed idiot who is sheriff', zh: '翻牌白痴是警长' },
    choice: {
      en: 'He keeps the badge but has no vote, so neither the weight nor the tie-break applies; the badge passes only when he dies.',
      zh: '他保留警徽但没有投票权，因此没有加权也不能决定平票；只有他死亡时警徽才移交。',
    },
    source: 'seed 000, 004 "白痴失去投票资格之后，村长就没有实际作用了"',
    rules: ['sheriffVote', 'sheriffBreaksTies'],
  },
  {
    id: 'thirdParties',
    topic: { en: 'Wins with third parties', zh: '有第三方时的胜负' },
    choice: {
      en: "The village wins when no wolf is alive (a wolf lover included; a living piper does not stop it). The wolves need a living wolf outside a mixed-lovers camp; the good lover and cupid still count in their side-kill groups. A kept thief counts as a villager.",
      zh: '没有狼存活时好人获胜（包括人狼恋中的狼；存活的吹笛者不阻止）。狼人获胜需有人狼恋阵营之外的狼存活；人狼恋中的好人和丘比特仍计入屠边的神/民。不换牌的盗贼算作村民。',
    },
    source: 'RULES.md §1; seed 000 §二',
    rules: ['winCondition', 'idiotCountsAs'],
  },
  {
    id: 'whiteWolfKingTogether',
    topic: { en: 'The white wolf king and his target', zh: '白狼王与被带走者' },
    choice: {
      en: 'They leave at the same instant ("一同出局"): if that makes both sides win, it is a draw. His power is a self-destruct, so it needs selfDestruct on.',
      zh: '两人同时出局（「一同出局」）：若因此双方同时达成胜利条件，判平局。他的技能靠自爆发动，需 selfDestruct 开启。',
    },
    source: 'seed 000 白狼王',
    rules: ['selfDestruct'],
  },
  {
    id: 'powersLost',
    topic: { en: 'Powers lost after the elder', zh: '长老死后失去技能' },
    choice: {
      en: 'Every village-faction player loses his powers (the seer, witch, guard, little girl, hunter, idiot, scapegoat); the piper (solo) keeps his, and the wild child still turns when his model dies.',
      zh: '所有好人阵营玩家失去技能（预言家、女巫、守卫、小女孩、猎人、白痴、替罪羊）；吹笛者（第三方）保留技能，野孩子的榜样死后仍会变狼。',
    },
    source: 'seed 000, 002 长老',
    rules: ['elderRevealedIdiotDies'],
  },
  {
    id: 'scapegoatVoters',
    topic: { en: "The scapegoat's voters", zh: '替罪羊指定的投票者' },
    choice: {
      en: "His list holds for every exile vote of the next day (a PK included); it may be empty (then nobody votes and nobody is exiled by vote).",
      zh: '他的名单适用于第二天所有放逐投票（包括 PK）；名单可以为空（那天无人投票、无人被票出）。',
    },
    source: 'seed 000, 002, 004 替罪羊',
    rules: [],
  },
  {
    id: 'sheriffTieNobody',
    topic: { en: 'The sheriff settling a tie', zh: '警长决定平票' },
    choice: {
      en: 'With sheriffBreaksTies he picks one of the tied, or nobody (seed 002 "也可以不選擇"); a scapegoat with his power comes first.',
      zh: 'sheriffBreaksTies 时警长在平票者中选一人，也可以不选（seed 002「也可以不選擇」）；有技能的替罪羊优先。',
    },
    source: 'seed 002 警長; issue 5',
    rules: ['sheriffBreaksTies', 'tieRule'],
  },
  {
    id: 'witchNoPotions',
    topic: { en: 'The witch with no potion left', zh: '药都用完的女巫' },
    choice: {
      en: 'Her step records nothing (like a dead role): it is called as a fake step when callAbsentRoles is on.',
      zh: '她的步骤不需记录（与已出局角色相同）：callAbsentRoles 开启时照常空喊。',
    },
    source: 'RULES.md §3 fake steps',
    rules: ['callAbsentRoles'],
  },
];

/** A choice's topic in a language; zh-TW from the overlay "engine.choices.ID.topic" (else zh). */
export function choiceTopic(c: EngineChoice, lang: Lang = 'en'): string {
  return tr(c.topic, lang, `engine.choices.${c.id}.topic`);
}

/** A choice in a language; zh-TW from the overlay "engine.choices.ID.choice" (else zh). */
export function choiceText(c: EngineChoice, lang: Lang = 'en'): string {
  return tr(c.choice, lang, `engine.choices.${c.id}.choice`);
}

/** The choices about one house rule (shown next to it). */
export function choicesFor(rule: string): EngineChoice[] {
  return ENGINE_CHOICES.filter((c) => c.rules.includes(rule));
}
