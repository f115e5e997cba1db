// The balance lab: simulate many games of a board to see whom it favours. The interactive part
// is one client leaf (components/lab/lab-app); the rest is server-rendered in every language.
import type { Metadata } from 'next';
import { LabApp } from '../../components/lab/lab-app';
import { Messages } from '../../components/messages';
import { LabT } from '../../components/lab/lab-t';
import { PolicyAbout } from '../../components/lab/policy-about';

export const metadata: Metadata = {
  title: 'Balance lab · 平衡实验室',
  description: 'Play thousands of simulated Werewolf (狼人杀) games of a board and see how often each side wins.',
};

export default function LabPage() {
  return (
    <Messages ns={['lab', 'roles', 'rules', 'presets', 'nightOrder', 'interactions']}>
      <div className="grid grid-cols-1 gap-8">
        <section aria-labelledby="lab-title" className="grid gap-2">
          <h1 id="lab-title" className="text-2xl font-bold sm:text-3xl">
            <LabT k="title" />
          </h1>
          <p className="max-w-3xl text-stone-700">
            <LabT k="intro" />
          </p>
        </section>
        <LabApp />
        <PolicyAbout />
      </div>
    </Messages>
  );
}
