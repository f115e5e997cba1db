'use client';
// The moderator's UI strings in the chosen language (lib/moderator/text over data/i18n/moderator.json).
import { useCallback } from 'react';
import type { Lang } from '../../lib/i18n';
import { mt, type MKey, type Vars } from '../../lib/moderator/text';
import { useLang } from '../use-lang';

export type MFn = (key: MKey, vars?: Vars) => string;

export function useM(): { lang: Lang; m: MFn } {
  const lang = useLang();
  const m = useCallback<MFn>((key, vars) => mt(key, lang, vars), [lang]);
  return { lang, m };
}
