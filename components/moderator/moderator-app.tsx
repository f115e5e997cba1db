'use client';
// The moderator page: start (saved games, a new board), setup (seats, deal), the deal, then the game.
// The open game is in the URL hash (#game=ID) and saved after every event, so a reload, a closed tab or a
// locked phone comes back to the same point.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { GameRecord } from '../../lib/engine/types';
import type { SavedGame, Session, Stamp } from '../../lib/browser/session';
import { problemText } from '../../lib/i18n/problem-text';
import type { FieldProblem } from '../../lib/input/schema';
import { LinkLine, StorageLine } from '../input-notice';
import type { StorageNotice } from '../../lib/browser/storage';
import { whenIdleAfterPaint } from '../idle';
import { setHash, startSaying, type Screen } from './moderator-screen';
import { openGameOn, startWith } from './open-game';
import { route } from './route';
import { loadSession, session as S } from './session-loader';
import { StartScreen } from './start-screen';
import { useGameSync } from './use-game-sync';
import { useM, type MFn } from './use-m';
import { useLangSettled } from '../use-lang';
import { t } from '../../lib/i18n';

// The screens after the start screen are not in the page's first load: fetched when idle after the first
// paint (so a tap on "start" finds them in), or at once when the link or storage opens a game.
const loadSetup = () => import('./setup-screen');
const loadDeal = () => import('./deal-screen');
const loadPlay = () => import('./play-screen');
const SetupScreen = lazy(() => loadSetup().then((m) => ({ default: m.SetupScreen })));
const DealScreen = lazy(() => loadDeal().then((m) => ({ default: m.DealScreen })));
const PlayScreen = lazy(() => loadPlay().then((m) => ({ default: m.PlayScreen })));

/** Routes once on load and on a hash the user changes (not again when the language changes); fetches the later screens when idle. */
function useRouting(openGame: (id: string, record: GameRecord, stamp: Stamp) => void, setScreen: (s: Screen) => void): void {
  useEffect(
    () =>
      whenIdleAfterPaint(() => {
        for (const load of [loadSession, loadSetup, loadDeal, loadPlay]) load().catch(() => {});
      }),
    [],
  );
  const latestRoute = useRef(() => route(openGame, setScreen));
  useEffect(() => {
    latestRoute.current = () => route(openGame, setScreen);
  }, [openGame, setScreen]);
  useEffect(() => {
    const onHash = () => latestRoute.current();
    onHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
}

/** The game on screen: the deal until it is done, then play; what another tab did and what a save set aside above it. */
function GameScreen({
  screen,
  savedAside,
  onChange,
  onExit,
}: {
  screen: Extract<Screen, { kind: 'game' }>;
  savedAside: StorageNotice | null;
  onChange: (s: Session) => void;
  onExit: () => void;
}) {
  const { lang } = useM();
  return (
    <>
      {screen.notice ? (
        <p role="alert" data-testid="game-notice" className="rounded-lg bg-amber-100 p-2 text-sm font-medium text-amber-950">
          {screen.notice}
        </p>
      ) : null}
      {savedAside ? <StorageLine notice={savedAside} lang={lang} /> : null}
      {S().dealDone(screen.session.log.record) ? (
        <PlayScreen session={screen.session} onChange={onChange} onExit={onExit} />
      ) : (
        <DealScreen session={screen.session} onChange={onChange} onExit={onExit} />
      )}
    </>
  );
}

function StartView({
  screen,
  setScreen,
  openGame,
  onImport,
}: {
  screen: Extract<Screen, { kind: 'start' }>;
  setScreen: (s: Screen) => void;
  openGame: (id: string, record: GameRecord, stamp: Stamp) => void;
  onImport: (r: GameRecord) => void;
}) {
  const { lang, m } = useM();
  return (
    <>
      <p className="max-w-2xl text-stone-700">{m('intro')}</p>
      {screen.notice?.kind === 'shared' ? <LinkLine problems={screen.notice.problems} unknown={screen.notice.unknown} lang={lang} /> : null}
      <StartScreen
        notice={screen.notice?.kind === 'text' ? screen.notice.say(m, lang) : ''}
        stored={screen.stored ?? null}
        onBoard={(b) => setScreen({ kind: 'setup', board: b })}
        onOpen={(g: SavedGame) => openGame(g.id, g.record, g)}
        onImport={onImport}
      />
    </>
  );
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

  const openGame = useCallback((id: string, record: GameRecord, stamp: Stamp) => openGameOn(setScreen, id, record, stamp), []);
  useRouting(openGame, setScreen);
  const session = screen.kind === 'game' ? screen.session : null;
  useGameSync(session, { m, setScreen, setSaveProblems, setSavedAside, asStored });

  const onChange = useCallback((s: Session) => setScreen({ kind: 'game', session: s, notice: '' }), []);
  // Leaving the game on purpose: it is no longer the one to resume.
  const toStart = useCallback(() => {
    if (session?.line) {
      const { setRecord, withMeta, recordOf, sync } = S();
      const r = sync.saveOver(session.id, recordOf(setRecord(session, withMeta(session.log.record, { open: false }))), session.line.stamp);
      if (r.kind === 'behind' && r.kept) {
        setHash('');
        setScreen(startSaying((mm: MFn) => mm('sync.keptMine')));
        return;
      }
    }
    setHash('');
    setScreen({ kind: 'start', notice: null });
  }, [session]);
  const start = (record: GameRecord) => {
    loadSession().then(
      () => startWith(record, setScreen, setSaveProblems, openGame),
      () => setScreen(startSaying((mm: MFn) => mm('code.unavailable'))),
    );
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4" data-testid="moderator" data-screen={shown ? screen.kind : 'loading'}>
      <h1 className={screen.kind === 'game' ? 'sr-only' : 'text-2xl font-bold sm:text-3xl'}>{m('title')}</h1>
      {saveProblems.length ? (
        <p role="alert" data-testid="save-problem" className="rounded-lg bg-rose-100 p-2 text-sm font-medium text-rose-900">
          {m('save.failed', { why: saveProblems.map((p) => problemText(p, lang)).join(t('common.semicolonSep', lang)) })}
        </p>
      ) : null}
      {screen.kind === 'loading' ? <p className="text-stone-700">{m('loading')}</p> : null}
      {screen.kind === 'start' ? <StartView screen={screen} setScreen={setScreen} openGame={openGame} onImport={start} /> : null}
      <Suspense fallback={<p className="text-stone-700">{m('loading')}</p>}>
        {screen.kind === 'setup' ? <SetupScreen board={screen.board} onStart={start} onCancel={toStart} /> : null}
        {screen.kind === 'game' ? <GameScreen screen={screen} savedAside={savedAside} onChange={onChange} onExit={toStart} /> : null}
      </Suspense>
    </div>
  );
}
