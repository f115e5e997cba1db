/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: data/i18n/<lang>/presets.json (scripts/generate.ts). Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/** Each preset's name message, in every language of data/i18n/. */
export const PRESET_NAMES: Record<string, Record<string, string>> = {
  "presets.bai-lang-wang-shou-wei.name": {
    "en": "White Wolf King and Guard (12)",
    "zh-CN": "白狼王守卫",
    "zh-TW": "白狼王守衛"
  },
  "presets.basic-10.name": {
    "en": "Basic set-up, 10 players",
    "zh-CN": "基础配置 10人",
    "zh-TW": "基礎配置 10人"
  },
  "presets.basic-11.name": {
    "en": "Basic set-up, 11 players",
    "zh-CN": "基础配置 11人",
    "zh-TW": "基礎配置 11人"
  },
  "presets.basic-12.name": {
    "en": "Basic set-up, 12 players",
    "zh-CN": "基础配置 12人",
    "zh-TW": "基礎配置 12人"
  },
  "presets.basic-13.name": {
    "en": "Basic set-up, 13 players",
    "zh-CN": "基础配置 13人",
    "zh-TW": "基礎配置 13人"
  },
  "presets.basic-14.name": {
    "en": "Basic set-up, 14 players",
    "zh-CN": "基础配置 14人",
    "zh-TW": "基礎配置 14人"
  },
  "presets.basic-15.name": {
    "en": "Basic set-up, 15 players",
    "zh-CN": "基础配置 15人",
    "zh-TW": "基礎配置 15人"
  },
  "presets.basic-16.name": {
    "en": "Basic set-up, 16 players",
    "zh-CN": "基础配置 16人",
    "zh-TW": "基礎配置 16人"
  },
  "presets.basic-17.name": {
    "en": "Basic set-up, 17 players",
    "zh-CN": "基础配置 17人",
    "zh-TW": "基礎配置 17人"
  },
  "presets.basic-18.name": {
    "en": "Basic set-up, 18 players",
    "zh-CN": "基础配置 18人",
    "zh-TW": "基礎配置 18人"
  },
  "presets.basic-8.name": {
    "en": "Basic set-up, 8 players",
    "zh-CN": "基础配置 8人",
    "zh-TW": "基礎配置 8人"
  },
  "presets.basic-9.name": {
    "en": "Basic set-up, 9 players",
    "zh-CN": "基础配置 9人",
    "zh-TW": "基礎配置 9人"
  },
  "presets.chun-bai-ye-ying.name": {
    "en": "Pure White and Wolf Witch (12)",
    "zh-CN": "纯白夜影",
    "zh-TW": "純白夜影"
  },
  "presets.custom-cards.name": {
    "en": "Night Owl and Night Watch (10)",
    "zh-CN": "夜枭守夜（10人）",
    "zh-TW": "夜梟守夜（10人）"
  },
  "presets.deng-ying-yu-yan-jia.name": {
    "en": "Mirror Seer (12)",
    "zh-CN": "灯影预言家",
    "zh-TW": "燈影預言家"
  },
  "presets.e-ling-qi-shi-shou-wei.name": {
    "en": "Spirit Knight and Guard (12)",
    "zh-CN": "恶灵骑士守卫",
    "zh-TW": "惡靈騎士守衛"
  },
  "presets.forum-13.name": {
    "en": "Forum game, 13 players",
    "zh-CN": "13人网杀局",
    "zh-TW": "13人網殺局"
  },
  "presets.ji-xie-lang-tong-ling-shi.name": {
    "en": "Wolf Robot and Psychic (12)",
    "zh-CN": "机械狼通灵师",
    "zh-TW": "機械狼通靈師"
  },
  "presets.lang-mei-ren-qi-shi.name": {
    "en": "Wolf Beauty and Knight (12)",
    "zh-CN": "狼美人骑士",
    "zh-TW": "狼美人騎士"
  },
  "presets.lang-wang-mo-shu-shi.name": {
    "en": "Wolf King and Magician (12)",
    "zh-CN": "狼王魔术师",
    "zh-TW": "狼王魔術師"
  },
  "presets.lang-wang-she-meng-ren.name": {
    "en": "Wolf King and Dreamcatcher (12)",
    "zh-CN": "狼王摄梦人",
    "zh-TW": "狼王攝夢人"
  },
  "presets.lang-wang-shou-wei.name": {
    "en": "Wolf King and Guard (12)",
    "zh-CN": "狼王守卫",
    "zh-TW": "狼王守衛"
  },
  "presets.meng-yan-shou-wei.name": {
    "en": "Nightmare and Guard (12)",
    "zh-CN": "梦魇守卫",
    "zh-TW": "夢魘守衛"
  },
  "presets.millers-hollow-advanced.name": {
    "en": "Millers Hollow, full advanced set (18)",
    "zh-CN": "米勒山谷进阶全角色",
    "zh-TW": "米勒山谷進階全角色"
  },
  "presets.shi-xiang-gui-shou-mu-ren.name": {
    "en": "Gargoyle and Grave Keeper (12)",
    "zh-CN": "石像鬼守墓人",
    "zh-TW": "石像鬼守墓人"
  },
  "presets.ultimate-werewolf-10.name": {
    "en": "Ultimate Werewolf starter (10)",
    "zh-CN": "终极狼人入门（10人）",
    "zh-TW": "終極狼人入門（10人）"
  },
  "presets.xue-yue-lie-mo.name": {
    "en": "Blood Moon and Witcher (12)",
    "zh-CN": "血月猎魔",
    "zh-TW": "血月獵魔"
  },
  "presets.yin-lang-wu-ya.name": {
    "en": "Hidden Wolf and Crow (12)",
    "zh-CN": "隐狼乌鸦",
    "zh-TW": "隱狼烏鴉"
  },
  "presets.yu-nv-lie-9.name": {
    "en": "Seer, Witch, Hunter (9)",
    "zh-CN": "预女猎（9人）",
    "zh-TW": "預女獵（9人）"
  },
  "presets.yu-nv-lie-bai-hun.name": {
    "en": "Seer, Witch, Hunter, Idiot, Mixed Blood (12)",
    "zh-CN": "预女猎白混",
    "zh-TW": "預女獵白混"
  },
  "presets.yu-nv-lie-bai.name": {
    "en": "Seer, Witch, Hunter, Idiot (12)",
    "zh-CN": "预女猎白",
    "zh-TW": "預女獵白"
  },
  "presets.yu-nv-lie-shou.name": {
    "en": "Seer, Witch, Hunter, Guard (12)",
    "zh-CN": "预女猎守",
    "zh-TW": "預女獵守"
  },
  "presets.zhou-hu-wu-ya.name": {
    "en": "Cursed Fox and Crow (12)",
    "zh-CN": "咒狐乌鸦",
    "zh-TW": "咒狐烏鴉"
  }
};
