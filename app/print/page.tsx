// /print: the printable pages of the current board (issue 4 item 5): the A4 cheat sheet, role cards
// to cut out, the judge's script. The board comes from a share link, a preset or this browser
// (components/print/board-source), so the sheet itself is rendered in the browser.
import type { Metadata } from 'next';
import { L } from '../../components/t';
import { PrintView } from '../../components/print/print-view';
import { lineOf } from '../../lib/script/lines';

export const metadata: Metadata = { title: 'Print · 打印' };

export default function PrintPage() {
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 print:hidden">
        <h1 className="text-2xl font-bold">
          <L texts={lineOf('print.title')} />
        </h1>
        <p className="max-w-3xl text-stone-700">
          <L texts={lineOf('print.intro')} />
        </p>
      </div>
      <PrintView />
    </div>
  );
}
