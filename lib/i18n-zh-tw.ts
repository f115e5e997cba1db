// Registers the zh-TW overlay (data/i18n/zh-TW.json, texts keyed by id) with lib/i18n. Imported for
// its effect by lib/catalogue, so whatever shows catalogue texts has it; see lib/i18n.ts for why.
import zhTW from '../data/i18n/zh-TW.json';
import { registerOverlay } from './i18n';

registerOverlay('zh-TW', zhTW as Record<string, string>);

export const ZH_TW_OVERLAY: Readonly<Record<string, string>> = zhTW;
