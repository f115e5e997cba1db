'use client';
// The balance, as one verdict: the simulated estimate first — the lab's default run, played in a worker, with its
// interval and every side's share — and, below it, the point score (a published table's role points summed over
// the cards, lib/validator) on a meter. Where the two disagree the page says to trust the games: they play the
// house rules, the night and the third sides, while the score only counts cards.
import { PageLink } from '../page-link';
import { msgText as tr } from '../../lib/i18n/msg';
import { useDesigner } from './designer-context';
import { useEstimate } from './use-estimate';
import type { SimResult } from '../../lib/sim/types';
import { readResult } from '../../lib/sim/reading';

/** A rate as the lab writes it (lib/sim/reading pct), kept here so the page's first load stays small. */
const pct = (x: number) => {
  const p = x * 100;
  return p > 0 && p < 10 ? `${p.toFixed(1)}%` : `${Math.round(p)}%`;
};

const RANGE = 20; // the meter's half-width in points; scores beyond it pin to the end

export function BalanceMeter() {
  const { result, lang, t } = useDesigner();
  if (!result) return <p className="text-sm text-stone-600">{t('designer.loading')}</p>;
  const { balance } = result;
  const score = Math.round(balance.score * 10) / 10;
  // A minus sign, as the reading writes it.
  const shown = score > 0 ? `+${score}` : score < 0 ? `−${Math.abs(score)}` : '0';
  const pos = ((Math.max(-RANGE, Math.min(RANGE, score)) + RANGE) / (2 * RANGE)) * 100;
  const favours = t(`designer.favours.${balance.favours}`);
  const color = balance.favours === 'even' ? 'bg-emerald-600' : balance.favours === 'village' ? 'bg-sky-600' : 'bg-rose-600';
  return (
    <div data-testid="balance" className="grid gap-3">
      <SimEstimate points={balance.favours} />
      <div>
        <div className="flex items-baseline justify-between gap-2">
          <span id="balance-label" className="text-sm font-semibold">
            {t('designer.balanceScore', { score: shown })}
          </span>
          <span className="text-sm text-stone-700">{favours}</span>
        </div>
        {/* biome-ignore lint/a11y/useSemanticElements: a two-sided scale (−RANGE to +RANGE, even in the middle) with a marker; <meter> draws its own one-sided bar and renders no children */}
        <div
          role="meter"
          aria-labelledby="balance-label"
          aria-valuemin={-RANGE}
          aria-valuemax={RANGE}
          aria-valuenow={Math.max(-RANGE, Math.min(RANGE, score))}
          aria-valuetext={`${shown} (${favours})`}
          className="relative mt-1 h-4 rounded-full bg-gradient-to-r from-rose-200 via-emerald-100 to-sky-200"
        >
          <span aria-hidden="true" className="absolute inset-y-0 left-1/2 w-px bg-stone-500" />
          <span
            aria-hidden="true"
            className={`absolute top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow ${color}`}
            style={{ left: `${pos}%` }}
          />
        </div>
        <div aria-hidden="true" className="mt-0.5 flex justify-between text-[11px] text-stone-600">
          <span>🐺 −{RANGE}</span>
          <span>0</span>
          <span>+{RANGE} 🏡</span>
        </div>
        <p className="mt-1 text-xs text-stone-700" data-testid="balance-reading">
          {tr(balance.reading, lang)}
        </p>
        <p className="mt-0.5 text-xs text-stone-600">{t('designer.balanceHelp')}</p>
      </div>
    </div>
  );
}

type Favours = 'even' | 'village' | 'wolves';

/**
 * The simulation's verdict, the lab's one reading (lib/sim/reading): balanced when the two sides' shares are not
 * told apart at 95%, else the side that wins more, or a third side that leads.
 */
function verdictOf(result: SimResult): { side: string; even: boolean; compares: Favours | null } {
  const r = readResult(result);
  if (r.key === 'reading.balanced' || r.key === 'reading.none') return { side: 'village', even: true, compares: 'even' };
  if (r.key === 'reading.third') return { side: r.side, even: false, compares: r.side === 'village' || r.side === 'wolves' ? r.side : null };
  return { side: r.side, even: false, compares: r.side as Favours };
}

function Verdict({ result, points }: { result: SimResult; points: Favours }) {
  const { t } = useDesigner();
  const v = verdictOf(result);
  const r = result.winRates[v.side as keyof typeof result.winRates];
  const side = t(`designer.sim.side.${v.side}`);
  const agree = v.compares === points;
  return (
    <div data-testid="sim-verdict" data-favours={v.even ? 'even' : v.side} data-agree={String(agree)}>
      <p className="text-base font-semibold">
        {v.even
          ? t('designer.verdict.even', { rate: pct(r.rate), low: pct(r.low), high: pct(r.high) })
          : t('designer.verdict.favours', { side, rate: pct(r.rate), low: pct(r.low), high: pct(r.high) })}
      </p>
      <p className="text-xs text-stone-700">{agree ? t('designer.verdict.agree') : t('designer.verdict.trust', { points: t(`designer.favours.${points}`) })}</p>
    </div>
  );
}

function SimEstimate({ points }: { points: Favours }) {
  const { board, result, t } = useDesigner();
  const estimate = useEstimate(board, Boolean(result?.valid));
  return (
    <section
      aria-labelledby="sim-title"
      data-testid="sim-estimate"
      data-status={estimate.kind}
      className="rounded-lg border border-stone-200 bg-stone-50 p-2.5"
    >
      <h3 id="sim-title" className="text-sm font-semibold">
        {t('designer.sim.title')}
      </h3>
      <div aria-live="polite" className="text-sm">
        {estimate.kind === 'invalid' ? <p className="text-stone-700">{t('designer.sim.invalid')}</p> : null}
        {estimate.kind === 'running' ? (
          <>
            <p className="text-stone-700">{t('designer.sim.running', { games: estimate.total.toLocaleString('en-US') })}</p>
            <progress className="mt-1 h-2 w-full accent-amber-600" value={estimate.done} max={estimate.total} aria-label={t('designer.sim.title')} />
          </>
        ) : null}
        {estimate.kind === 'error' ? <p className="text-rose-800">{t('designer.sim.error', { message: estimate.message })}</p> : null}
        {estimate.kind === 'done' ? (
          <>
            <Verdict result={estimate.result} points={points} />
            <ul className="mt-0.5 grid gap-0.5" data-testid="sim-rates">
              {estimate.result.outcomes
                .filter((o) => estimate.result.winRates[o].count > 0 || o === 'village' || o === 'wolves')
                .map((o) => {
                  const r = estimate.result.winRates[o];
                  return (
                    <li
                      key={o}
                      data-outcome={o}
                      className={o === 'village' ? 'font-semibold text-sky-900' : o === 'wolves' ? 'font-semibold text-rose-900' : 'text-stone-800'}
                    >
                      {t('designer.sim.rate', { side: t(`designer.sim.side.${o}`), rate: pct(r.rate), low: pct(r.low), high: pct(r.high) })}
                    </li>
                  );
                })}
            </ul>
            <p className="mt-1 text-xs text-stone-600">{t('designer.sim.about', { games: estimate.result.games.toLocaleString('en-US') })}</p>
          </>
        ) : null}
      </div>
      <PageLink page="/lab/" className="mt-1 inline-block text-xs font-medium text-stone-800 underline underline-offset-2">
        {t('designer.sim.lab')}
      </PageLink>
    </section>
  );
}
