/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/role-id.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';

export const roleIdSchema = z.enum(["villager","werewolf","whiteWolfKing","wolfBeauty","demon","seer","witch","hunter","guard","idiot","elder","cupid","thief","littleGirl","piper","scapegoat","wildChild","wolfKing","knight","gargoyle","graveKeeper","wolfRobot","psychic","dreamcatcher","nightmare","bloodMoon","witcher","magician","crow","spiritKnight","mixedBlood","cursedFox","hiddenWolf","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","lycan","minion","prince","villagerVillager","pureWhite","wolfWitch","bearTamer","fox","rustySwordKnight","tanner","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer","angel"], ex({"t":"enum","v":["villager","werewolf","whiteWolfKing","wolfBeauty","demon","seer","witch","hunter","guard","idiot","elder","cupid","thief","littleGirl","piper","scapegoat","wildChild","wolfKing","knight","gargoyle","graveKeeper","wolfRobot","psychic","dreamcatcher","nightmare","bloodMoon","witcher","magician","crow","spiritKnight","mixedBlood","cursedFox","hiddenWolf","bigBadWolf","wolfCub","mason","threeBrothers","twoSisters","lycan","minion","prince","villagerVillager","pureWhite","wolfWitch","bearTamer","fox","rustySwordKnight","tanner","cursed","accursedWolfFather","wolfHound","stutteringJudge","mirrorSeer","angel"]}));
