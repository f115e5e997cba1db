// The code words the scan looks for, from the library: every house-rule key, value and role id.
import { HOUSE_RULES, RULE_KEYS } from '../../lib/house-rules';
import { ROLE_IDS } from '../../lib/roles';
import { codeWords, offenceFinder } from './scan';

export const CODE_WORDS: readonly string[] = codeWords([...RULE_KEYS, ...RULE_KEYS.flatMap((k) => Object.keys(HOUSE_RULES[k].values ?? {})), ...ROLE_IDS]);

export const offences = offenceFinder(CODE_WORDS);
