'use client';
// The balance lab's interactive part: pick the board (the current one from the designer, a preset, or two
// side by side: one house rule changed, or another preset), the games and the players; run in a Web
// Worker with a progress bar and a cancel button; show the results.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Board } from '../../lib/generated/board';
import { PRESETS, boardTitle, presetName } from '../../lib/catalogue/presets';
import { lab } from '../../lib/sim/lab-text';
import { parseSeed } from '../../lib/sim/seed';
import { DEFAULT_LAB_GAMES, DEFAULT_POLICY, DEFAULT_SEED, type PolicyId } from '../../lib/sim/types';
import { rolesSummary } from '../../lib/sim/variant';
import { useLang } from '../use-lang';
import { BoardPicker } from './board-picker';
import { CompareFields } from './compare-fields';
import type { LabT } from './lab-form';
import { Results } from './results';
import { RunSettings } from './run-settings';
import { RunButtons, RunStatus } from './run-status';
import { useLabBoards } from './use-lab-boards';
import { useLabRun } from './use-lab-run';

const MIN_GAMES = 100;
const MAX_GAMES = 100_000;

const gamesOf = (text: string): number => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

export function LabApp() {
  const lang = useLang();
  const t: LabT = useCallback((k, vars) => lab(k, lang, vars), [lang]);
  const id = useId();
  const b = useLabBoards();
  const { boardA, boardB, mode } = b;
  const [gamesText, setGamesText] = useState(String(DEFAULT_LAB_GAMES));
  const [policy, setPolicy] = useState<PolicyId>(DEFAULT_POLICY);
  const [seedText, setSeedText] = useState(String(DEFAULT_SEED));
  const { status, start, cancel } = useLabRun(t);
  // The results come below the form, out of view on a phone: a finished run brings them into view.
  const results = useRef<HTMLDivElement>(null);
  const finished = status.kind === 'done';
  useEffect(() => {
    const el = results.current;
    if (finished && el && el.getBoundingClientRect().top > window.innerHeight * 0.6) el.scrollIntoView({ block: 'start' });
  }, [finished]);

  const games = gamesOf(gamesText);
  const gamesOk = Number.isInteger(games) && games >= MIN_GAMES && games <= MAX_GAMES;
  const running = status.kind === 'running';
  const canRun = Boolean(boardA) && gamesOk && !b.sameValue && (mode === 'none' || Boolean(boardB)) && !running;

  const run = () => {
    if (!boardA || !canRun) return;
    start(boardB ? [boardA, boardB] : [boardA], games, seedText.trim() === '' ? 1 : parseSeed(seedText), policy);
  };

  const presetOptions = PRESETS.map((p) => (
    <option key={p.id} value={p.id}>
      {presetName(p, lang)}
    </option>
  ));

  const summary = (x: Board | null) =>
    x ? `${boardTitle(x, lang) ? `${boardTitle(x, lang)} — ` : ''}${t('board.summary', { players: x.players, roles: rolesSummary(x, lang) })}` : '';

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <form
        className="grid min-w-0 grid-cols-1 gap-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
        aria-labelledby={`${id}-setup`}
      >
        <h2 id={`${id}-setup`} className="text-lg font-semibold">
          {t('setup')}
        </h2>
        <BoardPicker id={id} t={t} lang={lang} b={b} running={running} presetOptions={presetOptions} summary={summary(boardA)} />
        <CompareFields id={id} t={t} lang={lang} b={b} running={running} presetOptions={presetOptions} summary={summary(boardB)} />
        <RunSettings
          id={id}
          t={t}
          running={running}
          gamesText={gamesText}
          setGamesText={setGamesText}
          gamesOk={gamesOk}
          policy={policy}
          setPolicy={setPolicy}
          seedText={seedText}
          setSeedText={setSeedText}
        />
        <RunButtons t={t} canRun={canRun} running={running} cancel={cancel} />
        <RunStatus t={t} status={status} />
      </form>

      <div ref={results} className="scroll-mt-4">
        {status.kind === 'done' ? <Results series={status.series} lang={lang} seconds={status.seconds} /> : null}
      </div>
    </div>
  );
}
