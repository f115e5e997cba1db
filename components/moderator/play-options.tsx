'use client';
// A game's options: cards shown, the speech timer, the voice, export, back to the games, and the timeline.
import { useState } from 'react';
import type { Step } from '../../lib/engine/types';
import { exportName, exportText, type Session, type Settings } from '../../lib/browser/session';
import { download } from '../download';
import { secondary } from './buttons';
import { TimelineList } from './timeline-list';
import { useM } from './use-m';
import { voiceSupported, type useVoice } from './use-voice';

type Props = {
  session: Session;
  step: Step;
  settings: Settings;
  setSettings: (patch: Partial<Settings>) => void;
  voice: ReturnType<typeof useVoice>;
  speech: Parameters<ReturnType<typeof useVoice>['speak']>[0];
  onExit: () => void;
};

function Check({ id, checked, onChange, children }: { id: string; checked: boolean; onChange: (on: boolean) => void; children: string }) {
  return (
    <label className="flex min-h-11 items-center gap-2">
      <input type="checkbox" data-testid={id} className="h-5 w-5" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {children}
    </label>
  );
}

export function PlayOptions({ session, step, settings, setSettings, voice, speech, onExit }: Props) {
  const { m } = useM();
  const [timelineOpen, setTimelineOpen] = useState(false);
  const log = session.log;
  return (
    <details className="rounded-xl border border-stone-300 bg-white p-3" data-testid="options">
      <summary className="min-h-11 cursor-pointer content-center font-semibold" data-testid="options-toggle">
        ⚙️ {m('options')}
      </summary>
      <div className="mt-2 grid gap-3">
        <Check id="opt-cards" checked={settings.cards} onChange={(cards) => setSettings({ cards })}>
          {m('opt.cards')}
        </Check>
        <Check id="opt-timer" checked={settings.timer} onChange={(timer) => setSettings({ timer })}>
          {m('opt.timer')}
        </Check>
        <div className="flex flex-wrap items-center gap-2">
          <Check
            id="opt-voice"
            checked={settings.voice}
            onChange={(on) => {
              if (!on) voice.cancel();
              setSettings({ voice: on });
            }}
          >
            {m('opt.voice')}
          </Check>
          <button
            type="button"
            className="min-h-11 rounded-lg border-2 border-stone-700 px-3 text-sm font-semibold"
            onClick={() => voice.speak(speech)}
            disabled={!voiceSupported()}
          >
            🔊 {m('opt.sayAgain')}
          </button>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="button" data-testid="export" className={secondary} onClick={() => download(exportName(session), exportText(session))}>
            ⬇️ {m('export')}
          </button>
          <button type="button" data-testid="exit" className={secondary} onClick={onExit}>
            {m('toGames')}
          </button>
        </div>
        {step.kind !== 'over' ? (
          <details onToggle={(e) => setTimelineOpen((e.target as HTMLDetailsElement).open)}>
            <summary className="min-h-11 cursor-pointer content-center font-semibold" data-testid="timeline-toggle">
              {m('timeline')}
            </summary>
            {/* Built only when open: a tap must not pay for the whole game's words. */}
            {timelineOpen ? <TimelineList log={log} names={session.log.record.names} /> : null}
          </details>
        ) : null}
      </div>
    </details>
  );
}
