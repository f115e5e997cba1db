// Print-page texts (data/script.json lines) in one language.
import type { Lang } from '../../lib/i18n';
import { say } from '../../lib/script/lines';
import type { LocVar } from '../../lib/script/loc';

export type PrintText = (key: string, vars?: Record<string, LocVar>) => string;

export function printText(lang: Lang): PrintText {
  return (key, vars) => say(key, undefined, vars)[lang];
}
