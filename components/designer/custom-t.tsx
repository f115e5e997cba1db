'use client';
// The custom-card editor's words (data/i18n/<lang>/custom.json) in the shown language, and a text a card
// carries (a message id or inline words) with whether it fell back to another language.
import { useCallback } from 'react';
import { t, untranslated, type Params, type TextRef } from '../../lib/i18n';
import { useLang } from '../use-lang';

export type CustomT = (key: string, vars?: Params) => string;

export function useCustomT(): CustomT {
  const lang = useLang();
  return useCallback<CustomT>((key, vars) => t(`custom.${key}`, lang, vars), [lang]);
}

/** A card's text in the shown language, marked (a dotted underline and a title) when it is another language's. */
export function CardText({ text }: { text: TextRef }) {
  const lang = useLang();
  const tc = useCustomT();
  const words = t(text, lang);
  if (!untranslated(text, lang)) return <>{words}</>;
  return (
    <span className="underline decoration-dotted" title={tc('untranslated')}>
      {words}
      <span className="sr-only"> ({tc('untranslated')})</span>
    </span>
  );
}
