// The code words the scan looks for, from the library: every house-rule key, value and role id.
import { HOUSE_RULES, RULE_KEYS } from '../../lib/catalogue/house-rules';
import { ROLE_IDS } from '../../lib/catalogue/roles';
import { codeWords, offenceFinder, optionWords } from './scan';

const VALUES = RULE_KEYS.flatMap((k) => Object.keys(HOUSE_RULES[k].values ?? {}));

export const CODE_WORDS: readonly string[] = codeWords([...RULE_KEYS, ...VALUES, ...ROLE_IDS]);
/** The one-word option values ("postpone", "pk", "card", "true"), caught where a label belongs. */
export const OPTION_WORDS: readonly string[] = optionWords([...VALUES, 'true', 'false']);

export const offences = offenceFinder(CODE_WORDS, OPTION_WORDS);
