// The cheat sheet's house rules, one line each, and the board's win conditions.
import type { Board } from '../../lib/generated/board';
import type { Lang } from '../../lib/i18n';
import type { resolveRules } from '../../lib/catalogue/rules';
import { houseRuleLines } from '../../lib/script/house-rules';
import { lineOf } from '../../lib/script/lines';
import { winLines } from '../../lib/script/win';

export function RulesAndWin({ board, rules, lang }: { board: Board; rules: ReturnType<typeof resolveRules>; lang: Lang }) {
  return (
    <>
      <h3 className="mb-1 mt-3 text-base font-bold">{lineOf('h.houseRules')[lang]}</h3>
      <ul className="mb-3 grid grid-cols-2 gap-x-4 text-[8.5pt] leading-snug" data-testid="house-rules">
        {houseRuleLines(board, rules).map((h) => (
          <li key={h.key} className="border-b border-dotted border-stone-500">
            <span className="font-semibold">{h.label[lang]}</span>: {h.value[lang]}
          </li>
        ))}
      </ul>

      <h3 className="mb-1 text-base font-bold">{lineOf('h.win')[lang]}</h3>
      <ul className="list-disc pl-5 text-[8.5pt] leading-snug" data-testid="win">
        {winLines(board, rules).map((l, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the board's win lines, plain texts in a fixed order (a printed sheet)
          <li key={i}>{l[lang]}</li>
        ))}
      </ul>
    </>
  );
}
