// Opening a game on the moderator page, and starting one from a new or imported record. A game that does not
// replay is never opened shortened (it would be saved over the whole one): it is kept aside whole and the start
// screen says which event was refused.
import type { GameRecord } from '../../lib/engine/types';
import type { Lang } from '../../lib/i18n';
import type { Stamp } from '../../lib/browser/session';
import type { FieldProblem } from '../../lib/input/schema';
import { describeError } from '../../lib/engine/reasons';
import { refusedSay, setHash, startSaying, type SetScreen } from './moderator-screen';
import type { OpenGame } from './route';
import { session as S } from './session-loader';
import type { MFn } from './use-m';

export function openGameOn(setScreen: SetScreen, id: string, record: GameRecord, stamp: Stamp): void {
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
  setScreen(startSaying(say));
}

/** A new game from a record (a deal just made, or a file): kept aside if the engine refuses it, else saved and opened. */
export function startWith(record: GameRecord, setScreen: SetScreen, setSaveProblems: (p: FieldProblem[]) => void, openGame: OpenGame): void {
  const { newId, refusalOf, keepAside, refusalProblem, persistRecord } = S();
  const id = newId(Date.now(), Math.random());
  const why = refusalOf(record);
  if (why) {
    // An imported record the engine refuses: kept whole, aside; the file is not shortened either.
    const kept = keepAside(id, record, [refusalProblem(why)]);
    setScreen(startSaying(refusedSay(kept.ok ? 'import.kept' : 'import.notKept', why)));
    return;
  }
  const r = persistRecord(id, record);
  if (!r.ok) setSaveProblems(r.problems);
  openGame(id, record, S().stampOf(r.ok ? r : {}));
}
