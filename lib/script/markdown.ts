// Renders the judge's script as Markdown in one language (`wolfboard script FILE --lang zh|en`).
import { t, type Lang } from '../i18n';
import type { JudgeScript, ScriptItem } from './build';

/** A board's name is user text: keep Markdown characters literal. */
export function escapeMarkdown(s: string): string {
  return s.replace(/([\\`*_[\]<>#|])/g, '\\$1');
}

function itemLine(it: ScriptItem, lang: Lang): string {
  const label = it.label ? `**${it.label[lang]}**` : '';
  const text = it.text ? it.text[lang] : '';
  const sep = label && text ? t('common.labelSep', lang) : '';
  return label + sep + text;
}

export function scriptMarkdown(script: JudgeScript, lang: Lang): string {
  const lines: string[] = [`# ${escapeMarkdown(script.title[lang])}`, '', `> ${script.meta[lang]}`, '>', `> ${script.order[lang]}`];
  for (const sec of script.sections) {
    if (!sec.items.length) continue;
    lines.push('', `## ${sec.title[lang]}`, '');
    sec.items.forEach((it, i) => {
      const bullet = sec.numbered ? `${i + 1}.` : '-';
      lines.push(`${bullet} ${itemLine(it, lang)}`);
      const indent = ' '.repeat(bullet.length + 1);
      for (const s of it.sub) lines.push(`${indent}- ${s[lang]}`);
    });
  }
  return `${lines.join('\n')}\n`;
}
