// What each tell and answer carries and how its fields are worded, as the powers declare it (PowerModule.tells,
// .answers) and the engine for its own tells: the moderator words any kind from this, with no list of kinds.
import { CORE_TELLS } from '../../engine/steps';
import type { ShownFields } from '../../engine/types';
import { POWERS } from '../../powers/registry';

// Built once at load from the registry (no import cycle reaches it: tests/lib/no-cycle.test.ts).
const TELLS: ReadonlyMap<string, ShownFields> = (() => {
  const out = new Map<string, ShownFields>(Object.entries(CORE_TELLS));
  for (const m of POWERS) for (const [kind, fields] of Object.entries(m.tells ?? {})) if (!out.has(kind)) out.set(kind, fields);
  return out;
})();
const ANSWERS: ShownFields = Object.freeze(Object.assign({}, ...POWERS.map((m) => m.answers ?? {})));

/** Every declared tell kind with its fields (a kind two powers make is declared alike by both: tests/moderator/declared.test.ts). */
export function declaredTells(): ReadonlyMap<string, ShownFields> {
  return TELLS;
}

/** The fields answers carry, by name, whichever power gives them (a seer's `result`, the demon's `god`). */
export function declaredAnswerFields(): ShownFields {
  return ANSWERS;
}

/** The fields of one tell kind (none declared: none worded but those who see it). */
export const tellFields = (kind: string): ShownFields => TELLS.get(kind) ?? {};
