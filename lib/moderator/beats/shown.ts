// One value of a tell or an answer in words, by the type its power declares (ShownType): seats as labels, cards
// by name, a check's verdict; and the message variant a value selects (nobody, wolf or good, not, shown, to).
import { roleName } from '../../catalogue';
import { isRoleId } from '../../catalogue/roles';
import type { Seat, ShownFields, ShownType, ShownValue } from '../../engine/types';
import { t, type Lang, type TextRef } from '../../i18n';
import { seatLabel } from '../seats';
import { isMKey, listOf, mt } from '../text';

export type Names = readonly string[] | undefined;
/** The game's cards by id (GameContext.cards), for the names of its custom cards (docs/rules.md, Custom roles). */
export type CardNames = Readonly<Record<string, { readonly name: TextRef }>> | undefined;

/** A card by its name: the game's card (a custom card's inline words), else the catalogue's; an unknown id as written. */
function cardText(v: unknown, lang: Lang, cards: CardNames): string {
  const id = String(v);
  if (cards && Object.hasOwn(cards, id)) return t(cards[id].name, lang);
  return isRoleId(id) ? roleName(id, lang) : id;
}

export const seatsText = (xs: readonly Seat[], names: Names, lang: Lang): string =>
  xs.length
    ? listOf(
        xs.map((x) => seatLabel(x, names, lang)),
        lang,
      )
    : mt('nobody', lang);

/** A check's verdict: good, a wolf, or the card seen. */
const verdict = (v: ShownValue, lang: Lang, cards: CardNames): string =>
  v === 'good' ? mt('answer.good', lang) : v === 'wolf' ? mt('answer.wolf', lang) : cardText(v, lang, cards);

type Worded = string | number | null;
const WORDS: Record<ShownType, (v: ShownValue, lang: Lang, names: Names, cards: CardNames) => Worded> = {
  seat: (v, lang, names) => (typeof v === 'number' ? seatLabel(v, names, lang) : null),
  seats: (v, lang, names) => seatsText(v as readonly Seat[], names, lang),
  card: (v, lang, _names, cards) => (v ? cardText(v, lang, cards) : null),
  toCard: (v, lang, _names, cards) => (v ? cardText(v, lang, cards) : null),
  cards: (v, lang, _names, cards) =>
    listOf(
      (v as readonly string[]).map((c) => cardText(c, lang, cards)),
      lang,
    ),
  seatCards: (v, lang, names, cards) =>
    listOf(
      (v as readonly { seat: Seat; role: string }[]).map((c) => `${seatLabel(c.seat, names, lang)} ${cardText(c.role, lang, cards)}`),
      lang,
    ),
  count: (v) => (typeof v === 'number' ? v : null),
  verdict: (v, lang, _names, cards) => verdict(v, lang, cards),
  god: (v, lang) => mt(v ? 'answer.god' : 'answer.notGod', lang),
  // Yes/no fields select the message's variant and have no words of their own.
  thumb: () => null,
  flag: () => null,
};

/** The message parameters of a tell's or an answer's fields, worded by their declared types. */
export function wordedFields(
  x: Readonly<Record<string, ShownValue>>,
  fields: ShownFields,
  lang: Lang,
  names: Names,
  cards?: CardNames,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, type] of Object.entries(fields)) {
    if (!(k in x)) continue;
    const v = x[k];
    const w = WORDS[type](v, lang, names, cards);
    if (w !== null) out[k] = w;
    // Two seats of a pair (the magician's swap) are also named one by one.
    if (type === 'seats')
      (v as readonly Seat[]).forEach((s, i) => {
        out[`${k}${i + 1}`] = seatLabel(s, names, lang);
      });
  }
  return out;
}

const sameSeats = (a: readonly Seat[], b: readonly Seat[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/**
 * The message variant the fields select after `key`, in the order declared: a card it is shown to (`.to`); a seat
 * that is null says nobody (`.none`, and nothing more); a thumb says `.wolf` or `.good`; a flag that is false
 * `.not`; seats shown to others than they are `.shown` (when the message has that variant).
 */
export function variantOf(key: string, to: readonly Seat[], x: Readonly<Record<string, ShownValue>>, fields: ShownFields): string {
  let out = '';
  for (const [k, type] of Object.entries(fields)) {
    if (!(k in x)) continue;
    const part = fieldVariant(key, out, to, type, x[k]);
    out += part;
    if (part === '.none') return out;
  }
  return out;
}

/** The variant one field selects after `key` and the variant so far (`.none` ends it; '': none). */
function fieldVariant(key: string, sofar: string, to: readonly Seat[], type: ShownType, v: ShownValue): string {
  if (type === 'toCard' && v) return '.to';
  if (type === 'seat' && v === null) return '.none';
  if (type === 'thumb') return v ? '.wolf' : '.good';
  if (type === 'flag' && v === false) return '.not';
  if (type === 'seats' && !sameSeats(to, v as readonly Seat[]) && isMKey(`${key}${sofar}.shown`)) return '.shown';
  return '';
}

/** An answer's verdict in words: its first field that is a verdict or a god-or-not. */
export function verdictOf(x: Readonly<Record<string, ShownValue>>, fields: ShownFields, lang: Lang, cards?: CardNames): string {
  for (const [k, type] of Object.entries(fields))
    if (k in x && (type === 'verdict' || type === 'god')) return String(WORDS[type](x[k], lang, undefined, cards));
  return '';
}
