// The designer's edits, as its views call them: each marks the edit (for its time to findings, ./edit-timing);
// a whole-board change keeps the previous board for undo and says what it did.
import type { UseFormReturn } from 'react-hook-form';
import type { Board } from '../../lib/generated/board';
import type { Lang } from '../../lib/i18n/languages';
import { FAMILIES, overridesOf, type Family } from '../../lib/catalogue/rules';
import type { UiKey } from '../use-t';
import { EMPTY_BOARD, toForm, type FormBoard } from './board-form';
import type { Designer, Notice, Vars } from './designer-context';
import { markEdit } from './edit-timing';
import { loadLazy, type Lazy } from './load-lazy';

export type Actions = Pick<Designer, 'stepRole' | 'stepPlayers' | 'setRule' | 'resetRules' | 'applyFinding' | 'loadPreset' | 'newBoard' | 'undo'>;

interface ActionDeps {
  form: UseFormReturn<FormBoard>;
  lang: Lang;
  lazyRef: { current: Lazy | null };
  undoStack: { current: Board[] };
  resetForm: (v: FormBoard) => void;
  setNotice: (n: Notice | null) => void;
  current: () => Board;
  replaceBoard: (next: Board, done: { key: UiKey; vars?: Vars }) => void;
}

const edit = { shouldValidate: true, shouldDirty: true } as const;

/** One house rule set: a family replaces the overrides; any other rule is an override unless it is the family's value. */
function setRuleOn(form: UseFormReturn<FormBoard>): Designer['setRule'] {
  return (key, value) => {
    markEdit();
    const rules = { ...(form.getValues('rules') ?? {}) } as Record<string, unknown>;
    if (key === 'family') {
      form.setValue('rules', overridesOf({ ...rules, family: value as Family }), edit);
      return;
    }
    const family = (rules.family as Family | undefined) ?? 'langrensha';
    if (FAMILIES[family][key] === value) delete rules[key];
    else rules[key] = value;
    form.setValue('rules', rules, edit);
  };
}

export function designerActions({ form, lang, lazyRef, undoStack, resetForm, setNotice, current, replaceBoard }: ActionDeps): Actions {
  const { setValue, getValues } = form;
  return {
    stepRole: (id, n) => {
      markEdit();
      setValue(`roles.${id}` as `roles.villager`, n, edit);
    },
    stepPlayers: (n) => {
      markEdit();
      setValue('players', n, edit);
    },
    setRule: setRuleOn(form),
    resetRules: () => {
      markEdit();
      setValue('rules', { family: getValues('rules')?.family ?? 'langrensha' }, edit);
      setNotice({ kind: 'done', key: 'designer.rulesReset', undo: false });
    },
    applyFinding: (fix) => {
      void loadLazy().then(
        (l) => {
          lazyRef.current = l;
          replaceBoard(l.applyFix(current(), fix), { key: 'designer.fixed', vars: { label: fix.label } });
        },
        () => setNotice({ kind: 'error', key: 'designer.loadError' }),
      );
    },
    // The preset's name in the page's language (the file carries its Chinese name).
    loadPreset: (b, name) => replaceBoard({ ...b, name: name[lang] }, { key: 'designer.loadedPreset', vars: { name } }),
    newBoard: () => replaceBoard(EMPTY_BOARD, { key: 'designer.newDone' }),
    undo: () => {
      const prev = undoStack.current.pop();
      if (!prev) return;
      markEdit();
      resetForm(toForm(prev));
      setNotice({ kind: 'done', key: 'designer.undone', undo: undoStack.current.length > 0 });
    },
  };
}
