'use client';
// The balance score as a meter: role points summed (lib/validator), + favours the village, − the wolves.
import { plainText as tr } from '../../lib/ui-text';
import { useDesigner } from './designer-context';

const RANGE = 20; // the meter's half-width in points; scores beyond it pin to the end

export function BalanceMeter() {
  const { result, lang, t } = useDesigner();
  if (!result) return <p className="text-sm text-stone-600">{t('designer.loading')}</p>;
  const { balance } = result;
  const score = Math.round(balance.score * 10) / 10;
  const pos = ((Math.max(-RANGE, Math.min(RANGE, score)) + RANGE) / (2 * RANGE)) * 100;
  const favours = t(`designer.favours.${balance.favours}`);
  const color = balance.favours === 'even' ? 'bg-emerald-600' : balance.favours === 'village' ? 'bg-sky-600' : 'bg-rose-600';
  return (
    <div data-testid="balance">
      <div className="flex items-baseline justify-between gap-2">
        <span id="balance-label" className="text-sm font-semibold">
          {t('designer.balanceScore', { score: score > 0 ? `+${score}` : String(score) })}
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
        aria-valuetext={`${score} (${favours})`}
        className="relative mt-1 h-4 rounded-full bg-gradient-to-r from-rose-200 via-emerald-100 to-sky-200"
      >
        <span aria-hidden="true" className="absolute inset-y-0 left-1/2 w-px bg-stone-500" />
        <span aria-hidden="true" className={`absolute top-1/2 h-5 w-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow ${color}`} style={{ left: `${pos}%` }} />
      </div>
      <div aria-hidden="true" className="mt-0.5 flex justify-between text-[11px] text-stone-600">
        <span>🐺 −{RANGE}</span>
        <span>0</span>
        <span>+{RANGE} 🏡</span>
      </div>
      <p className="mt-1 text-xs text-stone-700">{tr(balance.reading, lang)}</p>
      <p className="mt-0.5 text-xs text-stone-600">{t('designer.balanceHelp')}</p>
    </div>
  );
}
