// `wolfboard roles [--json] [--lang L]`: the catalogue (id, names, faction, group, unique).
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { ROLES, roleText } from '../../lib/catalogue';
import { t, tAll } from '../../lib/i18n';
import { langOption, parseArgs, type Io } from '../io';
import { langUsage, UsageError } from '../usage';
import { verb } from '../verb';

const COLUMNS = ['id', 'name', 'faction', 'group', 'unique', 'what'] as const;

/** Columns a text takes in a terminal: East Asian characters take two. */
const width = (s: string) => {
  let w = 0;
  for (const ch of s) w += /[\u1100-\uffff]/.test(ch) ? 2 : 1;
  return w;
};

export function catalogueRows() {
  return ROLE_IDS.map((id) => {
    const r = ROLES[id];
    return { id, names: tAll(r.name), faction: r.faction, group: r.group, unique: r.unique };
  });
}

export const run = verb('roles', async (args: string[], io: Io): Promise<number> => {
  const { flags, positionals } = parseArgs(args, { json: 'boolean', lang: 'string' });
  if (positionals.length) throw new UsageError('extra', { arg: positionals[0] });
  if (flags.json) {
    io.out(JSON.stringify(catalogueRows(), null, 2));
    return 0;
  }
  const lang = langOption(flags.lang, io.env);
  if (!lang) throw langUsage();
  // A header row names the columns, in the output's language.
  const header = COLUMNS.map((c) => t(`cli.roles.${c}`, lang));
  const rows = catalogueRows().map((r) => [r.id, r.names[lang], r.faction, r.group, r.unique ? 'unique' : 'many', roleText(r.id, 'short', lang)]);
  const all = [header, ...rows];
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...all.map((row) => width(row[i]))));
  for (const row of all) {
    io.out(
      row
        .map((c, i) => (i < 5 ? c + ' '.repeat(Math.max(0, widths[i] - width(c))) : c))
        .join('  ')
        .trimEnd(),
    );
  }
  return 0;
});
