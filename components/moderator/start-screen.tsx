'use client';
// Where a game starts: the saved games (resume, export, delete), or a new game from the board being
// designed, a share link, a ready-made board, or a game record file.
import { useEffect, useRef, useState } from 'react';
import { parseRecord } from '../../lib/engine';
import { parseJsonText } from '../../lib/schema';
import type { GameRecord } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { tr } from '../../lib/i18n';
import { PRESETS, presetName } from '../../lib/presets';
import { decodeBoard } from '../../lib/share';
import { loadBoard } from '../../lib/storage';
import { forget, savedGames, type SavedGame } from '../../lib/moderator/session';
import type { MKey } from '../../lib/moderator/text';
import { download } from './play-screen';
import { primary, secondary } from './step-actions';
import { useM } from './use-m';

function statusText(g: SavedGame, m: (k: MKey, v?: Record<string, string | number>) => string): string {
  const s = g.status;
  if (!s) return m('status.unknown');
  if (s.phase === 'over') return m('status.over', { winner: m(`winner.${s.winner ?? 'draw'}` as MKey) });
  return s.phase === 'night' ? m('phase.night', { n: s.night }) : m('phase.day', { n: s.day });
}

export function StartScreen(props: {
  notice: string;
  onBoard: (b: Board) => void;
  onOpen: (g: SavedGame) => void;
  onImport: (r: GameRecord) => void;
}) {
  const { lang, m } = useM();
  const [games, setGames] = useState<SavedGame[] | null>(null);
  const [current, setCurrent] = useState<Board | null>(null);
  const [storeNotice, setStoreNotice] = useState('');
  const [link, setLink] = useState('');
  const [preset, setPreset] = useState('yu-nv-lie-shou');
  const [problems, setProblems] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState('');
  const file = useRef<HTMLInputElement>(null);

  const refresh = () => {
    const { games: list, notice } = savedGames();
    setGames(list);
    const b = loadBoard();
    setCurrent(b.board);
    const n = notice ?? b.notice;
    setStoreNotice(n ? tr(n.message, lang) : '');
  };
  // Storage is read after hydration (the static HTML knows nothing of this browser).
  useEffect(refresh, []);

  return (
    <div className="grid gap-6" data-testid="start">
      {props.notice ? (
        <p role="alert" className="rounded-lg bg-amber-100 p-3 font-medium text-amber-950">
          {props.notice}
        </p>
      ) : null}
      {storeNotice ? <p className="rounded-lg bg-amber-100 p-3 text-sm text-amber-950">{storeNotice}</p> : null}

      <section aria-labelledby="saved-title" className="grid gap-2">
        <h2 id="saved-title" className="text-xl font-semibold">{m('start.saved')}</h2>
        {games === null ? (
          <p className="text-sm text-stone-700">{m('loading')}</p>
        ) : games.length === 0 ? (
          <p className="text-sm text-stone-700">{m('start.noSaved')}</p>
        ) : (
          <ul className="grid gap-2" data-testid="saved-games">
            {games.map((g) => (
              <li key={g.id} data-testid={`saved-${g.id}`} className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold">{g.record.board.name || m('board.unnamed')}</span>
                  <span className="text-sm text-stone-700">
                    {m('board.players', { n: g.record.seats.length })} · {statusText(g, m)} · {m('start.savedAt', { time: new Date(g.savedAt).toLocaleString(lang) })}
                  </span>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button type="button" data-testid={`resume-${g.id}`} className={primary} onClick={() => props.onOpen(g)}>
                    {g.status?.phase === 'over' ? m('start.view') : m('start.resume')}
                  </button>
                  <button type="button" className={secondary} onClick={() => props.onBoard(g.record.board)}>
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
                      forget(g.id);
                      setConfirmDelete('');
                      refresh();
                    }}
                  >
                    {confirmDelete === g.id ? m('start.deleteSure') : m('start.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="new-title" className="grid gap-3">
        <h2 id="new-title" className="text-xl font-semibold">{m('start.new')}</h2>
        <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
          <h3 className="font-semibold">{m('start.current')}</h3>
          {current ? (
            <button type="button" data-testid="use-current" className={primary} onClick={() => props.onBoard(current)}>
              {m('start.useCurrent', { name: current.name || m('board.unnamed'), n: current.players })}
            </button>
          ) : (
            <p className="text-sm text-stone-700">{m('start.noCurrent')}</p>
          )}
        </div>
        <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
          <label htmlFor="preset" className="font-semibold">{m('start.preset')}</label>
          <div className="flex flex-wrap gap-2">
            <select id="preset" data-testid="preset" value={preset} onChange={(e) => setPreset(e.target.value)} className="h-12 w-0 min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-2">
              {PRESETS.map((p) => (
                <option key={p.id} value={p.id}>
                  {presetName(p, lang)} ({m('board.players', { n: p.board.players })})
                </option>
              ))}
            </select>
            <button
              type="button"
              data-testid="use-preset"
              className={primary}
              onClick={() => {
                const p = PRESETS.find((x) => x.id === preset);
                if (p) props.onBoard(p.board);
              }}
            >
              {m('start.use')}
            </button>
          </div>
        </div>
        <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
          <label htmlFor="link" className="font-semibold">{m('start.link')}</label>
          <div className="flex flex-wrap gap-2">
            <input id="link" data-testid="link" value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://…#board=…" className="h-12 w-0 min-w-0 flex-1 rounded-md border border-stone-400 px-2" />
            <button
              type="button"
              className={primary}
              onClick={() => {
                const d = decodeBoard(link.trim());
                if (d.ok) props.onBoard(d.board);
                else setProblems(d.problems.map((p) => p.message));
              }}
            >
              {m('start.use')}
            </button>
          </div>
        </div>
        <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
          <label htmlFor="record-file" className="font-semibold">{m('start.import')}</label>
          <input
            id="record-file"
            ref={file}
            type="file"
            accept=".json,application/json"
            data-testid="import"
            className="text-sm"
            onChange={async (e) => {
              const f = e.target.files?.[0];
              if (!f) return;
              // The same checks as `wolfboard replay`: size, JSON, schema, the deal against the board.
              const json = parseJsonText(await f.text());
              const r = json.ok ? parseRecord(json.value) : json;
              if (r.ok) props.onImport(r.record);
              else setProblems(r.problems.map((p) => p.message));
              if (file.current) file.current.value = '';
            }}
          />
        </div>
        {problems.length ? (
          <div role="alert" className="rounded-lg bg-rose-100 p-3 text-sm text-rose-900">
            {problems.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        ) : null}
      </section>
    </div>
  );
}
