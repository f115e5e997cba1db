// The lab's charts in plain SVG (no chart library): win rates with 95% error bars, and deaths per role
// (night / day / survived). One or two series (board A, board B). Each SVG carries its numbers in its
// accessible name, and the same numbers are printed next to it.
import type { Lang } from '../../lib/i18n';
import { deathRowName, lab, type LabKey } from '../../lib/sim/lab-text';
import { pct } from '../../lib/sim/reading';
import { OUTCOMES, type Outcome, type SimResult } from '../../lib/sim/types';

export interface Series {
  /** "A" / "B" in a comparison; "" alone. */
  tag: string;
  result: SimResult;
}

const OUTCOME_FILL: Record<Outcome, string> = {
  village: '#0284c7', // sky-600
  wolves: '#e11d48', // rose-600
  lovers: '#db2777', // pink-600
  piper: '#7c3aed', // violet-600
  cursedFox: '#ea580c', // orange-600
  tanner: '#65a30d', // lime-600
  angel: '#0d9488', // teal-600
  whiteWerewolf: '#0891b2', // cyan-600
  draw: '#78716c', // stone-500
  unfinished: '#a8a29e', // stone-400
};
const TIME_FILL = { night: '#312e81', day: '#f59e0b', survived: '#d6d3d1' } as const; // indigo-900, amber-500, stone-300

const W = 640;
const LEFT = 150;
const RIGHT = 150;
const PLOT = W - LEFT - RIGHT;
const BAR = 16;
const x = (rate: number) => LEFT + rate * PLOT;

function Axis({ top, bottom }: { top: number; bottom: number }) {
  return (
    <g>
      {[0, 0.25, 0.5, 0.75, 1].map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={top} y2={bottom} stroke={t === 0.5 ? '#57534e' : '#e7e5e4'} strokeDasharray={t === 0.5 ? '4 3' : undefined} />
          <text x={x(t)} y={bottom + 14} textAnchor="middle" fontSize="11" fill="#57534e">{`${t * 100}%`}</text>
        </g>
      ))}
    </g>
  );
}

const outcomeName = (o: Outcome, lang: Lang) => lab(`outcome.${o}` as LabKey, lang);

/** Outcomes shown: those any series can have. */
function outcomesOf(series: Series[]): Outcome[] {
  return OUTCOMES.filter((o) => series.some((s) => s.result.outcomes.includes(o)));
}

export function WinRateChart({ series, lang }: { series: Series[]; lang: Lang }) {
  const outcomes = outcomesOf(series);
  const rowH = series.length * (BAR + 6) + 10;
  const top = 8;
  const bottom = top + outcomes.length * rowH;
  const rows = outcomes.flatMap((o) =>
    series.map((s) => {
      const r = s.result.winRates[o];
      const name = s.tag ? `${outcomeName(o, lang)} (${s.tag})` : outcomeName(o, lang);
      return lab('chart.rateRow', lang, { name, rate: pct(r.rate), low: pct(r.low), high: pct(r.high) });
    }),
  );
  return (
    <figure className="grid gap-2" data-testid="chart-win-rates">
      <figcaption className="font-semibold">
        {lab('chart.winRates', lang)}
        <span className="block text-sm font-normal text-stone-600">{lab('chart.winRatesNote', lang)}</span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${bottom + 22}`} role="img" aria-label={`${lab('chart.winRates', lang)}: ${rows.join('; ')}`} className="w-full max-w-3xl">
        <Axis top={top} bottom={bottom} />
        {outcomes.map((o, i) =>
          series.map((s, j) => {
            const r = s.result.winRates[o];
            const y = top + i * rowH + 5 + j * (BAR + 6);
            const mid = y + BAR / 2;
            return (
              <g key={`${o}-${s.tag}`} data-outcome={o} data-series={s.tag || undefined}>
                <text x={LEFT - 8} y={mid + 4} textAnchor="end" fontSize="13" fill="#1c1917">
                  {j === 0 ? outcomeName(o, lang) : ''}
                  {s.tag ? ` ${s.tag}` : ''}
                </text>
                <rect x={LEFT} y={y} width={Math.max(0, r.rate * PLOT)} height={BAR} fill={OUTCOME_FILL[o]} opacity={j === 0 ? 1 : 0.55} rx="2" />
                {/* The 95% interval: a whisker with end caps. */}
                <line x1={x(r.low)} x2={x(r.high)} y1={mid} y2={mid} stroke="#1c1917" strokeWidth="1.5" />
                <line x1={x(r.low)} x2={x(r.low)} y1={mid - 5} y2={mid + 5} stroke="#1c1917" strokeWidth="1.5" />
                <line x1={x(r.high)} x2={x(r.high)} y1={mid - 5} y2={mid + 5} stroke="#1c1917" strokeWidth="1.5" />
                <text x={W - RIGHT + 8} y={mid + 4} fontSize="12" fill="#1c1917">{`${pct(r.rate)}  [${pct(r.low)}–${pct(r.high)}]`}</text>
              </g>
            );
          }),
        )}
      </svg>
    </figure>
  );
}

export function DeathsChart({ series, lang }: { series: Series[]; lang: Lang }) {
  const roles = [...new Set(series.flatMap((s) => s.result.deathRates.map((d) => d.role)))];
  const rowH = series.length * (BAR + 6) + 10;
  const top = 30;
  const bottom = top + roles.length * rowH;
  const parts = ['night', 'day', 'survived'] as const;
  return (
    <figure className="grid gap-2" data-testid="chart-deaths">
      <figcaption className="font-semibold">
        {lab('chart.deaths', lang)}
        <span className="block text-sm font-normal text-stone-600">{lab('chart.deathsNote', lang)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${bottom + 22}`}
        role="img"
        className="w-full max-w-3xl"
        aria-label={`${lab('chart.deaths', lang)}: ${series
          .flatMap((s) =>
            s.result.deathRates.map((d) =>
              lab('chart.deathRow', lang, {
                name: s.tag ? `${deathRowName(d, lang)} (${s.tag})` : deathRowName(d, lang),
                night: pct(d.night.rate),
                day: pct(d.day.rate),
                survived: pct(d.survived.rate),
              }),
            ),
          )
          .join('; ')}`}
      >
        <g>
          {parts.map((p, i) => (
            <g key={p}>
              <rect x={LEFT + i * 110} y={4} width={14} height={14} fill={TIME_FILL[p]} rx="2" />
              <text x={LEFT + i * 110 + 20} y={16} fontSize="12" fill="#1c1917">
                {lab(`chart.${p}`, lang)}
              </text>
            </g>
          ))}
        </g>
        <Axis top={top} bottom={bottom} />
        {roles.map((role, i) =>
          series.map((s, j) => {
            const d = s.result.deathRates.find((r) => r.role === role);
            const y = top + i * rowH + 5 + j * (BAR + 6);
            if (!d) return null;
            let at = 0;
            return (
              <g key={`${role}-${s.tag}`} data-role={role} data-series={s.tag || undefined}>
                <text x={LEFT - 8} y={y + BAR / 2 + 4} textAnchor="end" fontSize="13" fill="#1c1917">
                  {j === 0 ? deathRowName(d, lang) : ''}
                  {s.tag ? ` ${s.tag}` : ''}
                </text>
                {parts.map((p) => {
                  const w = d[p].rate * PLOT;
                  const rect = <rect key={p} x={LEFT + at} y={y} width={Math.max(0, w)} height={BAR} fill={TIME_FILL[p]} opacity={j === 0 ? 1 : 0.7} />;
                  at += w;
                  return rect;
                })}
                <text x={W - RIGHT + 8} y={y + BAR / 2 + 4} fontSize="12" fill="#1c1917">
                  {`${pct(d.night.rate)} / ${pct(d.day.rate)} / ${pct(d.survived.rate)}`}
                </text>
              </g>
            );
          }),
        )}
      </svg>
    </figure>
  );
}
