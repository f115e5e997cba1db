'use client';
// The custom-card editor's plain controls, each with its label: a text per language (the page's language
// first, the others folded), a select, a checkbox. Texts stay plain text (React text nodes).
import { useId, type ReactNode } from 'react';
import { LANGS, type Lang } from '../../lib/i18n/languages';
import { useLang } from '../use-lang';
import { useCustomT } from './custom-t';

type Texts = Partial<Record<Lang, string>>;

export const INPUT = 'mt-1 w-full rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm';
const FIELD = 'grid gap-0.5 text-sm';

function TextInput({
  id,
  label,
  value,
  maxLength,
  multiline,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  multiline?: boolean;
  onChange: (v: string) => void;
}) {
  return (
    <div className={FIELD}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea id={id} value={value} maxLength={maxLength} rows={2} onChange={(e) => onChange(e.currentTarget.value)} className={INPUT} />
      ) : (
        <input id={id} type="text" value={value} maxLength={maxLength} onChange={(e) => onChange(e.currentTarget.value)} className={INPUT} />
      )}
    </div>
  );
}

/** One text in each language: `label` names the field with the language (a message with {lang}). */
export function LangTexts({
  label,
  value,
  maxLength,
  multiline,
  onChange,
  testId,
}: {
  label: string;
  value: Texts;
  maxLength: number;
  multiline?: boolean;
  onChange: (v: Texts) => void;
  testId?: string;
}) {
  const lang = useLang();
  const tc = useCustomT();
  const id = useId();
  const field = (l: Lang) => (
    <TextInput
      key={l}
      id={`${id}-${l}`}
      label={tc(label, { lang: tc(`lang.${l}`) })}
      value={value[l] ?? ''}
      maxLength={maxLength}
      multiline={multiline}
      onChange={(v) => onChange({ ...value, [l]: v })}
    />
  );
  const others = LANGS.filter((l) => l !== lang);
  return (
    <div className="grid gap-1" data-testid={testId}>
      {field(lang)}
      <details className="text-sm">
        <summary className="cursor-pointer text-stone-700 underline decoration-dotted underline-offset-2">{tc('otherLangs')}</summary>
        <div className="mt-1 grid gap-1">{others.map(field)}</div>
      </details>
    </div>
  );
}

export function Select({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={FIELD}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} className={INPUT} data-testid={testId}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Check({ label, checked, onChange, children }: { label: string; checked: boolean; onChange: (v: boolean) => void; children?: ReactNode }) {
  const id = useId();
  return (
    <div className="text-sm">
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.currentTarget.checked)} className="h-5 w-5" />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
      {children}
    </div>
  );
}

export function NumberInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number | undefined;
  min: number;
  max: number;
  onChange: (v: number | undefined) => void;
}) {
  const id = useId();
  return (
    <div className={FIELD}>
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value ?? ''}
        onChange={(e) => {
          const n = e.currentTarget.valueAsNumber;
          onChange(Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : undefined);
        }}
        className={`${INPUT} w-24`}
      />
    </div>
  );
}
