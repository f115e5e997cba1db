'use client';
// The board's player count: typed, or one less / one more with the round buttons (3 to 30).
import { useDesigner } from './designer-context';

const ROUND = 'grid h-10 w-10 place-items-center rounded-full border border-stone-300 bg-white text-xl font-semibold hover:bg-stone-100 disabled:opacity-35';

export function PlayersField() {
  const { form, board, fieldProblems, t, markEdit, stepPlayers } = useDesigner();
  const { register } = form;
  return (
    <div>
      <label htmlFor="board-players" className="text-sm font-medium">
        {t('designer.players')}
      </label>
      <div className="mt-1 flex items-center gap-1.5">
        <button
          type="button"
          aria-label={t('designer.playersLess')}
          title={t('designer.playersLess')}
          disabled={board.players <= 3}
          onClick={() => stepPlayers(board.players - 1)}
          className={ROUND}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id="board-players"
          type="number"
          inputMode="numeric"
          min={3}
          max={30}
          step={1}
          {...register('players', { valueAsNumber: true, onChange: markEdit })}
          aria-invalid={Boolean(fieldProblems.players) || undefined}
          aria-describedby={fieldProblems.players ? 'players-problem' : undefined}
          className="h-10 w-16 rounded-md border border-stone-300 text-center text-lg tabular-nums aria-[invalid=true]:border-rose-600 aria-[invalid=true]:bg-rose-50"
        />
        <button
          type="button"
          aria-label={t('designer.playersMore')}
          title={t('designer.playersMore')}
          disabled={board.players >= 30}
          onClick={() => stepPlayers(board.players + 1)}
          className={ROUND}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {fieldProblems.players ? (
        <p id="players-problem" className="mt-1 text-xs text-rose-700">
          {t('designer.fieldInvalid', { problem: fieldProblems.players })}
        </p>
      ) : null}
    </div>
  );
}
