// The table of docs/rules.md ("Custom roles"): what a custom card may be made of, written from the powers'
// params table (lib/powers/params.ts) by `npm run generate`, drift-checked like the hook table.
import type { DayPowerSpec, ParamSpec, StepPowerSpec } from '../lib/powers/params';

export const POWER_TABLE_START = '<!-- power table: written by `npm run generate` from lib/powers/params.ts -->';
const POWER_TABLE_END = '<!-- end of power table -->';

function valuesOf(p: ParamSpec): string {
  switch (p.kind) {
    case 'enum':
      return p.values.join(' / ');
    case 'bool':
      return 'true / false';
    case 'int':
      return `${p.min}–${p.max}`;
    case 'cadence':
      return 'a number n (night 1, then every n-th) / odd / even / firstNightOnly / a house-rule key';
    case 'rule':
      return 'a house-rule key';
    case 'card':
      return 'a catalogue card';
  }
}

const paramsCell = (params: Readonly<Record<string, ParamSpec>>): string =>
  Object.entries(params)
    .map(([k, p]) => `\`${k}\`: ${valuesOf(p)}`)
    .join('; ') || '—';

function limits(s: StepPowerSpec | DayPowerSpec): string {
  const out: string[] = [];
  if (s.wolvesOnly) out.push('a card that wakes with the wolves');
  if (s.onePerBoard) out.push('one card per board');
  if ('firstNightOnly' in s && s.firstNightOnly) out.push('night 1 only');
  return out.join('; ') || '—';
}

export function powerTable(steps: Readonly<Record<string, StepPowerSpec>>, days: Readonly<Record<string, DayPowerSpec>>): string {
  const stepRows = Object.entries(steps).map(
    ([id, s]) =>
      `| \`${id}\` | night | ${s.composable ? 'yes' : 'no: text-only'} | ${paramsCell(s.params)} | ${s.records.map((r) => `\`${r}\``).join(', ')} | ${limits(s)} |`,
  );
  const dayRows = Object.entries(days).map(
    ([id, s]) => `| \`${id}\` | day | ${s.composable ? 'yes' : 'no: text-only'} | ${paramsCell(s.params)} | — | ${limits(s)} |`,
  );
  return [
    POWER_TABLE_START,
    '',
    '| power | when | on a custom card | params and their legal values | the judge records | where it may go |',
    '|---|---|---|---|---|---|',
    ...stepRows,
    ...dayRows,
    '',
    POWER_TABLE_END,
  ].join('\n');
}

/** `doc` with its power table replaced by `table` (the markers must be there). */
export function withPowerTable(doc: string, table: string): string {
  const a = doc.indexOf(POWER_TABLE_START);
  const b = doc.indexOf(POWER_TABLE_END);
  if (a < 0 || b < a) throw new Error('docs/rules.md has no power table markers');
  return doc.slice(0, a) + table + doc.slice(b + POWER_TABLE_END.length);
}
