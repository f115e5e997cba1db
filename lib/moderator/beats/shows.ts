// What the judge shows whom, in words: any tell a power makes and any answer a check gives, rendered from the
// fields it carries and the message `tell.<kind>[.<variant>]` / `answer.<kind>`, with no list of kinds here: a
// power that tells something new brings its message, not a case in this file (docs/architecture.md, "The flow").
import { roleName } from '../../catalogue';
import type { Answer, GameState, RoleId, Seat, Tell } from '../../engine/types';
import type { Lang } from '../../i18n';
import { seatLabel } from '../seats';
import { answerResult } from '../timeline';
import { isMKey, listOf, mt } from '../text';
import type { Show } from './types';

type Names = readonly string[] | undefined;

const seatsText = (xs: readonly Seat[], names: Names, lang: Lang): string =>
  xs.length
    ? listOf(
        xs.map((x) => seatLabel(x, names, lang)),
        lang,
      )
    : mt('nobody', lang);

const isCardList = (v: unknown): v is readonly { seat: Seat; role: RoleId }[] => Array.isArray(v) && v.length > 0 && typeof v[0] === 'object';

/**
 * The message variant a tell's fields select: a seat that is null says "none"; a yes/no field says which
 * (`wolf`: wolf or good; `ok: false`: not); a tell shown about others than those who see it (the wolves pointed
 * out to the demon) is `shown`; one shown to another card than its usual one names it (`to`).
 */
function variantOf(t: Tell): string {
  const f = t as unknown as Record<string, unknown>;
  if ('card' in f && f.card) return f.seat === null ? '.to.none' : '.to';
  if ('seat' in f && f.seat === null) return '.none';
  if (typeof f.wolf === 'boolean') return f.wolf ? '.wolf' : '.good';
  if (f.ok === false) return '.not';
  if (Array.isArray(f.seats) && !sameSeats(t.to, f.seats as Seat[]) && isMKey(`tell.${t.kind}.shown`)) return '.shown';
  return '';
}

const sameSeats = (a: readonly Seat[], b: readonly Seat[]): boolean => a.length === b.length && a.every((x) => b.includes(x));

/** The parameters of a tell's message, from its fields: seats as labels, cards as names in the language. */
function paramsOf(t: Tell, lang: Lang, names: Names): Record<string, string | number> {
  const out: Record<string, string | number> = { to: seatsText(t.to, names, lang) };
  for (const [k, v] of Object.entries(t)) {
    if (k === 'kind' || k === 'to') continue;
    if (typeof v === 'number' && k === 'seat') out.seat = seatLabel(v, names, lang);
    else if (typeof v === 'number' || typeof v === 'string') out[k] = k === 'card' || k === 'role' ? roleName(v as RoleId, lang) : v;
    else if (isCardList(v))
      out[k] = listOf(
        v.map((c) => `${seatLabel(c.seat, names, lang)} ${roleName(c.role, lang)}`),
        lang,
      );
    else if (Array.isArray(v) && typeof v[0] === 'string')
      out[k] = listOf(
        (v as RoleId[]).map((c) => roleName(c, lang)),
        lang,
      );
    else if (Array.isArray(v)) {
      out[k] = seatsText(v as Seat[], names, lang);
      // Two seats of a pair (the magician's swap) are also named one by one.
      v.forEach((x, i) => {
        out[`${k}${i + 1}`] = seatLabel(x as Seat, names, lang);
      });
    }
  }
  // A role shown by its card's name (a learned power's card).
  if (typeof out.role === 'string' && out.card === undefined) out.card = out.role;
  return out;
}

export function tellShow(t: Tell, lang: Lang, names: Names): Show {
  const key = `tell.${t.kind}${variantOf(t)}`;
  return { seats: [...t.to], text: mt(key, lang, paramsOf(t, lang, names)), code: t.kind };
}

/** A tell said aloud at the moment it counts (`say.<kind>`: the crow's curse at the count), or null when it has no such words. */
export function tellSay(t: Tell, lang: Lang, names: Names): string | null {
  return isMKey(`say.${t.kind}`) ? mt(`say.${t.kind}`, lang, paramsOf(t, lang, names)) : null;
}

export const tellText = (t: Tell, lang: Lang, names?: Names): string => tellShow(t, lang, names).text;

/** The answer a check gave, to the player who asked (keyed by the answer's kind: the seer's, the psychic's, …). */
export function answerShow(a: Answer, lang: Lang, names: Names, night = 1): Show {
  // A check asked from night 2 may be worded apart (answer.<kind>.later: the wolf robot uses what he learned).
  const key = night > 1 && isMKey(`answer.${a.kind}.later`) ? `answer.${a.kind}.later` : `answer.${a.kind}`;
  const text = mt(key, lang, { to: seatLabel(a.to, names, lang), seat: seatLabel(a.about, names, lang), result: answerResult(a, lang) });
  return { seats: [a.to], text, code: 'answer' };
}

export function answerText(s: GameState, lang: Lang, names?: Names): string | null {
  return s.answer ? answerShow(s.answer, lang, names, s.night).text : null;
}

/** Who opens their eyes. */
export const wakesShow = (seats: readonly Seat[], lang: Lang, names: Names): Show => ({
  seats: [...seats],
  text: mt('wakes', lang, { seats: seatsText(seats, names, lang) }),
  code: 'wakes',
});

/** A note the judge keeps to himself (a script line, what comes next). */
export const noteShow = (text: string, code = 'note'): Show => ({ seats: [], text, code });
