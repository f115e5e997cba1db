'use client';
// The editor's powers: each night step (its power said in words, its params, what the judge notes, its
// nights, its place in the wake order, the judge's lines) and each day power, added and removed.
import { t } from '../../lib/i18n';
import { DAY_POWERS, STEP_POWERS } from '../../lib/powers/params';
import { useLang } from '../use-lang';
import { Select, LangTexts } from './custom-fields';
import { DAY_POWER_IDS, MAX_DAYS, MAX_STEPS, NIGHT_POWER_IDS, newStep, type DayPowerId, type DraftDay, type DraftStep, type StepPower } from './custom-draft';
import type { OrderRow } from './custom-order';
import { ParamsFields } from './custom-params';
import { useCustomT } from './custom-t';
import { BTN } from './share-button';

const NIGHTS = ['every', 'first', 'afterFirst'] as const;
const BOX = 'grid gap-2 rounded-lg border border-stone-200 bg-stone-50 p-2.5';

function StepFields({
  n,
  step,
  anchors,
  onChange,
  onRemove,
}: {
  n: number;
  step: DraftStep;
  anchors: OrderRow[];
  onChange: (s: DraftStep) => void;
  onRemove: () => void;
}) {
  const tc = useCustomT();
  const lang = useLang();
  const spec = STEP_POWERS[step.power];
  const set = (p: Partial<DraftStep>) => onChange({ ...step, ...p });
  return (
    <fieldset className={BOX} data-testid={`custom-step-${n}`}>
      <legend className="px-1 text-sm font-semibold">{tc('nightN', { n })}</legend>
      <Select
        label={tc('power')}
        value={step.power}
        options={NIGHT_POWER_IDS.map((p) => ({ value: p, label: tc(`power.${p}`) }))}
        onChange={(v) => onChange({ ...newStep(v as StepPower), after: step.after, wake: step.wake, line: step.line, closeLine: step.closeLine })}
        testId="custom-night-power"
      />
      <p className="text-xs text-stone-700">{tc(`power.${step.power}`)}</p>
      <ParamsFields specs={spec.params} params={step.params} onChange={(params) => set({ params })} />
      {spec.records.length > 1 ? (
        <Select
          label={tc('records')}
          value={step.records}
          options={spec.records.map((r) => ({ value: r, label: tc(`records.${r}`) }))}
          onChange={(v) => set({ records: v as DraftStep['records'] })}
        />
      ) : (
        <p className="text-sm">
          <span className="font-medium">{tc('records')}:</span> {tc(`records.${step.records}`)}
        </p>
      )}
      {spec.firstNightOnly ? null : (
        <Select
          label={tc('nights')}
          value={step.nights}
          options={NIGHTS.map((x) => ({ value: x, label: tc(`nights.${x}`) }))}
          onChange={(v) => set({ nights: v as DraftStep['nights'] })}
        />
      )}
      <Select
        label={tc('after')}
        value={step.after}
        options={[{ value: '', label: tc('after.none') }, ...anchors.map((a) => ({ value: a.id, label: t(a.wake, lang) }))]}
        onChange={(after) => set({ after })}
        testId="custom-after"
      />
      <fieldset className="grid gap-1">
        <legend className="text-sm font-semibold">{tc('lines')}</legend>
        <LangTexts label="wake" value={step.wake} maxLength={30} onChange={(wake) => set({ wake })} testId="custom-wake" />
        <LangTexts label="line" value={step.line} maxLength={250} multiline onChange={(line) => set({ line })} testId="custom-line" />
        <LangTexts label="closeLine" value={step.closeLine} maxLength={250} multiline onChange={(closeLine) => set({ closeLine })} testId="custom-close-line" />
      </fieldset>
      <div>
        <button type="button" className={BTN} onClick={onRemove}>
          {tc('removePower')}
        </button>
      </div>
    </fieldset>
  );
}

function DayFields({ n, day, onChange, onRemove }: { n: number; day: DraftDay; onChange: (d: DraftDay) => void; onRemove: () => void }) {
  const tc = useCustomT();
  return (
    <fieldset className={BOX} data-testid={`custom-day-${n}`}>
      <legend className="px-1 text-sm font-semibold">{tc('dayN', { n })}</legend>
      <Select
        label={tc('power')}
        value={day.power}
        options={DAY_POWER_IDS.map((p) => ({ value: p, label: tc(`power.${p}`) }))}
        onChange={(v) => onChange({ power: v as DayPowerId, params: {} })}
      />
      <p className="text-xs text-stone-700">{tc(`power.${day.power}`)}</p>
      <ParamsFields specs={DAY_POWERS[day.power].params} params={day.params} onChange={(params) => onChange({ ...day, params })} />
      <div>
        <button type="button" className={BTN} onClick={onRemove}>
          {tc('removePower')}
        </button>
      </div>
    </fieldset>
  );
}

const replaced = <T,>(list: T[], i: number, x: T) => list.map((y, j) => (j === i ? x : y));
const dropped = <T,>(list: T[], i: number) => list.filter((_, j) => j !== i);

export function NightPowers({ steps, anchors, onChange }: { steps: DraftStep[]; anchors: OrderRow[]; onChange: (s: DraftStep[]) => void }) {
  const tc = useCustomT();
  return (
    <section className="grid gap-2" aria-label={tc('night')}>
      <h4 className="text-sm font-semibold">{tc('night')}</h4>
      {steps.map((s, i) => (
        <StepFields
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the card's list (its id is its index)
          key={i}
          n={i + 1}
          step={s}
          anchors={anchors}
          onChange={(x) => onChange(replaced(steps, i, x))}
          onRemove={() => onChange(dropped(steps, i))}
        />
      ))}
      {steps.length < MAX_STEPS ? (
        <div>
          <button type="button" className={BTN} onClick={() => onChange([...steps, newStep(NIGHT_POWER_IDS[0])])} data-testid="custom-add-night">
            {tc('addNight')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

export function DayPowers({ days, onChange }: { days: DraftDay[]; onChange: (d: DraftDay[]) => void }) {
  const tc = useCustomT();
  return (
    <section className="grid gap-2" aria-label={tc('day')}>
      <h4 className="text-sm font-semibold">{tc('day')}</h4>
      {days.map((d, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a day power is its place in the card's list
        <DayFields key={i} n={i + 1} day={d} onChange={(x) => onChange(replaced(days, i, x))} onRemove={() => onChange(dropped(days, i))} />
      ))}
      {days.length < MAX_DAYS ? (
        <div>
          <button type="button" className={BTN} onClick={() => onChange([...days, { power: DAY_POWER_IDS[0], params: {} }])}>
            {tc('addDay')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
