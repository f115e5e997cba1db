'use client';
// Where a game starts: the saved games (resume, export, delete), or a new game from the board being
// designed, a share link, a ready-made board, or a game record file.
import { useEffect, useRef, useState } from 'react';
import { MAX_FILE_BYTES, parseJsonBytes } from '../../lib/schema';
import type { GameRecord } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { PRESETS, presetName } from '../../lib/presets';
import { problemText } from '../../lib/problem-text';
import { msg } from '../../lib/msg';
import type { FieldProblem } from '../../lib/schema';
import { decodeBoard } from '../../lib/share';
import { loadBoard, storedGames, type StorageNotice } from '../../lib/storage';
import { describeError } from '../../lib/engine/reasons';
import type { KeptGame, SavedGame } from '../../lib/moderator/session';
import { loadSession, session as S } from './session-loader';
import type { MKey } from '../../lib/moderator/text';
import { download } from '../download';
import { Problems, StorageLine } from '../input-notice';
import { primary, secondary } from './buttons';
import { useM } from './use-m';
import { boardTitle } from '../../lib/presets';

function statusText(g: SavedGame, m: (k: MKey, v?: Record<string, string | number>) => string): string {
  const s = g.status;
  if (!s) return m('status.unknown');
  if (s.phase === 'over') return m('status.over', { winner: m(`winner.${s.winner ?? 'draw'}` as MKey) });
  return s.phase === 'night' ? m('phase.night', { n: s.night }) : m('phase.day', { n: s.day });
}

export function StartScreen(props: {
  notice: string;
  /** Stored data set aside before this screen read storage (while opening a game from the link). */
  stored?: StorageNotice | null;
  onBoard: (b: Board) => void;
  onOpen: (g: SavedGame) => void;
  onImport: (r: GameRecord) => void;
}) {
  const { lang, m } = useM();
  const [games, setGames] = useState<SavedGame[] | null>(null);
  const [current, setCurrent] = useState<Board | null>(null);
  const [storeNotice, setStoreNotice] = useState<StorageNotice | null>(null);
  const [kept, setKept] = useState<KeptGame[]>([]);
  const [link, setLink] = useState('');
  const [preset, setPreset] = useState('yu-nv-lie-shou');
  // The title as a message id with its parameters, worded when shown: a switch of language follows it.
  const [problems, setProblems] = useState<{ title: { key: MKey; vars?: Record<string, string> }; list: FieldProblem[] } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState('');
  const file = useRef<HTMLInputElement>(null);

  const refresh = () => {
    const b = loadBoard();
    setCurrent(b.board);
    const show = (list: SavedGame[], k: KeptGame[], notice: StorageNotice | null) => {
      setGames(list);
      setKept(k);
      setStoreNotice(notice ?? b.notice ?? props.stored ?? null);
    };
    // The saved games are listed by the game code (each is replayed to know it still reads); none, no code.
    if (!storedGames().any) return show([], [], null);
    loadSession().then(
      (lib) => {
        const { games: list, kept: k, notice } = lib.savedGames();
        show(list, k, notice);
      },
      () => show([], [], null),
    );
  };
  // Storage is read after hydration (the static HTML knows nothing of this browser); again when the
  // page's notice changes (an import was just kept aside).
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the page's notice changes only; refresh reads props.stored then, a new one is no reason to read
  useEffect(refresh, [props.notice]);
  const keptWhy = (g: KeptGame) =>
    g.refusal
      ? m('kept.refused', {
          n: g.refusal.event + 1,
          i: g.refusal.event,
          type: g.refusal.type,
          total: g.refusal.events,
          why: describeError(g.refusal.problem, lang),
        })
      : g.behind && g.record
        ? m('kept.behind', { n: g.record.events.length })
        : m('kept.unreadable', { why: g.problems.length ? problemText(g.problems[0], lang) : '' });
  const keptName = (g: KeptGame) => {
    const r = g.raw as { board?: { name?: unknown } } | null;
    const name = r && typeof r === 'object' && r.board && typeof r.board === 'object' ? r.board.name : undefined;
    return (typeof name === 'string' && boardTitle({ name }, lang)) || m('board.unnamed');
  };

  return (
    <div className="grid gap-6" data-testid="start">
      {props.notice ? (
        <p role="alert" className="rounded-lg bg-amber-100 p-3 font-medium text-amber-950">
          {props.notice}
        </p>
      ) : null}
      {storeNotice ? <StorageLine notice={storeNotice} lang={lang} /> : null}

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
              <li key={g.id} data-testid={`saved-${g.id}`} className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold">{boardTitle(g.record.board, lang) ?? m('board.unnamed')}</span>
                  <span className="text-sm text-stone-700">
                    {m('board.players', { n: g.record.seats.length })} · {statusText(g, m)} ·{' '}
                    {m('start.savedAt', { time: new Date(g.savedAt).toLocaleString(lang) })}
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
                      S().forget(g.id);
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

      {kept.length ? (
        <section aria-labelledby="kept-title" className="grid gap-2" data-testid="kept-games">
          <h2 id="kept-title" className="text-xl font-semibold">
            {m('kept.title')}
          </h2>
          <p className="text-sm text-stone-700">{m('kept.intro')}</p>
          <ul className="grid gap-2">
            {kept.map((g) => (
              <li key={`${g.key}/${g.id}`} data-testid="kept-game" className="grid gap-2 rounded-xl border border-amber-400 bg-amber-50 p-3">
                <div className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-semibold">{keptName(g)}</span>
                  {g.record ? <span className="text-sm text-stone-700">{m('kept.events', { n: g.record.events.length })}</span> : null}
                </div>
                <p className="text-sm text-amber-950 break-words" data-testid="kept-why">
                  {keptWhy(g)}
                </p>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    data-testid="kept-export"
                    className={secondary}
                    onClick={() => download(`wolfboard-game-${g.id.replace(/[^\w-]/g, '_').slice(0, 40)}.json`, `${JSON.stringify(g.raw, null, 2)}\n`)}
                  >
                    ⬇️ {m('export')}
                  </button>
                  {g.record ? (
                    <button
                      type="button"
                      data-testid="kept-resume"
                      className={primary}
                      onClick={() => {
                        const id = S().newId(Date.now(), Math.random());
                        const r = S().resumeCopy(g, id);
                        if (r.ok) props.onOpen({ id, savedAt: r.stamp.savedAt, record: r.record, status: null, rev: r.stamp.rev });
                        else setProblems({ title: { key: 'save.failed', vars: { why: '' } }, list: r.problems });
                      }}
                    >
                      {m('kept.resume', { k: g.refusal ? g.refusal.event : g.record.events.length })}
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className="min-h-12 rounded-xl px-3 font-semibold text-rose-900 underline"
                    onClick={() => {
                      const k = `kept:${g.key}/${g.id}`;
                      if (confirmDelete !== k) {
                        setConfirmDelete(k);
                        return;
                      }
                      S().forgetKept(g);
                      setConfirmDelete('');
                      refresh();
                    }}
                  >
                    {confirmDelete === `kept:${g.key}/${g.id}` ? m('start.deleteSure') : m('start.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="new-title" className="grid gap-3">
        <h2 id="new-title" className="text-xl font-semibold">
          {m('start.new')}
        </h2>
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
          <label htmlFor="preset" className="font-semibold">
            {m('start.preset')}
          </label>
          <div className="flex flex-wrap gap-2">
            <select
              id="preset"
              data-testid="preset"
              value={preset}
              onChange={(e) => setPreset(e.target.value)}
              className="h-12 w-0 min-w-0 flex-1 rounded-md border border-stone-400 bg-white px-2"
            >
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
          <label htmlFor="link" className="font-semibold">
            {m('start.link')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="link"
              data-testid="link"
              value={link}
              onChange={(e) => setLink(e.target.value)}
              placeholder="https://…#board=…"
              className="h-12 w-0 min-w-0 flex-1 rounded-md border border-stone-400 px-2"
            />
            <button
              type="button"
              className={primary}
              onClick={() => {
                const d = decodeBoard(link.trim());
                if (d.ok) props.onBoard(d.board);
                else setProblems({ title: { key: 'link.badBoard' }, list: d.problems });
              }}
            >
              {m('start.use')}
            </button>
          </div>
        </div>
        <div className="grid gap-2 rounded-xl border border-stone-300 bg-white p-3">
          <label htmlFor="record-file" className="font-semibold">
            {m('start.import')}
          </label>
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
              // Bytes, not f.text(): a GBK or UTF-16 file is named, never read as "�" (lib/json-text decodeUtf8).
              let bytes: Uint8Array | null = null;
              try {
                bytes = f.size > MAX_FILE_BYTES ? null : new Uint8Array(await f.arrayBuffer());
              } catch {
                bytes = null;
              }
              const json =
                bytes === null
                  ? {
                      ok: false as const,
                      problems: [
                        f.size > MAX_FILE_BYTES
                          ? { path: '', code: 'file.tooLarge', params: { bytes: f.size, max: MAX_FILE_BYTES } }
                          : { path: '', code: 'file.unreadable' },
                      ],
                    }
                  : parseJsonBytes(bytes);
              let r: { ok: true; value: GameRecord } | { ok: false; problems: FieldProblem[] } = json.ok ? { ok: false, problems: [] } : json;
              if (json.ok) {
                try {
                  r = (await loadSession()).recordParser(json.value);
                } catch {
                  r = { ok: false, problems: [{ path: '', code: 'message', params: { text: msg('moderator.code.unavailable') } }] };
                }
              }
              if (r.ok) {
                setProblems(null);
                props.onImport(r.value);
              } else setProblems({ title: { key: 'import.bad', vars: { file: f.name } }, list: r.problems });
              if (file.current) file.current.value = '';
            }}
          />
        </div>
        {problems ? (
          <div role="alert" data-testid="start-problems" className="rounded-lg bg-rose-100 p-3 text-sm text-rose-900">
            <p className="font-medium">{m(problems.title.key, problems.title.vars)}</p>
            <Problems problems={problems.list} lang={lang} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
