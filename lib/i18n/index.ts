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

export * from './languages';

export type Param = string | number | readonly (string | number)[];
export type Params = Readonly<Record<string, Param>>;

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
// readers' problems are worded only when a file, a link or stored data does not read.
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

/** A message in a language with its parameters; a key without a message shows as itself (tests catch it). */
export function t(key: string, lang: Lang, params?: Params): string {
  const s = store.get(lang)?.get(key);
  return s === undefined ? key : format(s, lang, params);
}

/** The same message in every language (a script composed once, printed in any language). */
export function tAll(key: string, params?: Params): Record<Lang, string> {
  return Object.fromEntries(LANGS.map((l) => [l, t(key, l, params)])) as Record<Lang, string>;
}

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

function choose(name: string, kind: string, body: string, lang: Lang, params: Params | undefined): string {
  const raw = params?.[name];
  const options = new Map<string, string>();
  const re = /\s*(=?[\w.-]+)\s*\{/g;
  let i = 0;
  while (i < body.length) {
    re.lastIndex = i;
    const m = re.exec(body);
    if (!m || m.index !== i) break;
    const open = m.index + m[0].length - 1;
    const end = closing(body, open);
    options.set(m[1], body.slice(open + 1, end - 1));
    i = end;
  }
  let picked: string | undefined;
  if (kind === 'plural') {
    const n = Number(raw);
    picked = options.get(`=${n}`) ?? options.get(pluralOf(lang, n)) ?? options.get('other');
    return format((picked ?? '').replace(/#/g, String(raw ?? '')), lang, params);
  }
  picked = options.get(String(raw)) ?? options.get('other');
  return format(picked ?? '', lang, params);
}

function format(s: string, lang: Lang, params: Params | undefined): string {
  if (!s.includes('{')) return s;
  let out = '';
  let i = 0;
  while (i < s.length) {
    const open = s.indexOf('{', i);
    if (open < 0) break;
    out += s.slice(i, open);
    const end = closing(s, open);
    const inner = s.slice(open + 1, end - 1);
    const m = inner.match(/^\s*(\w+)\s*(?:,\s*(plural|select)\s*,([\s\S]*))?$/);
    if (!m) out += s.slice(open, end);
    else if (m[2]) out += choose(m[1], m[2], m[3], lang, params);
    else out += paramText(params?.[m[1]], lang) ?? s.slice(open, end);
    i = end;
  }
  return out + s.slice(i);
}

export { DEFAULT_LANG };

/** A parameter of tLoc: a value, or a text in every language (its entry in the language being filled). */
export type LocParam = Param | Readonly<Record<Lang, string>>;

/**
 * A message as a by-language record whose entries are read lazily (getters): for code that holds a text
 * in every language and shows one; a language not loaded (a page loads one) is never read.
 */
export function tLoc(key: string, params?: Readonly<Record<string, LocParam>>): Record<Lang, string> {
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
