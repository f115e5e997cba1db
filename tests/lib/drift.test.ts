import { describe, it, expect } from 'vitest';
import { execFileSync } from 'node:child_process';

// Schemas are the single source of truth (issue 2 item 3): the committed types must be what they generate.
describe('generated types', () => {
  it('lib/generated/* matches schemas/* (npm run check:drift)', () => {
    let out = '';
    let code = 0;
    try {
      out = execFileSync('npx', ['tsx', 'scripts/generate.ts', '--check'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (e) {
      code = (e as { status: number }).status;
      out = String((e as { stderr: string }).stderr);
    }
    expect(out).toContain(code === 0 ? 'agree' : 'drift');
    expect(code).toBe(0);
  });
});
