// The cheat sheet's wake order: each step called, with a tick box per night it is called, and the line said;
// a fake step (an absent role still called) is marked, with its handling in a legend.
import type { Lang } from '../../lib/i18n';
import type { generateOrder } from '../../lib/order/generate';
import { wakeRows } from '../../lib/order/sheet';
import { lineOf } from '../../lib/script/lines';
import { capitalized } from '../../lib/script/loc';
import { NIGHTS, cell } from './sheet-cells';
import { printText } from './text';

function Tick({ label }: { label: string }) {
  return <span role="img" aria-label={label} className="inline-block h-3.5 w-3.5 border-[1.5px] border-black align-middle" />;
}

type Plan = ReturnType<typeof generateOrder>;
type Row = ReturnType<typeof wakeRows>[number];

function WakeRow({ r, i, plan, lang }: { r: Row; i: number; plan: Plan; lang: Lang }) {
  const p = printText(lang);
  const step = plan.otherNights.find((s) => s.id === r.id) ?? plan.firstNight.find((s) => s.id === r.id);
  return (
    <tr data-step={r.id} className={r.kind === 'marker' ? 'italic' : ''}>
      <td className={`${cell} text-right tabular-nums`}>{i + 1}</td>
      <th scope="row" className={`${cell} text-left font-normal`}>
        <span className="font-semibold">{capitalized(r.wake)[lang]}</span>
        {r.handling ? <span title={p('print.fakeLegend', { handling: lineOf('absent.handling', undefined, r.handling) })}> {p('print.fakeMark')}</span> : null}
        {step ? <span className="block text-[7.5pt] leading-tight">{step.line[lang]}</span> : null}
      </th>
      {NIGHTS.map((n) => (
        <td key={n} className={`${cell} text-center`}>
          {r.kind !== 'marker' && r.nights[n - 1] ? <Tick label={`${capitalized(r.wake)[lang]}: ${p('print.tickLabel', { n })}`} /> : null}
        </td>
      ))}
    </tr>
  );
}

export function WakeOrder({ plan, lang }: { plan: Plan; lang: Lang }) {
  const p = printText(lang);
  const rows = wakeRows(plan);
  const handling = rows.find((r) => r.handling)?.handling ?? null;
  return (
    <>
      <h3 className="mb-1 text-base font-bold">{p('print.wakeOrder')}</h3>
      <table className="wb-grid mb-1 w-full border-collapse text-[9pt]" data-testid="wake-order">
        <thead>
          <tr>
            <th scope="col" className={`${cell} w-6 text-left`}>
              #
            </th>
            <th scope="col" className={`${cell} text-left`}>
              {p('print.step')}
            </th>
            {NIGHTS.map((n) => (
              <th key={n} scope="col" className={`${cell} w-8 text-center`}>
                {p('print.nightCol', { n })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <WakeRow key={r.id} r={r} i={i} plan={plan} lang={lang} />
          ))}
        </tbody>
      </table>
      {handling ? <p className="mb-3 text-[8pt]">{p('print.fakeLegend', { handling: lineOf('absent.handling', undefined, handling) })}</p> : null}
    </>
  );
}
