'use client';
// Text for client components in the shown language: t(key, vars) is lib/i18n t with useLang's language;
// keys without a namespace are the site's UI strings (ui.*).
import { useCallback } from 'react';
import { t as translate, type Lang, type Params } from '../lib/i18n';
import { useLang } from './use-lang';

export type UiKey = string;
export type Vars = Params;
export type TFn = (key: UiKey, vars?: Vars) => string;

export function useT(): { lang: Lang; t: TFn } {
  const lang = useLang();
  const t = useCallback<TFn>((key, vars) => translate(`ui.${key}`, lang, vars), [lang]);
  return { lang, t };
}
