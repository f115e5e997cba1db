// The role catalogue by faction (server-rendered, every language; CSS shows the chosen one).
import { rolesByFaction, type Role } from '../lib/catalogue';
import { LANGS, tr, type Lang, type Text } from '../lib/i18n';

const textAll = (text: Text, key: string) => Object.fromEntries(LANGS.map((l) => [l, tr(text, l, key)])) as Record<Lang, string>;
import { L, T } from './t';

const FACTION_STYLE = {
  gods: 'border-sky-200 bg-sky-50',
  villagers: 'border-emerald-200 bg-emerald-50',
  wolves: 'border-rose-200 bg-rose-50',
  solo: 'border-violet-200 bg-violet-50',
} as const;

function shortOf(role: Role) {
  return role.short ? textAll(role.short, `roles.${role.id}.short`) : textAll(role.description, `roles.${role.id}.description`);
}

export function RoleCatalogue() {
  return (
    <div className="grid gap-6">
      {rolesByFaction().map((group) => (
        <section key={group.key} aria-labelledby={`faction-${group.key}`} data-testid={`faction-${group.key}`}>
          <h3 id={`faction-${group.key}`} className="mb-2 text-lg font-semibold">
            <T k={`faction.${group.key}`} />
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {group.roles.map((role) => (
              <li key={role.id} data-role={role.id} className={`rounded-lg border p-3 ${FACTION_STYLE[group.key]}`}>
                <div className="flex items-baseline gap-2">
                  <span aria-hidden="true" className="text-2xl leading-none">
                    {role.icon}
                  </span>
                  <span className="font-semibold">
                    <L texts={role.name} />
                  </span>
                  {role.unique ? (
                    <span className="ml-auto rounded bg-white/70 px-1.5 text-xs text-stone-700">
                      <T k="role.unique" />
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-stone-700">
                  <L texts={shortOf(role)} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
