'use client';
// The start screen's saved games: each one resumed or viewed, played again, exported or (asked twice) deleted.
import type { Board } from '../../lib/generated/board';
import type { MKey } from '../../lib/moderator/text';
import type { SavedGame } from '../../lib/browser/session';
import { boardTitle } from '../../lib/catalogue/presets';
import { download } from '../download';
import { primary, secondary } from './buttons';
import { session as S } from './session-loader';
import { useM } from './use-m';

function statusText(g: SavedGame, m: (k: MKey, v?: Record<string, string | number>) => string): string {
  const s = g.status;
  if (!s) return m('status.unknown');
  if (s.phase === 'over') return m('status.over', { winner: m(`winner.${s.winner ?? 'draw'}` as MKey) });
  return s.phase === 'night' ? m('phase.night', { n: s.night }) : m('phase.day', { n: s.day });
}

export type ConfirmDelete = { confirmDelete: string; setConfirmDelete: (k: string) => void; refresh: () => void };

type ItemProps = ConfirmDelete & { g: SavedGame; onBoard: (b: Board) => void; onOpen: (g: SavedGame) => void };

function SavedGameItem({ g, onBoard, onOpen, confirmDelete, setConfirmDelete, refresh }: ItemProps) {
  const { lang, m } = useM();
  return (
    <li data-testid={`saved-${g.id}`} className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{boardTitle(g.record.board, lang) ?? m('board.unnamed')}</span>
        <span className="text-sm text-stone-700">
          {m('board.players', { n: g.record.seats.length })} · {statusText(g, m)} · {m('start.savedAt', { time: new Date(g.savedAt).toLocaleString(lang) })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" data-testid={`resume-${g.id}`} className={primary} onClick={() => onOpen(g)}>
          {g.status?.phase === 'over' ? m('start.view') : m('start.resume')}
        </button>
        <button type="button" className={secondary} onClick={() => onBoard(g.record.board)}>
          {m('start.again')}
        </button>
        <button type="button" className={secondary} onClick={() => download(`wolfboard-game-${g.id}.json`, `${JSON.stringify(g.record, null, 2)}\n`)}>
          ⬇️ {m('export')}
        </button>
        <button
          type="button"
          className="min-h-12 rounded-xl px-3 font-semibold text-rose-900 underline"
          onClick={() => {
            if (confirmDelete !== g.id) {
              setConfirmDelete(g.id);
              return;
            }
            S().forget(g.id);
            setConfirmDelete('');
            refresh();
          }}
        >
          {confirmDelete === g.id ? m('start.deleteSure') : m('start.delete')}
        </button>
      </div>
    </li>
  );
}

export function SavedGames({ games, ...item }: ConfirmDelete & { games: SavedGame[] | null; onBoard: (b: Board) => void; onOpen: (g: SavedGame) => void }) {
  const { m } = useM();
  return (
    <section aria-labelledby="saved-title" className="grid gap-2">
      <h2 id="saved-title" className="text-xl font-semibold">
        {m('start.saved')}
      </h2>
      {games === null ? (
        <p className="text-sm text-stone-700">{m('loading')}</p>
      ) : games.length === 0 ? (
        <p className="text-sm text-stone-700">{m('start.noSaved')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="saved-games">
          {games.map((g) => (
            <SavedGameItem key={g.id} g={g} {...item} />
          ))}
        </ul>
      )}
    </section>
  );
}
