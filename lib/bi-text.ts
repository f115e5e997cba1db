// Sentences still built in code in English and Simplified Chinese (the validator's findings and fixes,
// the readers' problems, storage notices): zh-TW readers get the zh text through the character table
// (lib/zh-tw-text). Every other text is a message (lib/i18n t); these are to become message ids with
// parameters too. Pure: no React.
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
