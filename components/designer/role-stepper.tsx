'use client';
// The count of one role: a stepper that stops at 1 for a unique role and keeps a card dealt as a set (role
// data `copies`: the two sisters 2, the masons 2 or 3) at 0 or within its set. The designer's state is one context,
// new at every edit: the view below is memoised on what it shows, so an edit re-renders the steppers whose
// count or problem changed, not all of them (the first edit's frame).
import { memo, useCallback, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { t as tr, type Lang } from '../../lib/i18n';
import type { RoleId } from '../../lib/catalogue/roles';
import type { FormBoard } from './board-form';
import { useDesigner } from './designer-context';
import type { TFn } from '../use-t';
import { Stepper } from './stepper';

const MAX_CARDS = 30; // board.schema.json: a role count is 0…30

/** How many cards of a role a board holds when it holds any (null: any number). */
export type Copies = { readonly min: number; readonly max: number } | null;

/** The count a step asks for, kept in the set: from 0 up to its min, below its min down to 0, never past its max. */
export function steppedCount(next: number, prev: number, copies: Copies): number {
  if (!copies) return next;
  if (next > prev) return prev < copies.min ? copies.min : Math.min(next, copies.max);
  return next < copies.min ? 0 : next;
}

export function RoleStepper({ id, copies, names }: { id: RoleId; copies: Copies; names: string }) {
  const { form, values, fieldProblems, stepRole, t, lang, ready, resets } = useDesigner();
  // The step action is new at every render; the view gets one that stays.
  const step = useRef(stepRole);
  step.current = stepRole;
  const count = values.roles?.[id] ?? 0;
  const onStep = useCallback((n: number) => step.current(id, steppedCount(n, count, copies)), [id, count, copies]);
  return (
    <RoleStepperView
      id={id}
      max={copies?.max ?? MAX_CARDS}
      names={names}
      count={count}
      problem={fieldProblems[`roles.${id}`]}
      ready={ready}
      lang={lang}
      t={t}
      form={form}
      resets={resets}
      onStep={onStep}
    />
  );
}

interface ViewProps {
  id: RoleId;
  /** The most cards of the role (a unique role: 1; a set: its max). */
  max: number;
  names: string;
  count: number;
  problem: string | undefined;
  ready: boolean;
  lang: Lang;
  t: TFn;
  form: UseFormReturn<FormBoard>;
  /** A reset drops the form's fields: the view renders again and registers its field anew. */
  resets: number;
  onStep: (n: number) => void;
}

const RoleStepperView = memo(function RoleStepperView({ id, max, names, count, problem, ready, lang, t, form, onStep }: ViewProps) {
  const name = tr(names, lang);
  return (
    <div className="flex flex-col items-end gap-1" data-count={Number.isFinite(count) ? count : ''}>
      <fieldset disabled={!ready} className="contents">
        <Stepper
          id={`role-${id}`}
          value={count}
          min={0}
          max={max}
          label={t('designer.count', { role: name })}
          addLabel={t('designer.add', { role: name })}
          removeLabel={t('designer.remove', { role: name })}
          field={form.register(`roles.${id}`, { valueAsNumber: true })}
          onStep={onStep}
          invalid={Boolean(problem)}
          describedBy={problem ? `role-problem-${id}` : undefined}
        />
      </fieldset>
      {problem ? (
        <p id={`role-problem-${id}`} className="max-w-48 text-right text-xs font-medium text-rose-700">
          {t('designer.fieldInvalid', { problem })}
        </p>
      ) : null}
    </div>
  );
});
