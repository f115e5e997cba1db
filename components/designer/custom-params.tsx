'use client';
// A power's parameters as controls offering only its legal values (lib/powers/params): a list of values as a
// select, a yes/no as a checkbox, a number within its bounds, a night cadence as a select of cadences, a
// card as a select of the catalogue's. A house-rule parameter is the catalogue's business: not offered.
import { getRole } from '../../lib/catalogue';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { t } from '../../lib/i18n';
import type { ParamSpec } from '../../lib/powers/params';
import { useLang } from '../use-lang';
import { Check, NumberInput, Select } from './custom-fields';
import { useCustomT } from './custom-t';

type Param = string | number | boolean;
type Params = Record<string, Param>;

/** The cadences the editor offers (1: every night, the power's default, written as no param). */
const CADENCES = ['1', '2', '3', 'firstNightOnly', 'odd', 'even'] as const;

function roleName(id: string, lang: ReturnType<typeof useLang>): string {
  return t(getRole(id as (typeof ROLE_IDS)[number]).name, lang);
}

function ParamControl({ name, spec, value, onChange }: { name: string; spec: ParamSpec; value: Param | undefined; onChange: (v: Param | undefined) => void }) {
  const tc = useCustomT();
  const lang = useLang();
  const label = tc(`param.${name}`);
  const none = { value: '', label: tc('default') };
  switch (spec.kind) {
    case 'bool':
      return <Check label={label} checked={value === true} onChange={(v) => onChange(v || undefined)} />;
    case 'int':
      return <NumberInput label={label} value={typeof value === 'number' ? value : undefined} min={spec.min} max={spec.max} onChange={onChange} />;
    case 'cadence':
      return (
        <Select
          label={label}
          value={value === undefined ? '1' : String(value)}
          options={CADENCES.map((c) => ({ value: c, label: tc(`cadence.${c}`) }))}
          onChange={(v) => onChange(v === '1' ? undefined : /^\d+$/.test(v) ? Number(v) : v)}
          testId={`param-${name}`}
        />
      );
    case 'enum': {
      // The answers a check gives are catalogue cards' (the seer's, the psychic's…): said by their names.
      const word = (v: string) => (name === 'answer' ? roleName(v, lang) : tc(`value.${name}.${v}`));
      const options = [none, ...spec.values.map((v) => ({ value: v, label: word(v) }))];
      return <Select label={label} value={String(value ?? '')} options={options} onChange={(v) => onChange(v || undefined)} testId={`param-${name}`} />;
    }
    case 'card': {
      const options = [none, ...ROLE_IDS.map((id) => ({ value: id, label: roleName(id, lang) }))];
      return <Select label={label} value={String(value ?? '')} options={options} onChange={(v) => onChange(v || undefined)} testId={`param-${name}`} />;
    }
    default:
      return null;
  }
}

export function ParamsFields({ specs, params, onChange }: { specs: Readonly<Record<string, ParamSpec>>; params: Params; onChange: (p: Params) => void }) {
  const shown = Object.entries(specs).filter(([, s]) => s.kind !== 'rule');
  if (!shown.length) return null;
  const set = (name: string, v: Param | undefined) => {
    const next = { ...params };
    if (v === undefined) delete next[name];
    else next[name] = v;
    onChange(next);
  };
  return (
    <div className="grid gap-2 sm:grid-cols-2">
      {shown.map(([name, spec]) => (
        <ParamControl key={name} name={name} spec={spec} value={params[name]} onChange={(v) => set(name, v)} />
      ))}
    </div>
  );
}
