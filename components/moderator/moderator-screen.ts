// The moderator page's screens and what the start screen says on arrival, with the small helpers routing them
// (the game's id in the URL hash, whether this is the first page of the browsing session).
import type { Board } from '../../lib/generated/board';
import type { Lang } from '../../lib/i18n';
import type { Refusal, Session } from '../../lib/browser/session';
import type { MKey } from '../../lib/moderator/text';
import type { FieldProblem } from '../../lib/input/schema';
import type { StorageNotice } from '../../lib/browser/storage';
import { describeError } from '../../lib/engine/reasons';
import type { MFn } from './use-m';

/** What the start screen says on arrival: a line of its own, or a link it could not read. */
type StartNotice =
  // Said when shown, in the language of that moment (the page routes before the language is known).
  { kind: 'text'; say: (m: MFn, lang: Lang) => string } | { kind: 'shared'; problems?: FieldProblem[]; unknown?: string };

export type Screen =
  | { kind: 'loading' }
  | { kind: 'start'; notice: StartNotice | null; stored?: StorageNotice | null }
  | { kind: 'setup'; board: Board }
  | { kind: 'game'; session: Session; notice: string };

export type SetScreen = (s: Screen) => void;

/** The start screen saying one line. */
export const startSaying = (say: (m: MFn, lang: Lang) => string): Extract<Screen, { kind: 'start' }> => ({ kind: 'start', notice: { kind: 'text', say } });

export const refusedSay = (key: MKey, r: Refusal) => (m: MFn, lang: Lang) =>
  m(key, { n: r.event + 1, i: r.event, type: r.type, total: r.events, why: describeError(r.problem, lang) });

export function setHash(hash: string): void {
  const url = `${location.pathname}${location.search}${hash}`;
  history.replaceState(history.state, '', url);
}

/** True once per browsing session (sessionStorage ends with the browser): whether to resume the running game. */
export function firstOfSession(): boolean {
  try {
    if (sessionStorage.getItem('wolfboard:moderator:seen')) return false;
    sessionStorage.setItem('wolfboard:moderator:seen', '1');
    return true;
  } catch {
    return false;
  }
}
