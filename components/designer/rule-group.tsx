'use client';
// One folded group of house rules. A group with a changed rule comes first and starts open, and its
// changed rules come first inside it; its heading says how many are changed and how many findings
// concern its rules, so nothing that matters hides in a closed group.
import { useState, type ReactNode } from 'react';
import { FAMILIES, resolveRules, type RuleKey } from '../../lib/catalogue/rules';
import { useDesigner } from './designer-context';

function useChanged(keys: readonly RuleKey[]): RuleKey[] {
  const { values } = useDesigner();
  const resolved = resolveRules(values.rules);
  const defaults = FAMILIES[resolved.family];
  return keys.filter((k) => resolved[k] !== defaults[k]);
}

export function RuleGroup({ id, keys, title, children }: { id: string; keys: readonly RuleKey[]; title: ReactNode; children: ReactNode }) {
  const { result, t } = useDesigner();
  const changed = useChanged(keys).length;
  const findings = (result?.findings ?? []).filter((f) => f.rules.some((k) => keys.includes(k))).length;
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <details
      open={open ?? changed > 0}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      data-testid={`rule-group-${id}`}
      data-changed={changed}
      style={{ order: changed ? -1 : 0 }}
      className="rounded-lg border border-stone-200 bg-stone-50/60 open:bg-white"
    >
      <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 px-3 py-2 font-medium">
        <span className="min-w-0 flex-1">{title}</span>
        {changed ? <span className="rounded bg-amber-200 px-1.5 text-xs text-amber-950">{t('designer.ruleGroup.changed', { n: changed })}</span> : null}
        {findings ? <span className="rounded bg-sky-100 px-1.5 text-xs text-sky-950">{t('designer.ruleGroup.findings', { n: findings })}</span> : null}
      </summary>
      <ul className="grid gap-2 px-2 pb-2 md:grid-cols-2">{children}</ul>
    </details>
  );
}

/** One rule of a group: a changed rule moves to the front of its group. */
export function RuleItem({ ruleKey, children }: { ruleKey: RuleKey; children: ReactNode }) {
  const changed = useChanged([ruleKey]).length > 0;
  return (
    <li data-rule={ruleKey} style={{ order: changed ? -1 : 0 }} className="rounded-lg border border-stone-200 bg-white p-2.5">
      {children}
    </li>
  );
}
