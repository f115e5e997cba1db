'use client';
// The start screen's games set aside (refused, behind the code, unreadable): why, exported, resumed as a copy up to
// the refused event, or (asked twice) deleted.
import type { KeptGame, SavedGame } from '../../lib/browser/session';
import { describeError } from '../../lib/engine/reasons';
import { boardTitle } from '../../lib/catalogue/presets';
import { problemText } from '../../lib/i18n/problem-text';
import { download } from '../download';
import { primary, secondary } from './buttons';
import type { ConfirmDelete } from './saved-games';
import { session as S } from './session-loader';
import type { StartProblems } from './start-problems';
import { useM, type MFn } from './use-m';
import type { Lang } from '../../lib/i18n';

function keptWhy(g: KeptGame, m: MFn, lang: Lang): string {
  if (g.refusal)
    return m('kept.refused', {
      n: g.refusal.event + 1,
      i: g.refusal.event,
      type: g.refusal.type,
      total: g.refusal.events,
      why: describeError(g.refusal.problem, lang),
    });
  if (g.behind && g.record) return m('kept.behind', { n: g.record.events.length });
  return m('kept.unreadable', { why: g.problems.length ? problemText(g.problems[0], lang) : '' });
}

function keptName(g: KeptGame, m: MFn, lang: Lang): string {
  const r = g.raw as { board?: { name?: unknown } } | null;
  const name = r && typeof r === 'object' && r.board && typeof r.board === 'object' ? r.board.name : undefined;
  return (typeof name === 'string' && boardTitle({ name }, lang)) || m('board.unnamed');
}

type Props = ConfirmDelete & { onOpen: (g: SavedGame) => void; setProblems: (p: StartProblems) => void };

function KeptGameItem({ g, onOpen, setProblems, confirmDelete, setConfirmDelete, refresh }: Props & { g: KeptGame }) {
  const { lang, m } = useM();
  const resume = () => {
    const id = S().newId(Date.now(), Math.random());
    const r = S().resumeCopy(g, id);
    if (r.ok) onOpen({ id, savedAt: r.stamp.savedAt, record: r.record, status: null, rev: r.stamp.rev });
    else setProblems({ title: { key: 'save.failed', vars: { why: '' } }, list: r.problems });
  };
  const k = `kept:${g.key}/${g.id}`;
  return (
    <li data-testid="kept-game" className="grid gap-2 rounded-xl border border-amber-400 bg-amber-50 p-3">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{keptName(g, m, lang)}</span>
        {g.record ? <span className="text-sm text-stone-700">{m('kept.events', { n: g.record.events.length })}</span> : null}
      </div>
      <p className="text-sm text-amber-950 break-words" data-testid="kept-why">
        {keptWhy(g, m, lang)}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          data-testid="kept-export"
          className={secondary}
          onClick={() => download(`wolfboard-game-${g.id.replace(/[^\w-]/g, '_').slice(0, 40)}.json`, `${JSON.stringify(g.raw, null, 2)}\n`)}
        >
          ⬇️ {m('export')}
        </button>
        {g.record ? (
          <button type="button" data-testid="kept-resume" className={primary} onClick={resume}>
            {m('kept.resume', { k: g.refusal ? g.refusal.event : g.record.events.length })}
          </button>
        ) : null}
        <button
          type="button"
          className="min-h-12 rounded-xl px-3 font-semibold text-rose-900 underline"
          onClick={() => {
            if (confirmDelete !== k) {
              setConfirmDelete(k);
              return;
            }
            S().forgetKept(g);
            setConfirmDelete('');
            refresh();
          }}
        >
          {confirmDelete === k ? m('start.deleteSure') : m('start.delete')}
        </button>
      </div>
    </li>
  );
}

export function KeptGames({ kept, ...item }: Props & { kept: KeptGame[] }) {
  const { m } = useM();
  return (
    <section aria-labelledby="kept-title" className="grid gap-2" data-testid="kept-games">
      <h2 id="kept-title" className="text-xl font-semibold">
        {m('kept.title')}
      </h2>
      <p className="text-sm text-stone-700">{m('kept.intro')}</p>
      <ul className="grid gap-2">
        {kept.map((g) => (
          <KeptGameItem key={`${g.key}/${g.id}`} g={g} {...item} />
        ))}
      </ul>
    </section>
  );
}
