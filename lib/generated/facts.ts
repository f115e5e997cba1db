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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": "idiotCountsAs"
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
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
    "groupRule": null
  }
} as const;

/** Per house rule: its label (quoted in messages) and the roles it concerns (all must be among the cards for it to matter). */
export const RULE_FACTS = {
  "family": {
    "label": "rules.family.label",
    "roles": []
  },
  "winCondition": {
    "label": "rules.winCondition.label",
    "roles": []
  },
  "idiotCountsAs": {
    "label": "rules.idiotCountsAs.label",
    "roles": [
      "idiot"
    ]
  },
  "sheriff": {
    "label": "rules.sheriff.label",
    "roles": []
  },
  "sheriffVote": {
    "label": "rules.sheriffVote.label",
    "roles": []
  },
  "sheriffBreaksTies": {
    "label": "rules.sheriffBreaksTies.label",
    "roles": []
  },
  "sheriffElection": {
    "label": "rules.sheriffElection.label",
    "roles": []
  },
  "tieRule": {
    "label": "rules.tieRule.label",
    "roles": []
  },
  "witchSelfSave": {
    "label": "rules.witchSelfSave.label",
    "roles": [
      "witch"
    ]
  },
  "witchPotionsPerNight": {
    "label": "rules.witchPotionsPerNight.label",
    "roles": [
      "witch"
    ]
  },
  "witchSeesVictimAfterAntidote": {
    "label": "rules.witchSeesVictimAfterAntidote.label",
    "roles": [
      "witch"
    ]
  },
  "guardAndAntidoteCancel": {
    "label": "rules.guardAndAntidoteCancel.label",
    "roles": [
      "guard",
      "witch"
    ]
  },
  "hunterShootsWhenPoisoned": {
    "label": "rules.hunterShootsWhenPoisoned.label",
    "roles": [
      "hunter",
      "witch"
    ]
  },
  "hunterShootsOnHeartbreak": {
    "label": "rules.hunterShootsOnHeartbreak.label",
    "roles": [
      "hunter",
      "cupid"
    ]
  },
  "wolvesMayKillWolf": {
    "label": "rules.wolvesMayKillWolf.label",
    "roles": []
  },
  "selfDestruct": {
    "label": "rules.selfDestruct.label",
    "roles": []
  },
  "selfDestructLastWords": {
    "label": "rules.selfDestructLastWords.label",
    "roles": []
  },
  "thiefMayKeep": {
    "label": "rules.thiefMayKeep.label",
    "roles": [
      "thief"
    ]
  },
  "thiefWolfRule": {
    "label": "rules.thiefWolfRule.label",
    "roles": [
      "thief"
    ]
  },
  "thiefBottomControl": {
    "label": "rules.thiefBottomControl.label",
    "roles": [
      "thief"
    ]
  },
  "elderRevealedIdiotDies": {
    "label": "rules.elderRevealedIdiotDies.label",
    "roles": [
      "elder",
      "idiot"
    ]
  },
  "piperMustBeAlive": {
    "label": "rules.piperMustBeAlive.label",
    "roles": [
      "piper"
    ]
  },
  "lastWords": {
    "label": "rules.lastWords.label",
    "roles": []
  },
  "lastWordsCount": {
    "label": "rules.lastWordsCount.label",
    "roles": []
  },
  "heartbreakLastWords": {
    "label": "rules.heartbreakLastWords.label",
    "roles": [
      "cupid"
    ]
  },
  "revealOnDeath": {
    "label": "rules.revealOnDeath.label",
    "roles": []
  },
  "callAbsentRoles": {
    "label": "rules.callAbsentRoles.label",
    "roles": []
  },
  "nightOrder": {
    "label": "rules.nightOrder.label",
    "roles": []
  },
  "seerSees": {
    "label": "rules.seerSees.label",
    "roles": [
      "seer"
    ]
  },
  "electionSelfDestruct": {
    "label": "rules.electionSelfDestruct.label",
    "roles": []
  },
  "elderAntidote": {
    "label": "rules.elderAntidote.label",
    "roles": [
      "elder",
      "witch"
    ]
  },
  "demonVersion": {
    "label": "rules.demonVersion.label",
    "roles": [
      "demon"
    ]
  },
  "wolfKingShootsWhenShot": {
    "label": "rules.wolfKingShootsWhenShot.label",
    "roles": [
      "wolfKing",
      "hunter"
    ]
  },
  "duelReads": {
    "label": "rules.duelReads.label",
    "roles": [
      "knight"
    ]
  },
  "gargoyleRepeatCheck": {
    "label": "rules.gargoyleRepeatCheck.label",
    "roles": [
      "gargoyle"
    ]
  },
  "wolfRobotSeerSees": {
    "label": "rules.wolfRobotSeerSees.label",
    "roles": [
      "wolfRobot"
    ]
  },
  "dreamcatcherMayPass": {
    "label": "rules.dreamcatcherMayPass.label",
    "roles": [
      "dreamcatcher"
    ]
  },
  "nightmareFearNotice": {
    "label": "rules.nightmareFearNotice.label",
    "roles": [
      "nightmare"
    ]
  },
  "whiteWolfKingElectionDestruct": {
    "label": "rules.whiteWolfKingElectionDestruct.label",
    "roles": [
      "whiteWolfKing"
    ]
  }
} as const;
