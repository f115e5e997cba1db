// A message as data: its id and parameters, turned into words at the edge (msgText, in the reader's
// language). A parameter that is itself a text (a role name, a rule label, a part of the sentence that
// depends on the board) travels as a message too, and a list of them as a list, joined the way its
// style's messages say (<style>.pair, .sep, .last). The validator's findings, fixes and balance reading
// and the storage notices are such messages. Pure: no React, no DOM, no storage.
import { type Lang, listOf as joinList, t } from './index';
import { type InlineText, inlineIn } from './inline';

export type MsgParam = string | number | boolean | Msg | MsgList | MsgInline;

export interface Msg {
  key: string;
  params?: Readonly<Record<string, MsgParam>>;
  /** Written in lower case inside a sentence (English role names are capitalised on their own). */
  lower?: true;
}

export interface MsgList {
  list: readonly MsgParam[];
  /** The key prefix of the joins: `${join}.pair` for two items, `.sep` between, `.last` before the last. */
  join: string;
}

/** Words an organizer wrote (a custom card's name: lib/i18n/inline), said as written in each language. */
export interface MsgInline {
  inline: InlineText;
}

export function msg(key: string, params?: Readonly<Record<string, MsgParam>>): Msg {
  return params ? { key, params } : { key };
}

/** The message in lower case inside a sentence. */
export const lower = (m: Msg): Msg => ({ ...m, lower: true });

/** A list of parameters joined in the style `join` (a key prefix). */
export const listOf = (list: readonly MsgParam[], join: string): MsgList => ({ list, join });

export function isMsg(v: unknown): v is Msg {
  return typeof v === 'object' && v !== null && typeof (v as Msg).key === 'string';
}

/** A message (or parameter) in a language. */
export function msgText(m: MsgParam, lang: Lang): string {
  if (typeof m !== 'object') return String(m);
  if ('inline' in m) return inlineIn(m.inline, lang);
  if ('list' in m)
    return joinList(
      m.list.map((x) => msgText(x, lang)),
      lang,
      m.join,
    );
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.params ?? {})) params[k] = msgText(v, lang);
  const s = t(m.key, lang, params);
  return m.lower ? s.toLowerCase() : s;
}

/** English and Simplified Chinese, as the CLI's JSON carries a text ({ en, zh }). */
export function enZh(m: Msg): { en: string; zh: string } {
  return { en: msgText(m, 'en'), zh: msgText(m, 'zh-CN') };
}

/** The message with `en` and `zh` (enZh) as lazy, non-enumerable properties: for code that reads a text in English or Simplified Chinese straight off a result (tests, scripts); serialising it keeps the id and parameters only. */
export function withEnZh<M extends Msg>(m: M): M & { readonly en: string; readonly zh: string } {
  return Object.defineProperties(m, {
    en: { get: () => msgText(m, 'en'), enumerable: false, configurable: true },
    zh: { get: () => msgText(m, 'zh-CN'), enumerable: false, configurable: true },
  }) as M & { readonly en: string; readonly zh: string };
}
