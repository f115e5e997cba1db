// `wolfboard roles [--json] [--lang L]`: the catalogue (id, names, faction, group, unique).
import { ROLE_IDS } from '../../lib/roles';
import { ROLES, roleText } from '../../lib/catalogue';
import { isLang, type Lang } from '../../lib/i18n';
import { parseArgs, terminalLang, type Io } from '../io';

export function catalogueRows() {
  return ROLE_IDS.map((id) => {
    const r = ROLES[id];
    return { id, names: r.name, faction: r.faction, group: r.group, unique: r.unique };
  });
}

export async function run(args: string[], io: Io): Promise<number> {
  const { flags, positionals } = parseArgs(args, { json: 'boolean', lang: 'string' });
  if (positionals.length) {
    io.err(`wolfboard roles: unexpected argument "${positionals[0]}"`);
    return 2;
  }
  if (flags.json) {
    io.out(JSON.stringify(catalogueRows(), null, 2));
    return 0;
  }
  const langFlag = flags.lang;
  if (langFlag !== undefined && !isLang(langFlag)) {
    io.err(`wolfboard roles: --lang must be one of zh-CN, zh-TW, en`);
    return 2;
  }
  const lang: Lang = (langFlag as Lang | undefined) ?? terminalLang(io.env);
  const rows = catalogueRows().map((r) => [
    r.id, r.names[lang], r.faction, r.group, r.unique ? 'unique' : 'many', roleText(r.id, 'short', lang),
  ]);
  const widths = [0, 1, 2, 3, 4].map((i) => Math.max(...rows.map((row) => [...row[i]].length)));
  for (const row of rows) {
    io.out(row.map((c, i) => (i < 5 ? c + ' '.repeat(Math.max(0, widths[i] - [...c].length)) : c)).join('  '));
  }
  return 0;
}
