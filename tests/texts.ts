// Tests read the data's texts through the messages (data/i18n/<lang>/): a data file holds message ids,
// and withTexts gives it back with each id as its texts ({ en, zh, zh-CN, zh-TW }), so a test states its
// expectation on the words.
import { hasMessage, messageKeys, rawMessage, type Lang } from '../lib/i18n';
import { problemText } from '../lib/i18n/problem-text';
import type { FieldProblem } from '../lib/input/schema';

export interface Texts {
  en: string;
  zh: string;
  'zh-CN': string;
  'zh-TW': string;
}

/** The texts of one message id. */
export function textsOf(id: string): Texts {
  const zh = rawMessage(id, 'zh-CN') ?? id;
  return { en: rawMessage(id, 'en') ?? id, zh, 'zh-CN': zh, 'zh-TW': rawMessage(id, 'zh-TW') ?? id };
}

/** A data value's shape with its strings as message ids or plain strings (a test knows which). */
export type WithTexts<T> = T extends string
  ? // biome-ignore lint/suspicious/noExplicitAny: a string of a data file is either an id (now its Texts) or itself
    any
  : T extends readonly (infer U)[]
    ? WithTexts<U>[]
    : T extends object
      ? { [K in keyof T]: WithTexts<T[K]> }
      : T;

/** A data value with every message id replaced by its texts (deeply). */
export function withTexts<T>(x: T): WithTexts<T> {
  return deep(x) as WithTexts<T>;
}

function deep(x: unknown): unknown {
  if (typeof x === 'string') return hasMessage(x) ? textsOf(x) : x;
  if (Array.isArray(x)) return x.map(deep);
  if (x && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, deep(v)]));
  return x;
}

/** Every message of a language, by id (what the old zh-TW overlay file was, for zh-TW). */
export function messagesOf(lang: Lang): Record<string, string> {
  return Object.fromEntries(messageKeys(lang).map((k) => [k, rawMessage(k, lang) as string]));
}

/** A reader's problem (a code and parameters) in English and in Simplified Chinese: the words a test states. */
export const problemEn = (p: FieldProblem): string => problemText(p, 'en');
export const problemZh = (p: FieldProblem): string => problemText(p, 'zh-CN');
