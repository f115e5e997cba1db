// The A4 cheat sheet (at most two pages for a 12-player board): page 1 the wake order with a tick box
// per night, the house rules one line each and the win conditions; page 2 the night log and the seat grid.
import type { Board } from '../../lib/generated/board';
import type { Lang } from '../../lib/i18n';
import { generateOrder } from '../../lib/order/generate';
import { resolveRules } from '../../lib/catalogue/rules';
import { boardHeader } from '../../lib/script/header';
import { boardTitle } from '../../lib/catalogue/presets';
import { Paper } from './paper';
import { NightLog } from './sheet-night-log';
import { RulesAndWin } from './sheet-rules';
import { SeatGrid } from './sheet-seat-grid';
import { readsNeighbours } from '../../lib/powers/neighbours-readers';
import { cardsOnBoard } from '../../lib/order/board-cards';
import { WakeOrder } from './sheet-wake-order';
import { lineOnBoard } from '../../lib/script/line-powers';
import { printText } from './text';

export function CheatSheet({ board, lang }: { board: Board; lang: Lang }) {
  const p = printText(lang);
  const rules = resolveRules(board.rules);
  const plan = generateOrder(board, rules);
  const name = boardTitle(board, lang) ?? p('unnamed');
  const header = boardHeader(board, rules);

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

        {/* A game that opens with a day (the angel): its vote comes before the first night's wake order. */}
        {lineOnBoard('day0.vote', board, rules) ? (
          <p className="mb-2 text-[9pt] leading-snug" data-testid="day-zero">
            <span className="font-semibold">{p('h.day0')}: </span>
            {p('day0.vote')}
          </p>
        ) : null}
        <WakeOrder plan={plan} lang={lang} />

        <RulesAndWin board={board} rules={rules} lang={lang} />
      </Paper>

      <Paper label={`${p('print.sheet')} · ${p('print.sheetOf', { n: 2 })}`}>
        <NightLog board={board} plan={plan} lang={lang} />

        <SeatGrid players={board.players} lang={lang} direction={readsNeighbours(cardsOnBoard(board, rules))} />
        <p className="mt-2 text-[8pt]">{p('print.marks')}</p>
      </Paper>
    </div>
  );
}
