/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/rules.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/**
 * A board's house rules. `family` sets every default (data/families.json); single keys override it. Sources: docs/rules.md.
 */
export interface HouseRules {
  /**
   * Rule family whose defaults apply: langrensha, millersHollow, or netease (the NetEase official reading, langrensha with its own answers) (docs/rules.md).
   */
  family?: 'langrensha' | 'millersHollow' | 'netease';
  /**
   * sides = 屠边 side kill, all = 屠城 kill all, parity = wolves reach parity (docs/rules.md).
   */
  winCondition?: 'sides' | 'all' | 'parity';
  /**
   * Which side-kill group the idiot counts in (Basic Rules 二).
   */
  idiotCountsAs?: 'god' | 'villager';
  /**
   * Whether a sheriff (警长) is elected (docs/rules.md).
   */
  sheriff?: boolean;
  /**
   * Weight of the sheriff's ballot (docs/rules.md).
   */
  sheriffVote?: 1.5 | 2;
  /**
   * The sheriff settles a tied vote (Basic Rules variant).
   */
  sheriffBreaksTies?: boolean;
  /**
   * When the sheriff is elected (Basic Rules 三1, Forum-13 Rules).
   */
  sheriffElection?: 'day1BeforeDeaths' | 'day1AfterDiscussion' | 'day2';
  /**
   * What a tied vote does (docs/rules.md).
   */
  tieRule?: 'pk' | 'pkTwice' | 'none' | 'revote';
  /**
   * When the witch may use the antidote on herself (Basic Rules, Rules Introduction (traditional), Forum-13 Rules).
   */
  witchSelfSave?: 'never' | 'firstNight' | 'always' | 'withoutGuard';
  /**
   * How many potions the witch may use in one night (Basic Rules / Forum-13 Rules: 1, Rules Introduction (traditional): 2).
   */
  witchPotionsPerNight?: 1 | 2;
  /**
   * Whether the witch is still told the victim once her antidote is spent (Basic Rules 6(3)).
   */
  witchSeesVictimAfterAntidote?: boolean;
  /**
   * 同守同救: guarded and saved on the same night, the victim dies (Basic Rules 6(1), Rules Introduction (traditional)).
   */
  guardAndAntidoteCancel?: boolean;
  /**
   * The hunter may shoot when poisoned (Millers Hollow (simplified)) or not (Basic Rules, Rules Introduction (traditional), Forum-13 Rules).
   */
  hunterShootsWhenPoisoned?: boolean;
  /**
   * The hunter may shoot when he dies for love.
   */
  hunterShootsOnHeartbreak?: boolean;
  /**
   * A player taken by a shot (the hunter's, the wolf king's) or by the white wolf king's self-destruct may still use his own death power by its rules (on: the netease reading); off: only the wolf king shot by a shot may, per wolfKingShootsWhenShot (docs/rules.md).
   */
  shotChains?: boolean;
  /**
   * Whether the hunter is woken every night after the witch and shown whether he may shoot should he die tonight (👍/👎), like the wolf king's night status (on: the netease reading, WerewolfGameJudge hunterConfirm); off: he never wakes.
   */
  hunterNightStatus?: boolean;
  /**
   * The fox (狐狸) loses his power for the rest of the game when the player he points at and that player's two nearest living neighbours are all outside the wolves' side (werewolves-assistant, werewolf-app.com); off: he keeps it. A pass costs nothing.
   */
  foxLosesPowerOnMiss?: boolean;
  /**
   * The fox may point at himself (werewolves-assistant); off: never himself (werewolf-app.com's variant).
   */
  foxMayPickSelf?: boolean;
  /**
   * A bear tamer (驯熊师) who plays for the wolves himself makes his bear growl every morning (werewolves-assistant); off: he growls by his neighbours only.
   */
  bearGrowlsWhenInfected?: boolean;
  /**
   * When the wolf who caught tetanus from the knight with the rusty sword (锈剑骑士) dies: sameNight, at the same dawn; nextDawn, at the dawn after the next night (werewolves-assistant's notes, werewolf-app.com); endOfNextDay, at the end of the next day, after its exile (werewolves-assistant's code).
   */
  rustySwordDeath?: 'sameNight' | 'nextDawn' | 'endOfNextDay';
  /**
   * The accursed wolf-father (狼父) infects a guarded or saved victim: fails (he is not infected and the one infection is not spent; werewolf-app.com) or converts (the infection happens and is spent; werewolves-assistant's code).
   */
  infectProtectedVictim?: 'fails' | 'converts';
  /**
   * The wolves may kill a wolf or themselves (Basic Rules 6(7)) or not (Millers Hollow (traditional)).
   */
  wolvesMayKillWolf?: boolean;
  /**
   * Wolves may self-destruct (自爆) by day (Basic Rules, Rules Introduction (traditional)).
   */
  selfDestruct?: boolean;
  /**
   * A wolf who self-destructs has last words (Basic Rules 指刀) or not (Second Basic Rules).
   */
  selfDestructLastWords?: boolean;
  /**
   * 吞毒: a wolf poisoned last night, not yet announced dead, may self-destruct in the day-1 election held before the deaths are announced (sheriffElection day1BeforeDeaths); his death stays the poison's and he takes nobody; a first self-destruct that loses the badge lets the day go on to the exile speeches (the netease reading, docs/rules.md). Off: a poisoned wolf is already dead and cannot.
   */
  poisonedWolfSelfDestruct?: boolean;
  /**
   * The thief may keep his card and play as a plain villager (Basic Rules, Rules Introduction (traditional), Millers Hollow (traditional)).
   */
  thiefMayKeep?: boolean;
  /**
   * anyWolf: a wolf among the bottom cards must be taken (Basic Rules 二); bothWolves: only when both are wolves (Rules Introduction (traditional), Forum-13 Rules, Millers Hollow (traditional)).
   */
  thiefWolfRule?: 'anyWolf' | 'bothWolves';
  /**
   * The judge never leaves two wolves, nor the thief and a wolf, in the bottom (Basic Rules 二).
   */
  thiefBottomControl?: boolean;
  /**
   * A revealed idiot leaves when the village kills the elder (Basic Rules, Rules Introduction (traditional)).
   */
  elderRevealedIdiotDies?: boolean;
  /**
   * A revealed idiot and the badge. keeps: an idiot sheriff who reveals keeps the badge without its weight or tie-break (the tool's reading of Millers Hollow's "no effect"); passes: he gives it up after his last words (pass or tear, as a dying sheriff), and a revealed idiot may never receive it, passed or elected (the netease reading, docs/rules.md, the idiot).
   */
  revealedIdiotBadge?: 'keeps' | 'passes';
  /**
   * How often the prince (王子) survives an exile by vote: always, every exile (the Ultimate Werewolf moderator app); once, a second exile kills him (proposed). He keeps his vote either way (docs/rules.md, the prince).
   */
  princeSurvivesExile?: 'always' | 'once';
  /**
   * Whether the minion (爪牙) is woken on night 1 and shown the wolves who wake together (the Ultimate Werewolf moderator app); false: the blind minion, never woken (Werewolf (AlecM33); docs/rules.md, the minion).
   */
  minionKnowsWolves?: boolean;
  /**
   * Under winCondition parity only: whether a living minion counts with the wolves (true) or for nobody (false) when the wolves are compared with the others (the Ultimate Werewolf moderator app; docs/rules.md, the minion).
   */
  minionCountsForParity?: boolean;
  /**
   * The piper must be alive to win (Rules Introduction (traditional), Millers Hollow (traditional)).
   */
  piperMustBeAlive?: boolean;
  /**
   * The deaths that are the angel's (天使) win: firstVoteOrNight, exiled by the opening vote (day 0, before the first night) or killed by the wolves on night 1; anyExile, exiled by any vote (docs/rules.md, the angel).
   */
  angelWins?: 'firstVoteOrNight' | 'anyExile';
  /**
   * The deaths that are the tanner's (皮匠) win: exile, only the vote's exile (a night death does not count); anyDeath, any death of his (docs/rules.md, the tanner).
   */
  tannerWinsOn?: 'exile' | 'anyDeath';
  /**
   * How the wolf-hound's (狼犬) side is set on night 1: chosen, he chooses the village or the wolves (werewolves-assistant); random, the judge draws the side and records it the same way (proposed).
   */
  wolfHoundSide?: 'chosen' | 'random';
  /**
   * The judge announces the wolf-hound's (狼犬) side to everyone at the first dawn, not his seat; off: the side stays secret (werewolves-assistant).
   */
  wolfHoundSideAnnounced?: boolean;
  /**
   * How many times a game the stuttering judge (口吃法官) may call a second vote the same day, right after a vote has been resolved (werewolves-assistant, antoinezanardi: voteRequestsCount, 1 to 5, default 1).
   */
  stutteringJudgeVotes?: 1 | 2 | 3 | 4 | 5;
  /**
   * Who has last words (遗言) (Basic Rules 3(1), Forum-13 Rules).
   */
  lastWords?: 'firstNightAndDay' | 'firstNightOnly' | 'firstDeaths' | 'exilesFirstThreeDays';
  /**
   * With lastWords = firstDeaths: how many deaths have last words (Forum-13 Rules: 4).
   */
  lastWordsCount?: number;
  /**
   * A lover who dies for love (heartbreak) has last words under the lastWords rule (true), or none (false, Forum-13 Rules: 另一名也立即死去，并且没有遗言).
   */
  heartbreakLastWords?: boolean;
  /**
   * How often the two sisters meet: firstNightOnly, on night 1 only; n (1 to 5), on night 1 and every n-th night after it, night N when (N − 1) is a multiple of n (werewolves-assistant, antoinezanardi: every other night).
   */
  twoSistersWakeEvery?: 'firstNightOnly' | 1 | 2 | 3 | 4 | 5;
  /**
   * How often the three brothers meet: firstNightOnly, on night 1 only; n (1 to 5), on night 1 and every n-th night after it, night N when (N − 1) is a multiple of n (werewolves-assistant, antoinezanardi: every other night).
   */
  threeBrothersWakeEvery?: 'firstNightOnly' | 1 | 2 | 3 | 4 | 5;
  /**
   * Dead players show their card (Basic Rules variant).
   */
  revealOnDeath?: boolean;
  /**
   * The judge calls the steps of absent or dead roles so that silence leaks nothing (Rules Introduction (traditional), Millers Hollow (traditional), Basic Rules).
   */
  callAbsentRoles?: boolean;
  /**
   * Wake order: chinese 12-player (the langrensha default: wolves, witch, seer, the guard first), advanced (the millersHollow default: guard, seer, wolves, witch) or base (docs/rules.md, "The night and the wake orders").
   */
  nightOrder?: 'advanced' | 'chinese' | 'base';
  /**
   * The seer learns good/wolf (Basic Rules 二) or the exact card (Millers Hollow (simplified)).
   */
  seerSees?: 'faction' | 'card';
  /**
   * A wolf self-destructing during the sheriff election. postpone: the night's deaths are announced, night falls and the election moves to the next day; a second self-destruct during the election loses the badge (Basic Rules 三1(5), 三3(5), 三5(1)). lose: the badge is lost at the first self-destruct, no sheriff for the game (Second Basic Rules 1(5) "如果这样则没有警长", 5(1) "则警徽流失").
   */
  electionSelfDestruct?: 'postpone' | 'lose';
  /**
   * When an election postponed by a self-destruct is held the next day (electionSelfDestruct postpone). newElection: the election starts afresh, anyone may run; sameCandidates: the previous day's candidates keep their place (the dead leave it), the day opens with a withdrawal round (退水), then the others vote; one candidate left is elected unopposed, none left loses the badge (the netease reading, LangRenShaFaGuan 流程 双曝吞警徽).
   */
  electionAfterSelfDestruct?: 'newElection' | 'sameCandidates';
  /**
   * The elder saved by the witch's antidote (docs/rules.md). spareLifeUsed: the attack still costs his extra life, the antidote revives only one life (Basic Rules, Rules Introduction (traditional) "只能救活一条命"); attackCancelled: the save cancels the attack and he keeps both lives.
   */
  elderAntidote?: 'spareLifeUsed' | 'attackCancelled';
  /**
   * The demon (恶魔, Basic Rules). online (PandaKill): wakes with the wolves, checks each night whether a player is a god, cannot die at night; offline (线下版): does not wake with the wolves, is told the wolves and the gods on night 1, cannot die at night, gains the kill once every wolf is dead.
   */
  demonVersion?: 'online' | 'offline';
  /**
   * The wolf king (狼王) shot by the hunter may shoot back (LangRenShaFaGuan rules) or not (its engine; WerewolfGameJudge).
   */
  wolfKingShootsWhenShot?: boolean;
  /**
   * The big bad wolf (大野狼) stops making his extra kill once any other wolf-side player has died (werewolves-assistant; werewolf-app.com) or never stops.
   */
  bigBadWolfStopsAfterWolfDeath?: boolean;
  /**
   * What decides a knight's duel: seer, the target reads as the seer sees him (WerewolfGameJudge), or faction, his true faction.
   */
  duelReads?: 'seer' | 'faction';
  /**
   * The gargoyle (石像鬼) may check the same player again (WerewolfGameJudge) or not (LangRenShaFaGuan).
   */
  gargoyleRepeatCheck?: boolean;
  /**
   * What the seer sees of the wolf robot (机械狼): learned, the learned card's reading (WerewolfGameJudge), or wolf (WerewolfJudge).
   */
  wolfRobotSeerSees?: 'learned' | 'wolf';
  /**
   * The dreamcatcher (摄梦人) may pick nobody (WerewolfGameJudge) or must pick (LangRenShaFaGuan).
   */
  dreamcatcherMayPass?: boolean;
  /**
   * A player the nightmare (梦魇) feared: told, his step records nothing (WerewolfGameJudge); silent, he acts but to no effect (LangRenShaFaGuan, the 网易 reading).
   */
  nightmareFearNotice?: 'told' | 'silent';
  /**
   * Whom the white wolf king (白狼王) may take with him when he self-destructs: anyone, any living player (Basic Rules 二), or notWolf, a villager or a god, never a wolf (Rules Overview 白狼王).
   */
  whiteWolfKingTakes?: 'anyone' | 'notWolf';
  /**
   * Whether the player the white wolf king takes with his self-destruct has last words (by lastWords) or none (the netease reading, docs/rules.md).
   */
  whiteWolfKingTargetLastWords?: boolean;
  /**
   * The white wolf king self-destructing during the sheriff election: postpone, as electionSelfDestruct; lose, the badge is lost at once (LangRenShaFaGuan 白狼王守卫).
   */
  whiteWolfKingElectionDestruct?: 'postpone' | 'lose';
  /**
   * Whether the wolf beauty's charmed player dies with her on any death but a duel, at night too (the netease reading), or only when she dies by day (docs/rules.md, the wolf beauty).
   */
  wolfBeautyNightDeathTakesCharmed?: boolean;
  /**
   * How often the magician (魔术师) may swap: nightly, every night (WerewolfGameJudge, LangRenShaFaGuan's game flow), or once a game (LangRenShaFaGuan's Q&A).
   */
  magicianUses?: 'nightly' | 'once';
  /**
   * Each player may be swapped by the magician (魔术师) only once a game (LangRenShaFaGuan's Q&A) or any number of times (WerewolfGameJudge).
   */
  magicianSeatOnce?: boolean;
  /**
   * The crow (乌鸦) may curse himself (LangRenShaFaGuan's Q&A, werewolves-assistant) or not (WerewolfGameJudge).
   */
  crowMaySelf?: boolean;
  /**
   * The crow (乌鸦) may curse the same player two nights running (werewolves-assistant) or not (LangRenShaFaGuan).
   */
  crowRepeat?: boolean;
  /**
   * Extra votes the crow's (乌鸦) curse adds against the cursed player in the next day's exile vote and PK: 1 (WerewolfGameJudge, LangRenShaFaGuan) or 2 (werewolves-assistant's scandalmonger).
   */
  crowPenalty?: 1 | 2;
  /**
   * The spirit knight (恶灵骑士) checked and poisoned the same night: seerOnly, only the checker dies (LangRenShaFaGuan); both, the checker and the witch die (WerewolfGameJudge).
   */
  spiritKnightDoubleReflect?: 'seerOnly' | 'both';
  /**
   * Which checks reflect on the spirit knight and kill the cursed fox: seer, the seer's check only (LangRenShaFaGuan); allGoodCheckers, every check of a card not on the wolves' side, the psychic's included (WerewolfGameJudge).
   */
  checkEffectsFrom?: 'seer' | 'allGoodCheckers';
  /**
   * The witch's poison has no effect on the cursed fox (咒狐), the potion spent (LangRenShaFaGuan), or kills him (WerewolfGameJudge).
   */
  cursedFoxPoisonImmune?: boolean;
  /**
   * mustDie: the wolves win only once the mixed blood (混血儿) is dead, whatever his idol (LangRenShaFaGuan); none: he counts in no side-kill group (WerewolfGameJudge says nothing).
   */
  mixedBloodSideKill?: 'mustDie' | 'none';
}
