// /print: the printable pages of the current board: the A4 cheat sheet, role cards
// to cut out, the judge's script. The board comes from a share link, a preset or this browser
// (components/print/board-source), so the sheet itself is rendered in the browser.
import { T } from '../t';
import { Messages } from '../messages';
import { PageTitle } from '../page-title';
import { PrintView } from '../print/print-view';
import type { Lang } from '../../lib/i18n';
import { pageMetadata } from './meta';

const TITLE = 'nav.print';

/** The page's title and description in its language. */
export const metadataFor = (lang: Lang) => pageMetadata(lang, TITLE, 'home.print');

export default function PrintPage({ lang }: { lang: Lang }) {
  return (
    <Messages lang={lang} ns={['script', 'roles', 'rules', 'presets', 'nightOrder', 'interactions']}>
      <PageTitle k={TITLE} />
      <div className="grid gap-4">
        <div className="grid gap-1 print:hidden">
          <h1 className="text-2xl font-bold">
            <T k="script.print.title" />
          </h1>
          <p className="max-w-3xl text-stone-700">
            <T k="script.print.intro" />
          </p>
        </div>
        <PrintView />
      </div>
    </Messages>
  );
}
