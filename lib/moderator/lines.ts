// What the judge says: a night step's lines from the catalogue (lib/catalogue nightSteps, zh-TW overlay
// "roles.<role>.steps.<step>.<field>"), the script's day lines (data/script.json via lib/script), in one language.
import { getRole, roleName } from '../catalogue';
import { capitalFirst, t, tLoc, type Lang } from '../i18n';
import { stepText } from '../order/step-text';
import { type CardId, isCustomId } from '../catalogue/card-role';
import type { Card } from '../powers/cards';
import type { ResolvedRules } from '../catalogue/rules';
import { say } from '../script/lines';
import type { NightStepId } from '../engine/types';

export interface LineKey {
  role: CardId;
  step: NightStepId;
  /** The card's number at the deal, when it is called by number (lib/engine/faces). */
  number?: number;
  /** The night it is said on: a step may say another line after the first (role data laterLine). */
  night?: number;
}

export interface StepLines {
  /** Who wakes, as the script names them ("the guard", "守卫"). */
  wake: string;
  /** What the judge says to open the step. */
  line: string;
  closeLine: string | null;
  note: string | null;
  icon: string;
}

/**
 * The lines of a night step in a language, as this board's rules make them (lib/order/step-text: the offline
 * demon's night-1 line is not the catalogue's check line, demonVersion), so the page says what the printed
 * order says. A missing step falls back to the role's name, never throws.
 */
export function stepLines(key: LineKey, lang: Lang, rules: Pick<ResolvedRules, 'demonVersion'>, cards?: Readonly<Record<CardId, Card>>): StepLines {
  if (isCustomId(key.role)) return customLines(key, lang, cards?.[key.role]);
  const role = getRole(key.role);
  const st = role.nightSteps.find((s) => s.id === key.step);
  if (!st) {
    const name = roleName(key.role, lang);
    return { wake: name, line: name, closeLine: null, note: null, icon: role.icon };
  }
  const t = stepText({ role: key.role, step: st }, rules);
  // Called by number: the face's numbered call, the same words for every card of that face.
  const numbered = key.number === undefined ? undefined : getRole(role.shownAs ?? key.role).numberedCall;
  const n = { n: key.number ?? 0 };
  return {
    wake: capitalFirst(t.wake[lang], lang),
    line: numbered ? tLoc(numbered.line, n)[lang] : (key.night ?? 1) > 1 && t.laterLine ? t.laterLine[lang] : t.line[lang],
    closeLine: numbered ? tLoc(numbered.closeLine, n)[lang] : t.closeLine ? t.closeLine[lang] : null,
    note: t.note ? t.note[lang] : null,
    icon: role.icon,
  };
}

/** A custom card's step lines: its inline words (docs/rules.md, Custom roles), its name where it names no wake. */
function customLines(key: LineKey, lang: Lang, card: Card | undefined): StepLines {
  if (!card) return { wake: key.role, line: key.role, closeLine: null, note: null, icon: '🃏' };
  const st = card.steps.find((s) => s.id === key.step)?.line;
  const name = t(card.name, lang);
  if (!st) return { wake: name, line: name, closeLine: null, note: null, icon: card.icon };
  const later = (key.night ?? 1) > 1 && st.laterLine ? st.laterLine : null;
  const line = t(later ?? st.line, lang);
  return {
    wake: capitalFirst(t(st.wake, lang) || name, lang),
    line: line || name,
    closeLine: st.closeLine ? t(st.closeLine, lang) : null,
    note: st.note ? t(st.note, lang) : null,
    icon: card.icon,
  };
}

/** A line of the judge's script (data/script.json) in a language; the variant follows the board's rules. */
export function scriptLine(key: string, rules: ResolvedRules, lang: Lang, vars?: Record<string, string | number>): string {
  try {
    return say(key, rules, vars)[lang];
  } catch {
    // A line the script does not have (yet): show nothing rather than break the page.
    return '';
  }
}

export const duskLine = (rules: ResolvedRules, lang: Lang): string => scriptLine('marker.dusk.line', rules, lang);
export const dawnLine = (rules: ResolvedRules, lang: Lang): string => scriptLine('marker.dawn.line', rules, lang);
