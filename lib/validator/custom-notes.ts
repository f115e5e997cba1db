// What a board's custom cards make the judge and the players reckon with (docs/rules.md, Custom roles): a card
// that reads unlike its side to a check, words missing in a language, a card the judge resolves by hand, a
// card without a point value, and the interactions its author wrote, when the card they name is dealt too.
import type { CardId } from '../catalogue/card-role';
import { LANGUAGES, languageInfo } from '../i18n';
import type { InlineText } from '../i18n/inline';
import type { Severity } from './types';
import { defineCheck } from './check';
import { type Custom, customsOf } from './custom-cards';
import { cardName, joined, msg } from './text';

const SOURCE = 'data/roles (what a check sees of each faction, the point values of data/balance-points.json); docs/rules.md, Custom roles';

export const customReadsOtherSide = defineCheck({
  id: 'custom-reads-other-side',
  severity: ['info'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a village custom card a check sees as a wolf (like the lycan), or a wolf one it sees as good',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      const { faction, seerResult } = c.role;
      if (faction === 'village' && seerResult === 'wolf')
        emit({ roles: [c.def.id], message: msg('validator.custom-reads-other-side.lycan', { card: c.name }) });
      if (faction === 'wolves' && seerResult === 'good') emit({ roles: [c.def.id], message: msg('validator.custom-reads-other-side.good', { card: c.name }) });
    }
  },
});

/** Every text its author wrote on the card. */
function textsOf(c: Custom): InlineText[] {
  const d = c.def;
  const steps = (d.nightSteps ?? []).flatMap((s) => Object.values(s.texts ?? {}));
  return [d.names, d.short, d.description, ...steps, ...(d.dayPowers ?? []).map((p) => p.text), ...(d.interactions ?? []).map((i) => i.text)].filter(
    (t): t is InlineText => t !== undefined,
  );
}

/** The language a reader of a missing one sees instead (lib/i18n/inline: English, then Chinese). */
const FALLBACK_ORDER = ['en', 'zh-CN', 'zh-TW'] as const;

export const customUntranslated = defineCheck({
  id: 'custom-untranslated',
  severity: ['info'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a custom card whose words are missing in a language (shown in another, marked untranslated)',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      const texts = textsOf(c);
      const missing = LANGUAGES.map((l) => l.code).filter((lang) => texts.some((t) => !t[lang]));
      if (!missing.length) continue;
      const shown = FALLBACK_ORDER.find((l) => c.def.names[l]) ?? 'en';
      emit({
        roles: [c.def.id],
        message: msg('validator.custom-untranslated.message', {
          card: c.name,
          langs: joined(
            missing.map((l) => languageInfo(l).name),
            'and',
          ),
          shown: languageInfo(shown).name,
        }),
      });
    }
  },
});

export const customTextOnly = defineCheck({
  id: 'custom-text-only',
  severity: ['warning'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a text-only custom card in the deck: the judge resolves it by hand; the moderator and the lab will not run it',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      if (c.def.textOnly && ctx.has(c.def.id)) emit({ roles: [c.def.id], message: msg('validator.custom-text-only.message', { card: c.name }) });
    }
  },
});

export const customPointsUnknown = defineCheck({
  id: 'custom-points-unknown',
  severity: ['info'],
  roles: [],
  rules: [],
  source: SOURCE,
  summary: 'a custom card in the deck without a point value: the point score counts it as 0',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      if (c.def.balance === undefined && ctx.has(c.def.id))
        emit({ roles: [c.def.id], message: msg('validator.custom-points-unknown.message', { card: c.name }) });
    }
  },
});

export const customInteraction = defineCheck({
  id: 'custom-interaction',
  severity: ['info', 'warning', 'error'],
  roles: [],
  rules: [],
  source: "data/interactions.json's kind of fact, written by the custom card's author (its interactions); docs/rules.md, Custom roles",
  summary: 'what a custom card’s author says of it beside another card, when both are dealt',
  run(ctx, emit) {
    for (const c of customsOf(ctx)) {
      if (!ctx.has(c.def.id)) continue;
      for (const i of c.def.interactions ?? []) {
        if (i.with === c.def.id || !ctx.has(i.with as CardId)) continue;
        emit({
          severity: i.severity as Severity,
          roles: [c.def.id, i.with as CardId],
          message: msg('validator.custom-interaction.message', { card: c.name, with: cardName(ctx, i.with as CardId), text: { inline: i.text } }),
        });
      }
    }
  },
});

export const CUSTOM_NOTES = [customReadsOtherSide, customUntranslated, customTextOnly, customPointsUnknown, customInteraction];
