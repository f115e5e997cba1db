// The lab's results: the one-line reading, the charts, game length and how games ended, for one board or
// two side by side. Presentation only: every number comes from lib/sim.
import type { Lang } from '../../lib/i18n';
import { comparisonText, lab, readingText, type LabKey } from '../../lib/sim/lab-text';
import { compareResults, pct, readResult } from '../../lib/sim/reading';
import type { WinPath } from '../../lib/sim/types';
import { DeathsChart, WinRateChart, type Series } from './charts';

/** The one-line reading: of the board, or of the comparison and each board. */
function Reading({ series, lang }: { series: Series[]; lang: Lang }) {
  const compare = series.length === 2;
  return (
    <div className="rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="lab-reading">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-amber-900">{lab('reading.label', lang)}</h3>
      {compare ? (
        <>
          <p className="mt-1 font-medium text-stone-950">{comparisonText(compareResults(series[0].result, series[1].result), lang)}</p>
          {series.map((s) => (
            <p key={s.tag} className="mt-1 text-sm text-stone-800">
              <span className="font-semibold">{lab(s.tag === 'A' ? 'boardA' : 'boardB', lang)}</span>: {readingText(readResult(s.result), lang)}
            </p>
          ))}
        </>
      ) : (
        <p className="mt-1 font-medium text-stone-950">{readingText(readResult(series[0].result), lang)}</p>
      )}
    </div>
  );
}

/** How the games ended, one row per win path, one column per board. */
function PathsTable({ series, lang }: { series: Series[]; lang: Lang }) {
  const paths = [...new Set(series.flatMap((s) => s.result.winPaths.map((p) => p.path)))] as WinPath[];
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{lab('paths', lang)}</h3>
      <table className="w-full max-w-xl text-sm" data-testid="lab-paths">
        <thead>
          <tr className="border-b border-stone-300 text-left">
            <th scope="col" className="py-1 pr-3 font-medium">
              {lab('paths', lang)}
            </th>
            {series.map((s) => (
              <th key={s.tag} scope="col" className="py-1 pr-3 text-right font-medium">
                {s.tag ? lab(s.tag === 'A' ? 'boardA' : 'boardB', lang) : lab('results', lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paths.map((p) => (
            <tr key={p} className="border-b border-stone-100">
              <th scope="row" className="py-1 pr-3 text-left font-normal">
                {lab(`path.${p}` as LabKey, lang)}
              </th>
              {series.map((s) => {
                const r = s.result.winPaths.find((x) => x.path === p)?.rate;
                return (
                  <td key={s.tag} className="py-1 pr-3 text-right tabular-nums">
                    {r ? pct(r.rate) : '0%'}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function Results({ series, lang, seconds }: { series: Series[]; lang: Lang; seconds: number }) {
  const games = series.reduce((n, s) => n + s.result.games, 0);
  const errors = series.filter((s) => s.result.errors.count > 0);
  return (
    <section aria-labelledby="lab-results-title" className="grid gap-5" data-testid="lab-results">
      <h2 id="lab-results-title" className="text-xl font-semibold">
        {lab('results', lang)}
      </h2>

      <Reading series={series} lang={lang} />

      <p className="text-sm text-stone-700" data-testid="lab-finished">
        {lab('finished', lang, { games: games.toLocaleString('en-US'), seconds: seconds.toFixed(1) })}{' '}
        {series
          .map((s) => (s.tag ? `${lab(s.tag === 'A' ? 'boardA' : 'boardB', lang)} — ` : '') + lab('length', lang, { days: s.result.averageDays.toFixed(1) }))
          .join(' ')}
      </p>
      {/* The policy and seed the figures come from, so a figure quoted elsewhere can be matched to its run. */}
      <p className="text-sm text-stone-700" data-testid="lab-policy-used">
        {lab('policy.label', lang)}: {lab(series[0].result.policy === 'random' ? 'policy.random' : 'policy.heuristic', lang)} · {lab('seed.label', lang)}:{' '}
        {String(series[0].result.seed)}
      </p>

      <WinRateChart series={series} lang={lang} />

      <PathsTable series={series} lang={lang} />

      <DeathsChart series={series} lang={lang} />

      {errors.length ? (
        <p role="alert" className="rounded-md border border-rose-300 bg-rose-50 p-3 text-sm text-rose-900">
          {errors.map((s) => lab('errors', lang, { count: s.result.errors.count, first: s.result.errors.first ?? '' })).join(' ')}
        </p>
      ) : null}
    </section>
  );
}
