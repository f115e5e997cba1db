'use client';
// The digital deal: pass the phone round the table; each player taps to see his card, then hides it and
// passes on. Progress is saved after each seat, so a reload continues with the next one.
import { useState } from 'react';
import { rolesOf } from '../../lib/catalogue/custom';
import { t } from '../../lib/i18n';
import { takesBottomCard } from '../../lib/powers/cards';
import { seatLabel } from '../../lib/moderator/seats';
import { dealtAs } from '../../lib/engine/faces';
import { metaOf, setRecord, withMeta, type Session } from '../../lib/browser/session';
import { primary, secondary } from './buttons';
import { useM } from './use-m';

export function DealScreen({ session, onChange, onExit }: { session: Session; onChange: (s: Session) => void; onExit: () => void }) {
  const { lang, m } = useM();
  const record = session.log.record;
  const n = record.seats.length;
  const revealed = metaOf(record).revealed;
  const [showing, setShowing] = useState(false);
  const seat = revealed + 1;
  const card = record.seats[seat - 1];
  // The card as its holder is shown it (a card shown as another, numbered when two show the same face).
  const shown = seat <= n ? dealtAs(record.seats, seat) : { face: card, number: null };
  const names = record.names;
  // The board's cards, its custom cards with their inline words (docs/rules.md, Custom roles).
  const face = rolesOf(record.board)[shown.face];
  return (
    <section data-testid="deal" aria-labelledby="deal-title" className="grid gap-4">
      <h2 id="deal-title" className="text-xl font-bold">
        {m('deal.title')}
      </h2>
      <p className="text-sm text-stone-700" data-testid="deal-progress">
        {m('deal.progress', { k: Math.min(seat, n), n })}
      </p>
      {record.bottom ? <p className="rounded-lg bg-stone-100 p-2 text-sm">{m('deal.bottom')}</p> : null}
      {!showing ? (
        <div className="grid gap-4 rounded-2xl bg-indigo-950 p-6 text-center text-white">
          <p className="text-2xl font-bold">{m('deal.pass', { seat: seatLabel(seat, names, lang) })}</p>
          <button
            type="button"
            data-testid="deal-show"
            className="min-h-16 rounded-2xl bg-amber-300 px-6 text-xl font-bold text-stone-950"
            onClick={() => setShowing(true)}
          >
            👁️ {m('deal.show', { seat })}
          </button>
        </div>
      ) : (
        <div data-testid="deal-card" data-seat={seat} data-role={card} className="grid gap-3 rounded-2xl border-4 border-amber-400 bg-white p-6 text-center">
          <p className="text-sm font-semibold text-stone-700">{m('deal.yourCard', { seat: seatLabel(seat, names, lang) })}</p>
          <p className="text-6xl" aria-hidden="true">
            {face.icon}
          </p>
          <p className="text-3xl font-bold" data-testid="deal-card-name">
            {shown.number ? m('deal.numbered', { name: t(face.name, lang), n: shown.number }) : t(face.name, lang)}
          </p>
          <p className="text-sm text-stone-800">{t(face.short, lang)}</p>
          {/* A card that takes a bottom card at night (the role data's takeCard step) is told so at the deal. */}
          {takesBottomCard(card) ? <p className="text-sm font-medium">{m('deal.thief')}</p> : null}
          <button
            type="button"
            data-testid="deal-hide"
            className={primary}
            onClick={() => {
              setShowing(false);
              onChange(setRecord(session, withMeta(record, { revealed: seat })));
            }}
          >
            {seat < n ? m('deal.hide') : m('deal.hideLast')}
          </button>
        </div>
      )}
      <button type="button" className={secondary} onClick={onExit}>
        {m('toGames')}
      </button>
    </section>
  );
}
