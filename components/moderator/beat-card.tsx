'use client';
// One beat at a time: the words to say at the top (large), what the judge keeps to himself, and the one tap
// that goes on when the beat records nothing; the beats before it that need nothing are shown above it
// (lib/moderator/ahead). The beats come from lib/moderator/beats; this only lays them out, so that on a phone
// each new beat comes into view with its words first.
import { forwardRef } from 'react';
import type { Step } from '../../lib/engine/types';
import type { Beat } from '../../lib/moderator/beats';
import { FAKE_PAUSE_MS } from '../../lib/moderator/view';
import { primary } from './buttons';
import { PauseButton } from './pause-button';
import { useM } from './use-m';

/** What the judge shows (never read aloud), as notes. */
function Shows({ shows, night }: { shows: Beat['shows']; night: boolean }) {
  const { m } = useM();
  if (!shows.length) return null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of notes for the judge, not of form fields (no <fieldset>)
    <div role="group" className="grid gap-1" aria-label={m('beat.show')}>
      {shows.map((t, i) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: shown texts are plain strings that may repeat; a beat's texts are fixed once made
          key={i}
          data-testid="show"
          className={`rounded-lg px-2 py-1 text-sm font-semibold ${night ? 'bg-amber-200 text-stone-950' : 'bg-amber-100 text-amber-950'}`}
        >
          👉 {t.text}
        </p>
      ))}
    </div>
  );
}

/** The words to say aloud, large. */
function Lines({ lines, small }: { lines: readonly string[]; small?: boolean }) {
  return (
    <div data-testid={small ? 'lead-say' : 'say'} className="grid gap-1">
      {lines.map((l, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are plain strings that may repeat; a beat's lines are fixed once made
        <p key={i} className={`${small ? 'text-base' : l.length > 60 ? 'text-lg' : 'text-xl'} font-semibold leading-snug`}>
          “{l}”
        </p>
      ))}
    </div>
  );
}

/**
 * A beat's words and notes. On a beat that records nothing the notes come first: they answer the step just
 * recorded (the seer's answer), shown before its close-eyes line is said. On a beat that waits, the wake line
 * comes first and the notes (the wolves' victim for the witch) after it.
 */
function Body({ beat, night, small }: { beat: Beat; night: boolean; small?: boolean }) {
  return beat.waitsFor ? (
    <>
      <Lines lines={beat.lines} small={small} />
      <Shows shows={beat.shows} night={night} />
    </>
  ) : (
    <>
      <Shows shows={beat.shows} night={night} />
      <Lines lines={beat.lines} small={small} />
    </>
  );
}

export const BeatCard = forwardRef<
  HTMLElement,
  {
    beat: Beat;
    /** The beats before it that need nothing (skip-ahead): shown in order above its own words. */
    lead: readonly Beat[];
    step: Step;
    events: number;
    beatKey: string;
    phase: string;
    onNext: (() => void) | null;
    pause: React.ReactNode;
    /**
     * The beat waits for a record: the card may be cut to the height a phone leaves above the step's table and
     * bar of actions (./seat-circle), and then scrolls within (the beats shown above it first).
     */
    fit: boolean;
  }
>(function BeatCard({ beat, lead, step, events, beatKey, phase, onNext, pause, fit }, ref) {
  const { m } = useM();
  const night = beat.night !== undefined && beat.kind !== 'lastWords';
  const sub = `text-xs font-semibold uppercase tracking-wide ${night ? 'text-indigo-200' : 'text-amber-900'}`;
  return (
    <section
      ref={ref}
      data-testid="step"
      data-beat={beat.kind}
      data-kind={beat.waitsFor ? step.kind : beat.kind}
      data-id={beat.waitsFor ? String(step.id) : (beat.step ?? beat.kind)}
      data-waits={beat.waitsFor ?? ''}
      // What the step waited for records (the role data's `records`), so that a driver picks the widget by it, not by a role.
      data-records={beat.waitsFor ? (step.records ?? '') : ''}
      data-events={events}
      data-key={beatKey}
      data-lead={lead.length}
      aria-labelledby="step-title"
      // Scrolled with the keyboard too when it scrolls within.
      tabIndex={fit ? 0 : undefined}
      className={`grid scroll-mt-2 gap-2 rounded-2xl p-3 ${fit ? 'overflow-y-auto overscroll-contain' : ''} ${night ? 'bg-indigo-950 text-white' : 'border-2 border-amber-400 bg-white text-stone-950'}`}
    >
      {lead.map((b, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lead is fixed for the beat shown (the card's key changes with the beat)
        <div key={i} data-testid="lead-beat" data-beat={b.kind} className={`grid gap-1 border-b pb-2 ${night ? 'border-indigo-700' : 'border-amber-200'}`}>
          <p className={sub}>
            <span aria-hidden="true">{b.icon}</span> {b.title}
          </p>
          <Body beat={b} night={night} small />
          {/* A called step of an absent role keeps its pause where it is said (docs/rules.md "Fake steps"). */}
          {b.fake ? <PauseButton key={beatKey} ms={FAKE_PAUSE_MS} /> : null}
        </div>
      ))}
      <p className={sub}>
        {phase} ·{' '}
        <span id="step-title">
          <span aria-hidden="true">{beat.icon}</span> {beat.title}
        </span>
      </p>
      <Body beat={beat} night={night} />
      {onNext ? (
        <button
          type="button"
          data-testid="next"
          // Sticky: with the beats shown above it, "next" stays in view on a phone.
          className={`${primary} sticky bottom-2 z-10 w-full ${night ? 'bg-amber-300 text-stone-950 hover:bg-amber-200' : ''}`}
          onClick={onNext}
        >
          {m('beat.next')}
        </button>
      ) : null}
      {pause}
    </section>
  );
});
