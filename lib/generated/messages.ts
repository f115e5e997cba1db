/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: the folders of data/i18n/ (scripts/generate.ts). Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */

/** The message namespaces (file names of data/i18n/<lang>/). */
export const NAMESPACES = ["cli","common","custom","engine","interactions","lab","moderator","nightOrder","presets","readers","roles","rules","script","sources","ui","validator"] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Per language and namespace, its messages as a chunk of their own. */
export const MESSAGE_LOADERS: Record<string, Record<Namespace, () => Promise<Record<string, string>>>> = {
  'en': {
    cli: () => import('../../data/i18n/en/cli.json').then((m) => m.default),
    common: () => import('../../data/i18n/en/common.json').then((m) => m.default),
    custom: () => import('../../data/i18n/en/custom.json').then((m) => m.default),
    engine: () => import('../../data/i18n/en/engine.json').then((m) => m.default),
    interactions: () => import('../../data/i18n/en/interactions.json').then((m) => m.default),
    lab: () => import('../../data/i18n/en/lab.json').then((m) => m.default),
    moderator: () => import('../../data/i18n/en/moderator.json').then((m) => m.default),
    nightOrder: () => import('../../data/i18n/en/nightOrder.json').then((m) => m.default),
    presets: () => import('../../data/i18n/en/presets.json').then((m) => m.default),
    readers: () => import('../../data/i18n/en/readers.json').then((m) => m.default),
    roles: () => import('../../data/i18n/en/roles.json').then((m) => m.default),
    rules: () => import('../../data/i18n/en/rules.json').then((m) => m.default),
    script: () => import('../../data/i18n/en/script.json').then((m) => m.default),
    sources: () => import('../../data/i18n/en/sources.json').then((m) => m.default),
    ui: () => import('../../data/i18n/en/ui.json').then((m) => m.default),
    validator: () => import('../../data/i18n/en/validator.json').then((m) => m.default),
  },
  'zh-CN': {
    cli: () => import('../../data/i18n/zh-CN/cli.json').then((m) => m.default),
    common: () => import('../../data/i18n/zh-CN/common.json').then((m) => m.default),
    custom: () => import('../../data/i18n/zh-CN/custom.json').then((m) => m.default),
    engine: () => import('../../data/i18n/zh-CN/engine.json').then((m) => m.default),
    interactions: () => import('../../data/i18n/zh-CN/interactions.json').then((m) => m.default),
    lab: () => import('../../data/i18n/zh-CN/lab.json').then((m) => m.default),
    moderator: () => import('../../data/i18n/zh-CN/moderator.json').then((m) => m.default),
    nightOrder: () => import('../../data/i18n/zh-CN/nightOrder.json').then((m) => m.default),
    presets: () => import('../../data/i18n/zh-CN/presets.json').then((m) => m.default),
    readers: () => import('../../data/i18n/zh-CN/readers.json').then((m) => m.default),
    roles: () => import('../../data/i18n/zh-CN/roles.json').then((m) => m.default),
    rules: () => import('../../data/i18n/zh-CN/rules.json').then((m) => m.default),
    script: () => import('../../data/i18n/zh-CN/script.json').then((m) => m.default),
    sources: () => import('../../data/i18n/zh-CN/sources.json').then((m) => m.default),
    ui: () => import('../../data/i18n/zh-CN/ui.json').then((m) => m.default),
    validator: () => import('../../data/i18n/zh-CN/validator.json').then((m) => m.default),
  },
  'zh-TW': {
    cli: () => import('../../data/i18n/zh-TW/cli.json').then((m) => m.default),
    common: () => import('../../data/i18n/zh-TW/common.json').then((m) => m.default),
    custom: () => import('../../data/i18n/zh-TW/custom.json').then((m) => m.default),
    engine: () => import('../../data/i18n/zh-TW/engine.json').then((m) => m.default),
    interactions: () => import('../../data/i18n/zh-TW/interactions.json').then((m) => m.default),
    lab: () => import('../../data/i18n/zh-TW/lab.json').then((m) => m.default),
    moderator: () => import('../../data/i18n/zh-TW/moderator.json').then((m) => m.default),
    nightOrder: () => import('../../data/i18n/zh-TW/nightOrder.json').then((m) => m.default),
    presets: () => import('../../data/i18n/zh-TW/presets.json').then((m) => m.default),
    readers: () => import('../../data/i18n/zh-TW/readers.json').then((m) => m.default),
    roles: () => import('../../data/i18n/zh-TW/roles.json').then((m) => m.default),
    rules: () => import('../../data/i18n/zh-TW/rules.json').then((m) => m.default),
    script: () => import('../../data/i18n/zh-TW/script.json').then((m) => m.default),
    sources: () => import('../../data/i18n/zh-TW/sources.json').then((m) => m.default),
    ui: () => import('../../data/i18n/zh-TW/ui.json').then((m) => m.default),
    validator: () => import('../../data/i18n/zh-TW/validator.json').then((m) => m.default),
  },
};
