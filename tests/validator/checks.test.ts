// Every check of the validator: a board that triggers it and one that does not (
// a test that fails without the check). Each case names the rule and source it checks.
import { describe, it, expect } from 'vitest';
import { applyFix, CHECKS, validate, type Finding, type Severity } from '../../lib/validator';
import type { Board } from '../../lib/generated/board';
import { citesSource } from '../../lib/catalogue/source-text';
import { board, B12, S12, F13, edit } from './boards';
import { CUSTOM_BOARDS, FIXED } from './custom-boards';

interface Case {
  why: string;
  trigger: Board;
  clean: Board;
  severity?: Severity;
  scope?: 'board' | 'inPlay';
  probability?: number;
  /** Text the English message must contain. */
  says?: RegExp;
}

const BASIC8 = board(8, { werewolf: 2, seer: 1, villager: 5 });
/** 石像鬼守墓人 (docs/rules.md, Roles beyond the first seventeen boards): the gargoyle with three werewolves and a seer. */
const GARGOYLE12 = board(12, { werewolf: 3, gargoyle: 1, villager: 4, seer: 1, witch: 1, hunter: 1, graveKeeper: 1 }, { family: 'langrensha' });
/** 狼美人骑士 with a wolf robot for the wolf beauty: a knight facing a robot. */
/** 血月猎魔 and 狼王魔术师 (docs/rules.md standard boards). */
const BLOOD12 = board(12, { werewolf: 3, bloodMoon: 1, villager: 4, seer: 1, witch: 1, idiot: 1, witcher: 1 }, { family: 'langrensha' });
const MAGICIAN12 = board(12, { werewolf: 3, wolfKing: 1, villager: 4, seer: 1, witch: 1, hunter: 1, magician: 1 }, { family: 'langrensha' });
/** A knight facing a hidden wolf (隐狼乌鸦 with a knight for the crow). */
const HIDDEN_KNIGHT12 = board(12, { werewolf: 3, hiddenWolf: 1, villager: 4, seer: 1, witch: 1, hunter: 1, knight: 1 }, { family: 'langrensha' });
/** 恶灵骑士守卫 (docs/rules.md, Roles beyond the first seventeen boards). */
const SPIRIT12 = board(12, { werewolf: 3, spiritKnight: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });
/** 咒狐乌鸦 with a guard for the crow: two werewolves, a wolf king and the cursed fox. */
const FOX12 = board(12, { werewolf: 2, wolfKing: 1, cursedFox: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });
/** The magician's board with the fox, the bear tamer and the knight with the rusty sword for three villagers. */
const NEIGHBOURS12 = board(
  12,
  { werewolf: 3, wolfKing: 1, villager: 1, fox: 1, bearTamer: 1, rustySwordKnight: 1, seer: 1, witch: 1, hunter: 1, magician: 1 },
  { family: 'langrensha' },
);
/** 灯影预言家 (docs/rules.md, the mirror seer): the mirror seer beside the seer. */
const MIRROR12 = board(12, { werewolf: 3, wolfKing: 1, villager: 3, mirrorSeer: 1, seer: 1, witch: 1, guard: 1, knight: 1 }, { family: 'langrensha' });
const KNIGHT_ROBOT12 = board(12, { werewolf: 3, wolfRobot: 1, villager: 4, seer: 1, witch: 1, guard: 1, knight: 1 }, { family: 'langrensha' });
/** Two wolf attacks a night: the wolf cub (with the nightmare) and the big bad wolf, each with the witch. */
const CUB12 = board(12, { werewolf: 2, wolfCub: 1, nightmare: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });
const FATHER12 = board(12, { werewolf: 3, accursedWolfFather: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });
/** The white werewolf with a wolf king (docs/rules.md, the white werewolf). */
const WHITE12 = board(12, { werewolf: 1, wolfKing: 1, whiteWerewolf: 1, villager: 5, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });
const BIG12 = board(12, { werewolf: 2, bigBadWolf: 1, villager: 5, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });
/** 预女猎守 with a minion for a werewolf, and with a lycan for a villager (docs/rules.md, the minion; the lycan). */
const MINION12 = board(12, { werewolf: 3, minion: 1, villager: 4, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });
const LYCAN12 = board(12, { werewolf: 4, lycan: 1, villager: 3, seer: 1, witch: 1, hunter: 1, guard: 1 }, { family: 'langrensha' });

const CASES: Record<string, Case[]> = {
  'card-count': [
    {
      why: 'docs/rules.md, The roles: one card a player (11 cards for 12)',
      trigger: edit(B12, { villager: 3 }),
      clean: B12,
      severity: 'error',
      says: /11 cards for 12 players; it needs 12/,
    },
    {
      why: 'docs/rules.md, The roles: thief → players + 2 (16 cards for 13 + 2)',
      trigger: edit(F13, { villager: 7 }),
      clean: F13,
      severity: 'error',
      says: /needs 15/,
    },
  ],
  'unique-duplicate': [
    { why: 'catalogue: the seer is unique', trigger: edit(B12, { seer: 2, villager: 3 }), clean: B12, severity: 'error', says: /seer is a unique role/ },
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: every role beyond the first seventeen is unique',
      trigger: edit(S12, { guard: 0, knight: 2, villager: 3 }),
      clean: edit(S12, { guard: 0, knight: 1 }),
      severity: 'error',
      says: /knight is a unique role/,
    },
  ],
  // docs/rules.md, The two sisters, The three brothers, The masons: a card dealt as a set comes in its number or not at all.
  'copies-range': [
    {
      why: 'werewolves-assistant role set: the two sisters are exactly two (one sister alone is an error)',
      trigger: edit(B12, { twoSisters: 1, villager: 3 }),
      clean: edit(B12, { twoSisters: 2, villager: 2 }),
      severity: 'error',
      says: /two sisters cards come as a set: a board holds exactly 2 of them or none, but the deck holds 1/,
    },
    {
      why: 'Ultimate Werewolf masons (the tool proposes 2 or 3): one mason is an error',
      trigger: edit(B12, { mason: 1, villager: 3 }),
      clean: edit(B12, { mason: 3, villager: 1 }),
      severity: 'error',
      says: /mason cards come as a set: a board holds 2 to 3 of them or none, but the deck holds 1/,
    },
    {
      why: 'Ultimate Werewolf masons (the tool proposes 2 or 3): four masons are an error',
      trigger: edit(B12, { mason: 4, villager: 0 }),
      clean: edit(B12, { mason: 2, villager: 2 }),
      severity: 'error',
      says: /holds 2 to 3 of them or none, but the deck holds 4/,
    },
    {
      why: 'werewolves-assistant role set: the three brothers are exactly three',
      trigger: edit(B12, { threeBrothers: 2, villager: 2 }),
      clean: edit(B12, { threeBrothers: 3, villager: 1 }),
      severity: 'error',
      says: /exactly 3 of them or none, but the deck holds 2/,
    },
  ],
  'players-range': [{ why: 'seeds 000/002: 8–18 players', trigger: board(6, { werewolf: 1, seer: 1, villager: 4 }), clean: BASIC8, severity: 'warning' }],
  'seer-missing': [
    { why: 'seeds 000/004: 狼人、预言家、村民是必须要使用的', trigger: edit(B12, { seer: 0, villager: 5 }), clean: B12, severity: 'warning' },
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: the psychic checks in his place (机械狼通灵师)',
      trigger: edit(B12, { seer: 0, villager: 5 }),
      clean: edit(B12, { seer: 0, psychic: 1 }),
      severity: 'warning',
    },
    {
      why: "docs/rules.md, The Chinese boards' three cards: the pure white checks in his place (纯白夜影)",
      trigger: edit(B12, { seer: 0, villager: 5 }),
      clean: edit(B12, { seer: 0, pureWhite: 1 }),
      severity: 'warning',
    },
  ],
  'gargoyle-no-check': [
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: only a check finds the gargoyle',
      trigger: edit(GARGOYLE12, { seer: 0, villager: 5 }),
      clean: GARGOYLE12,
      severity: 'warning',
      says: /no seer, psychic or pure white/,
    },
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: the psychic sees the gargoyle',
      trigger: edit(GARGOYLE12, { seer: 0, villager: 5 }),
      clean: edit(GARGOYLE12, { seer: 0, psychic: 1 }),
      severity: 'warning',
    },
  ],
  'silent-wolf-alone': [
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: they take over once every other wolf is dead',
      trigger: edit(GARGOYLE12, { werewolf: 0, wolfRobot: 1, villager: 6 }),
      clean: GARGOYLE12,
      severity: 'warning',
      says: /gargoyle and wolf robot .* they make the kill alone from night 1/,
    },
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: the hidden wolf takes over once every other wolf is dead',
      trigger: edit(HIDDEN_KNIGHT12, { werewolf: 0, villager: 7 }),
      clean: HIDDEN_KNIGHT12,
      severity: 'warning',
      says: /the hidden wolf never meet/,
    },
  ],
  'knight-duel-robot': [
    {
      why: "docs/rules.md, Roles beyond the first seventeen: the WerewolfGameJudge app's duel reads as the seer sees",
      trigger: KNIGHT_ROBOT12,
      clean: edit(KNIGHT_ROBOT12, {}, { duelReads: 'faction' }),
      severity: 'info',
    },
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: a seer who sees the robot as a wolf',
      trigger: KNIGHT_ROBOT12,
      clean: edit(KNIGHT_ROBOT12, {}, { wolfRobotSeerSees: 'wolf' }),
      severity: 'info',
    },
  ],
  'knight-duel-hidden-wolf': [
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: the seer sees the hidden wolf as good, and the duel reads as the seer sees (duelReads seer)',
      trigger: HIDDEN_KNIGHT12,
      clean: edit(HIDDEN_KNIGHT12, {}, { duelReads: 'faction' }),
      severity: 'info',
      says: /knight who duels him dies himself/,
    },
  ],
  'spirit-knight-checks': [
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: the seer who checks the spirit knight dies (恶灵骑士守卫)',
      trigger: SPIRIT12,
      clean: edit(SPIRIT12, { spiritKnight: 0, werewolf: 4 }),
      severity: 'info',
      says: /seer who checks him dies/,
    },
  ],
  'cursed-fox-no-check': [
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: only a check or the vote removes the cursed fox',
      trigger: edit(FOX12, { seer: 0, villager: 5 }),
      clean: FOX12,
      severity: 'warning',
      says: /neither a seer nor a psychic/,
    },
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: under checkEffectsFrom seer the psychic does not kill the fox',
      trigger: edit(FOX12, { seer: 0, psychic: 1 }, { checkEffectsFrom: 'seer' }),
      clean: edit(FOX12, { seer: 0, psychic: 1 }),
      severity: 'warning',
      says: /the psychic's or the pure white's check does not count/,
    },
    {
      why: "docs/rules.md, The Chinese boards' three cards: the pure white's check kills the fox under checkEffectsFrom allGoodCheckers",
      trigger: edit(FOX12, { seer: 0, pureWhite: 1 }, { checkEffectsFrom: 'seer' }),
      clean: edit(FOX12, { seer: 0, pureWhite: 1 }),
      severity: 'warning',
    },
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: cursedFoxPoisonImmune false lets the poison kill him',
      trigger: edit(FOX12, { seer: 0, villager: 5 }, { cursedFoxPoisonImmune: false }),
      clean: FOX12,
      severity: 'warning',
      says: /vote or the witch's poison/,
    },
  ],
  'tanner-wins-first': [
    {
      why: 'docs/rules.md, the tanner: his win is checked before every other and nobody has to kill him',
      trigger: edit(B12, { villager: 3, tanner: 1 }),
      clean: B12,
      severity: 'info',
      says: /before the lovers/,
    },
  ],
  'mirror-seer-told-good-or-wolf': [
    {
      why: 'docs/rules.md, the mirror seer: under seerSees card he is still told good or wolf, so he can tell he is not the seer',
      trigger: edit(MIRROR12, {}, { seerSees: 'card' }),
      clean: MIRROR12,
      severity: 'warning',
      says: /not the real seer/,
    },
  ],
  'role-few-players': [
    {
      why: 'docs/rules.md, the big bad wolf: werewolves-assistant recommends him from 15 players (its recommended minimum players)',
      trigger: board(12, { werewolf: 3, bigBadWolf: 1, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 4 }),
      clean: board(15, { werewolf: 3, bigBadWolf: 1, seer: 1, witch: 1, hunter: 1, guard: 1, villager: 7 }),
      severity: 'info',
      says: /recommends the big bad wolf for 15 players or more; this board has 12/,
    },
  ],
  'angel-thief-bottom': [
    {
      why: "docs/rules.md, the angel: day 0 is played only with an angel dealt on a seat, not one among the thief's bottom cards",
      trigger: board(10, { werewolf: 2, seer: 1, witch: 1, angel: 1, thief: 1, villager: 6 }),
      clean: board(10, { werewolf: 2, seer: 1, witch: 1, angel: 1, villager: 5 }),
      severity: 'info',
      says: /no day 0/,
    },
  ],
  'mirror-seer-thief-bottom': [
    {
      why: "docs/rules.md, the mirror seer: his card may be left among the thief's bottom cards, showing the seer's face",
      trigger: edit(MIRROR12, { thief: 1, villager: 4 }),
      clean: edit(MIRROR12, { mirrorSeer: 0, thief: 1, villager: 5 }),
      severity: 'warning',
      says: /bottom cards/,
    },
  ],
  'cursed-not-turned-when-protected': [
    {
      why: 'docs/rules.md, the cursed: an attack the guard blocks or the antidote saves does not turn him',
      trigger: edit(S12, { villager: 3, cursed: 1 }),
      clean: S12,
      severity: 'info',
      says: /does not turn him/,
    },
  ],
  'dreamcatcher-guard': [
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: the sleepwalker survives every night death',
      trigger: edit(GARGOYLE12, { graveKeeper: 0, dreamcatcher: 1, hunter: 0, guard: 1 }),
      clean: edit(GARGOYLE12, { graveKeeper: 0, dreamcatcher: 1 }),
      severity: 'info',
    },
  ],
  'witcher-poison': [
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: the witcher is immune to the poison (WerewolfGameJudge specs; LangRenShaFaGuan Q&A)',
      trigger: BLOOD12,
      clean: edit(BLOOD12, { witcher: 0, hunter: 1 }),
      severity: 'info',
    },
  ],
  'magician-witch': [
    {
      why: 'docs/rules.md, Roles beyond the first seventeen: the witch is told the number the wolves chose (LangRenShaFaGuan Q&A)',
      trigger: MAGICIAN12,
      clean: edit(MAGICIAN12, { magician: 0, guard: 1 }),
      severity: 'info',
    },
  ],
  'wolf-cub-nightmare': [
    {
      why: "docs/rules.md, Two wolf attacks a night: a feared wolf voids both kills of the wolf cub's night (the tool's choice)",
      trigger: CUB12,
      clean: edit(CUB12, { nightmare: 0, werewolf: 3 }),
      severity: 'info',
    },
  ],
  'big-bad-wolf-one-antidote': [
    {
      why: "docs/rules.md, the witch: two wolf victims, one antidote saves one (the tool's choice)",
      trigger: BIG12,
      clean: edit(BIG12, { bigBadWolf: 0, werewolf: 3 }),
      severity: 'info',
    },
  ],
  'wolf-cub-one-antidote': [
    {
      why: "docs/rules.md, the witch: the wolf cub's two victims, one antidote saves one (the tool's choice)",
      trigger: CUB12,
      clean: edit(CUB12, { witch: 0, villager: 5 }),
      severity: 'info',
    },
  ],
  'wolf-father-witch-no-victim': [
    {
      why: "docs/rules.md, the accursed wolf-father: after an infection the witch is told no victim (the tool's choice)",
      trigger: FATHER12,
      clean: edit(FATHER12, { witch: 0, villager: 5 }),
      severity: 'info',
    },
  ],
  'magician-fox': [
    {
      why: "docs/rules.md, the fox: with the magician's swap the check lands on the swapped seat (the tool's choice)",
      trigger: NEIGHBOURS12,
      clean: edit(NEIGHBOURS12, { fox: 0, villager: 2 }),
      severity: 'info',
    },
  ],
  'magician-bear-tamer': [
    {
      why: "docs/rules.md, the bear tamer: neighbours are the seats at the table, the swap never moves them (the tool's choice)",
      trigger: NEIGHBOURS12,
      clean: edit(NEIGHBOURS12, { bearTamer: 0, villager: 2 }),
      severity: 'info',
    },
  ],
  'rusty-sword-wolf-king': [
    {
      why: "docs/rules.md, the knight with the rusty sword: a wolf king dying of tetanus cannot shoot (the tool's choice)",
      trigger: NEIGHBOURS12,
      clean: edit(NEIGHBOURS12, { wolfKing: 0, werewolf: 4 }),
      severity: 'info',
    },
  ],
  'white-werewolf-wolf-king': [
    {
      why: "docs/rules.md, the white werewolf: a wolf king he kills dies of his kill and cannot shoot (the tool's choice)",
      trigger: WHITE12,
      clean: edit(WHITE12, { wolfKing: 0, werewolf: 2 }),
      severity: 'info',
    },
  ],
  'blood-moon-seal-hunter': [
    {
      why: "docs/rules.md, Roles beyond the first seventeen: the seal covers a hunter killed that night (the tool's choice)",
      trigger: edit(BLOOD12, { idiot: 0, hunter: 1 }),
      clean: BLOOD12,
      severity: 'info',
    },
  ],
  'crow-idiot': [
    {
      why: "docs/rules.md, Roles beyond the first seventeen: a curse on a revealed idiot has no effect (the tool's choice)",
      trigger: edit(BLOOD12, { witcher: 0, crow: 1 }),
      clean: edit(BLOOD12, { witcher: 0, crow: 1, idiot: 0, hunter: 1 }),
      severity: 'info',
    },
  ],
  'little-girl-hard': [{ why: 'seed 000: 主持人很难控制，建议不加此角色', trigger: edit(B12, { idiot: 0, littleGirl: 1 }), clean: B12, severity: 'warning' }],
  'no-wolves': [
    { why: 'docs/rules.md, Factions and side-kill counting: a wolf side', trigger: edit(B12, { werewolf: 0, villager: 8 }), clean: B12, severity: 'error' },
  ],
  'wolf-majority': [
    {
      why: 'docs/rules.md, Factions and side-kill counting: 4 wolves vs 4 others',
      trigger: board(8, { werewolf: 4, villager: 2, seer: 1, witch: 1 }),
      clean: B12,
      severity: 'error',
      scope: 'board',
    },
    {
      why: 'with a thief and no bottom control, only deals without a buried wolf reach 4 vs 3',
      trigger: board(7, { werewolf: 4, thief: 1, villager: 3, seer: 1 }, { thiefBottomControl: false }),
      clean: B12,
      severity: 'warning',
      scope: 'inPlay',
      // 4 wolves in play unless the bottom is thief+wolf (4/36) or two wolves (6/36): 26/36.
      probability: 26 / 36,
    },
  ],
  'parity-first-night': [
    {
      why: 'docs/rules.md, Factions and side-kill counting parity: 5 wolves vs 6, one kill levels',
      trigger: board(11, { werewolf: 5, villager: 3, seer: 1, witch: 1, hunter: 1 }, { winCondition: 'parity' }),
      clean: board(11, { werewolf: 5, villager: 3, seer: 1, witch: 1, hunter: 1 }, { winCondition: 'sides' }),
      severity: 'warning',
    },
  ],
  'wolf-count-table': [
    // Under langrensha, 4 wolves with 4 gods on 12 is the standard board (Basic Rules 初级): the clean case.
    {
      why: 'Millers Hollow table: 12 players → 3 wolves (4: info)',
      trigger: { ...B12, rules: { family: 'millersHollow' } },
      clean: B12,
      severity: 'info',
      says: /Millers Hollow base game gives 3 wolves for 12 players/,
    },
    {
      why: 'a langrensha 12-player board with 4 wolves but 3 gods follows neither',
      trigger: edit(B12, { idiot: 0, villager: 5 }),
      clean: S12,
      severity: 'info',
    },
    {
      why: 'seeds 000/004 table: 12 players → 3 wolves (5: warning)',
      trigger: edit(B12, { werewolf: 5, villager: 3 }),
      clean: board(12, { werewolf: 3, seer: 1, villager: 8 }),
      severity: 'warning',
    },
  ],
  'wolf-self-kill-exempt': [{ why: 'seed 000: 狼美人不能自刀或自爆', trigger: edit(B12, { werewolf: 3, wolfBeauty: 1 }), clean: B12, severity: 'info' }],
  'white-wolf-king-needs-self-destruct': [
    {
      why: 'seed 000: 白狼王 self-destructs to take a player',
      trigger: edit(B12, { werewolf: 3, whiteWolfKing: 1 }, { selfDestruct: false }),
      clean: edit(B12, { werewolf: 3, whiteWolfKing: 1 }),
      severity: 'warning',
    },
  ],
  'demon-night-immune': [
    {
      why: 'seed 000: 恶魔不会在夜间死亡（不会被女巫毒死）',
      trigger: edit(B12, { werewolf: 3, demon: 1 }),
      clean: board(12, { werewolf: 3, demon: 1, villager: 6, seer: 1, idiot: 1 }),
      severity: 'info',
    },
  ],
  'demon-god-check': [
    {
      why: 'seed 000: the demon checks gods; the idiot is god or villager',
      trigger: edit(B12, { werewolf: 3, demon: 1 }),
      clean: edit(S12, { werewolf: 3, demon: 1 }),
      severity: 'info',
      says: /shows the idiot as a god/,
    },
  ],
  'wild-child-turns': [{ why: 'seed 000: 野孩子 becomes a wolf', trigger: edit(B12, { villager: 3, wildChild: 1 }), clean: B12, severity: 'info' }],
  'sides-no-gods': [
    {
      why: 'docs/rules.md, Factions and side-kill counting 屠边: no god → the wolves have won',
      trigger: board(12, { werewolf: 3, seer: 0, villager: 9 }, { winCondition: 'sides' }),
      clean: B12,
      severity: 'error',
    },
    {
      why: '屠边 with idiotCountsAs villager: the idiot is no god',
      trigger: board(12, { werewolf: 4, villager: 7, idiot: 1 }, { idiotCountsAs: 'villager' }),
      clean: board(12, { werewolf: 4, villager: 7, idiot: 1 }, { idiotCountsAs: 'god' }),
      severity: 'error',
    },
    {
      why: '屠边 with a thief: the only god may stay in the bottom',
      trigger: board(8, { werewolf: 2, thief: 1, seer: 1, villager: 6 }, { thiefBottomControl: false }),
      clean: BASIC8,
      severity: 'warning',
      scope: 'inPlay',
      // The seer is in the bottom on 9 of the 45 bottoms (with any of the 9 other cards).
      probability: 9 / 45,
    },
  ],
  'sides-no-villagers': [
    {
      why: 'docs/rules.md, Factions and side-kill counting 屠边: no villager → the wolves have won',
      trigger: board(12, { werewolf: 4, seer: 1, witch: 1, hunter: 1, guard: 1, idiot: 1, elder: 1, littleGirl: 1, scapegoat: 1 }),
      clean: B12,
      severity: 'error',
    },
  ],
  'sides-single-member': [
    {
      why: '屠边 with one god: one kill wins',
      trigger: BASIC8,
      clean: board(8, { werewolf: 2, seer: 1, villager: 5 }, { winCondition: 'all' }),
      severity: 'warning',
    },
  ],
  'sides-idiot-group': [
    { why: 'seed 000 §二: the idiot is god or villager by the board', trigger: B12, clean: S12, severity: 'info', says: /idiot counts as a god here/ },
  ],
  'cupid-side-kill': [
    {
      why: 'seed 000 §二: 在屠边规则中，丘比特既不是神牌也不是民牌',
      trigger: edit(B12, { villager: 3, cupid: 1 }),
      clean: edit(B12, { villager: 3, cupid: 1 }, { winCondition: 'all' }),
      severity: 'info',
    },
  ],
  'thief-set-card': [
    {
      why: "werewolves-assistant role set: the two sisters are not among the thief's extra cards (docs/rules.md, The two sisters)",
      trigger: edit(F13, { twoSisters: 2, villager: 5 }),
      clean: edit(B12, { twoSisters: 2, villager: 2 }),
      severity: 'error',
      says: /Two Sisters may not lie among the thief's two bottom cards/,
    },
  ],
  'thief-extra-villagers': [{ why: 'seed 000 §二: two extra villagers', trigger: edit(B12, { villager: 3, thief: 1 }), clean: F13, severity: 'error' }],
  'thief-few-villagers': [
    {
      why: 'seed 000 §二: the extras are plain villagers',
      trigger: board(12, { werewolf: 4, villager: 1, seer: 1, witch: 1, hunter: 1, idiot: 1, guard: 1, elder: 1, cupid: 1, thief: 1, littleGirl: 1 }),
      clean: F13,
      severity: 'warning',
    },
  ],
  'thief-control-impossible': [
    {
      why: 'seed 000 §二: bottom control cannot be met with only wolves and the thief',
      trigger: board(3, { werewolf: 4, thief: 1 }, { thiefBottomControl: true }),
      clean: edit(F13, {}, { thiefBottomControl: true }),
      severity: 'error',
    },
  ],
  'thief-two-wolves': [
    {
      why: 'seeds 000/002/003/004: two wolf bottoms, C(4,2)/C(15,2)',
      trigger: F13,
      clean: edit(F13, {}, { thiefBottomControl: true }),
      severity: 'warning',
      scope: 'inPlay',
      probability: 6 / 105,
      says: /2\/35/,
    },
  ],
  'thief-thief-and-wolf': [
    {
      why: 'seed 000 §二: thief + wolf bottoms, 1·4/C(15,2)',
      trigger: F13,
      clean: edit(F13, {}, { thiefBottomControl: true }),
      severity: 'warning',
      scope: 'inPlay',
      probability: 4 / 105,
      says: /4\/105/,
    },
  ],
  'thief-buried-roles': [
    { why: 'seeds 002/004: absent roles still called; seer in the bottom 14/105', trigger: F13, clean: B12, severity: 'info', scope: 'inPlay', says: /2\/15/ },
    { why: 'callAbsentRoles off: silence leaks the buried card', trigger: edit(F13, {}, { callAbsentRoles: false }), clean: B12, severity: 'warning' },
  ],
  'thief-wolf-range': [
    { why: 'seeds 000/002/003/004: 3 to 4 wolves in play', trigger: F13, clean: B12, severity: 'info', says: /from 3 to 4/ },
    {
      why: 'control + anyWolf (seed 000 §二): every wolf is in play',
      trigger: edit(F13, {}, { thiefBottomControl: true, thiefWolfRule: 'anyWolf' }),
      clean: B12,
      severity: 'info',
      scope: 'board',
      says: /always in play/,
    },
  ],
  'thief-judge-duties': [{ why: 'seed 000 §二 and seeds 002/004: what the judge does', trigger: F13, clean: B12, severity: 'info', says: /wake the thief/ }],
  'guard-elder': [
    { why: 'seed 000 §二: 守卫牌一般不建议与长老牌同时存在', trigger: edit(S12, { villager: 3, elder: 1 }), clean: S12, severity: 'warning', scope: 'board' },
  ],
  'guard-little-girl': [
    { why: 'seeds 002/004: the guard cannot protect the little girl', trigger: edit(S12, { villager: 3, littleGirl: 1 }), clean: S12, severity: 'info' },
  ],
  'guard-antidote': [{ why: 'seed 000 §6(1) 同守同救', trigger: S12, clean: B12, severity: 'info', says: /the victim dies/ }],
  'witch-self-save-guard': [
    { why: 'seeds 000/002: 女巫在有守卫局不可以自救', trigger: edit(S12, {}, { witchSelfSave: 'always' }), clean: S12, severity: 'warning' },
  ],
  'witch-self-save-resolved': [
    {
      why: 'seeds 000/002: withoutGuard on a board with a guard',
      trigger: edit(S12, {}, { witchSelfSave: 'withoutGuard' }),
      clean: S12,
      severity: 'info',
      says: /so she cannot/,
    },
    {
      why: 'seeds 000/002: withoutGuard on a board without a guard',
      trigger: edit(B12, {}, { witchSelfSave: 'withoutGuard' }),
      clean: B12,
      severity: 'info',
      says: /so she may/,
    },
  ],
  'elder-village-kill': [{ why: 'seeds 000/002/004: the village loses its powers', trigger: edit(B12, { idiot: 0, elder: 1 }), clean: B12, severity: 'info' }],
  'elder-idiot': [{ why: 'seeds 000/002: revealed idiot and the elder', trigger: edit(B12, { villager: 3, elder: 1 }), clean: B12, severity: 'info' }],
  'hunter-cannot-shoot': [
    {
      why: 'seeds 000/002/003: no shot when poisoned',
      trigger: B12,
      clean: edit(B12, {}, { hunterShootsWhenPoisoned: true }),
      severity: 'info',
      scope: 'board',
    },
    {
      why: 'with a thief the hunter, witch or cupid may be buried: in play only on some deals',
      trigger: F13,
      clean: edit(F13, {}, { hunterShootsWhenPoisoned: true, hunterShootsOnHeartbreak: true }),
      severity: 'info',
      scope: 'inPlay',
      // Possibly all three in play, except bottoms that surely bury one: two of them (3), one with the
      // thief (3), one with a wolf the thief must take under anyWolf (3·4 = 12): 1 − 18/105.
      probability: 87 / 105,
    },
  ],
  'piper-small-board': [
    {
      why: 'seeds 002/004: 2 charms a night',
      trigger: board(8, { werewolf: 2, seer: 1, villager: 4, piper: 1 }, { family: 'millersHollow' }),
      clean: board(18, { werewolf: 4, seer: 1, villager: 12, piper: 1 }, { family: 'millersHollow' }),
      severity: 'warning',
      says: /night 2/,
    },
  ],
  'scapegoat-tie-rule': [
    {
      why: 'seeds 002/004: a tie kills the scapegoat',
      trigger: edit(B12, { villager: 3, scapegoat: 1 }),
      clean: edit(B12, { villager: 3, scapegoat: 1 }, { tieRule: 'none' }),
      severity: 'warning',
    },
  ],
  'sheriff-self-destruct-badge': [
    {
      why: 'seed 000 §三1(5), §三5(1): postponed, a second self-destruct loses the badge',
      trigger: B12,
      clean: edit(B12, {}, { selfDestruct: false }),
      severity: 'info',
      says: /moves to the next day/,
    },
    {
      why: 'seed 000 second rules §1(5): electionSelfDestruct = lose, no sheriff at once',
      trigger: edit(B12, {}, { electionSelfDestruct: 'lose' }),
      clean: edit(B12, {}, { electionSelfDestruct: 'lose', selfDestruct: false }),
      severity: 'info',
      says: /the election is then over/,
    },
  ],
  'white-wolf-king-election-badge': [
    {
      why: "docs/rules.md, Roles beyond the first seventeen 白狼王守卫: LangRenShaFaGuan's 警徽流失",
      trigger: edit(S12, { werewolf: 3, whiteWolfKing: 1 }, { whiteWolfKingElectionDestruct: 'lose' }),
      clean: edit(S12, { werewolf: 3, whiteWolfKing: 1 }),
      severity: 'info',
      says: /loses the badge at once/,
    },
    {
      why: 'no sheriff, no election',
      trigger: edit(S12, { werewolf: 3, whiteWolfKing: 1 }, { whiteWolfKingElectionDestruct: 'lose' }),
      clean: edit(S12, { werewolf: 3, whiteWolfKing: 1 }, { whiteWolfKingElectionDestruct: 'lose', sheriff: false }),
      severity: 'info',
    },
  ],
  'idiot-sheriff': [{ why: 'seeds 000/004: 如果白痴是村长 …', trigger: B12, clean: edit(B12, {}, { sheriff: false }), severity: 'info' }],
  'sheriff-tie-weight': [
    {
      why: 'docs/rules.md, The day: 1.5 vote and the sheriff breaking ties',
      trigger: edit(B12, {}, { sheriffBreaksTies: true }),
      clean: edit(B12, {}, { sheriffBreaksTies: true, sheriffVote: 2 }),
      severity: 'info',
    },
  ],
  'sheriff-ties-tie-rule': [{ why: 'seed 000: the sheriff decides a tie', trigger: edit(B12, {}, { sheriffBreaksTies: true }), clean: B12, severity: 'info' }],
  'scapegoat-sheriff-ties': [
    {
      why: 'seeds 002/004 vs seed 000',
      trigger: board(12, { werewolf: 3, seer: 1, scapegoat: 1, villager: 7 }, { family: 'millersHollow' }),
      clean: board(12, { werewolf: 3, seer: 1, scapegoat: 1, villager: 7 }, { family: 'millersHollow', sheriffBreaksTies: false }),
      severity: 'warning',
    },
  ],
  'rule-no-effect': [
    {
      why: 'data/house-rules.json: 同守同救 needs a guard',
      trigger: edit(B12, {}, { guardAndAntidoteCancel: false }),
      clean: edit(S12, {}, { guardAndAntidoteCancel: false }),
      severity: 'info',
      says: /“Guard \+ antidote \(同守同救\): The victim lives”/,
    },
    {
      why: 'docs/rules.md, the minion: minionCountsForParity is read only under the parity win',
      trigger: edit(MINION12, {}, { winCondition: 'sides', minionCountsForParity: false }),
      clean: edit(MINION12, {}, { winCondition: 'parity', minionCountsForParity: false }),
      severity: 'info',
      says: /not parity/,
    },
    {
      why: 'sheriffVote without a sheriff',
      trigger: edit(B12, {}, { sheriff: false, sheriffVote: 2 }),
      clean: edit(B12, {}, { sheriffVote: 2 }),
      severity: 'info',
      says: /no sheriff/,
    },
  ],
  'minion-no-killing-wolf': [
    {
      why: 'docs/rules.md, the minion: the village wins once every wolf who can kill is dead, so a minion alone has lost',
      trigger: board(8, { minion: 1, seer: 1, villager: 6 }, { family: 'langrensha' }),
      clean: MINION12,
      severity: 'error',
      says: /no wolf who can kill/,
    },
  ],
  'lycan-never-read': [
    {
      why: 'docs/rules.md, the lycan: without a seer he reads as nobody’s wolf',
      trigger: edit(LYCAN12, { seer: 0, villager: 4 }),
      clean: LYCAN12,
      severity: 'info',
    },
    {
      why: 'docs/rules.md, the lycan: a seer who sees cards (seerSees card) sees “lycan”, not a wolf',
      trigger: edit(LYCAN12, {}, { seerSees: 'card' }),
      clean: edit(LYCAN12, { seer: 0, villager: 3, knight: 1 }, { seerSees: 'card', duelReads: 'seer' }),
      severity: 'info',
    },
  ],
  'last-words-none': [
    {
      why: 'seed 003 first deaths with last words',
      trigger: edit(B12, {}, { lastWords: 'firstDeaths', lastWordsCount: 0 }),
      clean: edit(B12, {}, { lastWords: 'firstDeaths', lastWordsCount: 4 }),
      severity: 'info',
    },
  ],
};

// The custom cards' checks (docs/rules.md, Custom roles — What the validator checks): each change of the fixed board
// in tests/validator/custom-boards.ts fires its finding (a catalogue check's too, on a custom card); the fixed board does not.
for (const { name, fires, board: trigger } of CUSTOM_BOARDS) {
  CASES[fires] = [...(CASES[fires] ?? []), { why: `docs/rules.md, Custom roles: ${name}`, trigger, clean: FIXED }];
}

const byId = (fs: Finding[], id: string) => fs.filter((f) => f.id === id);
const RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

describe('validator checks', () => {
  it('has at least 25 checks, each with a test case below', () => {
    expect(CHECKS.length).toBeGreaterThanOrEqual(25);
    expect(Object.keys(CASES).sort()).toEqual(CHECKS.map((c) => c.id).sort());
  });

  it('check ids are unique and every check cites a source', () => {
    expect(new Set(CHECKS.map((c) => c.id)).size).toBe(CHECKS.length);
    for (const c of CHECKS) expect(citesSource(c.source) || c.source.startsWith('data/'), `${c.id}: ${c.source}`).toBe(true);
  });

  for (const [id, cases] of Object.entries(CASES)) {
    describe(id, () => {
      cases.forEach((c, i) => {
        it(`fires: ${c.why}`, () => {
          const found = byId(validate(c.trigger).findings, id);
          expect(found.length, `${id} case ${i} should fire`).toBeGreaterThan(0);
          const f = found[0];
          if (c.severity) expect(f.severity).toBe(c.severity);
          if (c.scope) expect(f.scope).toBe(c.scope);
          if (c.probability !== undefined) expect(f.probability).toBeCloseTo(c.probability, 12);
          if (c.says) expect(f.message.en).toMatch(c.says);
          expect(f.message.zh.length).toBeGreaterThan(0);
        });
        it(`stays quiet on the clean board (${i})`, () => {
          expect(byId(validate(c.clean).findings, id)).toEqual([]);
        });
        it(`its fix, if any, removes it (${i})`, () => {
          for (const f of byId(validate(c.trigger).findings, id).filter((x) => x.fix)) {
            const after = byId(validate(applyFix(c.trigger, f.fix!)).findings, id).filter(
              (g) => RANK[g.severity] <= RANK[f.severity] && g.roles.join() === f.roles.join() && g.rules.join() === f.rules.join(),
            );
            expect(after, `${id}: fix "${f.fix!.label.en}"`).toEqual([]);
          }
        });
      });
    });
  }

  it('valid is false exactly when an error is found', () => {
    expect(validate(B12).valid).toBe(true);
    expect(validate(edit(B12, { seer: 2, villager: 3 })).valid).toBe(false);
  });

  it('lists errors before warnings before infos', () => {
    const r = validate(edit(F13, { villager: 3, seer: 2 }, { callAbsentRoles: false }));
    const ranks = r.findings.map((f) => RANK[f.severity]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });
});
