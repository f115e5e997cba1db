'use client';
// The validator's findings, live: errors, then warnings, then notes; each with its reason, the roles
// and rules it concerns and, when the validator offers one, a button applying the fix.
import { rolesOf } from '../../lib/catalogue/custom';
import { t as say } from '../../lib/i18n';
import { msgText as tr } from '../../lib/i18n/msg';
import type { Severity } from '../../lib/validator/types';
import { useDesigner } from './designer-context';

const ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };
const STYLE: Record<Severity, { box: string; badge: string; icon: string }> = {
  error: { box: 'border-rose-300 bg-rose-50', badge: 'bg-rose-700 text-white', icon: '⛔' },
  warning: { box: 'border-amber-300 bg-amber-50', badge: 'bg-amber-300 text-amber-950', icon: '⚠️' },
  info: { box: 'border-sky-200 bg-sky-50', badge: 'bg-sky-700 text-white', icon: 'ℹ️' },
};

type Finding = NonNullable<ReturnType<typeof useDesigner>['result']>['findings'][number];

/** What a finding concerns (its roles and rules) and, for a card in play by chance, how likely it is. */
function Concerns({ f }: { f: Finding }) {
  const { lang, t, ruleLabels, roleNames, board } = useDesigner();
  if (!(f.roles.length || f.rules.length || f.scope === 'inPlay')) return null;
  // A custom card is named by its author's words (the board carries them), never by its id.
  const cards = rolesOf(board);
  const cardName = (r: Finding['roles'][number]) =>
    (roleNames as Partial<Record<string, Record<string, string>>>)[r]?.[lang] ?? (Object.hasOwn(cards, r) ? say(cards[r].name, lang) : '');
  return (
    <p className="mt-1 text-xs text-stone-700">
      {f.roles.length || f.rules.length ? (
        <>
          {t('designer.concerns')}: {[...f.roles.map(cardName).filter(Boolean), ...f.rules.map((k) => ruleLabels[k]?.[lang] ?? k)].join(' · ')}
        </>
      ) : null}
      {f.scope === 'inPlay' && f.probability !== undefined ? (
        <span className="ml-2 italic">{t('designer.inPlay', { p: Math.round(f.probability * 1000) / 10 })}</span>
      ) : null}
    </p>
  );
}

function FindingItem({ f }: { f: Finding }) {
  const { applyFinding, lang, t, ready } = useDesigner();
  return (
    <li data-finding={f.id} data-severity={f.severity} className={`rounded-lg border p-2.5 text-sm ${STYLE[f.severity].box}`}>
      <div className="flex items-start gap-2">
        <span className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-semibold ${STYLE[f.severity].badge}`}>
          <span aria-hidden="true">{STYLE[f.severity].icon} </span>
          {t(`severity.${f.severity}`)}
        </span>
        <p className="min-w-0 flex-1 text-stone-900">{tr(f.message, lang)}</p>
      </div>
      <Concerns f={f} />
      {f.fix ? (
        <button
          type="button"
          data-fix={f.id}
          disabled={!ready}
          onClick={() => f.fix && applyFinding(f.fix)}
          className="mt-2 min-h-10 rounded-md bg-stone-900 px-3 text-sm font-medium text-white hover:bg-stone-700"
        >
          <span aria-hidden="true">🔧 </span>
          {t('designer.fix')}: {tr(f.fix.label, lang)}
        </button>
      ) : null}
    </li>
  );
}

/** `testId`: the findings list's test id (the phone's sheet shows a second copy of the list). */
export function FindingsPanel({ testId = 'findings' }: { testId?: string } = {}) {
  const { result, t } = useDesigner();
  if (!result) return <p className="text-sm text-stone-600">{t('designer.loading')}</p>;
  const { findings, valid } = result;
  const sorted = [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
  const count = (s: Severity) => findings.filter((f) => f.severity === s).length;
  return (
    <div data-testid={testId} data-valid={valid}>
      <p className={`text-sm font-semibold ${valid ? 'text-emerald-800' : 'text-rose-800'}`} data-testid="validity">
        <span aria-hidden="true">{valid ? '✅ ' : '⛔ '}</span>
        {valid ? t('designer.valid') : t('designer.invalid')}
      </p>
      <p className="text-xs text-stone-700" data-testid="finding-counts">
        {t('designer.counts', { errors: count('error'), warnings: count('warning'), infos: count('info') })}
      </p>
      {sorted.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t('designer.noFindings')}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {sorted.map((f, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one check can report several findings with the same id; the list is recomputed whole for each board, never reordered in place
            <FindingItem key={`${f.id}:${i}`} f={f} />
          ))}
        </ul>
      )}
    </div>
  );
}
