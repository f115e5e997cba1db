// The cheat sheet's night log: what each first-night power chose, and one row per night for each nightly power and the deaths.
import type { Board } from '../../lib/generated/board';
import type { Lang } from '../../lib/i18n';
import type { generateOrder } from '../../lib/order/generate';
import { logColumns } from '../../lib/order/sheet';
import { cardNameLoc } from '../../lib/script/build';
import { NIGHTS, cell } from './sheet-cells';
import { printText } from './text';

/** `board`: its custom cards are named by their own words. */
export function NightLog({ board, plan, lang }: { board: Board; plan: ReturnType<typeof generateOrder>; lang: Lang }) {
  const p = printText(lang);
  const name = (id: Parameters<typeof cardNameLoc>[1]) => cardNameLoc(board, id)[lang];
  const logs = logColumns(plan);
  return (
    <>
      <h3 className="mb-1 text-base font-bold">{p('print.nightLog')}</h3>
      {logs.firstOnly.length ? (
        <p className="mb-2 flex flex-wrap gap-x-6 gap-y-1 text-[9pt]">
          <span className="font-semibold">{p('print.firstOnly')}:</span>
          {logs.firstOnly.map((c) => (
            <span key={c.id}>
              {name(c.role)}: <span className="inline-block w-24 border-b border-black" />
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
                {name(c.role)}
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
    </>
  );
}
