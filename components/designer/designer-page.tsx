// The designer page (server component): everything static — role names and descriptions, rule labels
// and explanations, preset names — is laid out here, its words as message ids that client leaves (T) show
// in the page's language; the interactive leaves are client components fed by DesignerProvider.
import type { ReactNode } from 'react';
import rulesSchema from '../../schemas/rules.schema.json';
import { getRole, isWolf, rolesByFaction, type Role } from '../../lib/catalogue';
import { getRuleEntry, HOUSE_RULES, RULE_KEYS } from '../../lib/catalogue/house-rules';
import { PRESETS } from '../../lib/catalogue/presets';
import { ROLE_IDS, type RoleId } from '../../lib/catalogue/roles';
import type { RuleKey } from '../../lib/catalogue/rules';
import { shareHash } from '../../lib/input/share';
import { validate, type ValidationResult } from '../../lib/validator';
import { EMPTY_BOARD } from './board-form';
import { SourceT } from '../source-t';
import { T } from '../t';
import { BalanceMeter } from './balance-meter';
import { BoardFields } from './board-fields';
import { CustomCardsPanel } from './custom-cards-panel';
import { DesignerProvider } from './designer-context';
import { FindingsPanel } from './findings-panel';
import { GeneratorPanel } from './generator-panel';
import { PresetButton } from './preset-button';
import { RoleStepper } from './role-stepper';
import { ResetRules, RuleControl, type RuleValue } from './rule-control';
import { SharePanel } from './share-panel';
import { RuleGroup, RuleItem } from './rule-group';
import { RULE_GROUPS } from './rule-groups';
import { NextLinks, Notices, StatusBar } from './side-panels';

/** A unique role's count: one card or none. */
const ONE_CARD = Object.freeze({ min: 1, max: 1 });

/** How many cards of the role a board may hold: one at most, or a set's number (the two sisters: exactly 2). */
function CountNote({ role }: { role: { unique: boolean; copies?: { min: number; max: number } } }) {
  if (!role.unique && !role.copies) return null;
  const c = role.copies;
  return (
    <span className="text-xs text-stone-600">
      {c ? <T k="role.copies" vars={{ min: c.min, max: c.max, exact: c.min === c.max ? 'yes' : 'no' }} /> : <T k="role.unique" />}
    </span>
  );
}

type Prop = { type?: string; enum?: RuleValue[]; minimum?: number; maximum?: number };
const PROPS = (rulesSchema as { properties: Record<string, Prop> }).properties;

const TONE = {
  gods: 'border-sky-200 bg-sky-50/60',
  villagers: 'border-emerald-200 bg-emerald-50/60',
  wolves: 'border-rose-200 bg-rose-50/60',
  solo: 'border-violet-200 bg-violet-50/60',
} as const;

function Panel({ id, title, children, className = '' }: { id: string; title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={`scroll-mt-14 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:p-4 ${className}`}>
      <h2 id={`${id}-title`} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function shortOf(role: Role): string {
  return role.short ?? role.description;
}

function Roles() {
  return (
    <div className="grid gap-5">
      {rolesByFaction().map((g) => (
        <section key={g.key} aria-labelledby={`rg-${g.key}`} data-testid={`roles-${g.key}`}>
          <h3 id={`rg-${g.key}`} className="mb-2 text-base font-semibold text-stone-800">
            <T k={`faction.${g.key}`} />
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
            {g.roles.map((role) => (
              <li key={role.id} data-role-row={role.id} className={`flex items-center gap-3 rounded-lg border p-2.5 ${TONE[g.key]}`}>
                <span aria-hidden="true" className="text-3xl leading-none">
                  {role.icon}
                </span>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-baseline gap-x-2">
                    <span className="font-semibold">
                      <T k={role.name} />
                    </span>
                    <CountNote role={role} />
                  </div>
                  <p className="text-xs leading-snug text-stone-700">
                    <T k={shortOf(role)} />
                  </p>
                </div>
                <RoleStepper id={role.id as RoleId} copies={role.copies ?? (role.unique ? ONE_CARD : null)} names={role.name} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function choicesOf(key: RuleKey) {
  const p = PROPS[key] ?? {};
  const values: RuleValue[] | null = p.enum ?? (p.type === 'boolean' ? [true, false] : null);
  if (!values) return null;
  return values.map((v) => ({
    value: v,
    label: HOUSE_RULES[key].values?.[String(v)] ?? (typeof v === 'boolean' ? `ui.designer.${v ? 'yes' : 'no'}` : String(v)),
  }));
}

function RuleBody({ ruleKey: key }: { ruleKey: RuleKey }) {
  return (
    <>
      <label htmlFor={`rule-${key}`} className="font-medium">
        <T k={getRuleEntry(key).label} />
      </label>
      <RuleControl ruleKey={key} choices={choicesOf(key)} min={PROPS[key]?.minimum} max={PROPS[key]?.maximum} roles={getRuleEntry(key).roles as RoleId[]} />
      <details className="mt-1 text-sm">
        <summary className="text-stone-700 underline decoration-dotted underline-offset-2">
          <T k="designer.why" />
        </summary>
        <p id={`rule-exp-${key}`} className="mt-1 text-stone-700">
          <T k={getRuleEntry(key).explanation} />
        </p>
        <p className="mt-1 text-xs text-stone-600">
          <SourceT k="designer.source" source={getRuleEntry(key).source} />
        </p>
      </details>
    </>
  );
}

function Rules() {
  return (
    <div className="grid gap-3">
      <p className="text-sm text-stone-600">
        <T k="designer.familyHelp" />
      </p>
      <div data-rule="family" className="rounded-lg border border-stone-800 bg-white p-2.5">
        <RuleBody ruleKey="family" />
      </div>
      {/* Folded groups; a group with a changed rule moves up and opens (RuleGroup). */}
      <div className="flex flex-col gap-2" data-testid="rule-groups">
        {RULE_GROUPS.map((g) => (
          <RuleGroup key={g.id} id={g.id} keys={g.keys} title={<T k={`designer.ruleGroup.${g.id}`} />}>
            {g.keys.map((key) => (
              <RuleItem key={key} ruleKey={key}>
                <RuleBody ruleKey={key} />
              </RuleItem>
            ))}
          </RuleGroup>
        ))}
      </div>
      <div>
        <ResetRules />
      </div>
    </div>
  );
}

function Presets() {
  return (
    // One swipeable row, so the roles stay close below it.
    <ul className="flex snap-x gap-2 overflow-x-auto pb-2" data-testid="presets">
      {PRESETS.map((p) => (
        <li key={p.id} className="w-60 shrink-0 snap-start">
          <PresetButton id={p.id} board={p.board} names={p.name}>
            <span className="flex w-full items-baseline justify-between gap-2">
              <span className="font-semibold">
                <T k={p.name} />
              </span>
              <span className="shrink-0 text-xs text-stone-600">
                <T k="designer.presetPlayers" vars={{ n: p.board.players }} />
              </span>
            </span>
            <span className="line-clamp-3 text-xs leading-snug text-stone-700">
              <T k={p.summary} />
            </span>
          </PresetButton>
        </li>
      ))}
    </ul>
  );
}

export function DesignerPage() {
  const ruleLabels = Object.fromEntries(RULE_KEYS.map((k) => [k, getRuleEntry(k).label]));
  const roleNames = Object.fromEntries(ROLE_IDS.map((id) => [id, getRole(id).name])) as Record<RoleId, string>;
  const wolfIds = ROLE_IDS.filter((id) => isWolf(id));
  // The empty board's findings and link, so a first visit shows them before any checking code loads. The
  // result crosses to the client as plain data: its messages as ids and parameters (not their lazy en/zh).
  const initial = { result: JSON.parse(JSON.stringify(validate(EMPTY_BOARD))) as ValidationResult, hash: shareHash(EMPTY_BOARD) };
  return (
    <DesignerProvider initial={initial} ruleLabels={ruleLabels} roleNames={roleNames} wolfIds={wolfIds}>
      <div className="grid grid-cols-1 gap-4">
        <div>
          <h1 className="text-2xl font-bold">
            <T k="designer.title" />
          </h1>
          <p className="text-sm text-stone-700">
            <T k="designer.intro" />
          </p>
        </div>
        <StatusBar />
        <Notices />
        {/* On a phone the two columns dissolve (max-lg:contents) and the panels are ordered so the findings
            and the balance follow the roles they are about, before the house rules. */}
        <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid min-w-0 grid-cols-1 gap-4 max-lg:contents">
            <Panel id="board" title={<T k="designer.board" />} className="max-lg:order-1">
              <BoardFields />
            </Panel>
            <Panel id="presets-panel" title={<T k="designer.presets" />} className="max-lg:order-2">
              <p className="mb-2 text-sm text-stone-600">
                <T k="designer.presetsHelp" />
              </p>
              <Presets />
            </Panel>
            <Panel id="generator-panel" title={<T k="designer.generate.title" />} className="max-lg:order-2">
              <GeneratorPanel />
            </Panel>
            <Panel id="roles" title={<T k="designer.roles" />} className="max-lg:order-3">
              <Roles />
            </Panel>
            <Panel id="custom-cards-panel" title={<T k="custom.title" />} className="max-lg:order-5">
              <CustomCardsPanel />
            </Panel>
            <Panel id="rules" title={<T k="designer.rules" />} className="max-lg:order-6">
              <Rules />
            </Panel>
          </div>
          <div className="grid min-w-0 grid-cols-1 gap-4 max-lg:contents lg:sticky lg:top-4 lg:max-h-[calc(100dvh-2rem)] lg:overflow-y-auto">
            <Panel id="findings" title={<T k="designer.findings" />} className="max-lg:order-4">
              <FindingsPanel />
            </Panel>
            <Panel id="balance-panel" title={<T k="designer.balance" />} className="max-lg:order-5">
              <BalanceMeter />
            </Panel>
            <Panel id="next" title={<T k="designer.next" />} className="max-lg:order-7">
              <NextLinks />
            </Panel>
            <Panel id="share" title={<T k="designer.share" />} className="max-lg:order-8">
              <SharePanel />
            </Panel>
          </div>
        </div>
      </div>
    </DesignerProvider>
  );
}
