'use client';
// UI text for client components in the chosen language.
import { useCallback } from 'react';
import type { Lang } from '../lib/i18n';
import { ui, type UiKey, type Vars } from '../lib/ui-text';
import { useLang } from './use-lang';

export type TFn = (key: UiKey, vars?: Vars) => string;

export function useT(): { lang: Lang; t: TFn } {
  const lang = useLang();
  const t = useCallback<TFn>((key, vars) => ui(key, lang, vars), [lang]);
  return { lang, t };
}
