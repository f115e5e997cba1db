// Server-rendered lab text in every language (CSS shows the chosen one), like components/t's T.
import { L } from '../t';
import { labAll, labTr, type LabKey, type Vars } from '../../lib/sim/lab-text';
import { LANGS, type Lang, type Text } from '../../lib/i18n';

export function LabT({ k, vars }: { k: LabKey; vars?: Vars }) {
  return <L texts={labAll(k, vars)} />;
}

/** A {zh, en} text of the lab (a policy description line) in every language, zh-TW from the lab overlay. */
export function LabText({ text, overlayKey }: { text: Text; overlayKey: string }) {
  const texts = Object.fromEntries(LANGS.map((l) => [l, labTr(text, l, overlayKey)])) as Record<Lang, string>;
  return <L texts={texts} />;
}
