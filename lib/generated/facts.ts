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

/** Per house rule: its label and its values' labels (quoted in messages) and the roles it concerns (all must be among the cards for it to matter). */
export const RULE_FACTS = {
  "family": {
    "label": {
      "zh": "规则体系",
      "en": "Rule family"
    },
    "roles": [],
    "values": {
      "langrensha": {
        "zh": "狼人杀",
        "en": "Langrensha (狼人杀)"
      },
      "millersHollow": {
        "zh": "米勒山谷",
        "en": "Millers Hollow"
      }
    }
  },
  "winCondition": {
    "label": {
      "zh": "胜利条件",
      "en": "Win condition"
    },
    "roles": [],
    "values": {
      "sides": {
        "zh": "屠边",
        "en": "Side kill (屠边)"
      },
      "all": {
        "zh": "屠城",
        "en": "Kill all (屠城)"
      },
      "parity": {
        "zh": "人数对等",
        "en": "Parity"
      }
    }
  },
  "idiotCountsAs": {
    "label": {
      "zh": "白痴算神还是算民",
      "en": "The idiot counts as"
    },
    "roles": [
      "idiot"
    ],
    "values": {
      "god": {
        "zh": "算神",
        "en": "God"
      },
      "villager": {
        "zh": "算民",
        "en": "Villager"
      }
    }
  },
  "sheriff": {
    "label": {
      "zh": "警长",
      "en": "Sheriff"
    },
    "roles": [],
    "values": {
      "true": {
        "zh": "有警长",
        "en": "Sheriff elected"
      },
      "false": {
        "zh": "无警长",
        "en": "No sheriff"
      }
    }
  },
  "sheriffVote": {
    "label": {
      "zh": "警长票数",
      "en": "Sheriff's vote"
    },
    "roles": [],
    "values": {
      "2": {
        "zh": "2 票",
        "en": "2 votes"
      },
      "1.5": {
        "zh": "1.5 票",
        "en": "1.5 votes"
      }
    }
  },
  "sheriffBreaksTies": {
    "label": {
      "zh": "警长裁决平票",
      "en": "Sheriff breaks ties"
    },
    "roles": [],
    "values": {
      "true": {
        "zh": "警长裁决",
        "en": "Sheriff decides"
      },
      "false": {
        "zh": "按平票规则",
        "en": "Tie rule applies"
      }
    }
  },
  "sheriffElection": {
    "label": {
      "zh": "警长竞选时间",
      "en": "Sheriff election"
    },
    "roles": [],
    "values": {
      "day1BeforeDeaths": {
        "zh": "第一天公布死讯前",
        "en": "Day 1, before the deaths"
      },
      "day1AfterDiscussion": {
        "zh": "第一天发言之后",
        "en": "Day 1, after the discussion"
      },
      "day2": {
        "zh": "第二天",
        "en": "Day 2"
      }
    }
  },
  "tieRule": {
    "label": {
      "zh": "平票规则",
      "en": "Tied vote"
    },
    "roles": [],
    "values": {
      "pk": {
        "zh": "PK 一次",
        "en": "One PK round"
      },
      "pkTwice": {
        "zh": "PK 加场外 PK",
        "en": "PK, then outside PK"
      },
      "none": {
        "zh": "无人出局",
        "en": "Nobody is out"
      },
      "revote": {
        "zh": "重投直到有人出局",
        "en": "Re-vote until someone is out"
      }
    }
  },
  "witchSelfSave": {
    "label": {
      "zh": "女巫自救",
      "en": "Witch self-save"
    },
    "roles": [
      "witch"
    ],
    "values": {
      "never": {
        "zh": "不能自救",
        "en": "Never"
      },
      "firstNight": {
        "zh": "仅首夜可自救",
        "en": "First night only"
      },
      "always": {
        "zh": "可以自救",
        "en": "Always"
      },
      "withoutGuard": {
        "zh": "无守卫时可自救",
        "en": "Only without a guard"
      }
    }
  },
  "witchPotionsPerNight": {
    "label": {
      "zh": "女巫每晚用药数",
      "en": "Witch potions per night"
    },
    "roles": [
      "witch"
    ],
    "values": {
      "1": {
        "zh": "每晚一瓶",
        "en": "One per night"
      },
      "2": {
        "zh": "可两瓶同用",
        "en": "Both in one night"
      }
    }
  },
  "witchSeesVictimAfterAntidote": {
    "label": {
      "zh": "解药用后仍知刀口",
      "en": "Witch sees the victim after the antidote"
    },
    "roles": [
      "witch"
    ],
    "values": {
      "true": {
        "zh": "仍告知刀口",
        "en": "Still shown"
      },
      "false": {
        "zh": "不再告知",
        "en": "No longer shown"
      }
    }
  },
  "guardAndAntidoteCancel": {
    "label": {
      "zh": "同守同救",
      "en": "Guard + antidote (同守同救)"
    },
    "roles": [
      "guard",
      "witch"
    ],
    "values": {
      "true": {
        "zh": "同守同救算死",
        "en": "The victim dies"
      },
      "false": {
        "zh": "被救活",
        "en": "The victim lives"
      }
    }
  },
  "hunterShootsWhenPoisoned": {
    "label": {
      "zh": "猎人被毒可开枪",
      "en": "Hunter shoots when poisoned"
    },
    "roles": [
      "hunter",
      "witch"
    ],
    "values": {
      "true": {
        "zh": "可以开枪",
        "en": "May shoot"
      },
      "false": {
        "zh": "不能开枪",
        "en": "Cannot shoot"
      }
    }
  },
  "hunterShootsOnHeartbreak": {
    "label": {
      "zh": "猎人殉情可开枪",
      "en": "Hunter shoots when dying for love"
    },
    "roles": [
      "hunter",
      "cupid"
    ],
    "values": {
      "true": {
        "zh": "可以开枪",
        "en": "May shoot"
      },
      "false": {
        "zh": "不能开枪",
        "en": "Cannot shoot"
      }
    }
  },
  "wolvesMayKillWolf": {
    "label": {
      "zh": "狼人可刀狼（自刀）",
      "en": "Wolves may kill a wolf"
    },
    "roles": [],
    "values": {
      "true": {
        "zh": "允许自刀",
        "en": "Allowed"
      },
      "false": {
        "zh": "不可刀狼",
        "en": "Not allowed"
      }
    }
  },
  "selfDestruct": {
    "label": {
      "zh": "狼人自爆",
      "en": "Self-destruct"
    },
    "roles": [],
    "values": {
      "true": {
        "zh": "允许自爆",
        "en": "Allowed"
      },
      "false": {
        "zh": "不能自爆",
        "en": "Not allowed"
      }
    }
  },
  "selfDestructLastWords": {
    "label": {
      "zh": "自爆有遗言",
      "en": "Last words after self-destruct"
    },
    "roles": [],
    "values": {
      "true": {
        "zh": "有遗言（指刀）",
        "en": "Has last words"
      },
      "false": {
        "zh": "没有遗言",
        "en": "No last words"
      }
    }
  },
  "thiefMayKeep": {
    "label": {
      "zh": "盗贼可以不换",
      "en": "Thief may keep his card"
    },
    "roles": [
      "thief"
    ],
    "values": {
      "true": {
        "zh": "可以不换",
        "en": "May keep"
      },
      "false": {
        "zh": "必须拿一张",
        "en": "Must take one"
      }
    }
  },
  "thiefWolfRule": {
    "label": {
      "zh": "底牌有狼时",
      "en": "Wolf in the bottom cards"
    },
    "roles": [
      "thief"
    ],
    "values": {
      "anyWolf": {
        "zh": "有狼必拿狼",
        "en": "Any wolf must be taken"
      },
      "bothWolves": {
        "zh": "两张都是狼才必拿",
        "en": "Only when both are wolves"
      }
    }
  },
  "thiefBottomControl": {
    "label": {
      "zh": "法官调控底牌",
      "en": "Judge controls the bottom cards"
    },
    "roles": [
      "thief"
    ],
    "values": {
      "true": {
        "zh": "法官调控",
        "en": "Controlled"
      },
      "false": {
        "zh": "随机",
        "en": "Random"
      }
    }
  },
  "elderRevealedIdiotDies": {
    "label": {
      "zh": "长老死时白痴出局",
      "en": "Revealed idiot leaves with the elder"
    },
    "roles": [
      "elder",
      "idiot"
    ],
    "values": {
      "true": {
        "zh": "白痴随之出局",
        "en": "The idiot leaves"
      },
      "false": {
        "zh": "白痴留下",
        "en": "The idiot stays"
      }
    }
  },
  "piperMustBeAlive": {
    "label": {
      "zh": "吹笛者须存活才胜",
      "en": "Piper must be alive to win"
    },
    "roles": [
      "piper"
    ],
    "values": {
      "true": {
        "zh": "须存活",
        "en": "Must be alive"
      },
      "false": {
        "zh": "死后也可胜",
        "en": "May win after death"
      }
    }
  },
  "lastWords": {
    "label": {
      "zh": "遗言",
      "en": "Last words"
    },
    "roles": [],
    "values": {
      "firstNightAndDay": {
        "zh": "首夜死者和白天死者",
        "en": "First night and every day death"
      },
      "firstNightOnly": {
        "zh": "仅首夜死者",
        "en": "First night only"
      },
      "firstDeaths": {
        "zh": "前 N 个死者",
        "en": "The first N deaths"
      },
      "exilesFirstThreeDays": {
        "zh": "仅前三天被放逐者",
        "en": "Exiles of the first three days"
      }
    }
  },
  "lastWordsCount": {
    "label": {
      "zh": "有遗言的死者数",
      "en": "Deaths with last words"
    },
    "roles": [],
    "values": {}
  },
  "heartbreakLastWords": {
    "label": {
      "zh": "殉情有遗言",
      "en": "Last words after dying for love"
    },
    "roles": [
      "cupid"
    ],
    "values": {
      "true": {
        "zh": "按遗言规则",
        "en": "By the last-words rule"
      },
      "false": {
        "zh": "没有遗言",
        "en": "No last words"
      }
    }
  },
  "revealOnDeath": {
    "label": {
      "zh": "死后亮牌",
      "en": "Reveal cards on death"
    },
    "roles": [],
    "values": {
      "true": {
        "zh": "亮牌",
        "en": "Cards shown"
      },
      "false": {
        "zh": "不亮牌",
        "en": "Cards hidden"
      }
    }
  },
  "callAbsentRoles": {
    "label": {
      "zh": "叫空位",
      "en": "Call absent roles"
    },
    "roles": [],
    "values": {
      "true": {
        "zh": "照常叫",
        "en": "Call every step"
      },
      "false": {
        "zh": "跳过",
        "en": "Skip absent and dead roles"
      }
    }
  },
  "nightOrder": {
    "label": {
      "zh": "夜晚顺序",
      "en": "Night order"
    },
    "roles": [],
    "values": {
      "advanced": {
        "zh": "进阶顺序",
        "en": "Advanced"
      },
      "chinese": {
        "zh": "中文12人局顺序",
        "en": "Chinese 12-player"
      },
      "base": {
        "zh": "基础版顺序",
        "en": "Base game"
      }
    }
  },
  "seerSees": {
    "label": {
      "zh": "预言家查验结果",
      "en": "What the seer learns"
    },
    "roles": [
      "seer"
    ],
    "values": {
      "faction": {
        "zh": "好人或狼人",
        "en": "Good or wolf"
      },
      "card": {
        "zh": "具体身份",
        "en": "The exact card"
      }
    }
  },
  "electionSelfDestruct": {
    "label": {
      "zh": "警长竞选时自爆",
      "en": "Self-destruct during the election"
    },
    "roles": [],
    "values": {
      "postpone": {
        "zh": "推迟到下一天",
        "en": "Postponed to the next day"
      },
      "lose": {
        "zh": "警徽流失",
        "en": "Badge lost"
      }
    }
  },
  "elderAntidote": {
    "label": {
      "zh": "解药救长老",
      "en": "The antidote on the elder"
    },
    "roles": [
      "elder",
      "witch"
    ],
    "values": {
      "spareLifeUsed": {
        "zh": "救活也只剩一条命",
        "en": "Spare life used"
      },
      "attackCancelled": {
        "zh": "救活则两条命都在",
        "en": "Attack cancelled"
      }
    }
  },
  "demonVersion": {
    "label": {
      "zh": "恶魔版本",
      "en": "Demon version"
    },
    "roles": [
      "demon"
    ],
    "values": {
      "online": {
        "zh": "线上版（PandaKill）",
        "en": "Online (PandaKill)"
      },
      "offline": {
        "zh": "线下版",
        "en": "Offline"
      }
    }
  },
  "wolfKingShootsWhenShot": {
    "label": {
      "zh": "狼王被枪杀可开枪",
      "en": "Wolf king shoots when shot"
    },
    "roles": [
      "wolfKing",
      "hunter"
    ],
    "values": {
      "true": {
        "zh": "可以开枪",
        "en": "May shoot"
      },
      "false": {
        "zh": "不能开枪",
        "en": "Cannot shoot"
      }
    }
  },
  "duelReads": {
    "label": {
      "zh": "决斗判定",
      "en": "What a duel reads"
    },
    "roles": [
      "knight"
    ],
    "values": {
      "seer": {
        "zh": "按预言家结果",
        "en": "As the seer sees"
      },
      "faction": {
        "zh": "按真实阵营",
        "en": "True faction"
      }
    }
  },
  "gargoyleRepeatCheck": {
    "label": {
      "zh": "石像鬼可重复查验",
      "en": "Gargoyle may check again"
    },
    "roles": [
      "gargoyle"
    ],
    "values": {
      "true": {
        "zh": "可以重复查验",
        "en": "May check again"
      },
      "false": {
        "zh": "不能重复查验",
        "en": "Not the same player twice"
      }
    }
  },
  "wolfRobotSeerSees": {
    "label": {
      "zh": "机械狼的查验结果",
      "en": "What the seer sees of the wolf robot"
    },
    "roles": [
      "wolfRobot"
    ],
    "values": {
      "learned": {
        "zh": "学到的身份",
        "en": "The learned card"
      },
      "wolf": {
        "zh": "狼人",
        "en": "Wolf"
      }
    }
  },
  "dreamcatcherMayPass": {
    "label": {
      "zh": "摄梦人可以不摄梦",
      "en": "Dreamcatcher may pass"
    },
    "roles": [
      "dreamcatcher"
    ],
    "values": {
      "true": {
        "zh": "可以不摄梦",
        "en": "May pass"
      },
      "false": {
        "zh": "必须摄梦",
        "en": "Must pick"
      }
    }
  },
  "nightmareFearNotice": {
    "label": {
      "zh": "梦魇恐惧是否告知",
      "en": "Nightmare's fear is told"
    },
    "roles": [
      "nightmare"
    ],
    "values": {
      "told": {
        "zh": "告知",
        "en": "Told"
      },
      "silent": {
        "zh": "不告知",
        "en": "Silent"
      }
    }
  },
  "whiteWolfKingElectionDestruct": {
    "label": {
      "zh": "白狼王竞选时自爆",
      "en": "White wolf king self-destructs in the election"
    },
    "roles": [
      "whiteWolfKing"
    ],
    "values": {
      "postpone": {
        "zh": "同其他狼人",
        "en": "As any wolf"
      },
      "lose": {
        "zh": "警徽流失",
        "en": "Badge lost"
      }
    }
  },
  "magicianUses": {
    "label": {
      "zh": "魔术师交换次数",
      "en": "How often the magician swaps"
    },
    "roles": [
      "magician"
    ],
    "values": {
      "nightly": {
        "zh": "每晚",
        "en": "Nightly"
      },
      "once": {
        "zh": "每局一次",
        "en": "Once a game"
      }
    }
  },
  "magicianSeatOnce": {
    "label": {
      "zh": "每名玩家只能被交换一次",
      "en": "Each player swapped once"
    },
    "roles": [
      "magician"
    ],
    "values": {
      "true": {
        "zh": "只能一次",
        "en": "Once"
      },
      "false": {
        "zh": "不限",
        "en": "Any number of times"
      }
    }
  },
  "crowMaySelf": {
    "label": {
      "zh": "乌鸦可以诅咒自己",
      "en": "Crow may curse himself"
    },
    "roles": [
      "crow"
    ],
    "values": {
      "true": {
        "zh": "可以",
        "en": "Yes"
      },
      "false": {
        "zh": "不可以",
        "en": "No"
      }
    }
  },
  "crowRepeat": {
    "label": {
      "zh": "乌鸦可以连续诅咒同一人",
      "en": "Crow may curse the same player twice running"
    },
    "roles": [
      "crow"
    ],
    "values": {
      "true": {
        "zh": "可以",
        "en": "Yes"
      },
      "false": {
        "zh": "不可以",
        "en": "No"
      }
    }
  },
  "crowPenalty": {
    "label": {
      "zh": "乌鸦诅咒的票数",
      "en": "Votes the crow's curse adds"
    },
    "roles": [
      "crow"
    ],
    "values": {
      "1": {
        "zh": "1 票",
        "en": "1 vote"
      },
      "2": {
        "zh": "2 票",
        "en": "2 votes"
      }
    }
  },
  "spiritKnightDoubleReflect": {
    "label": {
      "zh": "恶灵骑士双重反伤",
      "en": "Spirit knight reflects twice"
    },
    "roles": [
      "spiritKnight",
      "witch"
    ],
    "values": {
      "seerOnly": {
        "zh": "只有查验者出局",
        "en": "Only the checker"
      },
      "both": {
        "zh": "两人都出局",
        "en": "Both die"
      }
    }
  },
  "checkEffectsFrom": {
    "label": {
      "zh": "哪些查验触发效果",
      "en": "Which checks take effect"
    },
    "roles": [
      "psychic"
    ],
    "values": {
      "seer": {
        "zh": "只有预言家",
        "en": "The seer only"
      },
      "allGoodCheckers": {
        "zh": "所有好人阵营的查验",
        "en": "Every good checker"
      }
    }
  },
  "cursedFoxPoisonImmune": {
    "label": {
      "zh": "咒狐免疫毒药",
      "en": "Cursed fox is immune to poison"
    },
    "roles": [
      "cursedFox",
      "witch"
    ],
    "values": {
      "true": {
        "zh": "毒不死",
        "en": "Immune"
      },
      "false": {
        "zh": "会被毒死",
        "en": "Dies of poison"
      }
    }
  },
  "mixedBloodSideKill": {
    "label": {
      "zh": "混血儿须出局",
      "en": "Mixed blood must die"
    },
    "roles": [
      "mixedBlood"
    ],
    "values": {
      "mustDie": {
        "zh": "须出局",
        "en": "Must die"
      },
      "none": {
        "zh": "不须出局",
        "en": "No"
      }
    }
  }
} as const;
