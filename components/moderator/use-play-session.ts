'use client';
// What a game in play shows and keeps: the state and step, the settings, the election's draft, the ballots and
// the taps not yet recorded (kept with the game, so a reload keeps them), and the beats since the last event.
import { useMemo, useRef } from 'react';
import { nextStep } from '../../lib/engine';
import type { Lang } from '../../lib/i18n';
import { leadOf, shownAt } from '../../lib/moderator/ahead';
import { currentBeats } from '../../lib/moderator/beats';
import {
  ballotsAt,
  current,
  entryAt,
  metaOf,
  setRecord,
  tapsAt,
  withMeta,
  type BallotDraft,
  type EntryFields,
  type Session,
  type Settings,
} from '../../lib/browser/session';
import { electionToday, type ElectionDraft } from '../../lib/moderator/sheriff';
import type { Direction } from '../../lib/moderator/speaking';
import type { KeptBallots } from './step-action';

export function usePlaySession(session: Session, onChange: (s: Session) => void, lang: Lang, dir: Direction) {
  const log = session.log;
  const record = log.record;
  const state = current(session);
  const step = useMemo(() => nextStep(state), [state]);
  const names = record.names;
  const meta = useMemo(() => metaOf(record), [record]);
  const settings = meta.settings;
  // Over the latest session: a tap that keeps two things (a ballot and the voters left waiting) keeps both.
  const latest = useRef(session);
  latest.current = session;
  const keep = (patch: Parameters<typeof withMeta>[1]) => {
    const s = setRecord(latest.current, withMeta(latest.current.log.record, patch));
    latest.current = s;
    onChange(s);
  };

  const setSettings = (patch: Partial<Settings>) => keep({ settings: { ...settings, ...patch } });
  const draft = electionToday(meta.election, state, state.ctx.rules.electionAfterSelfDestruct);
  const setDraft = (d: ElectionDraft) => keep({ election: { day: state.day, draft: d } });
  // Ballots entered are kept with the game at each tap, so a reload does not lose them.
  const ballots = (of: BallotDraft['of'], round: number): KeptBallots => ({
    kept: ballotsAt(meta, state.events, of, round),
    keep: (b) => keep({ ballots: { events: state.events, of, round, ballots: b } }),
  });
  // What is tapped and not yet recorded (a seat, the ballot target, the vote's mode), kept the same way.
  const entry = entryAt(meta, state.events);
  const keepEntry = (patch: EntryFields) => keep({ entry: { ...entryAt(metaOf(latest.current.log.record), state.events), ...patch, events: state.events } });

  // The beats since the last event; the judge taps through those that record nothing (lib/moderator/beats).
  const election = step.kind === 'sheriff' ? draft : null;
  const beats = useMemo(() => currentBeats(log, lang, { names, dir, election }), [log, lang, names, dir, election]);
  // Skip-ahead (lib/moderator/ahead): the judge stops only at the beats that need him; those before one that
  // need nothing are shown on its card, above its words.
  const taps = shownAt(beats, Math.min(tapsAt(meta, state.events), beats.length - 1));
  const beat = beats[taps];
  const lead = useMemo(() => leadOf(beats, taps), [beats, taps]);
  const atWait = beat.waitsFor !== null;
  const onNext = !atWait && taps < beats.length - 1 ? () => keep({ beat: { events: state.events, taps: taps + 1 } }) : null;
  const beatKey = `${state.events}:${taps}`;

  return { log, state, step, names, settings, setSettings, draft, setDraft, ballots, entry, keepEntry, beat, lead, atWait, onNext, beatKey };
}
