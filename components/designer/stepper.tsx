'use client';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface Props {
  id: string;
  value: number;
  min: number;
  max: number;
  label: string;
  addLabel: string;
  removeLabel: string;
  field: UseFormRegisterReturn;
  onStep: (next: number) => void;
  invalid?: boolean;
  describedBy?: string;
}

const BTN =
  'grid h-10 w-10 place-items-center rounded-full border border-stone-300 bg-white text-xl font-semibold text-stone-800 hover:bg-stone-100 disabled:opacity-35 disabled:hover:bg-white';

/** − [n] +: big targets for a phone, a native number field for the keyboard (arrows, typing). */
export function Stepper({ id, value, min, max, label, addLabel, removeLabel, field, onStep, invalid, describedBy }: Props) {
  const n = Number.isFinite(value) ? value : min;
  return (
    <div className="flex items-center gap-1.5">
      <button type="button" className={BTN} aria-label={removeLabel} title={removeLabel} disabled={n <= min} onClick={() => onStep(n - 1)}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="h-10 w-14 rounded-md border border-stone-300 bg-white text-center text-lg tabular-nums aria-[invalid=true]:border-rose-600 aria-[invalid=true]:bg-rose-50"
        {...field}
      />
      <button type="button" className={BTN} aria-label={addLabel} title={addLabel} disabled={n >= max} onClick={() => onStep(n + 1)}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
