/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: data/roles/*.json and data/house-rules.json (scripts/generate.ts). Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/** Per role: the facts the validator's checks read. */
export const ROLE_FACTS = {
  "villager": {
    "name": {
      "zh": "村民",
      "en": "Villager"
    },
    "faction": "village",
    "group": "villager",
    "unique": false,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": true,
    "bottomCards": 0,
    "groupRule": null
  },
  "werewolf": {
    "name": {
      "zh": "狼人",
      "en": "Werewolf"
    },
    "faction": "wolves",
    "group": "none",
    "unique": false,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": true,
    "bottomCards": 0,
    "groupRule": null
  },
  "whiteWolfKing": {
    "name": {
      "zh": "白狼王",
      "en": "White Wolf King"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": false,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "wolfBeauty": {
    "name": {
      "zh": "狼美人",
      "en": "Wolf Beauty"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "demon": {
    "name": {
      "zh": "恶魔",
      "en": "Demon"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "seer": {
    "name": {
      "zh": "预言家",
      "en": "Seer"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "witch": {
    "name": {
      "zh": "女巫",
      "en": "Witch"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "hunter": {
    "name": {
      "zh": "猎人",
      "en": "Hunter"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "guard": {
    "name": {
      "zh": "守卫",
      "en": "Guard"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "idiot": {
    "name": {
      "zh": "白痴",
      "en": "Idiot"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": "idiotCountsAs"
  },
  "elder": {
    "name": {
      "zh": "长老",
      "en": "Elder"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "cupid": {
    "name": {
      "zh": "丘比特",
      "en": "Cupid"
    },
    "faction": "village",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "thief": {
    "name": {
      "zh": "盗贼",
      "en": "Thief"
    },
    "faction": "village",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 2,
    "groupRule": null
  },
  "littleGirl": {
    "name": {
      "zh": "小女孩",
      "en": "Little Girl"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "piper": {
    "name": {
      "zh": "吹笛者",
      "en": "Piper"
    },
    "faction": "solo",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "scapegoat": {
    "name": {
      "zh": "替罪羊",
      "en": "Scapegoat"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "wildChild": {
    "name": {
      "zh": "野孩子",
      "en": "Wild Child"
    },
    "faction": "village",
    "group": "villager",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "wolfKing": {
    "name": {
      "zh": "狼王",
      "en": "Wolf King"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "knight": {
    "name": {
      "zh": "骑士",
      "en": "Knight"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "gargoyle": {
    "name": {
      "zh": "石像鬼",
      "en": "Gargoyle"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "graveKeeper": {
    "name": {
      "zh": "守墓人",
      "en": "Grave Keeper"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "wolfRobot": {
    "name": {
      "zh": "机械狼",
      "en": "Wolf Robot"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "psychic": {
    "name": {
      "zh": "通灵师",
      "en": "Psychic"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "dreamcatcher": {
    "name": {
      "zh": "摄梦人",
      "en": "Dreamcatcher"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "nightmare": {
    "name": {
      "zh": "梦魇",
      "en": "Nightmare"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "bloodMoon": {
    "name": {
      "zh": "血月使徒",
      "en": "Blood Moon Apostle"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": false,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "witcher": {
    "name": {
      "zh": "猎魔人",
      "en": "Witcher"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "magician": {
    "name": {
      "zh": "魔术师",
      "en": "Magician"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "crow": {
    "name": {
      "zh": "乌鸦",
      "en": "Crow"
    },
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "spiritKnight": {
    "name": {
      "zh": "恶灵骑士",
      "en": "Spirit Knight"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "mixedBlood": {
    "name": {
      "zh": "混血儿",
      "en": "Mixed Blood"
    },
    "faction": "solo",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "cursedFox": {
    "name": {
      "zh": "咒狐",
      "en": "Cursed Fox"
    },
    "faction": "solo",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  },
  "hiddenWolf": {
    "name": {
      "zh": "隐狼",
      "en": "Hidden Wolf"
    },
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null
  }
} as const;

/** Per house rule: its label (quoted in messages) and the roles it concerns (all must be among the cards for it to matter). */
export const RULE_FACTS = {
  "family": {
    "label": {
      "zh": "规则体系",
      "en": "Rule family"
    },
    "roles": []
  },
  "winCondition": {
    "label": {
      "zh": "胜利条件",
      "en": "Win condition"
    },
    "roles": []
  },
  "idiotCountsAs": {
    "label": {
      "zh": "白痴算神还是算民",
      "en": "The idiot counts as"
    },
    "roles": [
      "idiot"
    ]
  },
  "sheriff": {
    "label": {
      "zh": "警长",
      "en": "Sheriff"
    },
    "roles": []
  },
  "sheriffVote": {
    "label": {
      "zh": "警长票数",
      "en": "Sheriff's vote"
    },
    "roles": []
  },
  "sheriffBreaksTies": {
    "label": {
      "zh": "警长裁决平票",
      "en": "Sheriff breaks ties"
    },
    "roles": []
  },
  "sheriffElection": {
    "label": {
      "zh": "警长竞选时间",
      "en": "Sheriff election"
    },
    "roles": []
  },
  "tieRule": {
    "label": {
      "zh": "平票规则",
      "en": "Tied vote"
    },
    "roles": []
  },
  "witchSelfSave": {
    "label": {
      "zh": "女巫自救",
      "en": "Witch self-save"
    },
    "roles": [
      "witch"
    ]
  },
  "witchPotionsPerNight": {
    "label": {
      "zh": "女巫每晚用药数",
      "en": "Witch potions per night"
    },
    "roles": [
      "witch"
    ]
  },
  "witchSeesVictimAfterAntidote": {
    "label": {
      "zh": "解药用后仍知刀口",
      "en": "Witch sees the victim after the antidote"
    },
    "roles": [
      "witch"
    ]
  },
  "guardAndAntidoteCancel": {
    "label": {
      "zh": "同守同救",
      "en": "Guard + antidote (同守同救)"
    },
    "roles": [
      "guard",
      "witch"
    ]
  },
  "hunterShootsWhenPoisoned": {
    "label": {
      "zh": "猎人被毒可开枪",
      "en": "Hunter shoots when poisoned"
    },
    "roles": [
      "hunter",
      "witch"
    ]
  },
  "hunterShootsOnHeartbreak": {
    "label": {
      "zh": "猎人殉情可开枪",
      "en": "Hunter shoots when dying for love"
    },
    "roles": [
      "hunter",
      "cupid"
    ]
  },
  "wolvesMayKillWolf": {
    "label": {
      "zh": "狼人可刀狼（自刀）",
      "en": "Wolves may kill a wolf"
    },
    "roles": []
  },
  "selfDestruct": {
    "label": {
      "zh": "狼人自爆",
      "en": "Self-destruct"
    },
    "roles": []
  },
  "selfDestructLastWords": {
    "label": {
      "zh": "自爆有遗言",
      "en": "Last words after self-destruct"
    },
    "roles": []
  },
  "thiefMayKeep": {
    "label": {
      "zh": "盗贼可以不换",
      "en": "Thief may keep his card"
    },
    "roles": [
      "thief"
    ]
  },
  "thiefWolfRule": {
    "label": {
      "zh": "底牌有狼时",
      "en": "Wolf in the bottom cards"
    },
    "roles": [
      "thief"
    ]
  },
  "thiefBottomControl": {
    "label": {
      "zh": "法官调控底牌",
      "en": "Judge controls the bottom cards"
    },
    "roles": [
      "thief"
    ]
  },
  "elderRevealedIdiotDies": {
    "label": {
      "zh": "长老死时白痴出局",
      "en": "Revealed idiot leaves with the elder"
    },
    "roles": [
      "elder",
      "idiot"
    ]
  },
  "piperMustBeAlive": {
    "label": {
      "zh": "吹笛者须存活才胜",
      "en": "Piper must be alive to win"
    },
    "roles": [
      "piper"
    ]
  },
  "lastWords": {
    "label": {
      "zh": "遗言",
      "en": "Last words"
    },
    "roles": []
  },
  "lastWordsCount": {
    "label": {
      "zh": "有遗言的死者数",
      "en": "Deaths with last words"
    },
    "roles": []
  },
  "heartbreakLastWords": {
    "label": {
      "zh": "殉情有遗言",
      "en": "Last words after dying for love"
    },
    "roles": [
      "cupid"
    ]
  },
  "revealOnDeath": {
    "label": {
      "zh": "死后亮牌",
      "en": "Reveal cards on death"
    },
    "roles": []
  },
  "callAbsentRoles": {
    "label": {
      "zh": "叫空位",
      "en": "Call absent roles"
    },
    "roles": []
  },
  "nightOrder": {
    "label": {
      "zh": "夜晚顺序",
      "en": "Night order"
    },
    "roles": []
  },
  "seerSees": {
    "label": {
      "zh": "预言家查验结果",
      "en": "What the seer learns"
    },
    "roles": [
      "seer"
    ]
  },
  "electionSelfDestruct": {
    "label": {
      "zh": "警长竞选时自爆",
      "en": "Self-destruct during the election"
    },
    "roles": []
  },
  "elderAntidote": {
    "label": {
      "zh": "解药救长老",
      "en": "The antidote on the elder"
    },
    "roles": [
      "elder",
      "witch"
    ]
  },
  "demonVersion": {
    "label": {
      "zh": "恶魔版本",
      "en": "Demon version"
    },
    "roles": [
      "demon"
    ]
  },
  "wolfKingShootsWhenShot": {
    "label": {
      "zh": "狼王被枪杀可开枪",
      "en": "Wolf king shoots when shot"
    },
    "roles": [
      "wolfKing",
      "hunter"
    ]
  },
  "duelReads": {
    "label": {
      "zh": "决斗判定",
      "en": "What a duel reads"
    },
    "roles": [
      "knight"
    ]
  },
  "gargoyleRepeatCheck": {
    "label": {
      "zh": "石像鬼可重复查验",
      "en": "Gargoyle may check again"
    },
    "roles": [
      "gargoyle"
    ]
  },
  "wolfRobotSeerSees": {
    "label": {
      "zh": "机械狼的查验结果",
      "en": "What the seer sees of the wolf robot"
    },
    "roles": [
      "wolfRobot"
    ]
  },
  "dreamcatcherMayPass": {
    "label": {
      "zh": "摄梦人可以不摄梦",
      "en": "Dreamcatcher may pass"
    },
    "roles": [
      "dreamcatcher"
    ]
  },
  "nightmareFearNotice": {
    "label": {
      "zh": "梦魇恐惧是否告知",
      "en": "Nightmare's fear is told"
    },
    "roles": [
      "nightmare"
    ]
  },
  "whiteWolfKingElectionDestruct": {
    "label": {
      "zh": "白狼王竞选时自爆",
      "en": "White wolf king self-destructs in the election"
    },
    "roles": [
      "whiteWolfKing"
    ]
  },
  "magicianUses": {
    "label": {
      "zh": "魔术师交换次数",
      "en": "How often the magician swaps"
    },
    "roles": [
      "magician"
    ]
  },
  "magicianSeatOnce": {
    "label": {
      "zh": "每名玩家只能被交换一次",
      "en": "Each player swapped once"
    },
    "roles": [
      "magician"
    ]
  },
  "crowMaySelf": {
    "label": {
      "zh": "乌鸦可以诅咒自己",
      "en": "Crow may curse himself"
    },
    "roles": [
      "crow"
    ]
  },
  "crowRepeat": {
    "label": {
      "zh": "乌鸦可以连续诅咒同一人",
      "en": "Crow may curse the same player twice running"
    },
    "roles": [
      "crow"
    ]
  },
  "crowPenalty": {
    "label": {
      "zh": "乌鸦诅咒的票数",
      "en": "Votes the crow's curse adds"
    },
    "roles": [
      "crow"
    ]
  },
  "spiritKnightDoubleReflect": {
    "label": {
      "zh": "恶灵骑士双重反伤",
      "en": "Spirit knight reflects twice"
    },
    "roles": [
      "spiritKnight",
      "witch"
    ]
  },
  "checkEffectsFrom": {
    "label": {
      "zh": "哪些查验触发效果",
      "en": "Which checks take effect"
    },
    "roles": [
      "psychic"
    ]
  },
  "cursedFoxPoisonImmune": {
    "label": {
      "zh": "咒狐免疫毒药",
      "en": "Cursed fox is immune to poison"
    },
    "roles": [
      "cursedFox",
      "witch"
    ]
  },
  "mixedBloodSideKill": {
    "label": {
      "zh": "混血儿须出局",
      "en": "Mixed blood must die"
    },
    "roles": [
      "mixedBlood"
    ]
  }
} as const;
