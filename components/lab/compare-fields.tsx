'use client';
// The lab's comparison: none, one house rule changed (the rule and its value on board B), or another preset.
import type { ReactNode } from 'react';
import { ruleLabel, valueLabel } from '../../lib/catalogue/house-rules';
import type { Lang } from '../../lib/i18n/languages';
import type { RuleKey } from '../../lib/catalogue/rules';
import { field, label, type LabT } from './lab-form';
import type { LabBoards } from './use-lab-boards';

type Props = { id: string; t: LabT; lang: Lang; b: LabBoards; running: boolean };

function RuleCompare({ id, t, lang, b, running }: Props) {
  const { key, value } = b;
  return (
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
            b.setRuleKey(e.target.value as RuleKey);
            b.setRuleValue('');
          }}
          disabled={running}
        >
          {b.rules.map((k) => (
            <option key={k} value={k}>
              {ruleLabel(k, lang)}
            </option>
          ))}
        </select>
        <p className="text-sm text-stone-700">{key ? t('compare.valueA', { value: valueLabel(key, b.valueA, lang) }) : ''}</p>
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
          onChange={(e) => b.setRuleValue(e.target.value)}
          disabled={running}
        >
          {b.values.map((v) => (
            <option key={v} value={v}>
              {key ? valueLabel(key, v, lang) : v}
            </option>
          ))}
        </select>
        {b.sameValue ? <p className="text-sm text-rose-800">{t('compare.sameValue')}</p> : null}
      </div>
    </div>
  );
}

function PresetCompare({ id, t, b, running, presetOptions, summary }: Props & { presetOptions: ReactNode; summary: string }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={`${id}-presetB`} className={label}>
        {t('compare.presetLabel')}
      </label>
      <select
        id={`${id}-presetB`}
        data-testid="lab-preset-b"
        className={field}
        value={b.presetB}
        onChange={(e) => b.setPresetB(e.target.value)}
        disabled={running}
      >
        {presetOptions}
      </select>
      <p className="text-sm text-stone-700">{summary}</p>
    </div>
  );
}

export function CompareFields(props: Props & { presetOptions: ReactNode; summary: string }) {
  const { id, t, b, running } = props;
  const mode = b.mode;
  return (
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
              onChange={() => b.setMode(m)}
              disabled={running}
              data-testid={`lab-compare-${m}`}
            />
            {t(`compare.${m}`)}
          </label>
        ))}
      </div>
      {mode === 'rule' && b.boardA ? <RuleCompare {...props} /> : null}
      {mode === 'preset' ? <PresetCompare {...props} /> : null}
    </fieldset>
  );
}
