// The one way Wolfboard puts words on things: t(key, lang, params). Messages live by id in
// data/i18n/<lang>/<namespace>.json (the namespace is the key's first segment: "roles.seer.name" is in
// roles.json); the core returns codes and parameters and the edges (pages, CLI) call t. A language's
// messages are added before use: the CLI, the tests and the build's server side add every file
// (lib/i18n/all), a page in the browser adds the namespaces it needs in its language (components/messages).
//
// Message syntax (a subset of ICU MessageFormat):
//   {name}                                   a parameter; an array parameter is written as a list
//   {n, plural, =0 {none} one {# seat} other {# seats}}   plural forms by Intl.PluralRules; # is n
//   {x, select, god {…} other {…}}           a form by value
// Pure: no React, no DOM, no storage.
import { DEFAULT_LANG, type Lang, LANGS } from './languages';
import { inlineIn, type TextRef } from './inline';

export { type TextRef, untranslated } from './inline';

export * from './languages';

export type Param = string | number | readonly (string | number)[];
export type Params = Readonly<Record<string, Param>>;

// Module state, on purpose: the messages added so far, by language. t() is called deep in pure code with a key
// and a language only, so the messages are one registry that the edges fill (addMessages) before use.
const store = new Map<string, Map<string, string>>();

/** Adds messages of one language (one namespace file, or any part of one). */
export function addMessages(lang: string, messages: Readonly<Record<string, string>>): void {
  let m = store.get(lang);
  if (!m) {
    m = new Map();
    store.set(lang, m);
  }
  for (const [k, v] of Object.entries(messages)) if (!k.startsWith('$')) m.set(k, v);
}

/** Whether `key` has a message in `lang` (or, without `lang`, in any language added). */
export function hasMessage(key: string, lang?: Lang): boolean {
  if (lang) return store.get(lang)?.has(key) ?? false;
  for (const m of store.values()) if (m.has(key)) return true;
  return false;
}

/** Every key added for a language (tests: coverage). */
export function messageKeys(lang: Lang): string[] {
  return [...(store.get(lang)?.keys() ?? [])];
}

// The page's loader of a namespace it does not load with the page (components/use-lang registers it): the
// readers' problems are worded only when a file, a link or stored data does not read. Registered once, when the
// page's language module loads, never set around a call; the CLI, the tests and the server register none (they
// add every file). Passing it instead would thread it through every caller of problemText and sourceText.
let loadMissing: ((ns: string, lang: Lang) => void) | null = null;

/** Registers how the page loads a namespace when it is first needed (the CLI and the tests add every file). */
export function onMissingMessages(load: (ns: string, lang: Lang) => void): void {
  loadMissing = load;
}

/**
 * Whether `key` (a message of namespace `ns`) is in for `lang`; when it is not, the page is asked to load the
 * namespace (it shows the words once they are in).
 */
export function need(ns: string, key: string, lang: Lang): boolean {
  if (store.get(lang)?.has(key)) return true;
  loadMissing?.(ns, lang);
  return false;
}

/** The raw message (no parameters filled), or undefined. */
export function rawMessage(key: string, lang: Lang): string | undefined {
  return store.get(lang)?.get(key);
}

/**
 * A message in a language with its parameters; a key without a message shows as itself (tests catch it). An
 * inline text (a custom card's: lib/i18n/inline) is its words in that language, as written.
 */
export function t(key: TextRef, lang: Lang, params?: Params): string {
  if (typeof key !== 'string') return inlineIn(key, lang);
  const s = store.get(lang)?.get(key);
  return s === undefined ? key : format(s, lang, params);
}

/** The same message in every language (a script composed once, printed in any language). */
export function tAll(key: TextRef, params?: Params): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((l) => [l, t(key, l, params)])) as Record<Lang, string>;
}

// A memo of Intl.PluralRules by language: what it holds follows from the language alone.
const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(lang: string, n: number): string {
  let r = pluralRules.get(lang);
  if (!r) {
    try {
      r = new Intl.PluralRules(lang);
    } catch {
      r = new Intl.PluralRules('en');
    }
    pluralRules.set(lang, r);
  }
  return r.select(n);
}

/**
 * A list the way the language writes one: the messages `${style}.pair` / `.sep` / `.last` ("3, 5 and 9", "3、5、9");
 * the style is common.list unless a sentence asks for another join ("or", "both").
 */
export function listOf(items: readonly (string | number)[], lang: Lang, style = 'common.list'): string {
  const xs = items.map(String);
  if (xs.length <= 1) return xs.join('');
  const m = store.get(lang);
  const pair = m?.get(`${style}.pair`) ?? ', ';
  if (xs.length === 2) return xs.join(pair);
  const sep = m?.get(`${style}.sep`) ?? ', ';
  const last = m?.get(`${style}.last`) ?? pair;
  return xs.slice(0, -1).join(sep) + last + xs[xs.length - 1];
}

function paramText(v: Param | undefined, lang: Lang): string | undefined {
  if (v === undefined) return undefined;
  return Array.isArray(v) ? listOf(v, lang) : String(v);
}

/** Index just after the `}` closing the `{` at `open`. */
function closing(s: string, open: number): number {
  let depth = 0;
  for (let i = open; i < s.length; i++) {
    if (s[i] === '{') depth++;
    else if (s[i] === '}' && --depth === 0) return i + 1;
  }
  return s.length;
}

// A message compiled once into parts (text, a parameter, a plural or select with its compiled forms, a `#`
// of the plural around it): a long record's beats word tens of thousands of lines from a few hundred messages.
type Part = string | { readonly hash: string } | { readonly param: string; readonly raw: string } | Choice;
interface Choice {
  readonly name: string;
  readonly kind: 'plural' | 'select';
  readonly forms: ReadonlyMap<string, readonly Part[]>;
}

const PLACEHOLDER = /^\s*(\w+)\s*(?:,\s*(plural|select)\s*,([\s\S]*))?$/;
// A memo of each message's parts by its text: what it holds follows from the text alone.
const compiled = new Map<string, readonly Part[]>();

/** The forms of a plural or select: `=0 {…} one {…} other {…}`; `hash` names the plural whose `#` they show. */
function formsOf(body: string, hash: string | null): Map<string, readonly Part[]> {
  const forms = new Map<string, readonly Part[]>();
  const re = /\s*(=?[\w.-]+)\s*\{/g;
  let i = 0;
  while (i < body.length) {
    re.lastIndex = i;
    const m = re.exec(body);
    if (!m || m.index !== i) break;
    const open = m.index + m[0].length - 1;
    const end = closing(body, open);
    forms.set(m[1], compile(body.slice(open + 1, end - 1), hash));
    i = end;
  }
  return forms;
}

/** A message's parts; inside a plural's forms every `#` is that plural's number (the outermost plural's). */
function compile(s: string, hash: string | null): Part[] {
  const out: Part[] = [];
  const text = (x: string) => {
    if (hash === null) {
      if (x) out.push(x);
      return;
    }
    x.split('#').forEach((bit, k) => {
      if (k) out.push({ hash });
      if (bit) out.push(bit);
    });
  };
  let i = 0;
  while (i < s.length) {
    const open = s.indexOf('{', i);
    if (open < 0) break;
    text(s.slice(i, open));
    const end = closing(s, open);
    const m = s.slice(open + 1, end - 1).match(PLACEHOLDER);
    if (!m) text(s.slice(open, end));
    else if (m[2]) out.push({ name: m[1], kind: m[2] as Choice['kind'], forms: formsOf(m[3], hash ?? (m[2] === 'plural' ? m[1] : null)) });
    else out.push({ param: m[1], raw: s.slice(open, end) });
    i = end;
  }
  text(s.slice(i));
  return out;
}

function render(parts: readonly Part[], lang: Lang, params: Params | undefined): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') out += p;
    else if ('hash' in p) out += String(params?.[p.hash] ?? '');
    else if ('param' in p) out += paramText(params?.[p.param], lang) ?? p.raw;
    else out += render(formOf(p, lang, params) ?? [], lang, params);
  }
  return out;
}

function formOf(c: Choice, lang: Lang, params: Params | undefined): readonly Part[] | undefined {
  const raw = params?.[c.name];
  if (c.kind === 'plural') {
    const n = Number(raw);
    return c.forms.get(`=${n}`) ?? c.forms.get(pluralOf(lang, n)) ?? c.forms.get('other');
  }
  return c.forms.get(String(raw)) ?? c.forms.get('other');
}

function format(s: string, lang: Lang, params: Params | undefined): string {
  if (!s.includes('{')) return s;
  let parts = compiled.get(s);
  if (!parts) {
    parts = compile(s, null);
    compiled.set(s, parts);
  }
  return render(parts, lang, params);
}

export { DEFAULT_LANG };

/** A parameter of tLoc: a value, or a text in every language (its entry in the language being filled). */
export type LocParam = Param | Readonly<Record<Lang, string>>;

/**
 * A message as a by-language record whose entries are read lazily (getters): for code that holds a text
 * in every language and shows one; a language not loaded (a page loads one) is never read.
 */
export function tLoc(key: TextRef, params?: Readonly<Record<string, LocParam>>): Record<Lang, string> {
  const out = {} as Record<Lang, string>;
  for (const l of LANGS) Object.defineProperty(out, l, { enumerable: true, get: () => t(key, l, paramsIn(params, l)) });
  return out;
}

function paramsIn(params: Readonly<Record<string, LocParam>> | undefined, lang: Lang): Params | undefined {
  if (!params) return undefined;
  const out: Record<string, Param> = {};
  for (const [k, v] of Object.entries(params)) out[k] = typeof v === 'object' && !Array.isArray(v) ? (v as Readonly<Record<Lang, string>>)[lang] : (v as Param);
  return out;
}

/** The text as it starts a label or a sentence: its first letter a capital where the language has capitals (Chinese has none). */
export function capitalFirst(s: string, lang: Lang): string {
  return s.charAt(0).toLocaleUpperCase(lang) + s.slice(1);
}
