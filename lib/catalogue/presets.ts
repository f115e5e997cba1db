// Ready-made boards (data/presets/*.json, each a valid board file; the gallery order is data/presets/index.json).
// Imported statically, not read with fs: the site runs this in the browser too.
import type { Board } from '../generated/board';
import { hasMessage, LANGS, t, type Lang } from '../i18n';
import { PRESET_NAMES } from '../generated/preset-names';
import index from '../../data/presets/index.json';
import yuNvLieBai from '../../data/presets/yu-nv-lie-bai.json';
import yuNvLieShou from '../../data/presets/yu-nv-lie-shou.json';
import forum13 from '../../data/presets/forum-13.json';
import millersHollowAdvanced from '../../data/presets/millers-hollow-advanced.json';
import baiLangWangShouWei from '../../data/presets/bai-lang-wang-shou-wei.json';
import langWangShouWei from '../../data/presets/lang-wang-shou-wei.json';
import langMeiRenQiShi from '../../data/presets/lang-mei-ren-qi-shi.json';
import shiXiangGuiShouMuRen from '../../data/presets/shi-xiang-gui-shou-mu-ren.json';
import jiXieLangTongLingShi from '../../data/presets/ji-xie-lang-tong-ling-shi.json';
import chunBaiYeYing from '../../data/presets/chun-bai-ye-ying.json';
import dengYingYuYanJia from '../../data/presets/deng-ying-yu-yan-jia.json';
import langWangSheMengRen from '../../data/presets/lang-wang-she-meng-ren.json';
import mengYanShouWei from '../../data/presets/meng-yan-shou-wei.json';
import xueYueLieMo from '../../data/presets/xue-yue-lie-mo.json';
import langWangMoShuShi from '../../data/presets/lang-wang-mo-shu-shi.json';
import eLingQiShiShouWei from '../../data/presets/e-ling-qi-shi-shou-wei.json';
import yuNvLieBaiHun from '../../data/presets/yu-nv-lie-bai-hun.json';
import zhouHuWuYa from '../../data/presets/zhou-hu-wu-ya.json';
import yinLangWuYa from '../../data/presets/yin-lang-wu-ya.json';
import yuNvLie9 from '../../data/presets/yu-nv-lie-9.json';
import ultimateWerewolf10 from '../../data/presets/ultimate-werewolf-10.json';
import basic8 from '../../data/presets/basic-8.json';
import basic9 from '../../data/presets/basic-9.json';
import basic10 from '../../data/presets/basic-10.json';
import basic11 from '../../data/presets/basic-11.json';
import basic12 from '../../data/presets/basic-12.json';
import basic13 from '../../data/presets/basic-13.json';
import basic14 from '../../data/presets/basic-14.json';
import basic15 from '../../data/presets/basic-15.json';
import basic16 from '../../data/presets/basic-16.json';
import basic17 from '../../data/presets/basic-17.json';
import basic18 from '../../data/presets/basic-18.json';
import customCards from '../../data/presets/custom-cards.json';

export interface Preset {
  id: string;
  /** Message ids (presets.ID.name, presets.ID.summary): its name and its one line for the gallery. */
  name: string;
  summary: string;
  source: string;
  tags: string[];
  board: Board;
}

const BOARDS: Record<string, unknown> = {
  'yu-nv-lie-bai': yuNvLieBai,
  'yu-nv-lie-shou': yuNvLieShou,
  'forum-13': forum13,
  'bai-lang-wang-shou-wei': baiLangWangShouWei,
  'lang-wang-shou-wei': langWangShouWei,
  'lang-mei-ren-qi-shi': langMeiRenQiShi,
  'shi-xiang-gui-shou-mu-ren': shiXiangGuiShouMuRen,
  'ji-xie-lang-tong-ling-shi': jiXieLangTongLingShi,
  'chun-bai-ye-ying': chunBaiYeYing,
  'deng-ying-yu-yan-jia': dengYingYuYanJia,
  'ultimate-werewolf-10': ultimateWerewolf10,
  'lang-wang-she-meng-ren': langWangSheMengRen,
  'meng-yan-shou-wei': mengYanShouWei,
  'xue-yue-lie-mo': xueYueLieMo,
  'lang-wang-mo-shu-shi': langWangMoShuShi,
  'e-ling-qi-shi-shou-wei': eLingQiShiShouWei,
  'yu-nv-lie-bai-hun': yuNvLieBaiHun,
  'zhou-hu-wu-ya': zhouHuWuYa,
  'yin-lang-wu-ya': yinLangWuYa,
  'yu-nv-lie-9': yuNvLie9,
  'millers-hollow-advanced': millersHollowAdvanced,
  'basic-8': basic8,
  'basic-9': basic9,
  'basic-10': basic10,
  'basic-11': basic11,
  'basic-12': basic12,
  'basic-13': basic13,
  'basic-14': basic14,
  'basic-15': basic15,
  'basic-16': basic16,
  'basic-17': basic17,
  'basic-18': basic18,
  'custom-cards': customCards,
};

const ALL: readonly Preset[] = index.map((entry) => {
  const board = BOARDS[entry.id];
  if (!board) throw new Error(`data/presets/index.json lists "${entry.id}" but lib/catalogue/presets.ts imports no such file`);
  return { ...entry, board: board as Board };
});

/**
 * Every preset every reader plays (the moderator, the lab, the engine's runs over every preset), in gallery
 * order. A test checks index.json and the files agree and each board parses.
 */
export const PRESETS: readonly Preset[] = ALL;

export function getPreset(id: string): Preset | undefined {
  return ALL.find((p) => p.id === id);
}

export function presetName(preset: Preset, lang: Lang): string {
  return t(preset.name, lang);
}

/**
 * A board's name in every language: a preset's name (as the board file carries it, in any of the
 * three languages) is the preset's own name in each; any other name is the user's and is kept as written.
 */
export function boardNames(board: Pick<Board, 'name'>): Record<Lang, string> | null {
  const name = board.name?.trim();
  if (!name) return null;
  // By the names of every language (a page holds the messages of one), and of any language added at run time.
  const preset = ALL.find((p) => Object.values(PRESET_NAMES[p.name] ?? {}).includes(name) || LANGS.some((l) => t(p.name, l) === name));
  if (!preset) return Object.fromEntries(LANGS.map((l) => [l, name])) as Record<Lang, string>;
  const names = PRESET_NAMES[preset.name] ?? {};
  return Object.fromEntries(LANGS.map((l) => [l, hasMessage(preset.name, l) ? t(preset.name, l) : (names[l] ?? name)])) as Record<Lang, string>;
}

/** A board's name in one language (a preset's in that language); null for an unnamed board. */
export function boardTitle(board: Pick<Board, 'name'>, lang: Lang): string | null {
  return boardNames(board)?.[lang] ?? null;
}

export function presetSummary(preset: Preset, lang: Lang): string {
  return t(preset.summary, lang);
}
