'use client';
// The setup's deal: digital (a seeded random deal, the phone passed round) or the cards dealt by hand entered
// seat by seat, checked by the engine as they are entered.
import { getRole, roleName } from '../../lib/catalogue';
import { deal } from '../../lib/engine';
import type { CardId, GameRecord, RoleId } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { boardCards, cardsLeft, checkHandDeal, hasBottom, type Pick } from '../../lib/moderator/hand-deal';
import { problemText } from '../../lib/i18n/problem-text';
import type { FieldProblem } from '../../lib/input/schema';
import { primary } from './buttons';
import { useM } from './use-m';

export function newRecord(
  board: Board,
  seats: CardId[],
  bottom: CardId[] | undefined,
  mode: 'digital' | 'hand',
  names: string[] | undefined,
  seed?: number | string,
): GameRecord {
  const rec: GameRecord = { board, seats, events: [] };
  if (bottom) rec.bottom = bottom;
  if (seed !== undefined) rec.seed = seed;
  if (names) rec.names = names;
  rec.meta = { moderator: { created: new Date().toISOString(), deal: mode, revealed: mode === 'digital' ? 0 : seats.length } };
  return rec;
}

const seedOf = (s: string): number | string => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : s.trim());

type DealProps = { board: Board; names: () => string[] | undefined; deckOk: boolean; onStart: (r: GameRecord) => void };

export function DigitalDeal({
  board,
  names,
  deckOk,
  onStart,
  setProblem,
  seed,
  setSeed,
}: DealProps & { setProblem: (p: FieldProblem) => void; seed: string; setSeed: (s: string) => void }) {
  const { m } = useM();
  return (
    <div className="grid gap-2">
      <label className="grid gap-1 text-sm">
        {m('setup.seed')}
        <input data-testid="seed" value={seed} onChange={(e) => setSeed(e.target.value)} className="h-11 rounded-md border border-stone-400 px-2" />
      </label>
      <p className="text-xs text-stone-700">{m('setup.seedHelp')}</p>
      <button
        type="button"
        data-testid="start-digital"
        className={primary}
        disabled={!deckOk || !seed.trim()}
        onClick={() => {
          const d = deal(board, seedOf(seed));
          if (!d.ok) {
            setProblem(d.problem);
            return;
          }
          onStart(newRecord(board, d.seats, d.bottom, 'digital', names(), d.seed));
        }}
      >
        🃏 {m('setup.dealNow')}
      </button>
    </div>
  );
}

/** One card pick per field (a seat's, or a bottom card's), each card offered while some are left. */
function CardPicks({
  board,
  picks,
  setPicks,
  left,
  label,
  testId,
}: {
  board: Board;
  picks: Pick[];
  setPicks: SetPicks;
  left: Partial<Record<RoleId, number>>;
  label: (i: number) => string;
  testId: (i: number) => string;
}) {
  const { lang, m } = useM();
  const cards = boardCards(board);
  return (
    <>
      {picks.map((v, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the field's place (seat or bottom card i + 1): one field per place, never reordered
        <label key={i} className="grid gap-0.5 text-sm">
          {label(i)}
          <select
            data-testid={testId(i)}
            value={v}
            onChange={(e) => setPicks((xs) => xs.map((x, j) => (j === i ? (e.target.value as Pick) : x)))}
            className="h-11 rounded-md border border-stone-400 bg-white px-1"
          >
            <option value="">{m('hand.choose')}</option>
            {cards.map((c) => (
              <option key={c} value={c} disabled={c !== v && (left[c] ?? 0) <= 0}>
                {getRole(c).icon} {roleName(c, lang)} ({m('hand.left', { n: left[c] ?? 0 })})
              </option>
            ))}
          </select>
        </label>
      ))}
    </>
  );
}

function HandProblems({ hand }: { hand: ReturnType<typeof checkHandDeal> }) {
  const { lang, m } = useM();
  return (
    <div data-testid="hand-problems" role="status" aria-live="polite" className="text-sm">
      {hand.ok ? (
        <p className="font-medium text-emerald-900">✓ {m('hand.ok')}</p>
      ) : (
        <>
          {hand.missing.length ? <p>{m('hand.missing', { seats: hand.missing.join(', ') })}</p> : null}
          {hand.missingBottom ? <p>{m('hand.missingBottom')}</p> : null}
          {hand.problems.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole from each deal, never reordered in place
            <p key={`${p.path}:${i}`} className="font-medium text-rose-900">
              {problemText(p, lang)}
            </p>
          ))}
        </>
      )}
    </div>
  );
}

/** The cards picked for the seats and the bottom: kept by the setup while the judge switches the deal's mode. */
export type HandPicks = { seats: Pick[]; setSeats: SetPicks; bottom: Pick[]; setBottom: SetPicks };
type SetPicks = (f: (xs: Pick[]) => Pick[]) => void;

export function HandDeal({ board, names, onStart, seats, setSeats, bottom, setBottom }: Omit<DealProps, 'deckOk'> & HandPicks) {
  const { m } = useM();
  const thief = hasBottom(board);
  const left = cardsLeft(board, seats, thief ? bottom : []);
  const hand = checkHandDeal(board, seats, bottom);
  return (
    <div className="grid gap-2">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <CardPicks board={board} picks={seats} setPicks={setSeats} left={left} label={(i) => m('seat.n', { n: i + 1 })} testId={(i) => `hand-${i + 1}`} />
      </div>
      {thief ? (
        <div className="grid grid-cols-2 gap-2">
          <CardPicks
            board={board}
            picks={bottom}
            setPicks={setBottom}
            left={left}
            label={(i) => m('hand.bottom', { n: i + 1 })}
            testId={(i) => `hand-bottom-${i + 1}`}
          />
        </div>
      ) : null}
      <HandProblems hand={hand} />
      <button
        type="button"
        data-testid="start-hand"
        className={primary}
        disabled={!hand.ok}
        onClick={() => hand.ok && onStart(newRecord(board, hand.seats, hand.bottom, 'hand', names()))}
      >
        {m('setup.startHand')}
      </button>
    </div>
  );
}
