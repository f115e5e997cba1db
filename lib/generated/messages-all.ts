/**
 * GENERATED FILE — DO NOT EDIT.
 * Source: the folders of data/i18n/ (scripts/generate.ts). Regenerate with `npm run generate`; `npm test` fails when this file drifts.
 */
import en_cli from '../../data/i18n/en/cli.json';
import en_common from '../../data/i18n/en/common.json';
import en_custom from '../../data/i18n/en/custom.json';
import en_engine from '../../data/i18n/en/engine.json';
import en_interactions from '../../data/i18n/en/interactions.json';
import en_lab from '../../data/i18n/en/lab.json';
import en_moderator from '../../data/i18n/en/moderator.json';
import en_nightOrder from '../../data/i18n/en/nightOrder.json';
import en_presets from '../../data/i18n/en/presets.json';
import en_readers from '../../data/i18n/en/readers.json';
import en_roles from '../../data/i18n/en/roles.json';
import en_rules from '../../data/i18n/en/rules.json';
import en_script from '../../data/i18n/en/script.json';
import en_sources from '../../data/i18n/en/sources.json';
import en_ui from '../../data/i18n/en/ui.json';
import en_validator from '../../data/i18n/en/validator.json';
import zh_CN_cli from '../../data/i18n/zh-CN/cli.json';
import zh_CN_common from '../../data/i18n/zh-CN/common.json';
import zh_CN_custom from '../../data/i18n/zh-CN/custom.json';
import zh_CN_engine from '../../data/i18n/zh-CN/engine.json';
import zh_CN_interactions from '../../data/i18n/zh-CN/interactions.json';
import zh_CN_lab from '../../data/i18n/zh-CN/lab.json';
import zh_CN_moderator from '../../data/i18n/zh-CN/moderator.json';
import zh_CN_nightOrder from '../../data/i18n/zh-CN/nightOrder.json';
import zh_CN_presets from '../../data/i18n/zh-CN/presets.json';
import zh_CN_readers from '../../data/i18n/zh-CN/readers.json';
import zh_CN_roles from '../../data/i18n/zh-CN/roles.json';
import zh_CN_rules from '../../data/i18n/zh-CN/rules.json';
import zh_CN_script from '../../data/i18n/zh-CN/script.json';
import zh_CN_sources from '../../data/i18n/zh-CN/sources.json';
import zh_CN_ui from '../../data/i18n/zh-CN/ui.json';
import zh_CN_validator from '../../data/i18n/zh-CN/validator.json';
import zh_TW_cli from '../../data/i18n/zh-TW/cli.json';
import zh_TW_common from '../../data/i18n/zh-TW/common.json';
import zh_TW_custom from '../../data/i18n/zh-TW/custom.json';
import zh_TW_engine from '../../data/i18n/zh-TW/engine.json';
import zh_TW_interactions from '../../data/i18n/zh-TW/interactions.json';
import zh_TW_lab from '../../data/i18n/zh-TW/lab.json';
import zh_TW_moderator from '../../data/i18n/zh-TW/moderator.json';
import zh_TW_nightOrder from '../../data/i18n/zh-TW/nightOrder.json';
import zh_TW_presets from '../../data/i18n/zh-TW/presets.json';
import zh_TW_readers from '../../data/i18n/zh-TW/readers.json';
import zh_TW_roles from '../../data/i18n/zh-TW/roles.json';
import zh_TW_rules from '../../data/i18n/zh-TW/rules.json';
import zh_TW_script from '../../data/i18n/zh-TW/script.json';
import zh_TW_sources from '../../data/i18n/zh-TW/sources.json';
import zh_TW_ui from '../../data/i18n/zh-TW/ui.json';
import zh_TW_validator from '../../data/i18n/zh-TW/validator.json';

/** Every message file, by language and namespace. */
export const ALL_MESSAGES: Record<string, Record<string, Record<string, string>>> = {
  'en': { cli: en_cli, common: en_common, custom: en_custom, engine: en_engine, interactions: en_interactions, lab: en_lab, moderator: en_moderator, nightOrder: en_nightOrder, presets: en_presets, readers: en_readers, roles: en_roles, rules: en_rules, script: en_script, sources: en_sources, ui: en_ui, validator: en_validator },
  'zh-CN': { cli: zh_CN_cli, common: zh_CN_common, custom: zh_CN_custom, engine: zh_CN_engine, interactions: zh_CN_interactions, lab: zh_CN_lab, moderator: zh_CN_moderator, nightOrder: zh_CN_nightOrder, presets: zh_CN_presets, readers: zh_CN_readers, roles: zh_CN_roles, rules: zh_CN_rules, script: zh_CN_script, sources: zh_CN_sources, ui: zh_CN_ui, validator: zh_CN_validator },
  'zh-TW': { cli: zh_TW_cli, common: zh_TW_common, custom: zh_TW_custom, engine: zh_TW_engine, interactions: zh_TW_interactions, lab: zh_TW_lab, moderator: zh_TW_moderator, nightOrder: zh_TW_nightOrder, presets: zh_TW_presets, readers: zh_TW_readers, roles: zh_TW_roles, rules: zh_TW_rules, script: zh_TW_script, sources: zh_TW_sources, ui: zh_TW_ui, validator: zh_TW_validator },
};
