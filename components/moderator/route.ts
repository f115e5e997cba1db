// Where the moderator page's address leads: a board to set up, a game to open (or why it cannot be), the game
// left open at the start of a browsing session, or the start screen.
import type { GameRecord } from '../../lib/engine/types';
import type { Lang } from '../../lib/i18n';
import type { Stamp } from '../../lib/browser/session';
import { readHash } from '../../lib/input/page-hash';
import { problemText } from '../../lib/i18n/problem-text';
import { decodeBoard } from '../../lib/input/share';
import { storedGames, type StorageNotice } from '../../lib/browser/storage';
import { firstOfSession, refusedSay, setHash, startSaying, type SetScreen } from './moderator-screen';
import { loadSession, session as S } from './session-loader';
import type { MFn } from './use-m';

export type OpenGame = (id: string, record: GameRecord, stamp: Stamp) => void;
type Request = ReturnType<typeof readHash>;

/** A game asked for by the link that is not among the saved games: kept aside (and why), or missing. */
function missingGame(id: string, setScreen: SetScreen, saved: ReturnType<ReturnType<typeof S>['savedGames']>, read: StorageNotice | null): void {
  setHash('');
  const kept = saved.kept.find((x) => x.id === id);
  const say = kept?.refusal
    ? refusedSay('open.kept', kept.refusal)
    : kept
      ? (mm: MFn, l: Lang) => mm('kept.unreadable', { why: problemText(kept.problems[0], l) })
      : (mm: MFn) => mm('open.missing');
  // What reading the saved games set aside is said on the start screen too (its own read finds it done).
  setScreen({ ...startSaying(say), stored: saved.notice ?? read });
}

/** With the game code in: the game of the link, or the one left open. `read`: what reading the stored state said first (it set aside what no longer fits; the next read finds it done). */
function routeGames(req: Request, read: StorageNotice | null, openGame: OpenGame, setScreen: SetScreen): void {
  const { savedGames, resumable } = S();
  if (req.kind === 'game') {
    const saved = savedGames();
    const g = saved.games.find((x) => x.id === req.id);
    if (g) openGame(g.id, g.record, g);
    else missingGame(req.id, setScreen, saved, read);
    return;
  }
  // No link, first page of this browsing session (the browser was closed mid-game): resume the game left
  // open, if one is running. Within a session the start screen stays reachable by its address.
  const saved = savedGames();
  const notice = saved.notice ?? read;
  const running = firstOfSession() && !notice ? resumable(saved.games) : null;
  if (running) openGame(running.id, running.record, running);
  else setScreen({ kind: 'start', notice: null, stored: notice });
}

export function route(openGame: OpenGame, setScreen: SetScreen): void {
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
    () => routeGames(req, stored.notice, openGame, setScreen),
    () => setScreen(startSaying((mm: MFn) => mm('code.unavailable'))),
  );
}
