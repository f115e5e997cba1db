// What a user-visible text must never hold: a file name, a source file's number ("seed 000"), a section
// mark of an internal document (§), the name of an internal document, or a rule key / role id as code
// spells it (camelCase). Users read rule names in their language and sources by their title.
// No imports: the browser tests (Playwright, which loads no JSON modules) use it with words read from disk.

/** The camelCase ones among rule keys, their values and role ids ("seer" is a word; "witchSelfSave" is code). */
export function codeWords(ids: Iterable<string>): string[] {
  return [...new Set([...ids].filter((s) => /[a-z][A-Z]/.test(s)))].sort((a, b) => b.length - a.length);
}

function patterns(words: readonly string[]): [what: string, re: RegExp][] {
  return [
    ['a file name', /[\w-]+\.(?:md|json|ts|tsx|js|mjs)\b/i],
    ['a source file number ("seed 000")', /\bseeds?\s*0\d\d\b/i],
    ['a section mark (§)', /§/],
    ['an internal document (RULES / ROLES-BEYOND)', /RULES|ROLES-BEYOND|ROLES BEYOND|engine-choices|\b(?:docs|data|lib)\/\w/],
    ['a rule key or role id as code spells it', new RegExp(`(?<![A-Za-z0-9])(?:${words.join('|')})(?![A-Za-z0-9])`)],
  ];
}

/** A checker: the problems of one text, what was found and the words that matched. */
export function offenceFinder(words: readonly string[]): (text: string) => string[] {
  const list = patterns(words);
  return (text) => {
    const out: string[] = [];
    for (const [what, re] of list) {
      const m = text.match(re);
      if (m) out.push(`${what}: "${m[0]}"`);
    }
    return out;
  };
}
