// Sentences still built in code in English and Simplified Chinese: the readers' problems (lib/schema) and
// the engine's errors and refusals (message + zh); zh-TW readers get the zh text through the character
// table (lib/zh-tw-text). Every other text is a message (lib/i18n t; the validator's findings and the
// storage notices are message ids with parameters, lib/msg); these are to become messages too. Pure.
import { rawMessage, type Lang } from './i18n';
import { toZhTW } from './zh-tw-text';

export interface Text {
  zh: string;
  en: string;
}

/** A built text in a language (a language that is not Chinese reads the English). */
export function plainText(text: Text, lang: Lang): string {
  return lang === 'zh-CN' ? text.zh : lang === 'zh-TW' ? toZhTW(text.zh) : text.en;
}

/** A message (role name, rule label…) as a built text, from whatever languages are loaded (a page loads one). */
export function textOf(key: string): Text {
  const zh = rawMessage(key, 'zh-CN') ?? rawMessage(key, 'zh-TW') ?? rawMessage(key, 'en') ?? key;
  const en = rawMessage(key, 'en') ?? zh;
  return { zh, en };
}
