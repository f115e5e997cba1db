// How the simulated players play, in plain words (server component; the words are client leaves): the heuristic's
// rules one by one (lib/sim/policies/heuristic HEURISTIC_RULES) and the random players.
import { HEURISTIC_RULES, RANDOM_DESCRIPTION } from '../../lib/sim/policies/heuristic-rules';
import { T } from '../t';
import { LabT } from './lab-t';

export function PolicyAbout() {
  return (
    <section aria-labelledby="lab-policy-about" className="grid gap-3" data-testid="lab-policy-about">
      <h2 id="lab-policy-about" className="text-xl font-semibold">
        <LabT k="policy.about" />
      </h2>
      <div className="grid gap-2">
        <h3 className="font-semibold">
          <LabT k="policy.aboutHeuristic" />
        </h3>
        <ol className="grid list-decimal gap-1.5 pl-6 text-stone-800" data-testid="lab-heuristic-rules">
          {HEURISTIC_RULES.map((r) => (
            <li key={r.id} data-rule={r.id}>
              <T k={r.text} />
            </li>
          ))}
        </ol>
      </div>
      <div className="grid gap-1">
        <h3 className="font-semibold">
          <LabT k="policy.aboutRandom" />
        </h3>
        <p className="text-stone-800">
          <T k={RANDOM_DESCRIPTION} />
        </p>
      </div>
    </section>
  );
}
