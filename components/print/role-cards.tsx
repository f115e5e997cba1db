// Role reference cards to print and cut: one per role on the board, nine to an A4 page (63 × 88 mm).
import type { Board } from '../../lib/generated/board';
import type { Lang } from '../../lib/i18n';
import { ROLES, roleName, roleText } from '../../lib/catalogue';
import { ROLE_IDS, countOf } from '../../lib/roles';
import { lineOf } from '../../lib/script/lines';
import { capitalized, locOf } from '../../lib/script/loc';
import { Paper } from './paper';
import { printText } from './text';

const PER_PAGE = 9;

export function RoleCards({ board, lang }: { board: Board; lang: Lang }) {
  const p = printText(lang);
  const ids = ROLE_IDS.filter((id) => countOf(board, id) > 0);
  const pages: (typeof ids)[] = [];
  for (let i = 0; i < ids.length; i += PER_PAGE) pages.push(ids.slice(i, i + PER_PAGE));
  const other: Lang = lang === 'en' ? 'zh-CN' : 'en';
  return (
    <div className="wb-stack grid gap-6" lang={lang} data-testid="role-cards">
      {pages.map((page, pi) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the sheet number (sheet pi + 1) of a printed stack
        <Paper key={pi} label={`${p('print.cards')} · ${p('print.sheetOf', { n: pi + 1 })}`}>
          <p className="mb-2 text-[8pt]">{p('print.cardsHint')}</p>
          <ul className="grid grid-cols-[repeat(3,63mm)] justify-center gap-0">
            {page.map((id) => {
              const role = ROLES[id];
              const nights = role.nightSteps;
              return (
                <li key={id} data-role={id} className="wb-card flex h-[88mm] w-[63mm] flex-col gap-1 border border-dashed border-black p-[4mm]">
                  <div className="flex items-start justify-between gap-2">
                    <span aria-hidden="true" className="text-4xl leading-none">{role.icon}</span>
                    {countOf(board, id) > 1 ? <span className="text-sm font-bold">{p('print.copies', { n: countOf(board, id) })}</span> : null}
                  </div>
                  <h3 className="text-lg font-bold leading-tight">{roleName(id, lang)}</h3>
                  <p className="text-[8pt] leading-tight" lang={other}>{roleName(id, other)}</p>
                  <p className="border-b border-black pb-1 text-[8pt] font-semibold uppercase tracking-wide">{lineOf(`print.faction`, undefined, role.faction)[lang]}</p>
                  {role.short ? <p className="text-[9pt] leading-snug">{roleText(id, 'short', lang)}</p> : null}
                  {nights.length ? (
                    <p className="mt-auto text-[8pt] leading-tight">
                      <span className="font-semibold">{p('print.atNight')}: </span>
                      {nights
                        .map((s) => {
                          const tag = s.nights === 'first' ? ` (${lineOf('tag.first')[lang]})` : s.nights === 'afterFirst' ? ` (${lineOf('tag.afterFirst')[lang]})` : '';
                          return capitalized(locOf(s.wake, `roles.${id}.steps.${s.id}.wake`))[lang] + tag;
                        })
                        .join(lineOf('listSep')[lang])}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Paper>
      ))}
    </div>
  );
}
