'use client';
// The balance lab's interactive part: pick the board (the current one from the designer, a preset, or two
// side by side: one house rule changed, or another preset), the games and the players; run in a Web
// Worker with a progress bar and a cancel button; show the results.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Board } from '../../lib/generated/board';
import { ruleLabel, valueLabel } from '../../lib/house-rules';
import { PRESETS, boardTitle, presetName } from '../../lib/presets';
import type { RuleKey } from '../../lib/rules';
import { loadBoard, type StorageNotice } from '../../lib/storage';
import { lab } from '../../lib/sim/lab-text';
import { parseSeed } from '../../lib/sim/seed';
import { DEFAULT_LAB_GAMES, DEFAULT_POLICY, DEFAULT_SEED, type PolicyId, type SimResult } from '../../lib/sim/types';
import { comparableRules, currentValue, rolesSummary, ruleValues, withRule } from '../../lib/sim/variant';
import { useLang } from '../use-lang';
import { LinkLine, StorageLine } from '../input-notice';
import { readHash } from '../../lib/page-hash';
import type { Series } from './charts';
import type { RunRequest, WorkerMessage } from './protocol';
import { Results } from './results';

const MIN_GAMES = 100;
const MAX_GAMES = 100_000;
const DEFAULT_PRESET = 'yu-nv-lie-bai';

type Status =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number }
  | { kind: 'done'; total: number; series: Series[]; seconds: number }
  | { kind: 'cancelled'; done: number; total: number }
  | { kind: 'error'; message: string };

type CompareMode = 'none' | 'rule' | 'preset';

// w-full min-w-0: a select is as wide as its longest option (English preset names) unless told otherwise.
const field =
  'w-full min-w-0 rounded-md border border-stone-400 bg-white px-2 py-1.5 text-stone-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600';
const label = 'text-sm font-medium text-stone-800';

export function LabApp() {
  const lang = useLang();
  const t = useCallback((k: Parameters<typeof lab>[0], vars?: Parameters<typeof lab>[2]) => lab(k, lang, vars), [lang]);
  const id = useId();

  const [current, setCurrent] = useState<Board | null>(null);
  const [notice, setNotice] = useState<StorageNotice | null>(null);
  const [linkUnknown, setLinkUnknown] = useState<string | null>(null);
  const [source, setSource] = useState<string>(DEFAULT_PRESET);
  const [mode, setMode] = useState<CompareMode>('none');
  const [ruleKey, setRuleKey] = useState<RuleKey | ''>('');
  const [ruleValue, setRuleValue] = useState('');
  const [presetB, setPresetB] = useState('yu-nv-lie-shou');
  const [gamesText, setGamesText] = useState(String(DEFAULT_LAB_GAMES));
  const [policy, setPolicy] = useState<PolicyId>(DEFAULT_POLICY);
  const [seedText, setSeedText] = useState(String(DEFAULT_SEED));
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const worker = useRef<Worker | null>(null);
  const started = useRef(0);

  // The designer's board lives in this browser's storage (lib/storage); read it once on the client.
  useEffect(() => {
    const { board, notice: n } = loadBoard();
    setNotice(n);
    // The lab takes nothing from a link: a request in the hash is said, not silently dropped.
    const req = readHash(window.location.hash, []);
    if (req.kind === 'unknown') setLinkUnknown(req.name);
    if (board) {
      setCurrent(board);
      setSource('current');
    }
  }, []);

  useEffect(() => () => worker.current?.terminate(), []);

  const boardA: Board | null = useMemo(() => {
    if (source === 'current') return current;
    return PRESETS.find((p) => p.id === source)?.board ?? null;
  }, [source, current]);

  const rules = useMemo(() => (boardA ? comparableRules(boardA) : []), [boardA]);
  const key: RuleKey | '' = ruleKey && rules.includes(ruleKey) ? ruleKey : (rules.find((k) => k === 'guardAndAntidoteCancel') ?? rules[0] ?? '');
  const valueA = boardA && key ? currentValue(boardA, key) : '';
  const values = key ? ruleValues(key) : [];
  const value = ruleValue && values.includes(ruleValue) ? ruleValue : (values.find((v) => v !== valueA) ?? '');

  const boardB: Board | null = useMemo(() => {
    if (!boardA || mode === 'none') return null;
    if (mode === 'preset') return PRESETS.find((p) => p.id === presetB)?.board ?? null;
    return key && value ? withRule(boardA, key, value) : null;
  }, [boardA, mode, presetB, key, value]);

  const games = /^\d+$/.test(gamesText.trim()) ? Number(gamesText.trim()) : NaN;
  const gamesOk = Number.isInteger(games) && games >= MIN_GAMES && games <= MAX_GAMES;
  const sameValue = mode === 'rule' && value === valueA;
  const running = status.kind === 'running';
  const canRun = Boolean(boardA) && gamesOk && !sameValue && (mode === 'none' || Boolean(boardB)) && !running;

  const run = () => {
    if (!boardA || !canRun) return;
    worker.current?.terminate();
    const boards = boardB ? [boardA, boardB] : [boardA];
    const total = games * boards.length;
    // Turbopack and webpack bundle the worker from this literal `new URL(…, import.meta.url)`.
    const w = new Worker(new URL('./sim.worker.ts', import.meta.url));
    worker.current = w;
    started.current = performance.now();
    setStatus({ kind: 'running', done: 0, total });
    w.onmessage = (e: MessageEvent<WorkerMessage>) => {
      if (worker.current !== w) return;
      const m = e.data;
      if (m.type === 'progress') setStatus({ kind: 'running', done: m.done, total: m.total });
      else if (m.type === 'done') {
        const seconds = (performance.now() - started.current) / 1000;
        const series: Series[] = m.results.map((result: SimResult, i: number) => ({ tag: m.results.length > 1 ? (i === 0 ? 'A' : 'B') : '', result }));
        setStatus({ kind: 'done', total, series, seconds });
        w.terminate();
        worker.current = null;
      } else {
        setStatus({ kind: 'error', message: t('error', { message: m.message }) });
        w.terminate();
        worker.current = null;
      }
    };
    w.onerror = (e) => {
      if (worker.current !== w) return;
      setStatus({ kind: 'error', message: t('error.worker', { message: e.message || 'worker error' }) });
      w.terminate();
      worker.current = null;
    };
    const req: RunRequest = { type: 'run', boards, games, seed: seedText.trim() === '' ? 1 : parseSeed(seedText), policy };
    w.postMessage(req);
  };

  const cancel = () => {
    // The run is synchronous inside the worker: terminating it stops it at once.
    worker.current?.terminate();
    worker.current = null;
    setStatus((s) => (s.kind === 'running' ? { kind: 'cancelled', done: s.done, total: s.total } : s));
  };

  const presetOptions = PRESETS.map((p) => (
    <option key={p.id} value={p.id}>
      {presetName(p, lang)}
    </option>
  ));

  const summary = (b: Board | null) =>
    b ? `${boardTitle(b, lang) ? `${boardTitle(b, lang)} — ` : ''}${t('board.summary', { players: b.players, roles: rolesSummary(b, lang) })}` : '';

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

        <div className="grid gap-1">
          <label htmlFor={`${id}-board`} className={label}>
            {mode === 'none' ? t('board.source') : t('boardA')}
          </label>
          <select id={`${id}-board`} data-testid="lab-board" className={field} value={source} onChange={(e) => setSource(e.target.value)} disabled={running}>
            {current ? <option value="current">{t('board.currentNamed', { name: boardTitle(current, lang) ?? '—' })}</option> : null}
            <optgroup label={t('board.preset')}>{presetOptions}</optgroup>
          </select>
          <p className="text-sm text-stone-700" data-testid="lab-board-summary">
            {summary(boardA)}
          </p>
          {!current ? <p className="text-sm text-stone-600">{t('board.noCurrent')}</p> : null}
          {notice ? <StorageLine notice={notice} lang={lang} /> : null}
          {linkUnknown ? <LinkLine unknown={linkUnknown} lang={lang} /> : null}
        </div>

        <fieldset className="grid gap-2">
          <legend className={label}>{t('compare.legend')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {(['none', 'rule', 'preset'] as const).map((m) => (
              <label key={m} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-compare`}
                  value={m}
                  checked={mode === m}
                  onChange={() => setMode(m)}
                  disabled={running}
                  data-testid={`lab-compare-${m}`}
                />
                {t(`compare.${m}`)}
              </label>
            ))}
          </div>
          {mode === 'rule' && boardA ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1">
                <label htmlFor={`${id}-rule`} className={label}>
                  {t('compare.ruleLabel')}
                </label>
                <select
                  id={`${id}-rule`}
                  data-testid="lab-rule"
                  className={field}
                  value={key}
                  onChange={(e) => {
                    setRuleKey(e.target.value as RuleKey);
                    setRuleValue('');
                  }}
                  disabled={running}
                >
                  {rules.map((k) => (
                    <option key={k} value={k}>
                      {ruleLabel(k, lang)}
                    </option>
                  ))}
                </select>
                <p className="text-sm text-stone-700">{key ? t('compare.valueA', { value: valueLabel(key, valueA, lang) }) : ''}</p>
              </div>
              <div className="grid gap-1">
                <label htmlFor={`${id}-value`} className={label}>
                  {t('compare.valueLabel')}
                </label>
                <select
                  id={`${id}-value`}
                  data-testid="lab-rule-value"
                  className={field}
                  value={value}
                  onChange={(e) => setRuleValue(e.target.value)}
                  disabled={running}
                >
                  {values.map((v) => (
                    <option key={v} value={v}>
                      {key ? valueLabel(key, v, lang) : v}
                    </option>
                  ))}
                </select>
                {sameValue ? <p className="text-sm text-rose-800">{t('compare.sameValue')}</p> : null}
              </div>
            </div>
          ) : null}
          {mode === 'preset' ? (
            <div className="grid gap-1">
              <label htmlFor={`${id}-presetB`} className={label}>
                {t('compare.presetLabel')}
              </label>
              <select
                id={`${id}-presetB`}
                data-testid="lab-preset-b"
                className={field}
                value={presetB}
                onChange={(e) => setPresetB(e.target.value)}
                disabled={running}
              >
                {presetOptions}
              </select>
              <p className="text-sm text-stone-700">{summary(boardB)}</p>
            </div>
          ) : null}
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid content-start gap-1">
            <label htmlFor={`${id}-games`} className={label}>
              {t('games.label')}
            </label>
            <input
              id={`${id}-games`}
              data-testid="lab-games"
              className={field}
              inputMode="numeric"
              value={gamesText}
              onChange={(e) => setGamesText(e.target.value)}
              disabled={running}
              aria-invalid={!gamesOk}
              aria-describedby={`${id}-games-help`}
            />
            <p id={`${id}-games-help`} className={`text-sm ${gamesOk ? 'text-stone-600' : 'text-rose-800'}`}>
              {gamesOk ? t('games.help') : t('error.games')}
            </p>
          </div>
          <div className="grid content-start gap-1">
            <label htmlFor={`${id}-policy`} className={label}>
              {t('policy.label')}
            </label>
            <select
              id={`${id}-policy`}
              data-testid="lab-policy"
              className={field}
              value={policy}
              onChange={(e) => setPolicy(e.target.value as PolicyId)}
              disabled={running}
            >
              <option value="heuristic">{t('policy.heuristic')}</option>
              <option value="random">{t('policy.random')}</option>
            </select>
          </div>
          <div className="grid content-start gap-1">
            <label htmlFor={`${id}-seed`} className={label}>
              {t('seed.label')}
            </label>
            <input
              id={`${id}-seed`}
              data-testid="lab-seed"
              className={field}
              value={seedText}
              maxLength={100}
              onChange={(e) => setSeedText(e.target.value)}
              disabled={running}
              aria-describedby={`${id}-seed-help`}
            />
            <p id={`${id}-seed-help`} className="text-sm text-stone-600">
              {t('seed.help')}
            </p>
          </div>
        </div>

        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            data-testid="lab-run"
            disabled={!canRun}
            className="rounded-md bg-stone-900 px-4 py-2 font-semibold text-white hover:bg-stone-700 disabled:cursor-not-allowed disabled:bg-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
          >
            {t('run')}
          </button>
          {running ? (
            <button
              type="button"
              data-testid="lab-cancel"
              onClick={cancel}
              className="rounded-md border border-stone-400 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
            >
              {t('cancel')}
            </button>
          ) : null}
        </div>

        <div aria-live="polite" className="grid gap-1" data-testid="lab-status" data-status={status.kind}>
          {status.kind === 'running' || status.kind === 'cancelled' || status.kind === 'done' ? (
            <>
              <progress
                data-testid="lab-progress"
                className="h-3 w-full max-w-xl accent-amber-600"
                aria-label={t('progress.label')}
                value={status.kind === 'done' ? status.total : status.done}
                max={status.total}
              />
              <p className="text-sm text-stone-700" data-testid="lab-progress-text">
                {t('progress.text', {
                  done: (status.kind === 'done' ? status.total : status.done).toLocaleString('en-US'),
                  total: status.total.toLocaleString('en-US'),
                })}
              </p>
            </>
          ) : null}
          {status.kind === 'cancelled' ? (
            <p className="text-sm font-medium text-stone-900" data-testid="lab-cancelled">
              {t('cancelled')}
            </p>
          ) : null}
          {status.kind === 'error' ? (
            <p role="alert" className="text-sm font-medium text-rose-800">
              {status.message}
            </p>
          ) : null}
        </div>
      </form>

      {status.kind === 'done' ? <Results series={status.series} lang={lang} seconds={status.seconds} /> : null}
    </div>
  );
}
