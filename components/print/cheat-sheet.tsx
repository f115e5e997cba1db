// The A4 cheat sheet (at most two pages for a 12-player board): page 1 the wake order with a tick box
// per night, the house rules one line each and the win conditions; page 2 the night log and the seat grid.
import type { Board } from '../../lib/generated/board';
import { roleName } from '../../lib/catalogue';
import type { Lang } from '../../lib/i18n';
import { generateOrder } from '../../lib/order/generate';
import { logColumns, SHEET_NIGHTS, wakeRows } from '../../lib/order/sheet';
import { resolveRules } from '../../lib/rules';
import { houseRuleLines } from '../../lib/script/house-rules';
import { boardHeader } from '../../lib/script/header';
import { lineOf } from '../../lib/script/lines';
import { capitalized } from '../../lib/script/loc';
import { winLines } from '../../lib/script/win';
import { Paper } from './paper';
import { printText } from './text';
import { boardTitle } from '../../lib/presets';

const NIGHTS = Array.from({ length: SHEET_NIGHTS }, (_, i) => i + 1);
const cell = 'border border-stone-500 px-1 py-0.5';

function Tick({ label }: { label: string }) {
  return <span role="img" aria-label={label} className="inline-block h-3.5 w-3.5 border-[1.5px] border-black align-middle" />;
}

export function CheatSheet({ board, lang }: { board: Board; lang: Lang }) {
  const p = printText(lang);
  const rules = resolveRules(board.rules);
  const plan = generateOrder(board, rules);
  const rows = wakeRows(plan);
  const logs = logColumns(plan);
  const handling = rows.find((r) => r.handling)?.handling ?? null;
  const name = boardTitle(board, lang) ?? p('unnamed');
  const header = boardHeader(board, rules);
  const seats = Array.from({ length: board.players }, (_, i) => i + 1);

  return (
    <div className="wb-stack grid gap-6" lang={lang} data-testid="cheat-sheet">
      <Paper label={`${p('print.sheet')} · ${p('print.sheetOf', { n: 1 })}`}>
        {/* Not a <header>: the site's print CSS hides every header element. */}
        <div className="mb-3 border-b-2 border-black pb-1">
          <h2 className="text-xl font-bold">{name}</h2>
          <p className="text-sm">{header.meta[lang]}</p>
          <p className="text-sm font-semibold" data-testid="night-order-name">
            {header.order[lang]}
          </p>
        </div>

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
            {rows.map((r, i) => {
              const step = plan.otherNights.find((s) => s.id === r.id) ?? plan.firstNight.find((s) => s.id === r.id);
              return (
                <tr key={r.id} data-step={r.id} className={r.kind === 'marker' ? 'italic' : ''}>
                  <td className={`${cell} text-right tabular-nums`}>{i + 1}</td>
                  <th scope="row" className={`${cell} text-left font-normal`}>
                    <span className="font-semibold">{capitalized(r.wake)[lang]}</span>
                    {r.handling ? (
                      <span title={p('print.fakeLegend', { handling: lineOf('absent.handling', undefined, r.handling) })}> {p('print.fakeMark')}</span>
                    ) : null}
                    {step ? <span className="block text-[7.5pt] leading-tight">{step.line[lang]}</span> : null}
                  </th>
                  {NIGHTS.map((n) => (
                    <td key={n} className={`${cell} text-center`}>
                      {r.kind !== 'marker' && r.nights[n - 1] ? <Tick label={`${capitalized(r.wake)[lang]}: ${p('print.tickLabel', { n })}`} /> : null}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        {handling ? <p className="mb-3 text-[8pt]">{p('print.fakeLegend', { handling: lineOf('absent.handling', undefined, handling) })}</p> : null}

        <h3 className="mb-1 mt-3 text-base font-bold">{lineOf('h.houseRules')[lang]}</h3>
        <ul className="mb-3 grid grid-cols-2 gap-x-4 text-[8.5pt] leading-snug" data-testid="house-rules">
          {houseRuleLines(board, rules).map((h) => (
            <li key={h.key} className="border-b border-dotted border-stone-500">
              <span className="font-semibold">{h.label[lang]}</span>: {h.value[lang]}
            </li>
          ))}
        </ul>

        <h3 className="mb-1 text-base font-bold">{lineOf('h.win')[lang]}</h3>
        <ul className="list-disc pl-5 text-[8.5pt] leading-snug" data-testid="win">
          {winLines(board, rules).map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the board's win lines, plain texts in a fixed order (a printed sheet)
            <li key={i}>{l[lang]}</li>
          ))}
        </ul>
      </Paper>

      <Paper label={`${p('print.sheet')} · ${p('print.sheetOf', { n: 2 })}`}>
        <h3 className="mb-1 text-base font-bold">{p('print.nightLog')}</h3>
        {logs.firstOnly.length ? (
          <p className="mb-2 flex flex-wrap gap-x-6 gap-y-1 text-[9pt]">
            <span className="font-semibold">{p('print.firstOnly')}:</span>
            {logs.firstOnly.map((c) => (
              <span key={c.id}>
                {roleName(c.role, lang)}: <span className="inline-block w-24 border-b border-black" />
              </span>
            ))}
          </p>
        ) : null}
        <table className="wb-grid mb-4 w-full table-fixed border-collapse text-[9pt]" data-testid="night-log">
          <thead>
            <tr>
              <th scope="col" className={`${cell} w-14 text-left`}>
                {p('print.night')}
              </th>
              {logs.nightly.map((c) => (
                <th key={c.id} scope="col" className={`${cell} text-left`}>
                  {roleName(c.role, lang)}
                </th>
              ))}
              <th scope="col" className={`${cell} text-left`}>
                {p('print.deaths')}
              </th>
            </tr>
          </thead>
          <tbody>
            {NIGHTS.map((n) => (
              <tr key={n} className="h-[8mm]">
                <th scope="row" className={`${cell} text-left`}>
                  {p('print.nightCol', { n })}
                </th>
                {logs.nightly.map((c) => (
                  <td key={c.id} className={cell} />
                ))}
                <td className={cell} />
              </tr>
            ))}
          </tbody>
        </table>

        <h3 className="mb-1 text-base font-bold">{p('print.seats')}</h3>
        <table className="wb-grid w-full table-fixed border-collapse text-[9pt]" data-testid="seat-grid">
          <thead>
            <tr>
              <th scope="col" rowSpan={2} className={`${cell} w-10`}>
                {p('print.seat')}
              </th>
              <th scope="col" rowSpan={2} className={`${cell} w-[16%]`}>
                {p('print.role')}
              </th>
              <th scope="col" rowSpan={2} className={`${cell} w-[24%]`}>
                {p('print.claims')}
              </th>
              <th scope="col" rowSpan={2} className={`${cell} w-12`}>
                {p('print.out')}
              </th>
              <th scope="colgroup" colSpan={SHEET_NIGHTS} className={cell}>
                {p('print.votes')}
              </th>
            </tr>
            <tr>
              {NIGHTS.map((n) => (
                <th key={n} scope="col" className={`${cell} text-center`}>
                  {p('print.dayCol', { n })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {seats.map((s) => (
              <tr key={s} className="h-[7mm]">
                <th scope="row" className={`${cell} text-center tabular-nums`}>
                  {s}
                </th>
                <td className={cell} />
                <td className={cell} />
                <td className={cell} />
                {NIGHTS.map((n) => (
                  <td key={n} className={cell} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-2 text-[8pt]">{p('print.marks')}</p>
      </Paper>
    </div>
  );
}
