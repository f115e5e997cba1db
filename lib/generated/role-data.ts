/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/role-id.schema.json (scripts/generate.ts). Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import villager from '../../data/roles/villager.json';
import werewolf from '../../data/roles/werewolf.json';
import whiteWolfKing from '../../data/roles/whiteWolfKing.json';
import wolfBeauty from '../../data/roles/wolfBeauty.json';
import demon from '../../data/roles/demon.json';
import seer from '../../data/roles/seer.json';
import witch from '../../data/roles/witch.json';
import hunter from '../../data/roles/hunter.json';
import guard from '../../data/roles/guard.json';
import idiot from '../../data/roles/idiot.json';
import elder from '../../data/roles/elder.json';
import cupid from '../../data/roles/cupid.json';
import thief from '../../data/roles/thief.json';
import littleGirl from '../../data/roles/littleGirl.json';
import piper from '../../data/roles/piper.json';
import scapegoat from '../../data/roles/scapegoat.json';
import wildChild from '../../data/roles/wildChild.json';
import wolfKing from '../../data/roles/wolfKing.json';
import knight from '../../data/roles/knight.json';
import gargoyle from '../../data/roles/gargoyle.json';
import graveKeeper from '../../data/roles/graveKeeper.json';
import wolfRobot from '../../data/roles/wolfRobot.json';
import psychic from '../../data/roles/psychic.json';
import dreamcatcher from '../../data/roles/dreamcatcher.json';
import nightmare from '../../data/roles/nightmare.json';
import bloodMoon from '../../data/roles/bloodMoon.json';
import witcher from '../../data/roles/witcher.json';
import magician from '../../data/roles/magician.json';
import crow from '../../data/roles/crow.json';
import spiritKnight from '../../data/roles/spiritKnight.json';
import mixedBlood from '../../data/roles/mixedBlood.json';
import cursedFox from '../../data/roles/cursedFox.json';
import hiddenWolf from '../../data/roles/hiddenWolf.json';
import bigBadWolf from '../../data/roles/bigBadWolf.json';
import wolfCub from '../../data/roles/wolfCub.json';
import mason from '../../data/roles/mason.json';
import threeBrothers from '../../data/roles/threeBrothers.json';
import twoSisters from '../../data/roles/twoSisters.json';
import lycan from '../../data/roles/lycan.json';
import minion from '../../data/roles/minion.json';
import prince from '../../data/roles/prince.json';
import villagerVillager from '../../data/roles/villagerVillager.json';
import pureWhite from '../../data/roles/pureWhite.json';
import wolfWitch from '../../data/roles/wolfWitch.json';
import bearTamer from '../../data/roles/bearTamer.json';
import fox from '../../data/roles/fox.json';
import rustySwordKnight from '../../data/roles/rustySwordKnight.json';
import tanner from '../../data/roles/tanner.json';
import cursed from '../../data/roles/cursed.json';
import accursedWolfFather from '../../data/roles/accursedWolfFather.json';
import wolfHound from '../../data/roles/wolfHound.json';
import stutteringJudge from '../../data/roles/stutteringJudge.json';
import mirrorSeer from '../../data/roles/mirrorSeer.json';
import angel from '../../data/roles/angel.json';

/** Every data/roles/ID.json, by id in catalogue order. */
export const ROLE_DATA = {
  villager,
  werewolf,
  whiteWolfKing,
  wolfBeauty,
  demon,
  seer,
  witch,
  hunter,
  guard,
  idiot,
  elder,
  cupid,
  thief,
  littleGirl,
  piper,
  scapegoat,
  wildChild,
  wolfKing,
  knight,
  gargoyle,
  graveKeeper,
  wolfRobot,
  psychic,
  dreamcatcher,
  nightmare,
  bloodMoon,
  witcher,
  magician,
  crow,
  spiritKnight,
  mixedBlood,
  cursedFox,
  hiddenWolf,
  bigBadWolf,
  wolfCub,
  mason,
  threeBrothers,
  twoSisters,
  lycan,
  minion,
  prince,
  villagerVillager,
  pureWhite,
  wolfWitch,
  bearTamer,
  fox,
  rustySwordKnight,
  tanner,
  cursed,
  accursedWolfFather,
  wolfHound,
  stutteringJudge,
  mirrorSeer,
  angel,
};
