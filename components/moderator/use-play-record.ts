'use client';
// Recording and undoing in a game in play: the engine's refusal said, the opened self-destruct or duel closed
// once an event lands or is undone.
import { useState } from 'react';
import type { GameEvent } from '../../lib/engine/types';
import type { Lang } from '../../lib/i18n';
import { describeError } from '../../lib/engine/reasons';
import { act, setRecord, undoLast, withMeta, type Session } from '../../lib/browser/session';

export function usePlayRecord(session: Session, onChange: (s: Session) => void, lang: Lang) {
  const [error, setError] = useState('');
  const [sdOpen, setSdOpen] = useState(false);
  const [duelOpen, setDuelOpen] = useState(false);
  const closeAll = () => {
    setError('');
    setSdOpen(false);
    setDuelOpen(false);
  };
  const onRecord = (e: GameEvent) => {
    const r = act(session, e);
    if (!r.ok) {
      setError(describeError(r.error, lang));
      return;
    }
    closeAll();
    // A new event starts its beats from the first, with no ballots left over (after an undo too).
    onChange(setRecord(r.session, withMeta(r.session.log.record, { beat: null, ballots: null, entry: null })));
  };
  const onUndo = () => {
    closeAll();
    onChange(undoLast(session));
  };
  return { error, onRecord, onUndo, opened: { sdOpen, setSdOpen, duelOpen, setDuelOpen } };
}
