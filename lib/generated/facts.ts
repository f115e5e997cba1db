/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: data/roles/*.json and data/house-rules.json (scripts/generate.ts). Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/** Per role: the facts the validator's checks read. */
export const ROLE_FACTS = {
  "villager": {
    "name": "roles.villager.name",
    "faction": "village",
    "group": "villager",
    "unique": false,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": true,
    "bottomCards": 0,
    "groupRule": null,
    "copies": null
  },
  "werewolf": {
    "name": "roles.werewolf.name",
    "faction": "wolves",
    "group": "none",
    "unique": false,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": true,
    "bottomCards": 0,
    "groupRule": null,
    "copies": null
  },
  "whiteWolfKing": {
    "name": "roles.whiteWolfKing.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": false,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "wolfBeauty": {
    "name": "roles.wolfBeauty.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "demon": {
    "name": "roles.demon.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "seer": {
    "name": "roles.seer.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "witch": {
    "name": "roles.witch.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "hunter": {
    "name": "roles.hunter.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "guard": {
    "name": "roles.guard.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "idiot": {
    "name": "roles.idiot.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": "idiotCountsAs",
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "elder": {
    "name": "roles.elder.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "cupid": {
    "name": "roles.cupid.name",
    "faction": "village",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "thief": {
    "name": "roles.thief.name",
    "faction": "village",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 2,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "littleGirl": {
    "name": "roles.littleGirl.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "piper": {
    "name": "roles.piper.name",
    "faction": "solo",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "scapegoat": {
    "name": "roles.scapegoat.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "wildChild": {
    "name": "roles.wildChild.name",
    "faction": "village",
    "group": "villager",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "wolfKing": {
    "name": "roles.wolfKing.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "knight": {
    "name": "roles.knight.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "gargoyle": {
    "name": "roles.gargoyle.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "graveKeeper": {
    "name": "roles.graveKeeper.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "wolfRobot": {
    "name": "roles.wolfRobot.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "psychic": {
    "name": "roles.psychic.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "dreamcatcher": {
    "name": "roles.dreamcatcher.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "nightmare": {
    "name": "roles.nightmare.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "bloodMoon": {
    "name": "roles.bloodMoon.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": false,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "witcher": {
    "name": "roles.witcher.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "magician": {
    "name": "roles.magician.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "crow": {
    "name": "roles.crow.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "spiritKnight": {
    "name": "roles.spiritKnight.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "mixedBlood": {
    "name": "roles.mixedBlood.name",
    "faction": "solo",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "cursedFox": {
    "name": "roles.cursedFox.name",
    "faction": "solo",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "hiddenWolf": {
    "name": "roles.hiddenWolf.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "bigBadWolf": {
    "name": "roles.bigBadWolf.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "wolfCub": {
    "name": "roles.wolfCub.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "mason": {
    "name": "roles.mason.name",
    "faction": "village",
    "group": "villager",
    "unique": false,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 2,
      "max": 3
    }
  },
  "threeBrothers": {
    "name": "roles.threeBrothers.name",
    "faction": "village",
    "group": "villager",
    "unique": false,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 3,
      "max": 3
    }
  },
  "twoSisters": {
    "name": "roles.twoSisters.name",
    "faction": "village",
    "group": "villager",
    "unique": false,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 2,
      "max": 2
    }
  },
  "lycan": {
    "name": "roles.lycan.name",
    "faction": "village",
    "group": "villager",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "wolf",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "minion": {
    "name": "roles.minion.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "prince": {
    "name": "roles.prince.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "villagerVillager": {
    "name": "roles.villagerVillager.name",
    "faction": "village",
    "group": "villager",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "pureWhite": {
    "name": "roles.pureWhite.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "wolfWitch": {
    "name": "roles.wolfWitch.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "bearTamer": {
    "name": "roles.bearTamer.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "fox": {
    "name": "roles.fox.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "rustySwordKnight": {
    "name": "roles.rustySwordKnight.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "tanner": {
    "name": "roles.tanner.name",
    "faction": "solo",
    "group": "none",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "cursed": {
    "name": "roles.cursed.name",
    "faction": "village",
    "group": "villager",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "accursedWolfFather": {
    "name": "roles.accursedWolfFather.name",
    "faction": "wolves",
    "group": "none",
    "unique": true,
    "wakesWithWolves": true,
    "seerResult": "wolf",
    "hasNightStep": true,
    "selfDestructs": true,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "wolfHound": {
    "name": "roles.wolfHound.name",
    "faction": "village",
    "group": "villager",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "stutteringJudge": {
    "name": "roles.stutteringJudge.name",
    "faction": "village",
    "group": "god",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "mirrorSeer": {
    "name": "roles.mirrorSeer.name",
    "faction": "village",
    "group": "villager",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": true,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  },
  "angel": {
    "name": "roles.angel.name",
    "faction": "village",
    "group": "villager",
    "unique": true,
    "wakesWithWolves": false,
    "seerResult": "good",
    "hasNightStep": false,
    "selfDestructs": false,
    "plain": false,
    "bottomCards": 0,
    "groupRule": null,
    "copies": {
      "min": 1,
      "max": 1
    }
  }
} as const;

/** Per house rule: its label and its values' labels (quoted in messages) and the roles it concerns (all must be among the cards for it to matter). */
export const RULE_FACTS = {
  "family": {
    "label": "rules.family.label",
    "roles": [],
    "values": {
      "langrensha": "rules.family.values.langrensha",
      "millersHollow": "rules.family.values.millersHollow",
      "netease": "rules.family.values.netease"
    }
  },
  "winCondition": {
    "label": "rules.winCondition.label",
    "roles": [],
    "values": {
      "sides": "rules.winCondition.values.sides",
      "all": "rules.winCondition.values.all",
      "parity": "rules.winCondition.values.parity"
    }
  },
  "idiotCountsAs": {
    "label": "rules.idiotCountsAs.label",
    "roles": [
      "idiot"
    ],
    "values": {
      "god": "rules.idiotCountsAs.values.god",
      "villager": "rules.idiotCountsAs.values.villager"
    }
  },
  "sheriff": {
    "label": "rules.sheriff.label",
    "roles": [],
    "values": {
      "true": "rules.sheriff.values.true",
      "false": "rules.sheriff.values.false"
    }
  },
  "sheriffVote": {
    "label": "rules.sheriffVote.label",
    "roles": [],
    "values": {
      "2": "rules.sheriffVote.values.2",
      "1.5": "rules.sheriffVote.values.1.5"
    }
  },
  "sheriffBreaksTies": {
    "label": "rules.sheriffBreaksTies.label",
    "roles": [],
    "values": {
      "true": "rules.sheriffBreaksTies.values.true",
      "false": "rules.sheriffBreaksTies.values.false"
    }
  },
  "sheriffElection": {
    "label": "rules.sheriffElection.label",
    "roles": [],
    "values": {
      "day1BeforeDeaths": "rules.sheriffElection.values.day1BeforeDeaths",
      "day1AfterDiscussion": "rules.sheriffElection.values.day1AfterDiscussion",
      "day2": "rules.sheriffElection.values.day2"
    }
  },
  "tieRule": {
    "label": "rules.tieRule.label",
    "roles": [],
    "values": {
      "pk": "rules.tieRule.values.pk",
      "pkTwice": "rules.tieRule.values.pkTwice",
      "none": "rules.tieRule.values.none",
      "revote": "rules.tieRule.values.revote"
    }
  },
  "witchSelfSave": {
    "label": "rules.witchSelfSave.label",
    "roles": [
      "witch"
    ],
    "values": {
      "never": "rules.witchSelfSave.values.never",
      "firstNight": "rules.witchSelfSave.values.firstNight",
      "always": "rules.witchSelfSave.values.always",
      "withoutGuard": "rules.witchSelfSave.values.withoutGuard"
    }
  },
  "witchPotionsPerNight": {
    "label": "rules.witchPotionsPerNight.label",
    "roles": [
      "witch"
    ],
    "values": {
      "1": "rules.witchPotionsPerNight.values.1",
      "2": "rules.witchPotionsPerNight.values.2"
    }
  },
  "witchSeesVictimAfterAntidote": {
    "label": "rules.witchSeesVictimAfterAntidote.label",
    "roles": [
      "witch"
    ],
    "values": {
      "true": "rules.witchSeesVictimAfterAntidote.values.true",
      "false": "rules.witchSeesVictimAfterAntidote.values.false"
    }
  },
  "guardAndAntidoteCancel": {
    "label": "rules.guardAndAntidoteCancel.label",
    "roles": [
      "guard",
      "witch"
    ],
    "values": {
      "true": "rules.guardAndAntidoteCancel.values.true",
      "false": "rules.guardAndAntidoteCancel.values.false"
    }
  },
  "hunterShootsWhenPoisoned": {
    "label": "rules.hunterShootsWhenPoisoned.label",
    "roles": [
      "hunter",
      "witch"
    ],
    "values": {
      "true": "rules.hunterShootsWhenPoisoned.values.true",
      "false": "rules.hunterShootsWhenPoisoned.values.false"
    }
  },
  "hunterShootsOnHeartbreak": {
    "label": "rules.hunterShootsOnHeartbreak.label",
    "roles": [
      "hunter",
      "cupid"
    ],
    "values": {
      "true": "rules.hunterShootsOnHeartbreak.values.true",
      "false": "rules.hunterShootsOnHeartbreak.values.false"
    }
  },
  "shotChains": {
    "label": "rules.shotChains.label",
    "roles": [],
    "values": {
      "true": "rules.shotChains.values.true",
      "false": "rules.shotChains.values.false"
    }
  },
  "hunterNightStatus": {
    "label": "rules.hunterNightStatus.label",
    "roles": [
      "hunter"
    ],
    "values": {
      "true": "rules.hunterNightStatus.values.true",
      "false": "rules.hunterNightStatus.values.false"
    }
  },
  "foxLosesPowerOnMiss": {
    "label": "rules.foxLosesPowerOnMiss.label",
    "roles": [
      "fox"
    ],
    "values": {
      "true": "rules.foxLosesPowerOnMiss.values.true",
      "false": "rules.foxLosesPowerOnMiss.values.false"
    }
  },
  "foxMayPickSelf": {
    "label": "rules.foxMayPickSelf.label",
    "roles": [
      "fox"
    ],
    "values": {
      "true": "rules.foxMayPickSelf.values.true",
      "false": "rules.foxMayPickSelf.values.false"
    }
  },
  "bearGrowlsWhenInfected": {
    "label": "rules.bearGrowlsWhenInfected.label",
    "roles": [
      "bearTamer"
    ],
    "values": {
      "true": "rules.bearGrowlsWhenInfected.values.true",
      "false": "rules.bearGrowlsWhenInfected.values.false"
    }
  },
  "rustySwordDeath": {
    "label": "rules.rustySwordDeath.label",
    "roles": [
      "rustySwordKnight"
    ],
    "values": {
      "sameNight": "rules.rustySwordDeath.values.sameNight",
      "nextDawn": "rules.rustySwordDeath.values.nextDawn",
      "endOfNextDay": "rules.rustySwordDeath.values.endOfNextDay"
    }
  },
  "infectProtectedVictim": {
    "label": "rules.infectProtectedVictim.label",
    "roles": [
      "accursedWolfFather"
    ],
    "values": {
      "fails": "rules.infectProtectedVictim.values.fails",
      "converts": "rules.infectProtectedVictim.values.converts"
    }
  },
  "wolvesMayKillWolf": {
    "label": "rules.wolvesMayKillWolf.label",
    "roles": [],
    "values": {
      "true": "rules.wolvesMayKillWolf.values.true",
      "false": "rules.wolvesMayKillWolf.values.false"
    }
  },
  "selfDestruct": {
    "label": "rules.selfDestruct.label",
    "roles": [],
    "values": {
      "true": "rules.selfDestruct.values.true",
      "false": "rules.selfDestruct.values.false"
    }
  },
  "selfDestructLastWords": {
    "label": "rules.selfDestructLastWords.label",
    "roles": [],
    "values": {
      "true": "rules.selfDestructLastWords.values.true",
      "false": "rules.selfDestructLastWords.values.false"
    }
  },
  "poisonedWolfSelfDestruct": {
    "label": "rules.poisonedWolfSelfDestruct.label",
    "roles": [],
    "values": {
      "true": "rules.poisonedWolfSelfDestruct.values.true",
      "false": "rules.poisonedWolfSelfDestruct.values.false"
    }
  },
  "thiefMayKeep": {
    "label": "rules.thiefMayKeep.label",
    "roles": [
      "thief"
    ],
    "values": {
      "true": "rules.thiefMayKeep.values.true",
      "false": "rules.thiefMayKeep.values.false"
    }
  },
  "thiefWolfRule": {
    "label": "rules.thiefWolfRule.label",
    "roles": [
      "thief"
    ],
    "values": {
      "anyWolf": "rules.thiefWolfRule.values.anyWolf",
      "bothWolves": "rules.thiefWolfRule.values.bothWolves"
    }
  },
  "thiefBottomControl": {
    "label": "rules.thiefBottomControl.label",
    "roles": [
      "thief"
    ],
    "values": {
      "true": "rules.thiefBottomControl.values.true",
      "false": "rules.thiefBottomControl.values.false"
    }
  },
  "elderRevealedIdiotDies": {
    "label": "rules.elderRevealedIdiotDies.label",
    "roles": [
      "elder",
      "idiot"
    ],
    "values": {
      "true": "rules.elderRevealedIdiotDies.values.true",
      "false": "rules.elderRevealedIdiotDies.values.false"
    }
  },
  "revealedIdiotBadge": {
    "label": "rules.revealedIdiotBadge.label",
    "roles": [
      "idiot"
    ],
    "values": {
      "keeps": "rules.revealedIdiotBadge.values.keeps",
      "passes": "rules.revealedIdiotBadge.values.passes"
    }
  },
  "princeSurvivesExile": {
    "label": "rules.princeSurvivesExile.label",
    "roles": [
      "prince"
    ],
    "values": {
      "always": "rules.princeSurvivesExile.values.always",
      "once": "rules.princeSurvivesExile.values.once"
    }
  },
  "minionKnowsWolves": {
    "label": "rules.minionKnowsWolves.label",
    "roles": [
      "minion"
    ],
    "values": {
      "true": "rules.minionKnowsWolves.values.true",
      "false": "rules.minionKnowsWolves.values.false"
    }
  },
  "minionCountsForParity": {
    "label": "rules.minionCountsForParity.label",
    "roles": [
      "minion"
    ],
    "values": {
      "true": "rules.minionCountsForParity.values.true",
      "false": "rules.minionCountsForParity.values.false"
    }
  },
  "piperMustBeAlive": {
    "label": "rules.piperMustBeAlive.label",
    "roles": [
      "piper"
    ],
    "values": {
      "true": "rules.piperMustBeAlive.values.true",
      "false": "rules.piperMustBeAlive.values.false"
    }
  },
  "angelWins": {
    "label": "rules.angelWins.label",
    "roles": [
      "angel"
    ],
    "values": {
      "firstVoteOrNight": "rules.angelWins.values.firstVoteOrNight",
      "anyExile": "rules.angelWins.values.anyExile"
    }
  },
  "tannerWinsOn": {
    "label": "rules.tannerWinsOn.label",
    "roles": [
      "tanner"
    ],
    "values": {
      "exile": "rules.tannerWinsOn.values.exile",
      "anyDeath": "rules.tannerWinsOn.values.anyDeath"
    }
  },
  "wolfHoundSide": {
    "label": "rules.wolfHoundSide.label",
    "roles": [
      "wolfHound"
    ],
    "values": {
      "chosen": "rules.wolfHoundSide.values.chosen",
      "random": "rules.wolfHoundSide.values.random"
    }
  },
  "wolfHoundSideAnnounced": {
    "label": "rules.wolfHoundSideAnnounced.label",
    "roles": [
      "wolfHound"
    ],
    "values": {
      "true": "rules.wolfHoundSideAnnounced.values.true",
      "false": "rules.wolfHoundSideAnnounced.values.false"
    }
  },
  "stutteringJudgeVotes": {
    "label": "rules.stutteringJudgeVotes.label",
    "roles": [
      "stutteringJudge"
    ],
    "values": {
      "1": "rules.stutteringJudgeVotes.values.1",
      "2": "rules.stutteringJudgeVotes.values.2",
      "3": "rules.stutteringJudgeVotes.values.3",
      "4": "rules.stutteringJudgeVotes.values.4",
      "5": "rules.stutteringJudgeVotes.values.5"
    }
  },
  "lastWords": {
    "label": "rules.lastWords.label",
    "roles": [],
    "values": {
      "firstNightAndDay": "rules.lastWords.values.firstNightAndDay",
      "firstNightOnly": "rules.lastWords.values.firstNightOnly",
      "firstDeaths": "rules.lastWords.values.firstDeaths",
      "exilesFirstThreeDays": "rules.lastWords.values.exilesFirstThreeDays"
    }
  },
  "lastWordsCount": {
    "label": "rules.lastWordsCount.label",
    "roles": [],
    "values": {}
  },
  "heartbreakLastWords": {
    "label": "rules.heartbreakLastWords.label",
    "roles": [
      "cupid"
    ],
    "values": {
      "true": "rules.heartbreakLastWords.values.true",
      "false": "rules.heartbreakLastWords.values.false"
    }
  },
  "twoSistersWakeEvery": {
    "label": "rules.twoSistersWakeEvery.label",
    "roles": [
      "twoSisters"
    ],
    "values": {
      "1": "rules.twoSistersWakeEvery.values.1",
      "2": "rules.twoSistersWakeEvery.values.2",
      "3": "rules.twoSistersWakeEvery.values.3",
      "4": "rules.twoSistersWakeEvery.values.4",
      "5": "rules.twoSistersWakeEvery.values.5",
      "firstNightOnly": "rules.twoSistersWakeEvery.values.firstNightOnly"
    }
  },
  "threeBrothersWakeEvery": {
    "label": "rules.threeBrothersWakeEvery.label",
    "roles": [
      "threeBrothers"
    ],
    "values": {
      "1": "rules.threeBrothersWakeEvery.values.1",
      "2": "rules.threeBrothersWakeEvery.values.2",
      "3": "rules.threeBrothersWakeEvery.values.3",
      "4": "rules.threeBrothersWakeEvery.values.4",
      "5": "rules.threeBrothersWakeEvery.values.5",
      "firstNightOnly": "rules.threeBrothersWakeEvery.values.firstNightOnly"
    }
  },
  "revealOnDeath": {
    "label": "rules.revealOnDeath.label",
    "roles": [],
    "values": {
      "true": "rules.revealOnDeath.values.true",
      "false": "rules.revealOnDeath.values.false"
    }
  },
  "callAbsentRoles": {
    "label": "rules.callAbsentRoles.label",
    "roles": [],
    "values": {
      "true": "rules.callAbsentRoles.values.true",
      "false": "rules.callAbsentRoles.values.false"
    }
  },
  "nightOrder": {
    "label": "rules.nightOrder.label",
    "roles": [],
    "values": {
      "advanced": "rules.nightOrder.values.advanced",
      "chinese": "rules.nightOrder.values.chinese",
      "base": "rules.nightOrder.values.base"
    }
  },
  "seerSees": {
    "label": "rules.seerSees.label",
    "roles": [
      "seer"
    ],
    "values": {
      "faction": "rules.seerSees.values.faction",
      "card": "rules.seerSees.values.card"
    }
  },
  "electionSelfDestruct": {
    "label": "rules.electionSelfDestruct.label",
    "roles": [],
    "values": {
      "postpone": "rules.electionSelfDestruct.values.postpone",
      "lose": "rules.electionSelfDestruct.values.lose"
    }
  },
  "electionAfterSelfDestruct": {
    "label": "rules.electionAfterSelfDestruct.label",
    "roles": [],
    "values": {
      "newElection": "rules.electionAfterSelfDestruct.values.newElection",
      "sameCandidates": "rules.electionAfterSelfDestruct.values.sameCandidates"
    }
  },
  "elderAntidote": {
    "label": "rules.elderAntidote.label",
    "roles": [
      "elder",
      "witch"
    ],
    "values": {
      "spareLifeUsed": "rules.elderAntidote.values.spareLifeUsed",
      "attackCancelled": "rules.elderAntidote.values.attackCancelled"
    }
  },
  "demonVersion": {
    "label": "rules.demonVersion.label",
    "roles": [
      "demon"
    ],
    "values": {
      "online": "rules.demonVersion.values.online",
      "offline": "rules.demonVersion.values.offline"
    }
  },
  "wolfKingShootsWhenShot": {
    "label": "rules.wolfKingShootsWhenShot.label",
    "roles": [
      "wolfKing",
      "hunter"
    ],
    "values": {
      "true": "rules.wolfKingShootsWhenShot.values.true",
      "false": "rules.wolfKingShootsWhenShot.values.false"
    }
  },
  "bigBadWolfStopsAfterWolfDeath": {
    "label": "rules.bigBadWolfStopsAfterWolfDeath.label",
    "roles": [
      "bigBadWolf"
    ],
    "values": {
      "true": "rules.bigBadWolfStopsAfterWolfDeath.values.true",
      "false": "rules.bigBadWolfStopsAfterWolfDeath.values.false"
    }
  },
  "duelReads": {
    "label": "rules.duelReads.label",
    "roles": [
      "knight"
    ],
    "values": {
      "seer": "rules.duelReads.values.seer",
      "faction": "rules.duelReads.values.faction"
    }
  },
  "gargoyleRepeatCheck": {
    "label": "rules.gargoyleRepeatCheck.label",
    "roles": [
      "gargoyle"
    ],
    "values": {
      "true": "rules.gargoyleRepeatCheck.values.true",
      "false": "rules.gargoyleRepeatCheck.values.false"
    }
  },
  "wolfRobotSeerSees": {
    "label": "rules.wolfRobotSeerSees.label",
    "roles": [
      "wolfRobot"
    ],
    "values": {
      "learned": "rules.wolfRobotSeerSees.values.learned",
      "wolf": "rules.wolfRobotSeerSees.values.wolf"
    }
  },
  "dreamcatcherMayPass": {
    "label": "rules.dreamcatcherMayPass.label",
    "roles": [
      "dreamcatcher"
    ],
    "values": {
      "true": "rules.dreamcatcherMayPass.values.true",
      "false": "rules.dreamcatcherMayPass.values.false"
    }
  },
  "nightmareFearNotice": {
    "label": "rules.nightmareFearNotice.label",
    "roles": [
      "nightmare"
    ],
    "values": {
      "told": "rules.nightmareFearNotice.values.told",
      "silent": "rules.nightmareFearNotice.values.silent"
    }
  },
  "whiteWolfKingTakes": {
    "label": "rules.whiteWolfKingTakes.label",
    "roles": [
      "whiteWolfKing"
    ],
    "values": {
      "anyone": "rules.whiteWolfKingTakes.values.anyone",
      "notWolf": "rules.whiteWolfKingTakes.values.notWolf"
    }
  },
  "whiteWolfKingTargetLastWords": {
    "label": "rules.whiteWolfKingTargetLastWords.label",
    "roles": [
      "whiteWolfKing"
    ],
    "values": {
      "true": "rules.whiteWolfKingTargetLastWords.values.true",
      "false": "rules.whiteWolfKingTargetLastWords.values.false"
    }
  },
  "whiteWolfKingElectionDestruct": {
    "label": "rules.whiteWolfKingElectionDestruct.label",
    "roles": [
      "whiteWolfKing"
    ],
    "values": {
      "postpone": "rules.whiteWolfKingElectionDestruct.values.postpone",
      "lose": "rules.whiteWolfKingElectionDestruct.values.lose"
    }
  },
  "wolfBeautyNightDeathTakesCharmed": {
    "label": "rules.wolfBeautyNightDeathTakesCharmed.label",
    "roles": [
      "wolfBeauty"
    ],
    "values": {
      "true": "rules.wolfBeautyNightDeathTakesCharmed.values.true",
      "false": "rules.wolfBeautyNightDeathTakesCharmed.values.false"
    }
  },
  "magicianUses": {
    "label": "rules.magicianUses.label",
    "roles": [
      "magician"
    ],
    "values": {
      "nightly": "rules.magicianUses.values.nightly",
      "once": "rules.magicianUses.values.once"
    }
  },
  "magicianSeatOnce": {
    "label": "rules.magicianSeatOnce.label",
    "roles": [
      "magician"
    ],
    "values": {
      "true": "rules.magicianSeatOnce.values.true",
      "false": "rules.magicianSeatOnce.values.false"
    }
  },
  "crowMaySelf": {
    "label": "rules.crowMaySelf.label",
    "roles": [
      "crow"
    ],
    "values": {
      "true": "rules.crowMaySelf.values.true",
      "false": "rules.crowMaySelf.values.false"
    }
  },
  "crowRepeat": {
    "label": "rules.crowRepeat.label",
    "roles": [
      "crow"
    ],
    "values": {
      "true": "rules.crowRepeat.values.true",
      "false": "rules.crowRepeat.values.false"
    }
  },
  "crowPenalty": {
    "label": "rules.crowPenalty.label",
    "roles": [
      "crow"
    ],
    "values": {
      "1": "rules.crowPenalty.values.1",
      "2": "rules.crowPenalty.values.2"
    }
  },
  "spiritKnightDoubleReflect": {
    "label": "rules.spiritKnightDoubleReflect.label",
    "roles": [
      "spiritKnight",
      "witch"
    ],
    "values": {
      "seerOnly": "rules.spiritKnightDoubleReflect.values.seerOnly",
      "both": "rules.spiritKnightDoubleReflect.values.both"
    }
  },
  "checkEffectsFrom": {
    "label": "rules.checkEffectsFrom.label",
    "roles": [
      "psychic"
    ],
    "values": {
      "seer": "rules.checkEffectsFrom.values.seer",
      "allGoodCheckers": "rules.checkEffectsFrom.values.allGoodCheckers"
    }
  },
  "cursedFoxPoisonImmune": {
    "label": "rules.cursedFoxPoisonImmune.label",
    "roles": [
      "cursedFox",
      "witch"
    ],
    "values": {
      "true": "rules.cursedFoxPoisonImmune.values.true",
      "false": "rules.cursedFoxPoisonImmune.values.false"
    }
  },
  "mixedBloodSideKill": {
    "label": "rules.mixedBloodSideKill.label",
    "roles": [
      "mixedBlood"
    ],
    "values": {
      "mustDie": "rules.mixedBloodSideKill.values.mustDie",
      "none": "rules.mixedBloodSideKill.values.none"
    }
  }
} as const;
