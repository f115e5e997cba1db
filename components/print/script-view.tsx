// The judge's script of the board (lib/script) as a printable page.
import type { Board } from '../../lib/generated/board';
import { t, type Lang } from '../../lib/i18n';
import { buildScript } from '../../lib/script/build';

export function ScriptView({ board, lang }: { board: Board; lang: Lang }) {
  const s = buildScript(board);
  // Block flow, not a grid: a grid item that does not fit moves whole to the next printed page,
  // which left the English script's first page half empty.
  return (
    <article
      className="wb-script mx-auto max-w-[190mm] space-y-3 bg-white p-6 text-black ring-1 ring-stone-300 print:p-0 print:ring-0"
      lang={lang}
      data-testid="script"
    >
      {/* Not a <header>: the site's print CSS hides every header element. */}
      <div>
        <h2 className="text-xl font-bold">{s.title[lang]}</h2>
        <p className="text-sm">{s.meta[lang]}</p>
        <p className="text-sm font-semibold" data-testid="night-order-name">
          {s.order[lang]}
        </p>
      </div>
      {s.sections.map((sec) => {
        const List = sec.numbered ? 'ol' : 'ul';
        return (
          <section key={sec.id} aria-labelledby={`script-${sec.id}`}>
            <h3 id={`script-${sec.id}`} className="wb-keep mb-1 border-b border-black text-base font-bold">
              {sec.title[lang]}
            </h3>
            <List className={`${sec.numbered ? 'list-decimal' : 'list-disc'} space-y-1 pl-6 text-sm`}>
              {sec.items.map((it, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a section's items in the script's fixed order (a printed document); items have no id
                <li key={i}>
                  {it.label ? <strong>{it.label[lang]}</strong> : null}
                  {it.label && it.text ? t('common.labelSep', lang) : null}
                  {it.text?.[lang]}
                  {it.sub.length ? (
                    <ul className="list-[circle] pl-5">
                      {it.sub.map((x, j) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: an item's sub-lines in the script's fixed order (a printed document); lines have no id
                        <li key={j}>{x[lang]}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </List>
          </section>
        );
      })}
    </article>
  );
}
