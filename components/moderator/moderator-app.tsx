'use client';
// The moderator page: start (saved games, a new board), setup (seats, deal), the deal, then the game.
// The open game is in the URL hash (#game=ID) and saved after every event, so a reload, a closed tab or a
// locked phone comes back to the same point.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { GameRecord } from '../../lib/engine/types';
import type { Board } from '../../lib/generated/board';
import type { Refusal, SavedGame, Session, Stamp } from '../../lib/moderator/session';
import type { Synced } from '../../lib/moderator/sync';
import { STORAGE_KEY, storedGames } from '../../lib/storage';
import type { MKey } from '../../lib/moderator/text';
import { readHash } from '../../lib/page-hash';
import { problemText } from '../../lib/problem-text';
import type { FieldProblem } from '../../lib/schema';
import { decodeBoard } from '../../lib/share';
import { describeError } from '../../lib/engine/reasons';
import { LinkLine, StorageLine } from '../input-notice';
import type { StorageNotice } from '../../lib/storage';
import { whenIdleAfterPaint } from '../idle';
import { loadSession, session as S } from './session-loader';
import { StartScreen } from './start-screen';
import { useM, type MFn } from './use-m';
import { useLangSettled } from '../use-lang';
import { t, type Lang } from '../../lib/i18n';

// The screens after the start screen are not in the page's first load: fetched when idle after the first
// paint (so a tap on "start" finds them in), or at once when the link or storage opens a game.
const loadSetup = () => import('./setup-screen');
const loadDeal = () => import('./deal-screen');
const loadPlay = () => import('./play-screen');
const SetupScreen = lazy(() => loadSetup().then((m) => ({ default: m.SetupScreen })));
const DealScreen = lazy(() => loadDeal().then((m) => ({ default: m.DealScreen })));
const PlayScreen = lazy(() => loadPlay().then((m) => ({ default: m.PlayScreen })));

/** What the start screen says on arrival: a line of its own, or a link it could not read. */
export type StartNotice =
  // Said when shown, in the language of that moment (the page routes before the language is known).
  { kind: 'text'; say: (m: MFn, lang: Lang) => string } | { kind: 'shared'; problems?: FieldProblem[]; unknown?: string };

type Screen =
  | { kind: 'loading' }
  | { kind: 'start'; notice: StartNotice | null; stored?: StorageNotice | null }
  | { kind: 'setup'; board: Board }
  | { kind: 'game'; session: Session; notice: string };

const refusedSay = (key: MKey, r: Refusal) => (m: MFn, lang: Lang) =>
  m(key, { n: r.event + 1, i: r.event, type: r.type, total: r.events, why: describeError(r.problem, lang) });

function setHash(hash: string): void {
  const url = `${location.pathname}${location.search}${hash}`;
  history.replaceState(history.state, '', url);
}

/** True once per browsing session (sessionStorage ends with the browser): whether to resume the running game. */
function firstOfSession(): boolean {
  try {
    if (sessionStorage.getItem('wolfboard:moderator:seen')) return false;
    sessionStorage.setItem('wolfboard:moderator:seen', '1');
    return true;
  } catch {
    return false;
  }
}

export function ModeratorApp() {
  const { lang, m } = useM();
  // Until the chosen language is in, the page is hidden: it is not yet a screen to act on.
  const shown = useLangSettled();
  const [screen, setScreen] = useState<Screen>({ kind: 'loading' });
  // Why the last save failed (worded at render, in the page's language).
  const [saveProblems, setSaveProblems] = useState<FieldProblem[]>([]);
  // Stored data a save set aside first (it no longer fit): said on the game screen.
  const [savedAside, setSavedAside] = useState<StorageNotice | null>(null);
  // A game taken as another tab stored it: shown, not written back (two tabs would answer each other forever).
  const asStored = useRef<Session | null>(null);

  // A game that does not replay is never opened shortened (it would be saved over the whole one): it is
  // kept aside whole and the start screen says which event was refused.
  const openGame = useCallback((id: string, record: GameRecord, stamp: Stamp) => {
    // Marked open while it is on screen: reopening the site without a link resumes it (resumable).
    const { open, metaOf, withMeta, refusalOf, keepAside, refusalProblem } = S();
    const o = open(id, metaOf(record).open ? record : withMeta(record, { open: true }));
    if (o.ok) {
      setHash(`#game=${encodeURIComponent(id)}`);
      setScreen({ kind: 'game', session: { ...o.session, line: { stamp } }, notice: '' });
      return;
    }
    setHash('');
    const why = refusalOf(record);
    if (why) keepAside(id, record, [refusalProblem(why)]);
    const e = o.error;
    const say = why ? refusedSay('open.kept', why) : (mm: MFn, l: Lang) => mm('open.failed', { why: describeError(e, l) });
    setScreen({ kind: 'start', notice: { kind: 'text', say } });
  }, []);

  const route = useCallback(() => {
    const req = readHash(location.hash, ['board', 'game']);
    if (req.kind === 'board') {
      const d = decodeBoard(`#board=${req.payload}`);
      if (d.ok) setScreen({ kind: 'setup', board: d.board });
      else setScreen({ kind: 'start', notice: { kind: 'shared', problems: d.problems } });
      return;
    }
    if (req.kind === 'unknown') {
      setScreen({ kind: 'start', notice: { kind: 'shared', unknown: req.name } });
      return;
    }
    // Without a game to open or list, the start screen needs no game code (it comes when idle).
    const stored = storedGames();
    if (req.kind !== 'game' && !stored.any) {
      firstOfSession();
      setScreen({ kind: 'start', notice: null, stored: stored.notice });
      return;
    }
    loadSession().then(
      () => routeGamesRef.current(req, stored.notice),
      () => setScreen({ kind: 'start', notice: { kind: 'text', say: (mm: MFn) => mm('code.unavailable') } }),
    );
  }, []);

  // `read`: what reading the stored state said first (it set aside what no longer fits; the next read finds it done).
  const routeGames = useCallback(
    (req: ReturnType<typeof readHash>, read: StorageNotice | null) => {
      const { savedGames, resumable } = S();
      if (req.kind === 'game') {
        const saved = savedGames();
        const g = saved.games.find((x) => x.id === req.id);
        if (g) {
          openGame(g.id, g.record, g);
          return;
        }
        setHash('');
        const kept = saved.kept.find((x) => x.id === req.id);
        const say = kept?.refusal
          ? refusedSay('open.kept', kept.refusal)
          : kept
            ? (mm: MFn, l: Lang) => mm('kept.unreadable', { why: problemText(kept.problems[0], l) })
            : (mm: MFn) => mm('open.missing');
        // What reading the saved games set aside is said on the start screen too (its own read finds it done).
        setScreen({ kind: 'start', notice: { kind: 'text', say }, stored: saved.notice ?? read });
        return;
      }
      // No link, first page of this browsing session (the browser was closed mid-game): resume the game left
      // open, if one is running. Within a session the start screen stays reachable by its address.
      const saved = savedGames();
      const notice = saved.notice ?? read;
      const running = firstOfSession() && !notice ? resumable(saved.games) : null;
      if (running) {
        openGame(running.id, running.record, running);
        return;
      }
      setScreen({ kind: 'start', notice: null, stored: notice });
    },
    [openGame],
  );
  const routeGamesRef = useRef(routeGames);
  useEffect(() => {
    routeGamesRef.current = routeGames;
  }, [routeGames]);

  useEffect(
    () =>
      whenIdleAfterPaint(() => {
        for (const load of [loadSession, loadSetup, loadDeal, loadPlay]) load().catch(() => {});
      }),
    [],
  );

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

  // Another tab moved the game on (lib/moderator/sync): this one shows the game as stored, and says what
  // became of its own copy; a copy that could not be kept aside stays on screen, unsaved, to export.
  const mRef = useRef(m);
  useEffect(() => {
    mRef.current = m;
  }, [m]);
  const settle = useCallback((r: Synced, mine: Session) => {
    const say = mRef.current;
    if (r.kind === 'saved') {
      if (mine.line) mine.line.stamp = r.stamp;
      setSaveProblems([]);
      if (r.notice) setSavedAside(r.notice);
      return;
    }
    if (r.kind === 'failed' || r.kept === false) {
      setSaveProblems(r.kind === 'failed' ? r.problems : [{ path: '', code: 'storage.stale' }]);
      return;
    }
    setSaveProblems([]);
    const kept = r.kept ? ` ${say('sync.keptMine')}` : '';
    const o = r.newer ? S().open(mine.id, r.newer.record) : null;
    if (!r.newer || !o?.ok) {
      // Removed there, or it no longer reads or replays: the start screen lists what is kept, and why.
      setHash('');
      setScreen({ kind: 'start', notice: { kind: 'text', say: (mm: MFn) => `${mm('sync.gone')}${r.kept ? ` ${mm('sync.keptMine')}` : ''}` } });
      return;
    }
    const session: Session = { ...o.session, line: { stamp: r.newer.stamp } };
    asStored.current = session;
    setScreen({ kind: 'game', session, notice: `${say('sync.newer', { n: r.newer.record.events.length })}${kept}` });
  }, []);

  // Saved after every change of the game (an event, undo, the deal's progress, options), over the stored
  // write it stands on only.
  const session = screen.kind === 'game' ? screen.session : null;
  const onScreen = useRef<Session | null>(null);
  useEffect(() => {
    onScreen.current = session;
    if (!session || session === asStored.current || !session.line) return;
    const { sync, recordOf } = S();
    settle(sync.saveOver(session.id, recordOf(session), session.line.stamp), session);
  }, [session, settle]);

  // Another tab or window wrote (storage event), or this one is shown again: is the game still as stored here?
  const gameId = session?.id ?? null;
  useEffect(() => {
    if (!gameId) return;
    const check = () => {
      const s = onScreen.current;
      if (!s?.line || s.id !== gameId) return;
      const { sync, recordOf } = S();
      const r = sync.checkStored(s.id, recordOf(s), s.line.stamp);
      if (r) settle(r, s);
    };
    const onStorage = (e: StorageEvent) => {
      if (e.key === STORAGE_KEY || e.key === null) check();
    };
    const onShow = () => {
      if (document.visibilityState === 'visible') check();
    };
    window.addEventListener('storage', onStorage);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onShow);
    };
  }, [gameId, settle]);

  const onChange = useCallback((s: Session) => setScreen({ kind: 'game', session: s, notice: '' }), []);
  // Leaving the game on purpose: it is no longer the one to resume.
  const toStart = useCallback(() => {
    if (session?.line) {
      const { setRecord, withMeta, recordOf, sync } = S();
      const r = sync.saveOver(session.id, recordOf(setRecord(session, withMeta(session.log.record, { open: false }))), session.line.stamp);
      if (r.kind === 'behind' && r.kept) {
        setHash('');
        setScreen({ kind: 'start', notice: { kind: 'text', say: (mm: MFn) => mm('sync.keptMine') } });
        return;
      }
    }
    setHash('');
    setScreen({ kind: 'start', notice: null });
  }, [session]);
  const start = (record: GameRecord) => {
    loadSession().then(
      () => startWith(record),
      () => setScreen({ kind: 'start', notice: { kind: 'text', say: (mm: MFn) => mm('code.unavailable') } }),
    );
  };
  const startWith = (record: GameRecord) => {
    const { newId, refusalOf, keepAside, refusalProblem, persistRecord } = S();
    const id = newId(Date.now(), Math.random());
    const why = refusalOf(record);
    if (why) {
      // An imported record the engine refuses: kept whole, aside; the file is not shortened either.
      const kept = keepAside(id, record, [refusalProblem(why)]);
      setScreen({ kind: 'start', notice: { kind: 'text', say: refusedSay(kept.ok ? 'import.kept' : 'import.notKept', why) } });
      return;
    }
    const r = persistRecord(id, record);
    if (!r.ok) setSaveProblems(r.problems);
    openGame(id, record, S().stampOf(r.ok ? r : {}));
  };

  const inGame = screen.kind === 'game';
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="moderator" data-screen={shown ? screen.kind : 'loading'}>
      <h1 className={inGame ? 'sr-only' : 'text-2xl font-bold sm:text-3xl'}>{m('title')}</h1>
      {saveProblems.length ? (
        <p role="alert" data-testid="save-problem" className="rounded-lg bg-rose-100 p-2 text-sm font-medium text-rose-900">
          {m('save.failed', { why: saveProblems.map((p) => problemText(p, lang)).join(t('common.semicolonSep', lang)) })}
        </p>
      ) : null}
      {screen.kind === 'loading' ? <p className="text-stone-700">{m('loading')}</p> : null}
      {screen.kind === 'start' ? (
        <>
          <p className="max-w-2xl text-stone-700">{m('intro')}</p>
          {screen.notice?.kind === 'shared' ? <LinkLine problems={screen.notice.problems} unknown={screen.notice.unknown} lang={lang} /> : null}
          <StartScreen
            notice={screen.notice?.kind === 'text' ? screen.notice.say(m, lang) : ''}
            stored={screen.stored ?? null}
            onBoard={(b) => setScreen({ kind: 'setup', board: b })}
            onOpen={(g: SavedGame) => openGame(g.id, g.record, g)}
            onImport={start}
          />
        </>
      ) : null}
      <Suspense fallback={<p className="text-stone-700">{m('loading')}</p>}>
        {screen.kind === 'setup' ? <SetupScreen board={screen.board} onStart={start} onCancel={toStart} /> : null}
        {screen.kind === 'game' ? (
          <>
            {screen.notice ? (
              <p role="alert" data-testid="game-notice" className="rounded-lg bg-amber-100 p-2 text-sm font-medium text-amber-950">
                {screen.notice}
              </p>
            ) : null}
            {savedAside ? <StorageLine notice={savedAside} lang={lang} /> : null}
            {S().dealDone(screen.session.log.record) ? (
              <PlayScreen session={screen.session} onChange={onChange} onExit={toStart} />
            ) : (
              <DealScreen session={screen.session} onChange={onChange} onExit={toStart} />
            )}
          </>
        ) : null}
      </Suspense>
    </div>
  );
}
