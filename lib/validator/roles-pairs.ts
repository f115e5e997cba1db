// Roles that interact with each other or with the house rules that govern them (docs/rules.md, The roles). The fixed
// facts are data (data/interactions.json); the checks here compute, their roles read from their entries.
import { customCheckers } from './board-facts';
import { replaceByVillagers } from './fix';
import { computedCheck, interactionCheck } from './interactions';
import { formatFrac } from './thief-odds';
import { joined, concat } from './text';

export const guardElder = interactionCheck('guard-elder');

export const guardLittleGirl = interactionCheck('guard-little-girl');

export const guardAntidote = interactionCheck('guard-antidote');

export const witchSelfSaveGuard = interactionCheck('witch-self-save-guard');

export const witchSelfSaveResolved = computedCheck(
  'witch-self-save-resolved',
  (ctx, emit, [witch, guard], say) => {
    if (!ctx.has(witch) || ctx.rules.witchSelfSave !== 'withoutGuard') return;
    if (!ctx.has(guard)) {
      emit({ roles: [witch], message: say('noGuard') });
      return;
    }
    const p = ctx.together([guard]);
    const withGuard = say('withGuard');
    // With a thief the guard card may be out of play: say on how many deals.
    if (p.all.num !== p.all.den) {
      const out = say('buried', { chance: formatFrac({ num: p.any.den - p.all.num, den: p.any.den }) });
      emit({ roles: [witch, guard], message: concat(withGuard, out) });
    } else emit({ roles: [witch, guard], message: withGuard });
  },
  { scoped: false },
);

// The village's killers: the day vote, and the powers of the entry's other roles (poison, the shot).
export const elderVillageKill = computedCheck('elder-village-kill', (ctx, emit, [elder, witch, hunter], say) => {
  if (!ctx.has(elder)) return;
  const killers = [witch, hunter].filter((id) => ctx.has(id));
  const ways = [say('vote'), ...(ctx.has(hunter) ? [say('shot')] : []), ...(ctx.has(witch) ? [say('poison')] : [])];
  emit({ roles: [elder, ...killers], message: say('message', { by: joined(ways, 'or') }) });
});

export const elderIdiot = interactionCheck('elder-idiot');

// The hunter, and who can make him die without his shot: the witch (poison) and cupid (heartbreak).
export const hunterCannotShoot = computedCheck('hunter-cannot-shoot', (ctx, emit, [hunter, witch, cupid], say) => {
  if (!ctx.has(hunter)) return;
  const poison = ctx.has(witch) && !ctx.rules.hunterShootsWhenPoisoned;
  const love = ctx.has(cupid) && !ctx.rules.hunterShootsOnHeartbreak;
  if (!poison && !love) return;
  const ways = [...(poison ? [say('poisoned')] : []), ...(love ? [say('heartbreak')] : [])];
  const when = joined(ways, 'either');
  emit({
    roles: [hunter, ...(poison ? [witch] : []), ...(love ? [cupid] : [])],
    rules: [...(poison ? ['hunterShootsWhenPoisoned' as const] : []), ...(love ? ['hunterShootsOnHeartbreak' as const] : [])],
    message: say('message', { when }),
  });
});

export const piperSmallBoard = computedCheck('piper-small-board', (ctx, emit, [piper], say) => {
  if (!ctx.has(piper)) return;
  const P = ctx.players;
  // After night n he has charmed 2n players; with one kill a night and one exile a day, 2n − 1 are
  // dead, leaving P − 2n others alive: he can win on the first n with 2n ≥ P − 2n, i.e. n = ⌈P/4⌉.
  const fast = Math.ceil(P / 4);
  const noDeaths = Math.ceil((P - 1) / 2);
  if (fast > 3) return;
  emit({ message: say('message', { players: P, night: fast, noDeaths }), fix: replaceByVillagers(ctx, piper) });
});

export const scapegoatTieRule = interactionCheck('scapegoat-tie-rule');

// The gargoyle never meets the wolves: only the village's checks find him (the entry's other roles).
export const gargoyleNoCheck = computedCheck(
  'gargoyle-no-check',
  (ctx, emit, [gargoyle, ...checkers], say) => {
    if (!ctx.has(gargoyle) || checkers.some((id) => ctx.has(id)) || customCheckers(ctx.facts, ctx.has).length) return;
    emit({ roles: [gargoyle], message: say('message') });
  },
  { scoped: false },
);

export const knightDuelRobot = interactionCheck('knight-duel-robot');

export const dreamcatcherGuard = interactionCheck('dreamcatcher-guard');

export const witcherPoison = interactionCheck('witcher-poison');

export const magicianWitch = interactionCheck('magician-witch');

export const bloodMoonSealHunter = interactionCheck('blood-moon-seal-hunter');

// The cards that read neighbours with the magician: the fox's check is redirected, the bear tamer's seats are not.
export const magicianFox = interactionCheck('magician-fox');
export const magicianBearTamer = interactionCheck('magician-bear-tamer');
// A wolf king who dies of the rusty sword's tetanus cannot shoot.
export const rustySwordWolfKing = interactionCheck('rusty-sword-wolf-king');
// A wolf king the white werewolf kills dies of his kill, not the wolves': no shot (docs/rules.md, the white werewolf).
export const whiteWerewolfWolfKing = interactionCheck('white-werewolf-wolf-king');

export const crowIdiot = interactionCheck('crow-idiot');
export const knightDuelHiddenWolf = interactionCheck('knight-duel-hidden-wolf');

export const spiritKnightChecks = interactionCheck('spirit-knight-checks');

export const wolfCubNightmare = interactionCheck('wolf-cub-nightmare');
export const bigBadWolfOneAntidote = interactionCheck('big-bad-wolf-one-antidote');
export const wolfCubOneAntidote = interactionCheck('wolf-cub-one-antidote');
// The night the wolf-father infects the pack's victim, the witch is told no victim.
export const wolfFatherWitchNoVictim = interactionCheck('wolf-father-witch-no-victim');

// The wolves cannot kill the cursed fox: a check that takes effect on him (checkEffectsFrom) or the vote must.
export const cursedFoxNoCheck = computedCheck(
  'cursed-fox-no-check',
  (ctx, emit, [fox, seer, witch, ...others], say) => {
    if (!ctx.has(fox) || ctx.has(seer)) return;
    // The other good checkers (the psychic, the pure white) count only under checkEffectsFrom allGoodCheckers.
    const other = others.some((id) => ctx.has(id));
    if (other && ctx.rules.checkEffectsFrom === 'allGoodCheckers') return;
    const poison = ctx.has(witch) && !ctx.rules.cursedFoxPoisonImmune ? say('poison') : '';
    emit({ roles: [fox], message: say('message', { why: say(other ? 'seerOnly' : 'noChecker'), poison }) });
  },
  { scoped: false },
);

// The lycan reads as a wolf only to the seer's good/wolf check and to a knight's duel read as the seer
// (docs/rules.md, the lycan): without either he plays as a plain villager.
export const lycanNeverRead = computedCheck(
  'lycan-never-read',
  (ctx, emit, [lycan, seer, knight], say) => {
    if (!ctx.has(lycan)) return;
    if (ctx.has(seer) && ctx.rules.seerSees === 'faction') return;
    if (ctx.has(knight) && ctx.rules.duelReads === 'seer') return;
    emit({ roles: [lycan], message: say('message') });
  },
  { scoped: false },
);

// The tanner's win comes first; the cursed turns only on an attack that lands (docs/rules.md, the tanner; the cursed).
export const tannerWinsFirst = interactionCheck('tanner-wins-first');
export const cursedNotTurnedWhenProtected = interactionCheck('cursed-not-turned-when-protected');
// The mirror seer's disguise: told good or wolf under the exact card; his card among the thief's (docs/rules.md, the mirror seer).
export const mirrorSeerToldGoodOrWolf = interactionCheck('mirror-seer-told-good-or-wolf');
export const mirrorSeerThiefBottom = interactionCheck('mirror-seer-thief-bottom');
// The angel's day 0 is played only when he is dealt on a seat (docs/rules.md, the angel).
export const angelThiefBottom = interactionCheck('angel-thief-bottom');

export const PAIR_CHECKS = [
  lycanNeverRead,
  guardElder,
  guardLittleGirl,
  guardAntidote,
  witchSelfSaveGuard,
  witchSelfSaveResolved,
  elderVillageKill,
  elderIdiot,
  hunterCannotShoot,
  piperSmallBoard,
  scapegoatTieRule,
  gargoyleNoCheck,
  knightDuelRobot,
  dreamcatcherGuard,
  witcherPoison,
  magicianWitch,
  wolfCubNightmare,
  bigBadWolfOneAntidote,
  wolfCubOneAntidote,
  wolfFatherWitchNoVictim,
  bloodMoonSealHunter,
  magicianFox,
  magicianBearTamer,
  rustySwordWolfKing,
  whiteWerewolfWolfKing,
  crowIdiot,
  knightDuelHiddenWolf,
  spiritKnightChecks,
  cursedFoxNoCheck,
  tannerWinsFirst,
  cursedNotTurnedWhenProtected,
  mirrorSeerToldGoodOrWolf,
  mirrorSeerThiefBottom,
  angelThiefBottom,
];
