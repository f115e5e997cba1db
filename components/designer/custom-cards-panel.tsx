'use client';
// The designer's custom cards: the board's list (its count on the board, edit, remove) and the editor
// (./custom-editor, a chunk of its own fetched when a card is opened: the page's first load stays the same).
import { lazy, Suspense, useState } from 'react';
import type { CustomId } from '../../lib/catalogue/card-role';
import type { CustomRole } from '../../lib/catalogue/custom';
import { t } from '../../lib/i18n';
import { useLang } from '../use-lang';
import { blankDraft, draftOf, withoutCard, type Draft } from './custom-draft';
import { CardText, useCustomT } from './custom-t';
import { useDesigner } from './designer-context';
import { BTN } from './share-button';
import { Stepper } from './stepper';

const CustomEditor = lazy(() => import('./custom-editor').then((m) => ({ default: m.CustomEditor })));

const MAX_CARDS = 30; // board.schema.json: a card count is 0…30

function CardRow({ card, onEdit, onRemove }: { card: CustomRole; onEdit: () => void; onRemove: () => void }) {
  const { values, form, stepRole, ready } = useDesigner();
  const tc = useCustomT();
  const lang = useLang();
  const name = t(card.names, lang);
  const count = values.roles?.[card.id] ?? 0;
  return (
    <li data-custom-row={card.id} className="flex flex-wrap items-center gap-2 rounded-lg border border-violet-200 bg-violet-50/60 p-2.5">
      <span aria-hidden="true" className="text-3xl leading-none">
        {card.icon ?? '🃏'}
      </span>
      <span className="min-w-0 flex-1 font-semibold">
        <CardText text={card.names} />
      </span>
      <fieldset disabled={!ready} className="contents">
        <Stepper
          id={`role-${card.id.replace(':', '-')}`}
          value={count}
          min={0}
          max={MAX_CARDS}
          label={tc('count', { name })}
          addLabel={tc('addOne', { name })}
          removeLabel={tc('removeOne', { name })}
          field={form.register(`roles.${card.id}`, { valueAsNumber: true })}
          onStep={(n) => stepRole(card.id, n)}
        />
      </fieldset>
      <div className="flex w-full justify-end gap-2 sm:w-auto">
        <button type="button" className={BTN} onClick={onEdit} aria-label={tc('editCard', { name })}>
          {tc('edit')}
        </button>
        <button type="button" className={BTN} onClick={onRemove} aria-label={tc('removeCard', { name })}>
          {tc('remove')}
        </button>
      </div>
    </li>
  );
}

export function CustomCardsPanel() {
  const { values, form, markEdit, ready } = useDesigner();
  const tc = useCustomT();
  const lang = useLang();
  const [open, setOpen] = useState<{ editing: CustomId | null; draft: Draft; key: number } | null>(null);
  const [status, setStatus] = useState('');
  const cards = values.customRoles ?? [];

  const remove = (card: CustomRole) => {
    const v = form.getValues();
    const next = withoutCard(v.customRoles ?? [], v.roles, card.id);
    markEdit();
    form.setValue('customRoles', next.customRoles, { shouldValidate: true, shouldDirty: true });
    form.setValue('roles', next.roles as typeof v.roles, { shouldValidate: true, shouldDirty: true });
    if (open?.editing === card.id) setOpen(null);
    setStatus(tc('removed', { name: t(card.names, lang) }));
  };

  return (
    <div className="grid gap-3" data-testid="custom-cards">
      <p className="text-sm text-stone-600">{tc('help')}</p>
      {cards.length ? (
        <ul className="grid gap-2" aria-label={tc('onBoard')}>
          {cards.map((c) => (
            <CardRow key={c.id} card={c} onEdit={() => setOpen({ editing: c.id, draft: draftOf(c), key: Date.now() })} onRemove={() => remove(c)} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{tc('none')}</p>
      )}
      <p role="status" className="text-sm text-emerald-800" data-testid="custom-status">
        {status}
      </p>
      {open ? (
        <Suspense fallback={<p className="text-sm text-stone-600">…</p>}>
          <CustomEditor
            key={open.key}
            editing={open.editing}
            initial={open.draft}
            onDone={(m) => {
              setStatus(m);
              setOpen(null);
            }}
            onCancel={() => setOpen(null)}
          />
        </Suspense>
      ) : (
        <div>
          <button
            type="button"
            className={BTN}
            disabled={!ready}
            onClick={() => setOpen({ editing: null, draft: blankDraft(), key: Date.now() })}
            data-testid="custom-new"
          >
            <span aria-hidden="true">＋ </span>
            {tc('new')}
          </button>
        </div>
      )}
    </div>
  );
}
