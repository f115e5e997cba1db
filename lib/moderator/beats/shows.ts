// What the judge shows whom, in words: any tell a power makes and any answer a check gives, rendered from the
// fields it carries and the message `tell.<kind>[.<variant>]` / `answer.<kind>`, with no list of kinds here: a
// power that tells something new brings its message, not a case in this file (docs/architecture.md, "The flow").
import type { Answer, GameState, Seat, Tell } from '../../engine/types';
import { t, type Lang, type TextRef } from '../../i18n';
import { isCustomId } from '../../catalogue/card-role';
import { seatLabel } from '../seats';
import { isMKey, mt } from '../text';
import { declaredAnswerFields, tellFields } from './declared';
import { seatsText, variantOf, verdictOf, wordedFields, type CardNames, type Names } from './shown';
import type { Show } from './types';

/** The parameters of a tell's message: who sees it, and its fields as its power declares them. */
const paramsOf = (t: Tell, lang: Lang, names: Names, cards?: CardNames): Record<string, string | number> => ({
  to: seatsText(t.to, names, lang),
  ...wordedFields(t, tellFields(t.kind), lang, names, cards),
});

export function tellShow(t: Tell, lang: Lang, names: Names, cards?: CardNames): Show {
  const key = `tell.${t.kind}`;
  return { seats: [...t.to], text: mt(key + variantOf(key, t.to, t, tellFields(t.kind)), lang, paramsOf(t, lang, names, cards)), code: t.kind };
}

/** A tell said aloud at the moment it counts (`say.<kind>`: the crow's curse at the count), or null when it has no such words. */
export function tellSay(t: Tell, lang: Lang, names: Names, cards?: CardNames): string | null {
  return isMKey(`say.${t.kind}`) ? mt(`say.${t.kind}`, lang, paramsOf(t, lang, names, cards)) : null;
}

/** A tell the judge announces to the whole table at dawn (`say.dawn.<kind>`: the bear's growl), or null. */
export function tellAtDawn(t: Tell, lang: Lang, names: Names, cards?: CardNames): string | null {
  return isMKey(`say.dawn.${t.kind}`) ? mt(`say.dawn.${t.kind}`, lang, paramsOf(t, lang, names, cards)) : null;
}

export const tellText = (t: Tell, lang: Lang, names?: Names, cards?: CardNames): string => tellShow(t, lang, names, cards).text;

/**
 * The name of the card that asked, when it is a custom card (docs/rules.md, Custom roles): its check gives the
 * answer of the catalogue card that sees the same, but the judge shows it to the card the organizer named.
 */
export function customAsker(s: Pick<GameState, 'seatCards'>, a: Answer): TextRef | undefined {
  const card = s.seatCards[a.to - 1];
  return card && isCustomId(card.id) ? card.name : undefined;
}

/** The answer a check gave, to the player who asked (keyed by the answer's kind: the seer's, the psychic's, …). */
export function answerShow(a: Answer, lang: Lang, names: Names, night = 1, cards?: CardNames, asker?: TextRef): Show {
  const fields = declaredAnswerFields();
  if (asker !== undefined) {
    const text = mt('answer.custom', lang, {
      card: t(asker, lang),
      to: seatLabel(a.to, names, lang),
      seat: seatLabel(a.about, names, lang),
      result: verdictOf(a, fields, lang, cards),
    });
    return { seats: [a.to], text, code: 'answer' };
  }
  // A check asked from night 2 may be worded apart (answer.<kind>.later: the wolf robot uses what he learned).
  const base = night > 1 && isMKey(`answer.${a.kind}.later`) ? `answer.${a.kind}.later` : `answer.${a.kind}`;
  // A variant its fields select, where the answer has words for it (a check that kept the power: `.not`).
  const variant = variantOf(base, [a.to], a, fields);
  const key = variant && isMKey(base + variant) ? base + variant : base;
  const text = mt(key, lang, {
    ...wordedFields(a, fields, lang, names, cards),
    to: seatLabel(a.to, names, lang),
    seat: seatLabel(a.about, names, lang),
    result: verdictOf(a, fields, lang, cards),
  });
  return { seats: [a.to], text, code: 'answer' };
}

export function answerText(s: GameState, lang: Lang, names?: Names): string | null {
  return s.answer ? answerShow(s.answer, lang, names, s.night, s.ctx.cards, customAsker(s, s.answer)).text : null;
}

/** Who opens their eyes. */
export const wakesShow = (seats: readonly Seat[], lang: Lang, names: Names): Show => ({
  seats: [...seats],
  text: mt('wakes', lang, { seats: seatsText(seats, names, lang) }),
  code: 'wakes',
});

/** A note the judge keeps to himself (a script line, what comes next). */
export const noteShow = (text: string, code = 'note'): Show => ({ seats: [], text, code });
