'use client';
// A new game from a board: the seats (optional names), then the deal: digital (a seeded random deal, the
// phone passed round) or the cards dealt by hand entered seat by seat (checked by the engine).
import { useMemo, useState } from 'react';
import { getRole, roleName } from '../../lib/catalogue';
import type { GameRecord } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { boardCards, type Pick } from '../../lib/moderator/hand-deal';
import { scriptLine } from '../../lib/moderator/lines';
import { cleanNames, MAX_NAME } from '../../lib/moderator/seats';
import { countOf, expectedCards, totalCards } from '../../lib/catalogue/roles';
import { problemText } from '../../lib/i18n/problem-text';
import type { FieldProblem } from '../../lib/input/schema';
import { resolveRules } from '../../lib/catalogue/rules';
import { secondary } from './buttons';
import { DigitalDeal, HandDeal } from './setup-deal';
import { useM } from './use-m';
import { boardTitle } from '../../lib/catalogue/presets';

/** The board dealt: its name, players and rule family, its cards, and a deck that does not match the seats. */
function BoardSummary({ board, deckOk }: { board: Board; deckOk: boolean }) {
  const { lang, m } = useM();
  const n = board.players;
  const rules = useMemo(() => resolveRules(board.rules), [board]);
  const cards = boardCards(board);
  return (
    <div className="rounded-xl border border-stone-300 bg-white p-3">
      <p className="font-semibold" data-testid="setup-board">
        {boardTitle(board, lang) ?? m('board.unnamed')} · {m('board.players', { n })} · {scriptLine('familyName', rules, lang)}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
        {cards.map((c) => (
          <li key={c}>
            <span aria-hidden="true">{getRole(c).icon}</span> {roleName(c, lang)} ×{countOf(board, c)}
          </li>
        ))}
      </ul>
      {!deckOk ? (
        <p role="alert" className="mt-2 font-medium text-rose-900">
          {m('setup.deckWrong', { have: totalCards(board), want: expectedCards(board) })}
        </p>
      ) : null}
    </div>
  );
}

/** The players' names, optional, one field per seat. */
function SeatNames({ names, setNames }: { names: string[]; setNames: (f: (xs: string[]) => string[]) => void }) {
  const { m } = useM();
  return (
    <details className="rounded-xl border border-stone-300 bg-white p-3">
      <summary className="min-h-11 cursor-pointer content-center font-semibold" data-testid="names-toggle">
        {m('setup.names')}
      </summary>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {names.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the seat (seat i + 1): one field per seat, never reordered
          <label key={i} className="grid gap-0.5 text-sm">
            {m('seat.n', { n: i + 1 })}
            <input
              data-testid={`name-${i + 1}`}
              value={v}
              maxLength={MAX_NAME}
              onChange={(e) => setNames((xs) => xs.map((x, j) => (j === i ? e.target.value : x)))}
              className="h-11 rounded-md border border-stone-400 px-2"
            />
          </label>
        ))}
      </div>
    </details>
  );
}

export function SetupScreen({ board, onStart, onCancel }: { board: Board; onStart: (r: GameRecord) => void; onCancel: () => void }) {
  const { lang, m } = useM();
  const n = board.players;
  const [names, setNames] = useState<string[]>(() => Array(n).fill(''));
  const [mode, setMode] = useState<'digital' | 'hand'>('digital');
  const [seed, setSeed] = useState(() => String(Math.floor(Math.random() * 1e9)));
  const [seats, setSeats] = useState<Pick[]>(() => Array(n).fill(''));
  const [bottom, setBottom] = useState<Pick[]>(['', '']);
  // Why the board could not be dealt (worded at render, in the page's language).
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const deckOk = totalCards(board) === expectedCards(board);
  // The names typed, cleaned, when the deal starts the game.
  const seatNames = () => cleanNames(names, n);
  return (
    <section data-testid="setup" aria-labelledby="setup-title" className="grid gap-4">
      <h2 id="setup-title" className="text-xl font-bold">
        {m('setup.title')}
      </h2>
      <BoardSummary board={board} deckOk={deckOk} />

      <SeatNames names={names} setNames={setNames} />

      <fieldset className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
        <legend className="px-1 font-semibold">{m('setup.deal')}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="deal" data-testid="deal-digital" className="h-5 w-5" checked={mode === 'digital'} onChange={() => setMode('digital')} />
          {m('setup.digital')}
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="deal" data-testid="deal-hand" className="h-5 w-5" checked={mode === 'hand'} onChange={() => setMode('hand')} />
          {m('setup.hand')}
        </label>
      </fieldset>

      {mode === 'digital' ? (
        <DigitalDeal board={board} names={seatNames} deckOk={deckOk} onStart={onStart} setProblem={setProblem} seed={seed} setSeed={setSeed} />
      ) : (
        <HandDeal board={board} names={seatNames} onStart={onStart} seats={seats} setSeats={setSeats} bottom={bottom} setBottom={setBottom} />
      )}
      {problem ? (
        <p role="alert" className="font-medium text-rose-900">
          {problemText(problem, lang)}
        </p>
      ) : null}
      <button type="button" className={secondary} onClick={onCancel}>
        {m('cancel')}
      </button>
    </section>
  );
}
