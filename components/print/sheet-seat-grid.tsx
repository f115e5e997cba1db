// The cheat sheet's seat grid: one row per seat for the role, the claims, when it went out and its votes by day.
import type { Lang } from '../../lib/i18n';
import { SHEET_NIGHTS } from '../../lib/order/sheet';
import { NIGHTS, cell } from './sheet-cells';
import { printText } from './text';

/** `direction`: the board holds a card that reads neighbours, so the grid says which way is left. */
export function SeatGrid({ players, lang, direction = false }: { players: number; lang: Lang; direction?: boolean }) {
  const p = printText(lang);
  const seats = Array.from({ length: players }, (_, i) => i + 1);
  return (
    <>
      <h3 className="mb-1 text-base font-bold">{p('print.seats')}</h3>
      {direction && (
        <p className="mb-1 text-[9pt]" data-testid="seat-direction">
          {p('print.seatDirection', { n: players })}
        </p>
      )}
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
    </>
  );
}
