// What each tell and answer carries and how its fields are worded, as the powers declare it (PowerModule.tells,
// .answers) and the engine for its own tells: the moderator words any kind from this, with no list of kinds.
import { CORE_TELLS } from '../../engine/steps';
import type { ShownFields } from '../../engine/types';
import { POWERS } from '../../powers/registry';

let tells: Map<string, ShownFields> | null = null;
let answers: ShownFields | null = null;

/** Every declared tell kind with its fields (a kind two powers make is declared alike by both: tests/moderator/declared.test.ts). */
export function declaredTells(): ReadonlyMap<string, ShownFields> {
  if (!tells) {
    tells = new Map(Object.entries(CORE_TELLS));
    for (const m of POWERS) for (const [kind, fields] of Object.entries(m.tells ?? {})) if (!tells.has(kind)) tells.set(kind, fields);
  }
  return tells;
}

/** The fields answers carry, by name, whichever power gives them (a seer's `result`, the demon's `god`). */
export function declaredAnswerFields(): ShownFields {
  answers ??= Object.assign({}, ...POWERS.map((m) => m.answers ?? {}));
  return answers!;
}

/** The fields of one tell kind (none declared: none worded but those who see it). */
export const tellFields = (kind: string): ShownFields => declaredTells().get(kind) ?? {};
