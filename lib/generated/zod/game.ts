/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/game.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../input/schema-expect';
import { boardSchema } from './board';
import { customIdSchema } from './custom-id';
import { roleIdSchema } from './role-id';

const def_roleId = z.union([roleIdSchema, customIdSchema], ex({"t":"any"}));
const def_seat = z.int(ex({"t":"int"}));
const def_seatOrNone = z.union([z.int(ex({"t":"int"})), z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"int"},{"t":"null"}]}));
const def_thiefEvent = z.strictObject({
  type: z.literal("thief", ex({"t":"const","v":"thief"})),
  take: z.union([def_roleId, z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"any"},{"t":"null"}]})),
}, ex({"t":"obj"}));
const def_cupidEvent = z.strictObject({
  type: z.literal("cupid", ex({"t":"const","v":"cupid"})),
  lovers: z.array(def_seat, ex({"t":"arr","min":2,"max":2})).check(z.minLength(2, ex({"t":"arr","min":2,"max":2})), z.maxLength(2, ex({"t":"arr","min":2,"max":2}))),
}, ex({"t":"obj"}));
const def_wildChildEvent = z.strictObject({
  type: z.literal("wildChild", ex({"t":"const","v":"wildChild"})),
  model: def_seat,
}, ex({"t":"obj"}));
const def_wolfHoundEvent = z.strictObject({
  type: z.literal("wolfHound", ex({"t":"const","v":"wolfHound"})),
  side: z.enum(["village","wolves"], ex({"t":"enum","v":["village","wolves"]})),
}, ex({"t":"obj"}));
const def_guardEvent = z.strictObject({
  type: z.literal("guard", ex({"t":"const","v":"guard"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_seerEvent = z.strictObject({
  type: z.literal("seer", ex({"t":"const","v":"seer"})),
  target: def_seat,
}, ex({"t":"obj"}));
const def_wolvesEvent = z.strictObject({
  type: z.literal("wolves", ex({"t":"const","v":"wolves"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_littleGirlEvent = z.strictObject({
  type: z.literal("littleGirl", ex({"t":"const","v":"littleGirl"})),
  caught: z.boolean(ex({"t":"bool"})),
}, ex({"t":"obj"}));
const def_witchEvent = z.strictObject({
  type: z.literal("witch", ex({"t":"const","v":"witch"})),
  save: z.optional(z.union([z.boolean(ex({"t":"bool"})), def_seat], ex({"t":"or","a":[{"t":"bool"},{"t":"int"}]}))),
  poison: z.optional(def_seatOrNone),
}, ex({"t":"obj"}));
const def_wolfBeautyEvent = z.strictObject({
  type: z.literal("wolfBeauty", ex({"t":"const","v":"wolfBeauty"})),
  target: def_seat,
}, ex({"t":"obj"}));
const def_demonEvent = z.strictObject({
  type: z.literal("demon", ex({"t":"const","v":"demon"})),
  target: def_seat,
}, ex({"t":"obj"}));
const def_piperEvent = z.strictObject({
  type: z.literal("piper", ex({"t":"const","v":"piper"})),
  targets: z.array(def_seat, ex({"t":"arr","min":1,"max":2})).check(z.minLength(1, ex({"t":"arr","min":1,"max":2})), z.maxLength(2, ex({"t":"arr","min":1,"max":2}))),
}, ex({"t":"obj"}));
const def_sheriffEvent = z.strictObject({
  type: z.literal("sheriff", ex({"t":"const","v":"sheriff"})),
  seat: def_seatOrNone,
}, ex({"t":"obj"}));
const def_voteEvent = z.strictObject({
  type: z.literal("vote", ex({"t":"const","v":"vote"})),
  ballots: z.pipe(z.custom((v) => !(typeof v === 'object' && v !== null && Object.hasOwn(v, '__proto__')), { ...ex({"t":"key","re":"^[1-9][0-9]*$"}), path: ['__proto__'] }), z.record(z.string().check(z.regex(new RegExp("^[1-9][0-9]*$"), ex({"t":"key","re":"^[1-9][0-9]*$"}))), def_seatOrNone, ex({"t":"obj"}))),
}, ex({"t":"obj"}));
const def_exileEvent = z.strictObject({
  type: z.literal("exile", ex({"t":"const","v":"exile"})),
  seat: def_seatOrNone,
}, ex({"t":"obj"}));
const def_shootEvent = z.strictObject({
  type: z.literal("shoot", ex({"t":"const","v":"shoot"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_selfDestructEvent = z.strictObject({
  type: z.literal("selfDestruct", ex({"t":"const","v":"selfDestruct"})),
  seat: def_seat,
  target: z.optional(def_seatOrNone),
}, ex({"t":"obj"}));
const def_badgeEvent = z.strictObject({
  type: z.literal("badge", ex({"t":"const","v":"badge"})),
  to: def_seatOrNone,
}, ex({"t":"obj"}));
const def_scapegoatEvent = z.strictObject({
  type: z.literal("scapegoat", ex({"t":"const","v":"scapegoat"})),
  voters: z.array(def_seat, ex({"t":"arr"})),
}, ex({"t":"obj"}));
const def_nightmareEvent = z.strictObject({
  type: z.literal("nightmare", ex({"t":"const","v":"nightmare"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_dreamcatcherEvent = z.strictObject({
  type: z.literal("dreamcatcher", ex({"t":"const","v":"dreamcatcher"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_gargoyleEvent = z.strictObject({
  type: z.literal("gargoyle", ex({"t":"const","v":"gargoyle"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_psychicEvent = z.strictObject({
  type: z.literal("psychic", ex({"t":"const","v":"psychic"})),
  target: def_seat,
}, ex({"t":"obj"}));
const def_wolfRobotEvent = z.strictObject({
  type: z.literal("wolfRobot", ex({"t":"const","v":"wolfRobot"})),
  target: z.optional(def_seatOrNone),
  save: z.optional(z.boolean(ex({"t":"bool"}))),
  poison: z.optional(def_seatOrNone),
  swap: z.optional(z.union([z.array(def_seat, ex({"t":"arr","min":2,"max":2})).check(z.minLength(2, ex({"t":"arr","min":2,"max":2})), z.maxLength(2, ex({"t":"arr","min":2,"max":2}))), z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"arr","min":2,"max":2},{"t":"null"}]}))),
}, ex({"t":"obj"}));
const def_duelEvent = z.strictObject({
  type: z.literal("duel", ex({"t":"const","v":"duel"})),
  target: def_seat,
}, ex({"t":"obj"}));
const def_judgeEvent = z.strictObject({
  type: z.literal("judge", ex({"t":"const","v":"judge"})),
}, ex({"t":"obj"}));
const def_magicianEvent = z.strictObject({
  type: z.literal("magician", ex({"t":"const","v":"magician"})),
  swap: z.union([z.array(def_seat, ex({"t":"arr","min":2,"max":2})).check(z.minLength(2, ex({"t":"arr","min":2,"max":2})), z.maxLength(2, ex({"t":"arr","min":2,"max":2}))), z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"arr","min":2,"max":2},{"t":"null"}]})),
}, ex({"t":"obj"}));
const def_crowEvent = z.strictObject({
  type: z.literal("crow", ex({"t":"const","v":"crow"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_witcherEvent = z.strictObject({
  type: z.literal("witcher", ex({"t":"const","v":"witcher"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_mixedBloodEvent = z.strictObject({
  type: z.literal("mixedBlood", ex({"t":"const","v":"mixedBlood"})),
  idol: def_seat,
}, ex({"t":"obj"}));
const def_bigBadWolfEvent = z.strictObject({
  type: z.literal("bigBadWolf", ex({"t":"const","v":"bigBadWolf"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_wolfCubEvent = z.strictObject({
  type: z.literal("wolfCub", ex({"t":"const","v":"wolfCub"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_pureWhiteEvent = z.strictObject({
  type: z.literal("pureWhite", ex({"t":"const","v":"pureWhite"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_wolfWitchEvent = z.strictObject({
  type: z.literal("wolfWitch", ex({"t":"const","v":"wolfWitch"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_foxEvent = z.strictObject({
  type: z.literal("fox", ex({"t":"const","v":"fox"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_accursedWolfFatherEvent = z.strictObject({
  type: z.literal("accursedWolfFather", ex({"t":"const","v":"accursedWolfFather"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_mirrorSeerEvent = z.strictObject({
  type: z.literal("mirrorSeer", ex({"t":"const","v":"mirrorSeer"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_whiteWerewolfEvent = z.strictObject({
  type: z.literal("whiteWerewolf", ex({"t":"const","v":"whiteWerewolf"})),
  target: def_seatOrNone,
}, ex({"t":"obj"}));
const def_customEvent = z.strictObject({
  type: customIdSchema,
  target: z.optional(def_seatOrNone),
  targets: z.optional(z.array(def_seat, ex({"t":"arr","min":1,"max":2})).check(z.minLength(1, ex({"t":"arr","min":1,"max":2})), z.maxLength(2, ex({"t":"arr","min":1,"max":2})))),
  lovers: z.optional(z.array(def_seat, ex({"t":"arr","min":1,"max":2})).check(z.minLength(1, ex({"t":"arr","min":1,"max":2})), z.maxLength(2, ex({"t":"arr","min":1,"max":2})))),
  swap: z.optional(z.union([z.array(def_seat, ex({"t":"arr","min":2,"max":2})).check(z.minLength(2, ex({"t":"arr","min":2,"max":2})), z.maxLength(2, ex({"t":"arr","min":2,"max":2}))), z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"arr","min":2,"max":2},{"t":"null"}]}))),
  save: z.optional(z.union([z.boolean(ex({"t":"bool"})), def_seat], ex({"t":"or","a":[{"t":"bool"},{"t":"int"}]}))),
  poison: z.optional(def_seatOrNone),
  caught: z.optional(z.boolean(ex({"t":"bool"}))),
  side: z.optional(z.enum(["village","wolves"], ex({"t":"enum","v":["village","wolves"]}))),
  take: z.optional(z.union([def_roleId, z.null(ex({"t":"null"}))], ex({"t":"or","a":[{"t":"any"},{"t":"null"}]}))),
}, ex({"t":"obj"}));
const def_event = z.union([def_thiefEvent, def_cupidEvent, def_wildChildEvent, def_guardEvent, def_seerEvent, def_wolvesEvent, def_littleGirlEvent, def_witchEvent, def_wolfBeautyEvent, def_demonEvent, def_piperEvent, def_sheriffEvent, def_voteEvent, def_exileEvent, def_shootEvent, def_selfDestructEvent, def_badgeEvent, def_scapegoatEvent, def_nightmareEvent, def_dreamcatcherEvent, def_gargoyleEvent, def_psychicEvent, def_wolfRobotEvent, def_duelEvent, def_judgeEvent, def_magicianEvent, def_crowEvent, def_witcherEvent, def_mixedBloodEvent, def_bigBadWolfEvent, def_wolfCubEvent, def_pureWhiteEvent, def_wolfWitchEvent, def_foxEvent, def_accursedWolfFatherEvent, def_wolfHoundEvent, def_mirrorSeerEvent, def_whiteWerewolfEvent, def_customEvent], ex({"t":"obj"}));
export const gameSchema = z.strictObject({
  $schema: z.optional(z.string(ex({"t":"str"}))),
  board: boardSchema,
  seats: z.array(def_roleId, ex({"t":"arr","max":30})).check(z.maxLength(30, ex({"t":"arr","max":30}))),
  bottom: z.optional(z.array(def_roleId, ex({"t":"arr","min":2,"max":2})).check(z.minLength(2, ex({"t":"arr","min":2,"max":2})), z.maxLength(2, ex({"t":"arr","min":2,"max":2})))),
  seed: z.optional(z.union([z.int(ex({"t":"int"})), z.string(ex({"t":"str"}))], ex({"t":"or","a":[{"t":"int"},{"t":"str"}]}))),
  names: z.optional(z.array(z.string(ex({"t":"str","max":60})).check(z.maxLength(60, ex({"t":"str","max":60}))), ex({"t":"arr","max":30})).check(z.maxLength(30, ex({"t":"arr","max":30})))),
  meta: z.optional(z.record(z.string(), z.unknown(), ex({"t":"obj"}))),
  events: z.array(def_event, ex({"t":"arr"})),
}, ex({"t":"obj"}));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const gameDefinitions = { "roleId": def_roleId, "seat": def_seat, "seatOrNone": def_seatOrNone, "thiefEvent": def_thiefEvent, "cupidEvent": def_cupidEvent, "wildChildEvent": def_wildChildEvent, "wolfHoundEvent": def_wolfHoundEvent, "guardEvent": def_guardEvent, "seerEvent": def_seerEvent, "wolvesEvent": def_wolvesEvent, "littleGirlEvent": def_littleGirlEvent, "witchEvent": def_witchEvent, "wolfBeautyEvent": def_wolfBeautyEvent, "demonEvent": def_demonEvent, "piperEvent": def_piperEvent, "sheriffEvent": def_sheriffEvent, "voteEvent": def_voteEvent, "exileEvent": def_exileEvent, "shootEvent": def_shootEvent, "selfDestructEvent": def_selfDestructEvent, "badgeEvent": def_badgeEvent, "scapegoatEvent": def_scapegoatEvent, "nightmareEvent": def_nightmareEvent, "dreamcatcherEvent": def_dreamcatcherEvent, "gargoyleEvent": def_gargoyleEvent, "psychicEvent": def_psychicEvent, "wolfRobotEvent": def_wolfRobotEvent, "duelEvent": def_duelEvent, "judgeEvent": def_judgeEvent, "magicianEvent": def_magicianEvent, "crowEvent": def_crowEvent, "witcherEvent": def_witcherEvent, "mixedBloodEvent": def_mixedBloodEvent, "bigBadWolfEvent": def_bigBadWolfEvent, "wolfCubEvent": def_wolfCubEvent, "pureWhiteEvent": def_pureWhiteEvent, "wolfWitchEvent": def_wolfWitchEvent, "foxEvent": def_foxEvent, "accursedWolfFatherEvent": def_accursedWolfFatherEvent, "mirrorSeerEvent": def_mirrorSeerEvent, "whiteWerewolfEvent": def_whiteWerewolfEvent, "customEvent": def_customEvent, "event": def_event };
