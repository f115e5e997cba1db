// Order + script for an 18-player board with every role, target < 5 ms median.
import { generateOrder } from '../lib/order/generate';
import { buildScript } from '../lib/script/build';
import { scriptMarkdown } from '../lib/script/markdown';
import { EVERY_ROLE } from '../tests/order/boards';
import { measure, print } from './util';

export default function bench(): void {
  print(measure('order: 18 players, every role', () => generateOrder(EVERY_ROLE)));
  print(
    measure('order + script (zh and en Markdown): 18 players, every role', () => {
      generateOrder(EVERY_ROLE);
      const s = buildScript(EVERY_ROLE);
      scriptMarkdown(s, 'zh-CN');
      scriptMarkdown(s, 'en');
    }),
    5,
  );
}
