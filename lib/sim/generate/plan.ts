// The generator's input checked and completed: every default filled in, every problem a GenerateError
// that names it (the CLI exits 2 with it, a page shows it next to the field).
import { FAMILIES, type Family } from '../../catalogue/rules';
import type { RoleId } from '../../catalogue/roles';
import type { CardId, CardRole } from '../../catalogue/card-role';
import { cardIdsOf, rolesOf } from '../../catalogue/custom';
import { BASIC_TABLE } from '../../validator/wolves';
import {
  DEFAULT_CANDIDATES,
  DEFAULT_COUNT,
  DEFAULT_GAMES,
  DEFAULT_TARGET,
  GenerateError,
  MAX_CANDIDATES,
  MAX_GAMES,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type GenerateInput,
  type GeneratePlan,
} from './types';

export const PLAIN: readonly RoleId[] = ['villager', 'werewolf'];
/** A special card: any card but the plain villager and the plain werewolf. */
export const isSpecial = (id: CardId): boolean => !PLAIN.includes(id as RoleId);

/**
 * The wolf cards a board of this size usually has: a third of the table in the Chinese family (the
 * 12-player standard board has 4 wolves, the 9-player one 3: docs/rules.md, The deck and the basic
 * configuration), the Millers Hollow configuration table in that family (2 wolves up to 11 players, 3 up
 * to 17, 4 at 18), continued at about one wolf in four and a half players.
 */
export function standardWolves(players: number, family: Family): number {
  if (family !== 'millersHollow') return Math.max(2, Math.round(players / 3));
  return BASIC_TABLE[players]?.wolves ?? Math.max(2, Math.floor(players / 4.5));
}

/** The usual number of special cards for a table: about a quarter to five twelfths of the players (5 at 12: 4 gods and a wolf). */
export function standardSpecials(players: number): { min: number; max: number } {
  return { min: Math.max(1, Math.round(players / 4)), max: Math.round((players * 5) / 12) };
}

const whole = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);

function range(field: string, x: unknown, min: number, max: number): number {
  if (!whole(x) || x < min || x > max) throw new GenerateError(field, { min, max, got: String(x) });
  return x;
}

/** The fewest cards of a role a deck holds when it holds any: a card dealt as a set its `copies.min` (the two sisters: 2), else 1. */
export const fewestOf = (role: Pick<CardRole, 'copies'>): number => role.copies?.min ?? 1;

type Cards = Readonly<Record<CardId, CardRole>>;
const known = (roles: Cards, id: string): id is CardId => Object.hasOwn(roles, id);
/** A card the lab can play: every catalogue card; a custom card unless it is text only (the judge resolves it by hand). */
export const playable = (role: Pick<CardRole, 'custom'>): boolean => role.custom?.textOnly !== true;

/** The cards allowed with their counts (a unique card at most once, a set card at most its `copies.max`; every playable card when none is given). */
function allowedOf(input: GenerateInput, players: number, cards: readonly CardId[], roles: Cards): Partial<Record<CardId, number>> {
  const most = (id: CardId) => roles[id].copies?.max ?? (roles[id].unique ? 1 : players);
  const allow: Partial<Record<CardId, number>> = {};
  if (!input.allow) {
    for (const id of cards) if (playable(roles[id])) allow[id] = most(id);
    return allow;
  }
  for (const [id, n] of Object.entries(input.allow)) {
    const count = allowedCount(roles, id, n);
    if (count > 0) allow[id as CardId] = Math.min(count, most(id as CardId));
  }
  return allow;
}

/** A card named in the input: known (a catalogue card or one of the custom cards given) and playable by the lab. */
function knownCard(roles: Cards, id: string): CardId {
  if (!known(roles, id)) throw new GenerateError('unknownCard', { id });
  if (!playable(roles[id])) throw new GenerateError('textOnly', { id, name: roles[id].name });
  return id;
}

/** One allowed card's count as given: a known card, a whole number ≥ 0. */
function allowedCount(roles: Cards, id: string, n: unknown): number {
  if (!whole(n) || n < 0) throw new GenerateError('allowCount', { id, got: String(n) });
  if (n > 0) knownCard(roles, id);
  else if (!known(roles, id)) throw new GenerateError('unknownCard', { id });
  return n;
}

/** The cards that must be in: known, allowed, each once in the list. */
function requiredOf(input: GenerateInput, allow: Partial<Record<CardId, number>>, roles: Cards): CardId[] {
  const require: CardId[] = [];
  for (const raw of input.require ?? []) {
    const id = knownCard(roles, raw);
    if ((allow[id] ?? 0) < fewestOf(roles[id])) throw new GenerateError('requiredNotAllowed', { id });
    if (!require.includes(id)) require.push(id);
  }
  return require;
}

/** The village's target band in percent: 0 ≤ low ≤ high ≤ 100. */
function targetOf(input: GenerateInput): { low: number; high: number } {
  const target = input.target ?? DEFAULT_TARGET;
  const ok = Number.isFinite(target.low) && Number.isFinite(target.high) && target.low >= 0 && target.high <= 100 && target.low <= target.high;
  if (!ok) throw new GenerateError('target', { low: String(target.low), high: String(target.high) });
  return target;
}

/** The input checked, with its defaults; throws GenerateError naming the first problem. */
export function planOf(input: GenerateInput): GeneratePlan {
  const players = range('players', input.players, MIN_PLAYERS, MAX_PLAYERS);
  const family: Family = input.family ?? 'langrensha';
  if (!Object.hasOwn(FAMILIES, family)) throw new GenerateError('family', { got: String(family), families: Object.keys(FAMILIES).join(', ') });
  const customRoles = input.customRoles ?? [];
  const cards = cardIdsOf({ customRoles: [...customRoles] });
  const roles = rolesOf({ customRoles: [...customRoles] });
  const allow = allowedOf(input, players, cards, roles);
  const require = requiredOf(input, allow, roles);
  const specials = input.specials ?? standardSpecials(players);
  range('specials', specials.min, 0, players);
  range('specials', specials.max, specials.min, players);
  const target = targetOf(input);
  const count = range('count', input.count ?? DEFAULT_COUNT, 1, MAX_CANDIDATES);
  const candidates = range('candidates', input.candidates ?? Math.max(DEFAULT_CANDIDATES, count), count, MAX_CANDIDATES);
  const games = range('games', input.games ?? DEFAULT_GAMES, 1, MAX_GAMES);
  const seed = input.seed ?? 1;
  if (!(typeof seed === 'string' || Number.isFinite(seed))) throw new GenerateError('seed', { got: String(seed) });
  const plan: GeneratePlan = {
    players,
    family,
    rules: { ...input.rules, family },
    allow,
    require,
    customRoles,
    cards,
    roles,
    specials: { min: specials.min, max: specials.max },
    target: { low: target.low / 100, high: target.high / 100 },
    count,
    candidates,
    games,
    seed,
    wolves: standardWolves(players, family),
  };
  return plan;
}
