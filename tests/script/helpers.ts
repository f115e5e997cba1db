// Plain text of one section of a judge's script, for assertions.
import type { Lang } from '../../lib/i18n';
import type { JudgeScript, SectionId } from '../../lib/script/build';

export function sectionText(s: JudgeScript, id: SectionId, lang: Lang = 'en'): string {
  const sec = s.sections.find((x) => x.id === id);
  return (sec?.items ?? [])
    .map((it) => [it.label?.[lang], it.text?.[lang], ...it.sub.map((x) => x[lang])].filter((x) => x !== undefined).join('\n'))
    .join('\n');
}
