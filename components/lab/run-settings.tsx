'use client';
// The lab's run settings: how many games, the players' policy, the seed.
import type { PolicyId } from '../../lib/sim/types';
import { field, label, type LabT } from './lab-form';

type Props = {
  id: string;
  t: LabT;
  running: boolean;
  gamesText: string;
  setGamesText: (s: string) => void;
  gamesOk: boolean;
  policy: PolicyId;
  setPolicy: (p: PolicyId) => void;
  seedText: string;
  setSeedText: (s: string) => void;
};

export function RunSettings({ id, t, running, gamesText, setGamesText, gamesOk, policy, setPolicy, seedText, setSeedText }: Props) {
  return (
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
  );
}
