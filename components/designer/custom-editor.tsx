'use client';
// The custom-card editor: a card started blank or from a catalogue card, its names, icon and side, its
// powers (or a text-only card), checked live with the board (./custom-preview), then put on the board.
import { useMemo, useState } from 'react';
import { ROLE_IDS, type RoleId } from '../../lib/catalogue/roles';
import { getRole } from '../../lib/catalogue';
import type { CustomId } from '../../lib/catalogue/card-role';
import { t } from '../../lib/i18n';
import { useLang } from '../use-lang';
import { blankDraft, cardOf, customIdFor, draftFromBase, withCard, type Draft, type Faction } from './custom-draft';
import { Check, INPUT, LangTexts, Select } from './custom-fields';
import { anchorChoices, placedOrder } from './custom-order';
import { DayPowers, NightPowers } from './custom-powers';
import { CustomPreview } from './custom-preview';
import { useCustomT } from './custom-t';
import { useDesigner } from './designer-context';
import { BTN } from './share-button';

const FACTIONS: Faction[] = ['village', 'wolves', 'solo'];
const PRIMARY = 'min-h-10 rounded-md bg-stone-900 px-3 text-sm font-medium text-white hover:bg-stone-700';

function StartFrom({ draft, onChange }: { draft: Draft; onChange: (d: Draft) => void }) {
  const tc = useCustomT();
  const lang = useLang();
  const options = [{ value: '', label: tc('start.blank') }, ...ROLE_IDS.map((id) => ({ value: id, label: t(getRole(id).name, lang) }))];
  return (
    <Select
      label={tc('start')}
      value={draft.base ?? ''}
      options={options}
      onChange={(v) => onChange(v ? draftFromBase(v as RoleId, { [lang]: t(getRole(v as RoleId).name, lang) }) : blankDraft())}
      testId="custom-start"
    />
  );
}

function IconField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const tc = useCustomT();
  return (
    <div className="grid gap-0.5 text-sm">
      <label htmlFor="custom-icon" className="font-medium">
        {tc('icon')}
      </label>
      <input id="custom-icon" type="text" value={value} maxLength={8} onChange={(e) => onChange(e.currentTarget.value)} className={`${INPUT} w-24 text-2xl`} />
    </div>
  );
}

function CardFields({ draft, set }: { draft: Draft; set: (p: Partial<Draft>) => void }) {
  const tc = useCustomT();
  return (
    <>
      <LangTexts label="name" value={draft.names} maxLength={30} onChange={(names) => set({ names })} testId="custom-names" />
      <div className="flex flex-wrap gap-3">
        <IconField value={draft.icon} onChange={(icon) => set({ icon })} />
        <Select
          label={tc('faction')}
          value={draft.faction}
          options={FACTIONS.map((f) => ({ value: f, label: tc(`faction.${f}`) }))}
          onChange={(v) => set({ faction: v as Faction })}
          testId="custom-faction"
        />
      </div>
      <LangTexts label="description" value={draft.description} maxLength={2000} multiline onChange={(description) => set({ description })} />
      <Check label={tc('textOnly')} checked={draft.textOnly} onChange={(textOnly) => set({ textOnly })}>
        {draft.textOnly ? (
          <p className="mt-1 rounded border border-amber-300 bg-amber-50 p-2 text-sm" data-testid="custom-text-only-note">
            {tc('textOnlyNote')}
          </p>
        ) : null}
      </Check>
    </>
  );
}

export interface EditorProps {
  /** The card edited (null: a new one). */
  editing: CustomId | null;
  initial: Draft;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function CustomEditor({ editing, initial, onDone, onCancel }: EditorProps) {
  const tc = useCustomT();
  const lang = useLang();
  const { board, form, markEdit } = useDesigner();
  const [draft, setDraft] = useState<Draft>(initial);
  const [needName, setNeedName] = useState(false);
  const set = (p: Partial<Draft>) => setDraft((d) => ({ ...d, ...p }));
  const others = useMemo(() => (board.customRoles ?? []).filter((c) => c.id !== editing), [board.customRoles, editing]);
  const id =
    editing ??
    customIdFor(
      draft.names,
      others.map((c) => c.id),
    );
  const card = useMemo(() => cardOf(draft, id), [draft, id]);
  const withIt = useMemo(() => ({ ...board, ...withCard(board.customRoles ?? [], board.roles, card) }), [board, card]);
  // The steps it may follow: the board's order without this card.
  const anchors = useMemo(() => anchorChoices(placedOrder({ ...board, customRoles: others })), [board, others]);

  const put = () => {
    if (!Object.keys(card.names).length) {
      setNeedName(true);
      return;
    }
    const values = form.getValues();
    const next = withCard(values.customRoles ?? [], values.roles, card);
    markEdit();
    form.setValue('customRoles', next.customRoles, { shouldValidate: true, shouldDirty: true });
    form.setValue('roles', next.roles as typeof values.roles, { shouldValidate: true, shouldDirty: true });
    onDone(tc(editing ? 'saved' : 'added', { name: t(card.names, lang) }));
  };

  return (
    <div className="grid gap-3 rounded-lg border border-stone-300 p-2.5" data-testid="custom-editor">
      <h3 className="text-base font-semibold">{editing ? tc('editing', { name: t(initial.names.en ? initial.names : card.names, lang) }) : tc('newTitle')}</h3>
      {editing ? null : <StartFrom draft={draft} onChange={setDraft} />}
      <CardFields draft={draft} set={set} />
      {draft.textOnly ? null : (
        <>
          <NightPowers steps={draft.steps} anchors={anchors} onChange={(steps) => set({ steps })} />
          <DayPowers days={draft.days} onChange={(days) => set({ days })} />
        </>
      )}
      <CustomPreview board={withIt} card={card} />
      {needName && !Object.keys(card.names).length ? (
        <p role="alert" className="text-sm font-medium text-rose-800">
          {tc('needName')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={PRIMARY} onClick={put} data-testid="custom-put">
          {editing ? tc('save') : tc('add')}
        </button>
        <button type="button" className={BTN} onClick={onCancel}>
          {tc('cancel')}
        </button>
      </div>
    </div>
  );
}
