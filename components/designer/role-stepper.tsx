'use client';
// The count of one role: a stepper that stops at 1 for a unique role.
import { t as tr } from '../../lib/i18n';
import type { RoleId } from '../../lib/roles';
import { useDesigner } from './designer-context';
import { Stepper } from './stepper';

const MAX_CARDS = 30; // board.schema.json: a role count is 0…30

export function RoleStepper({ id, unique, names }: { id: RoleId; unique: boolean; names: string }) {
  const { form, values, fieldProblems, stepRole, t, lang, ready } = useDesigner();
  const name = tr(names, lang);
  const problem = fieldProblems[`roles.${id}`];
  const count = values.roles?.[id] ?? 0;
  return (
    <div className="flex flex-col items-end gap-1" data-count={Number.isFinite(count) ? count : ''}>
      <fieldset disabled={!ready} className="contents">
        <Stepper
          id={`role-${id}`}
          value={count}
          min={0}
          max={unique ? 1 : MAX_CARDS}
          label={t('designer.count', { role: name })}
          addLabel={t('designer.add', { role: name })}
          removeLabel={t('designer.remove', { role: name })}
          field={form.register(`roles.${id}`, { valueAsNumber: true })}
          onStep={(n) => stepRole(id, n)}
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
}
