'use client';
// Board name, player count, notes, the card count and "new empty board".
import { hasBottomCards } from '../../lib/powers/bottom-cards';
import { expectedCards, totalCards } from '../../lib/catalogue/roles';
import { useDesigner } from './designer-context';
import { PlayersField } from './players-field';

export function BoardFields() {
  const { form, board, fieldProblems, t, markEdit, newBoard, ready } = useDesigner();
  const { register } = form;
  const cards = totalCards(board);
  const expected = expectedCards(board);
  return (
    <fieldset disabled={!ready} className="min-w-0">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <div>
          <label htmlFor="board-name" className="text-sm font-medium">
            {t('designer.name')}
          </label>
          <input
            id="board-name"
            {...register('name', { onChange: markEdit })}
            maxLength={120}
            aria-invalid={Boolean(fieldProblems.name) || undefined}
            className="mt-1 w-full rounded-md border border-stone-300 px-2 py-2"
          />
          {fieldProblems.name ? <p className="mt-1 text-xs text-rose-700">{t('designer.fieldInvalid', { problem: fieldProblems.name })}</p> : null}
        </div>
        <PlayersField />
      </div>
      <p className={`mt-3 text-sm ${cards === expected ? 'text-stone-700' : 'font-semibold text-rose-800'}`} data-testid="card-count">
        {t('designer.cards', { cards, expected })}
        {/* Bottom cards: a card that takes one at night (the role data's takeCard step) is on the board. */}
        {hasBottomCards(board) ? <span className="font-normal text-stone-600"> ({t('designer.cardsThief')})</span> : null}
      </p>
      <div className="mt-3 grid gap-1">
        <label htmlFor="board-notes" className="text-sm font-medium">
          {t('designer.notes')}
        </label>
        <textarea
          id="board-notes"
          rows={2}
          maxLength={2000}
          {...register('description', { onChange: markEdit })}
          className="w-full rounded-md border border-stone-300 px-2 py-1.5 text-sm"
        />
      </div>
      <div className="mt-3">
        <button
          type="button"
          onClick={newBoard}
          data-testid="new-board"
          className="min-h-10 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium hover:bg-stone-100"
        >
          {t('designer.new')}
        </button>
      </div>
    </fieldset>
  );
}
