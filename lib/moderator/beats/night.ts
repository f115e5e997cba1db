// The night's beats that record nothing: a step called aloud (a group step, an absent or dead role's pretend
// step, a role with nothing left to do), and a step's closing line after the answer its event produced.
import type { CalledStep } from '../../engine/types';
import { SCRIPT } from '../../script/lines';

import { mt } from '../text';
import { FAKE_PAUSE, push, type Seg } from './make';
import { broughtBack } from './offers';
import { answerShow, noteShow, tellShow, wakesShow } from './shows';

/** A step called aloud; the long pause after its line keeps a pretend step as long as a real one. */
export function calledBeat(c: Seg, k: CalledStep): void {
  const { lang, names } = c;
  const l = c.lines({ ...k.line, night: k.night });
  // A role with nothing left to do is told so when the script has words for it, keyed by what its step records
  // (`<records>.none.say`: the witch with no potion left, `potions.none.say`).
  const records = c.s.ctx.order.find((d) => d.id === k.id)?.records;
  const idleSay = k.idle && records && Object.hasOwn(SCRIPT.lines, `${records}.none.say`) ? c.script(`${records}.none.say`) : '';
  const line = idleSay || l.line;
  push(
    c,
    {
      kind: 'step',
      night: k.night,
      title: l.wake,
      icon: l.icon,
      lines: [line, ...(l.closeLine ? [l.closeLine] : [])],
      shows: [
        k.wakes.length ? wakesShow(k.wakes, lang, names) : k.fake ? noteShow(mt(k.idle || k.lost ? 'called.idle' : 'called.fake', lang), 'fake') : noteShow(''),
        ...(k.tell ?? []).map((t) => tellShow(t, lang, names)),
      ],
      seats: k.wakes,
      waitsFor: null,
      fake: k.fake,
      step: k.id,
    },
    (i, n) => (i === n - 2 || n === 1 ? (k.fake ? FAKE_PAUSE : 3000) : 800),
  );
}

/** The previous night step closes: after its answer, given by gesture, when it produced one. */
export function closeStep(c: Seg): void {
  const { prev, s, lang, names } = c;
  // The day brought back before the night's first event: no night step was recorded to close.
  if (prev?.phase !== 'night' || broughtBack(prev, c.e)) return;
  const pl = c.stepOf(prev).line;
  if (!pl) return;
  const l = c.lines({ ...pl, night: prev.night });
  if (s.answer)
    push(c, {
      kind: 'step',
      night: prev.night,
      title: l.wake,
      icon: l.icon,
      lines: l.closeLine ? [l.closeLine] : [],
      shows: [answerShow(s.answer, lang, names, prev.night)],
      seats: [s.answer.to],
      waitsFor: null,
      step: pl.step,
    });
  else if (l.closeLine) c.carry.push(l.closeLine);
}
