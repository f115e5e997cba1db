// The deck to print and cut: one card for each card of the board (four werewolves are four cards; with
// a thief, his two bottom cards are among them), 63 × 88 mm, nine to an A4 sheet, each sheet of fronts
// followed by its sheet of backs, with cut marks, in the page's language.
import type { CSSProperties } from 'react';
import type { Board } from '../../lib/generated/board';
import type { Lang } from '../../lib/i18n';
import { isCustomId, type CardId, type CardRole } from '../../lib/catalogue/card-role';
import { cardIdsOf, rolesOf } from '../../lib/catalogue/custom';
import { cardCount } from '../../lib/order/board-cards';
import { cardText, lineOf } from '../../lib/script/lines';
import { capitalized } from '../../lib/script/loc';
import { faceOf } from '../../lib/engine/faces';
import { Paper } from './paper';
import { printText } from './text';

const COLS = 3;
const ROWS = 3;
const PER_PAGE = COLS * ROWS;
const W = 63; // mm, a poker-size card
const H = 88;
const MARK = 3; // mm, length of a cut mark
const GAP = 1; // mm between the grid and a mark

/** The card a card is printed as: its face (lib/engine/faces); a custom card is printed as itself. */
const faceIn = (id: CardId): CardId => (isCustomId(id) ? id : faceOf(id));

/**
 * Every card of the deck, in catalogue order, the board's custom cards after: a role with four cards appears four
 * times; a card shown as another (the mirror seer, docs/rules.md) right after the cards of its face, which it is printed as.
 */
export function deckOf(board: Board): CardId[] {
  const ids = cardIdsOf(board);
  const deck = ids.flatMap((id) => Array.from({ length: cardCount(board, id) }, () => id));
  const at = (id: CardId) => ids.indexOf(faceIn(id));
  return deck.sort((a, b) => at(a) - at(b));
}

/** The deck's cards printed alike (one face): each shows the same "k–m/N" so that none can be told from the others. */
function countersOf(deck: readonly CardId[]): string[] {
  const total = deck.length;
  return deck.map((id, i) => {
    const face = faceIn(id);
    let first = i;
    let last = i;
    while (first > 0 && faceIn(deck[first - 1]) === face && sharesFace(deck, face)) first--;
    while (last < total - 1 && faceIn(deck[last + 1]) === face && sharesFace(deck, face)) last++;
    return first === last ? `${i + 1}/${total}` : `${first + 1}–${last + 1}/${total}`;
  });
}

/** Whether a card shown as `face` is in the deck beside the face itself: then they are printed alike. */
const sharesFace = (deck: readonly CardId[], face: CardId): boolean => deck.some((id) => id !== face && faceIn(id) === face);

/** Short lines at each cut line, outside the cards, so nothing of a card's border has to be printed exactly. */
function CutMarks({ rows }: { rows: number }) {
  const line = 'absolute bg-black';
  const marks: { key: string; style: CSSProperties }[] = [];
  for (let c = 0; c <= COLS; c++) {
    const left = `calc(${c * W}mm - 0.1mm)`;
    marks.push({ key: `t${c}`, style: { left, top: `-${GAP + MARK}mm`, width: '0.2mm', height: `${MARK}mm` } });
    marks.push({ key: `b${c}`, style: { left, top: `${rows * H + GAP}mm`, width: '0.2mm', height: `${MARK}mm` } });
  }
  for (let r = 0; r <= rows; r++) {
    const top = `calc(${r * H}mm - 0.1mm)`;
    marks.push({ key: `l${r}`, style: { top, left: `-${GAP + MARK}mm`, height: '0.2mm', width: `${MARK}mm` } });
    marks.push({ key: `r${r}`, style: { top, left: `${COLS * W + GAP}mm`, height: '0.2mm', width: `${MARK}mm` } });
  }
  return (
    <span aria-hidden="true" data-testid="cut-marks">
      {marks.map((m) => (
        <span key={m.key} className={line} style={m.style} />
      ))}
    </span>
  );
}

/**
 * A card's front, as its holder sees it: a card shown as another is printed as that card (lib/engine/faces). `role`:
 * the face's card, a custom card's words inline (plain text, marked where untranslated).
 */
function Front({ role, lang, counter }: { role: CardRole; lang: Lang; counter: string }) {
  const p = printText(lang);
  const nights = role.nightSteps;
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <span aria-hidden="true" className="text-4xl leading-none">
          {role.icon}
        </span>
        {/* n/N: a glance tells whether the cut deck is complete. */}
        <span className="text-[7pt] tabular-nums text-stone-700">{counter}</span>
      </div>
      <h3 className="text-lg font-bold leading-tight">{cardText(role.name)[lang]}</h3>
      <p className="border-b border-black pb-1 text-[8pt] font-semibold uppercase tracking-wide">{lineOf('print.faction', undefined, role.faction)[lang]}</p>
      {role.short ? <p className="text-[9pt] leading-snug">{cardText(role.short)[lang]}</p> : null}
      {nights.length ? (
        <p className="mt-auto text-[8pt] leading-tight">
          <span className="font-semibold">{p('print.atNight')}: </span>
          {nights
            .map((s) => {
              const tag = s.nights === 'first' ? ` (${lineOf('tag.first')[lang]})` : s.nights === 'afterFirst' ? ` (${lineOf('tag.afterFirst')[lang]})` : '';
              return capitalized(cardText(s.wake))[lang] + tag;
            })
            .join(lineOf('listSep')[lang])}
        </p>
      ) : null}
    </>
  );
}

/** Every back is the same, so a card cannot be told by its back. */
function Back({ lang }: { lang: Lang }) {
  const p = printText(lang);
  return (
    <div className="grid h-full place-items-center rounded-[3mm] border-[1.5mm] border-double border-black">
      <div className="grid place-items-center gap-2 text-center">
        <span aria-hidden="true" className="text-5xl leading-none">
          🐺
        </span>
        <span className="text-base font-bold tracking-widest">{p('print.cardBack')}</span>
      </div>
    </div>
  );
}

export function RoleCards({ board, lang }: { board: Board; lang: Lang }) {
  const p = printText(lang);
  const deck = deckOf(board);
  const counters = countersOf(deck);
  const roles = rolesOf(board);
  const name = (id: CardId) => cardText(roles[id].name)[lang];
  // A card printed as another: the judge decides after the deal which holder has it.
  const disguised = [...new Set(deck.filter((id) => faceIn(id) !== id && deck.includes(faceIn(id))))];
  const pages: CardId[][] = [];
  for (let i = 0; i < deck.length; i += PER_PAGE) pages.push(deck.slice(i, i + PER_PAGE));
  const cell = 'wb-card flex flex-col gap-1 overflow-hidden border-[0.2mm] border-stone-400';
  return (
    <div className="wb-stack grid gap-6 overflow-x-auto" lang={lang} data-testid="role-cards" data-cards={deck.length}>
      {pages.flatMap((page, pi) => {
        const rows = Math.ceil(page.length / COLS);
        const grid = { gridTemplateColumns: `repeat(${COLS}, ${W}mm)`, gridTemplateRows: `repeat(${rows}, ${H}mm)`, width: `${COLS * W}mm` };
        const sheet = (side: 'front' | 'back') => (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: the sheets of a deck are fixed, never reordered
            key={`${side}${pi}`}
            pad="6mm"
            label={`${p('print.cards')} · ${p(side === 'front' ? 'print.cardsFront' : 'print.cardsBack')} · ${p('print.sheetOf', { n: pi + 1 })}`}
          >
            <p className="mb-[5mm] text-[7.5pt] leading-snug">
              {p(side === 'front' ? 'print.cardsFront' : 'print.cardsBack')} · {p('print.sheetOf', { n: pi + 1 })}
              {pi === 0 && side === 'front' ? ` · ${p('print.cardsHint', { n: deck.length })}` : ''}
              {pi === 0 && side === 'front' ? disguised.map((id) => ` ${p('print.cardsShownAs', { card: name(id), face: name(faceIn(id)) })}`).join('') : ''}
            </p>
            <div className="relative mx-auto" style={{ width: `${COLS * W}mm` }}>
              <CutMarks rows={rows} />
              <ul className="grid" style={grid} data-side={side}>
                {page.map((id, i) => {
                  const row = Math.floor(i / COLS);
                  const col = i % COLS;
                  // A back sits behind its front once the sheet is flipped on its long edge: columns mirrored.
                  const at = { gridRowStart: row + 1, gridColumnStart: side === 'front' ? col + 1 : COLS - col };
                  return side === 'front' ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the fixed deck is its identity
                    <li key={i} data-role={id} data-card="front" className={`${cell} p-[4mm]`} style={at}>
                      <Front role={roles[faceIn(id)]} lang={lang} counter={counters[pi * PER_PAGE + i]} />
                    </li>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the fixed deck is its identity
                    <li key={i} data-card="back" className={`${cell} p-[3mm]`} style={at} aria-hidden="true">
                      <Back lang={lang} />
                    </li>
                  );
                })}
              </ul>
            </div>
          </Paper>
        );
        return [sheet('front'), sheet('back')];
      })}
    </div>
  );
}
