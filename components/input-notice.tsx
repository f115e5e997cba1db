'use client';
// What every page says, in one line, when it sets stored data aside (with the copy to download) or gets a
// link it cannot read (with what is wrong, in the page's language). What was there is kept either way.
import type { Lang } from '../lib/i18n';
import { MAX_SHOWN, problemText } from '../lib/i18n/problem-text';
import type { FieldProblem } from '../lib/input/schema';
import { browserStore } from '../lib/browser/prefs';
import type { StorageNotice } from '../lib/browser/storage';
import { msgText } from '../lib/i18n/msg';
import { t } from '../lib/i18n';
import { download } from './download';

export function Problems({ problems, lang }: { problems: readonly FieldProblem[]; lang: Lang }) {
  const more = problems.length - MAX_SHOWN;
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm" data-testid="problem-list">
      {problems.slice(0, MAX_SHOWN).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a path can have several problems; the list is rebuilt whole from each parse, never reordered in place
        <li key={`${p.path}:${i}`} className="break-words">
          {problemText(p, lang)}
        </li>
      ))}
      {more > 0 ? <li>{t('ui.designer.moreProblems', lang, { n: more })}</li> : null}
    </ul>
  );
}

/** Stored data set aside (or left as it was): one line, the copy to download, the problems folded. */
export function StorageLine({ notice, lang }: { notice: StorageNotice; lang: Lang }) {
  const save = () => {
    // Read here, not through lib/browser/storage: this line is on pages that load the validator only when needed.
    let raw: string | null = null;
    try {
      raw = browserStore()?.getItem(notice.rejectedKey) ?? null;
    } catch {
      raw = null;
    }
    if (raw !== null) download(`wolfboard-kept-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-')}.json`, raw);
  };
  return (
    <div role="status" data-testid="storage-line" className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-950">
      <p>
        {msgText(notice.message, lang)}{' '}
        <button type="button" onClick={save} data-testid="storage-download" className="font-semibold underline">
          {t('ui.storage.download', lang)}
        </button>
      </p>
      {notice.problems.length ? (
        <details>
          <summary className="cursor-pointer">{t('ui.storage.details', lang)}</summary>
          <Problems problems={notice.problems} lang={lang} />
        </details>
      ) : null}
    </div>
  );
}

/** A link the page cannot read: one line, then what is wrong. */
export function LinkLine({
  problems,
  unknown,
  lang,
  testId = 'link-line',
}: {
  problems?: readonly FieldProblem[];
  unknown?: string;
  lang: Lang;
  testId?: string;
}) {
  return (
    <div role="alert" data-testid={testId} className="rounded-lg border border-rose-300 bg-rose-50 p-2 text-sm text-rose-950">
      <p className="font-medium">{unknown !== undefined ? t('ui.link.unknown', lang, { name: unknown }) : t('ui.link.bad', lang)}</p>
      {problems?.length ? <Problems problems={problems} lang={lang} /> : null}
    </div>
  );
}
