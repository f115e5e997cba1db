// The role catalogue by faction (server component; its texts are client leaves in the shown language).
import { rolesByFaction, type Role } from '../lib/catalogue';
import { T } from './t';

const FACTION_STYLE = {
  gods: 'border-sky-200 bg-sky-50',
  villagers: 'border-emerald-200 bg-emerald-50',
  wolves: 'border-rose-200 bg-rose-50',
  solo: 'border-violet-200 bg-violet-50',
} as const;

function shortOf(role: Role): string {
  return role.short ?? role.description;
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
                    <T k={role.name} />
                  </span>
                  {role.unique ? (
                    <span className="ml-auto rounded bg-white/70 px-1.5 text-xs text-stone-700">
                      <T k="role.unique" />
                    </span>
                  ) : null}
                </div>
                <p className="mt-1 text-sm text-stone-700">
                  <T k={shortOf(role)} />
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
