'use client';
// The moderator page: start (saved games, a new board), setup (seats, deal), the deal, then the game.
// The open game is in the URL hash (#game=ID) and saved after every event, so a reload, a closed tab or a
// locked phone comes back to the same point.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GameRecord } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import { dealDone, metaOf, newId, open, persist, persistRecord, resumable, savedGames, setRecord, withMeta, type SavedGame, type Session } from '../../lib/moderator/session';
import { decodeBoard, payloadOf } from '../../lib/share';
import { DealScreen } from './deal-screen';
import { PlayScreen } from './play-screen';
import { SetupScreen } from './setup-screen';
import { StartScreen } from './start-screen';
import { useM } from './use-m';

type Screen =
  | { kind: 'loading' }
  | { kind: 'start'; notice: string }
  | { kind: 'setup'; board: Board }
  | { kind: 'game'; session: Session; notice: string };

const GAME_RE = /(?:^#|&)game=([A-Za-z0-9_-]+)/;

function setHash(hash: string): void {
  const url = `${location.pathname}${location.search}${hash}`;
  history.replaceState(history.state, '', url);
}

export function ModeratorApp() {
  const { lang, m } = useM();
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  const [saveProblem, setSaveProblem] = useState('');

  const openGame = useCallback(
    (id: string, record: GameRecord) => {
      // Marked open while it is on screen: reopening the site without a link resumes it (resumable).
      const o = open(id, metaOf(record).open ? record : withMeta(record, { open: true }));
      if (o.ok) {
        setHash(`#game=${id}`);
        setScreen({ kind: 'game', session: o.session, notice: '' });
        return;
      }
      const why = lang === 'en' ? o.error.message : o.error.messageZh ?? o.error.message;
      if (o.session) {
        setHash(`#game=${id}`);
        setScreen({ kind: 'game', session: o.session, notice: m('open.partial', { n: o.error.event + 1, why }) });
      } else setScreen({ kind: 'start', notice: m('open.failed', { why }) });
    },
    [lang, m],
  );

  const route = useCallback(() => {
    const h = location.hash;
    const gid = GAME_RE.exec(h)?.[1];
    if (gid) {
      const g = savedGames().games.find((x) => x.id === gid);
      if (g) openGame(g.id, g.record);
      else {
        setHash('');
        setScreen({ kind: 'start', notice: m('open.missing') });
      }
      return;
    }
    if (payloadOf(h) !== null) {
      const d = decodeBoard(h);
      if (d.ok) setScreen({ kind: 'setup', board: d.board });
      else setScreen({ kind: 'start', notice: `${m('link.bad')} ${d.problems.map((p) => p.message).join('; ')}` });
      return;
    }
    // No link: resume the game left open, if one is running (the browser was closed mid-game).
    const running = resumable(savedGames().games);
    if (running) {
      openGame(running.id, running.record);
      return;
    }
    setScreen({ kind: 'start', notice: '' });
  }, [openGame, m]);

  // Route once on load and on a hash the user changes (not again when the language changes).
  const latestRoute = useRef(route);
  useEffect(() => {
    latestRoute.current = route;
  }, [route]);
  useEffect(() => {
    const onHash = () => latestRoute.current();
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  // Saved after every change of the game (an event, undo, the deal's progress, options).
  const session = screen.kind === 'game' ? screen.session : null;
  useEffect(() => {
    if (!session) return;
    const r = persist(session);
    setSaveProblem(r.ok ? '' : r.problems.map((p) => p.message).join('; '));
  }, [session]);

  const onChange = useCallback((s: Session) => setScreen({ kind: 'game', session: s, notice: '' }), []);
  // Leaving the game on purpose: it is no longer the one to resume.
  const toStart = useCallback(() => {
    if (session) persist(setRecord(session, withMeta(session.log.record, { open: false })));
    setHash('');
    setScreen({ kind: 'start', notice: '' });
  }, [session]);
  const start = (record: GameRecord) => {
    const id = newId(Date.now(), Math.random());
    const r = persistRecord(id, record);
    if (!r.ok) setSaveProblem(r.problems.map((p) => p.message).join('; '));
    openGame(id, record);
  };

  const inGame = screen.kind === 'game';
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="moderator" data-screen={screen.kind}>
      <h1 className={inGame ? 'sr-only' : 'text-2xl font-bold sm:text-3xl'}>{m('title')}</h1>
      {saveProblem ? (
        <p role="alert" data-testid="save-problem" className="rounded-lg bg-rose-100 p-2 text-sm font-medium text-rose-900">
          {m('save.failed', { why: saveProblem })}
        </p>
      ) : null}
      {screen.kind === 'loading' ? <p className="text-stone-700">{m('loading')}</p> : null}
      {screen.kind === 'start' ? (
        <>
          <p className="max-w-2xl text-stone-700">{m('intro')}</p>
          <StartScreen
            notice={screen.notice}
            onBoard={(b) => setScreen({ kind: 'setup', board: b })}
            onOpen={(g: SavedGame) => openGame(g.id, g.record)}
            onImport={start}
          />
        </>
      ) : null}
      {screen.kind === 'setup' ? <SetupScreen board={screen.board} onStart={start} onCancel={toStart} /> : null}
      {screen.kind === 'game' ? (
        <>
          {screen.notice ? (
            <p role="alert" className="rounded-lg bg-amber-100 p-2 text-sm font-medium text-amber-950">
              {screen.notice}
            </p>
          ) : null}
          {dealDone(screen.session.log.record) ? (
            <PlayScreen session={screen.session} onChange={onChange} onExit={toStart} />
          ) : (
            <DealScreen session={screen.session} onChange={onChange} onExit={toStart} />
          )}
        </>
      ) : null}
    </div>
  );
}
