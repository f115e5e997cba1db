// The language of a page of app/[lang] (its path's first segment; app/[lang]/layout lists them).
import { DEFAULT_LANG, isLang, type Lang } from '../../lib/i18n/languages';

export type LangParams = { params: Promise<{ lang: string }> };

export async function langOf({ params }: LangParams): Promise<Lang> {
  const { lang } = await params;
  return isLang(lang) ? lang : DEFAULT_LANG;
}
