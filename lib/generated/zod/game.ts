/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: schemas/game.schema.json. Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import * as z from 'zod/mini';
import { ex } from '../../schema-expect';
import { boardSchema } from './board';
import { roleIdSchema } from './role-id';

const def_roleId = roleIdSchema;
const def_seat = z.int(ex("a whole number"));
const def_seatOrNone = z.union([z.int(ex("a whole number")), z.null(ex("null"))], ex("a whole number or null"));
const def_thiefEvent = z.strictObject({
  type: z.literal("thief", ex("\"thief\"")),
  take: z.union([def_roleId, z.null(ex("null"))], ex("a valid value or null")),
}, ex("an object"));
const def_cupidEvent = z.strictObject({
  type: z.literal("cupid", ex("\"cupid\"")),
  lovers: z.array(def_seat, ex("a list of 2 items")).check(z.minLength(2, ex("a list of 2 items")), z.maxLength(2, ex("a list of 2 items"))),
}, ex("an object"));
const def_wildChildEvent = z.strictObject({
  type: z.literal("wildChild", ex("\"wildChild\"")),
  model: def_seat,
}, ex("an object"));
const def_guardEvent = z.strictObject({
  type: z.literal("guard", ex("\"guard\"")),
  target: def_seatOrNone,
}, ex("an object"));
const def_seerEvent = z.strictObject({
  type: z.literal("seer", ex("\"seer\"")),
  target: def_seat,
}, ex("an object"));
const def_wolvesEvent = z.strictObject({
  type: z.literal("wolves", ex("\"wolves\"")),
  target: def_seatOrNone,
}, ex("an object"));
const def_littleGirlEvent = z.strictObject({
  type: z.literal("littleGirl", ex("\"littleGirl\"")),
  caught: z.boolean(ex("true or false")),
}, ex("an object"));
const def_witchEvent = z.strictObject({
  type: z.literal("witch", ex("\"witch\"")),
  save: z.optional(z.boolean(ex("true or false"))),
  poison: z.optional(def_seatOrNone),
}, ex("an object"));
const def_wolfBeautyEvent = z.strictObject({
  type: z.literal("wolfBeauty", ex("\"wolfBeauty\"")),
  target: def_seat,
}, ex("an object"));
const def_demonEvent = z.strictObject({
  type: z.literal("demon", ex("\"demon\"")),
  target: def_seat,
}, ex("an object"));
const def_piperEvent = z.strictObject({
  type: z.literal("piper", ex("\"piper\"")),
  targets: z.array(def_seat, ex("a list of at least 1 and at most 2 items")).check(z.minLength(1, ex("a list of at least 1 and at most 2 items")), z.maxLength(2, ex("a list of at least 1 and at most 2 items"))),
}, ex("an object"));
const def_sheriffEvent = z.strictObject({
  type: z.literal("sheriff", ex("\"sheriff\"")),
  seat: def_seatOrNone,
}, ex("an object"));
const def_voteEvent = z.strictObject({
  type: z.literal("vote", ex("\"vote\"")),
  ballots: z.record(z.string().check(z.regex(new RegExp("^[0-9]+$"), ex("a key matching ^[0-9]+$"))), def_seatOrNone, ex("an object")),
}, ex("an object"));
const def_exileEvent = z.strictObject({
  type: z.literal("exile", ex("\"exile\"")),
  seat: def_seatOrNone,
}, ex("an object"));
const def_shootEvent = z.strictObject({
  type: z.literal("shoot", ex("\"shoot\"")),
  target: def_seatOrNone,
}, ex("an object"));
const def_selfDestructEvent = z.strictObject({
  type: z.literal("selfDestruct", ex("\"selfDestruct\"")),
  seat: def_seat,
  target: z.optional(def_seatOrNone),
}, ex("an object"));
const def_badgeEvent = z.strictObject({
  type: z.literal("badge", ex("\"badge\"")),
  to: def_seatOrNone,
}, ex("an object"));
const def_scapegoatEvent = z.strictObject({
  type: z.literal("scapegoat", ex("\"scapegoat\"")),
  voters: z.array(def_seat, ex("a list")),
}, ex("an object"));
const def_nightmareEvent = z.strictObject({
  type: z.literal("nightmare", ex("\"nightmare\"")),
  target: def_seatOrNone,
}, ex("an object"));
const def_dreamcatcherEvent = z.strictObject({
  type: z.literal("dreamcatcher", ex("\"dreamcatcher\"")),
  target: def_seatOrNone,
}, ex("an object"));
const def_gargoyleEvent = z.strictObject({
  type: z.literal("gargoyle", ex("\"gargoyle\"")),
  target: def_seatOrNone,
}, ex("an object"));
const def_psychicEvent = z.strictObject({
  type: z.literal("psychic", ex("\"psychic\"")),
  target: def_seat,
}, ex("an object"));
const def_wolfRobotEvent = z.strictObject({
  type: z.literal("wolfRobot", ex("\"wolfRobot\"")),
  target: z.optional(def_seatOrNone),
  save: z.optional(z.boolean(ex("true or false"))),
  poison: z.optional(def_seatOrNone),
}, ex("an object"));
const def_duelEvent = z.strictObject({
  type: z.literal("duel", ex("\"duel\"")),
  target: def_seat,
}, ex("an object"));
const def_magicianEvent = z.strictObject({
  type: z.literal("magician", ex("\"magician\"")),
  swap: z.union([z.array(def_seat, ex("a list of 2 items")).check(z.minLength(2, ex("a list of 2 items")), z.maxLength(2, ex("a list of 2 items"))), z.null(ex("null"))], ex("a list of 2 items or null")),
}, ex("an object"));
const def_crowEvent = z.strictObject({
  type: z.literal("crow", ex("\"crow\"")),
  target: def_seatOrNone,
}, ex("an object"));
const def_witcherEvent = z.strictObject({
  type: z.literal("witcher", ex("\"witcher\"")),
  target: def_seatOrNone,
}, ex("an object"));
const def_mixedBloodEvent = z.strictObject({
  type: z.literal("mixedBlood", ex("\"mixedBlood\"")),
  idol: def_seat,
}, ex("an object"));
const def_event = z.union([def_thiefEvent, def_cupidEvent, def_wildChildEvent, def_guardEvent, def_seerEvent, def_wolvesEvent, def_littleGirlEvent, def_witchEvent, def_wolfBeautyEvent, def_demonEvent, def_piperEvent, def_sheriffEvent, def_voteEvent, def_exileEvent, def_shootEvent, def_selfDestructEvent, def_badgeEvent, def_scapegoatEvent, def_nightmareEvent, def_dreamcatcherEvent, def_gargoyleEvent, def_psychicEvent, def_wolfRobotEvent, def_duelEvent, def_magicianEvent, def_crowEvent, def_witcherEvent, def_mixedBloodEvent], ex("an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object or an object"));
export const gameSchema = z.strictObject({
  $schema: z.optional(z.string(ex("text"))),
  board: boardSchema,
  seats: z.array(def_roleId, ex("a list of at most 30 items")).check(z.maxLength(30, ex("a list of at most 30 items"))),
  bottom: z.optional(z.array(def_roleId, ex("a list of 2 items")).check(z.minLength(2, ex("a list of 2 items")), z.maxLength(2, ex("a list of 2 items")))),
  seed: z.optional(z.union([z.int(ex("a whole number")), z.string(ex("text"))], ex("a whole number or text"))),
  names: z.optional(z.array(z.string(ex("text of at most 60 characters")).check(z.maxLength(60, ex("text of at most 60 characters"))), ex("a list of at most 30 items")).check(z.maxLength(30, ex("a list of at most 30 items")))),
  meta: z.optional(z.record(z.string(), z.unknown(), ex("an object"))),
  events: z.array(def_event, ex("a list")),
}, ex("an object"));

/** The schema's definitions, by name (e.g. one schema per event type). */
export const gameDefinitions = { "roleId": def_roleId, "seat": def_seat, "seatOrNone": def_seatOrNone, "thiefEvent": def_thiefEvent, "cupidEvent": def_cupidEvent, "wildChildEvent": def_wildChildEvent, "guardEvent": def_guardEvent, "seerEvent": def_seerEvent, "wolvesEvent": def_wolvesEvent, "littleGirlEvent": def_littleGirlEvent, "witchEvent": def_witchEvent, "wolfBeautyEvent": def_wolfBeautyEvent, "demonEvent": def_demonEvent, "piperEvent": def_piperEvent, "sheriffEvent": def_sheriffEvent, "voteEvent": def_voteEvent, "exileEvent": def_exileEvent, "shootEvent": def_shootEvent, "selfDestructEvent": def_selfDestructEvent, "badgeEvent": def_badgeEvent, "scapegoatEvent": def_scapegoatEvent, "nightmareEvent": def_nightmareEvent, "dreamcatcherEvent": def_dreamcatcherEvent, "gargoyleEvent": def_gargoyleEvent, "psychicEvent": def_psychicEvent, "wolfRobotEvent": def_wolfRobotEvent, "duelEvent": def_duelEvent, "magicianEvent": def_magicianEvent, "crowEvent": def_crowEvent, "witcherEvent": def_witcherEvent, "mixedBloodEvent": def_mixedBloodEvent, "event": def_event };
