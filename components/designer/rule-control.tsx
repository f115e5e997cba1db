'use client';
// One house rule's value: the family's default unless changed; "changed" mark and a reset. The designer's
// state is one context, new at every edit: the view is memoised on what it shows (as the role steppers
// are), so an edit re-renders the rules whose value, default or effect changed.
import { memo, useCallback, useRef } from 'react';
import { t as tr, type Lang } from '../../lib/i18n';
import { countOf, type RoleId } from '../../lib/catalogue/roles';
import { FAMILIES, resolveRules, type RuleKey } from '../../lib/catalogue/rules';
import type { TFn } from '../use-t';
import { useDesigner } from './designer-context';

export type RuleValue = string | number | boolean;

interface Props {
  ruleKey: RuleKey;
  /** The allowed values (schemas/rules.schema.json) with their labels; none for a count. */
  choices: { value: RuleValue; label: string }[] | null;
  min?: number;
  max?: number;
  roles: RoleId[];
}

export function RuleControl({ ruleKey: key, choices, min = 0, max = 30, roles }: Props) {
  const { values, board, setRule, t, lang, ready, ruleLabels } = useDesigner();
  const resolved = resolveRules(values.rules);
  const set = useRef(setRule);
  set.current = setRule;
  const onSet = useCallback((k: RuleKey, v: RuleValue) => set.current(k, v), []);
  return (
    <RuleControlView
      ruleKey={key}
      choices={choices}
      min={min}
      max={max}
      value={resolved[key]}
      defaults={FAMILIES[resolved.family]}
      effect={roles.every((id) => countOf(board, id) > 0)}
      ready={ready}
      lang={lang}
      t={t}
      label={ruleLabels[key]?.[lang] ?? key}
      setRule={onSet}
    />
  );
}

interface ViewProps extends Omit<Props, 'roles' | 'min' | 'max'> {
  min: number;
  max: number;
  value: RuleValue;
  defaults: (typeof FAMILIES)[keyof typeof FAMILIES];
  effect: boolean;
  ready: boolean;
  lang: Lang;
  t: TFn;
  label: string;
  setRule: (key: RuleKey, value: RuleValue) => void;
}

const RuleControlView = memo(function RuleControlView({ ruleKey: key, choices, min, max, value, defaults, effect, ready, lang, t, label, setRule }: ViewProps) {
  const changed = key !== 'family' && value !== defaults[key];
  return (
    <div className="mt-1" data-changed={changed}>
      <div className="flex items-center gap-2">
        {choices ? (
          <select
            id={`rule-${key}`}
            value={String(value)}
            disabled={!ready}
            onChange={(e) => {
              const v = choices.find((c) => String(c.value) === e.target.value);
              if (v) setRule(key, v.value);
            }}
            className={`min-h-10 w-full rounded-md border px-2 py-1.5 text-sm ${changed ? 'border-amber-500 bg-amber-50' : 'border-stone-300 bg-white'}`}
          >
            {choices.map((c) => (
              <option key={String(c.value)} value={String(c.value)}>
                {tr(c.label, lang)}
                {key !== 'family' && c.value === defaults[key] ? ' ✓' : ''}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={`rule-${key}`}
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            disabled={!ready}
            value={Number(value)}
            onChange={(e) => {
              const n = Number(e.target.value);
              if (e.target.value !== '' && Number.isInteger(n) && n >= min && n <= max) setRule(key, n);
            }}
            className={`min-h-10 w-24 rounded-md border px-2 py-1.5 text-sm ${changed ? 'border-amber-500 bg-amber-50' : 'border-stone-300 bg-white'}`}
          />
        )}
        {changed ? (
          <button
            type="button"
            onClick={() => setRule(key, defaults[key])}
            aria-label={t('designer.resetRule', { rule: label })}
            className="min-h-10 shrink-0 rounded-md border border-stone-300 bg-white px-2 text-sm hover:bg-stone-100"
          >
            {t('designer.reset')}
          </button>
        ) : null}
      </div>
      {changed || !effect ? (
        <p className="mt-1 flex flex-wrap gap-2 text-xs">
          {changed ? <span className="rounded bg-amber-200 px-1.5 text-amber-950">{t('designer.changed')}</span> : null}
          {!effect ? <span className="text-stone-600">{t('designer.noEffect')}</span> : null}
        </p>
      ) : null}
    </div>
  );
});

/** "All rules back to the family defaults", shown when some rule is changed. */
export function ResetRules() {
  const { values, resetRules, t } = useDesigner();
  const resolved = resolveRules(values.rules);
  const defaults = FAMILIES[resolved.family];
  const changed = (Object.keys(defaults) as RuleKey[]).some((k) => k !== 'family' && resolved[k] !== defaults[k]);
  if (!changed) return null;
  return (
    <button type="button" onClick={resetRules} className="min-h-10 rounded-md border border-stone-300 bg-white px-3 text-sm hover:bg-stone-100">
      {t('designer.resetRules')}
    </button>
  );
}
