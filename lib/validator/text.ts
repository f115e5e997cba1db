// Small helpers for the zh/en messages of the checks.
import type { Text } from '../bi-text';
import type { RoleId } from '../roles';
import { roleNames } from './facts';

export const name = (id: RoleId): Text => roleNames(id);

/** "the seer, the witch and the hunter" / "预言家、女巫和猎人". */
export function names(ids: RoleId[]): Text {
  const en = ids.map((id) => roleNames(id).en);
  const zh = ids.map((id) => roleNames(id).zh);
  return {
    en: en.length <= 1 ? en.join('') : `${en.slice(0, -1).join(', ')} and ${en[en.length - 1]}`,
    zh: zh.length <= 1 ? zh.join('') : `${zh.slice(0, -1).join('、')}和${zh[zh.length - 1]}`,
  };
}

export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
