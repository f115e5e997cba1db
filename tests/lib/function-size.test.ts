// No function longer than 80 lines in the code a reader opens first (docs/architecture.md): each one does one job.
// Measured on the TypeScript syntax tree, from a function's first line to its last, nested functions included.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const MAX_LINES = 80;
const FOLDERS = ['lib', 'components', 'app'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A function's name: its own, or the variable, property or method it is assigned to. */
function nameOf(node: ts.Node): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && (ts.isIdentifier(named.name) || ts.isStringLiteral(named.name))) return named.name.text;
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isCallExpression(parent)) return `${nameOf(parent)} callback`;
  return '(anonymous)';
}

/** Every function in `file` longer than `max` lines, as `path:line name length`. */
function longFunctions(path: string, text: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
      const length = last - first + 1;
      if (length > max) found.push(`${relative(ROOT, path)}:${first} ${nameOf(node)} ${length}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('function size', () => {
  it(`finds no function over ${MAX_LINES} lines in ${FOLDERS.join(', ')}`, () => {
    const long = FOLDERS.flatMap((f) => sourceFiles(join(ROOT, f))).flatMap((p) => longFunctions(p, readFileSync(p, 'utf8')));
    expect(long).toEqual([]);
  });

  it('measures a function from its first line to its last', () => {
    const body = Array.from({ length: 79 }, (_, i) => `  const a${i} = ${i};`).join('\n');
    expect(longFunctions(join(ROOT, 'x.ts'), `function fits() {\n${body.split('\n').slice(1).join('\n')}\n}`)).toEqual([]);
    expect(longFunctions(join(ROOT, 'x.ts'), `\nconst tooLong = () => {\n${body}\n};`)).toEqual(['x.ts:2 tooLong 81']);
  });
});
