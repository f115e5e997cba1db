// What a user-visible text must never hold: a file name, a source file's number ("seed 000"), a section
// mark of an internal document (§), the name of an internal document, or a rule key / role id as code
// spells it (camelCase). Users read rule names in their language and sources by their title.
import { HOUSE_RULES, RULE_KEYS } from '../../lib/house-rules';
import { ROLE_IDS } from '../../lib/roles';

const camel = (s: string) => /[a-z][A-Z]/.test(s);
/** Rule keys, their values and role ids as code spells them (the camelCase ones: "seer" is a word). */
export const CODE_WORDS: readonly string[] = [
  ...new Set([...RULE_KEYS, ...RULE_KEYS.flatMap((k) => Object.keys(HOUSE_RULES[k].values ?? {})), ...ROLE_IDS].filter(camel)),
].sort((a, b) => b.length - a.length);

const PATTERNS: [what: string, re: RegExp][] = [
  ['a file name', /[\w-]+\.(?:md|json|ts|tsx|js|mjs)\b/i],
  ['a source file number ("seed 000")', /\bseeds?\s*0\d\d\b/i],
  ['a section mark (§)', /§/],
  ['an internal document (RULES / ROLES-BEYOND)', /RULES|ROLES-BEYOND|ROLES BEYOND|engine-choices|\b(?:docs|data|lib)\/\w/],
  ['a rule key or role id as code spells it', new RegExp(`(?<![A-Za-z0-9])(?:${CODE_WORDS.join('|')})(?![A-Za-z0-9])`)],
];

/** The problems of one text: what was found and the words that matched. */
export function offences(text: string): string[] {
  const out: string[] = [];
  for (const [what, re] of PATTERNS) {
    const m = text.match(re);
    if (m) out.push(`${what}: "${m[0]}"`);
  }
  return out;
}
