// Module-level mutable state in a source file: what the rules core may not hold (docs/architecture.md). A
// module may keep constants computed once from data at load, never a memo or a list filled as it runs.
import ts from 'typescript';

/** Containers whose contents change in place: a module-level one is state shared by every caller. */
const MUTABLE = /^(Map|Set|WeakMap|WeakSet|Array|(Int|Uint|Float|BigInt|BigUint)\d+Array|Uint8ClampedArray)$/;
const MUTATORS = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);

const isFrozen = (e: ts.Expression): boolean =>
  ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression) && e.expression.getText() === 'Object.freeze';

/** The expression under `as` and `satisfies`. */
const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e) ? unwrap(e.expression) : e;

/** Each finding of one file, as "line: what". */
export function moduleState(fileName: string, text: string): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const at = (n: ts.Node, what: string) => out.push(`${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1}: ${what}`);
  const names = new Set<string>();
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    const flags = st.declarationList.flags;
    const kind = flags & ts.NodeFlags.Const ? 'const' : flags & ts.NodeFlags.Let ? 'let' : 'var';
    for (const d of st.declarationList.declarations) {
      const name = d.name.getText(sf);
      if (kind !== 'const') at(d, `module-level ${kind} ${name}`);
      const init = d.initializer;
      const inner = init && isFrozen(init) ? (init as ts.CallExpression).arguments[0] : init;
      // A binding that holds a container (not a value made by a call, such as a power's slot accessor).
      if (kind !== 'const' || !inner || ts.isNewExpression(inner) || ts.isArrayLiteralExpression(inner) || ts.isObjectLiteralExpression(unwrap(inner)))
        names.add(name);
      if (!init || !inner) continue;
      // A container made at load (a new Map, an empty list or record to fill), frozen or not.
      const made = (n: ts.Node): void => {
        if (ts.isNewExpression(n) && MUTABLE.test(n.expression.getText(sf))) at(n, `module-level new ${n.expression.getText(sf)} (${name})`);
        if (ts.isFunctionLike(n)) return;
        ts.forEachChild(n, made);
      };
      made(init);
      const lit = unwrap(inner);
      const empty = ts.isArrayLiteralExpression(lit) ? lit.elements.length === 0 : ts.isObjectLiteralExpression(lit) && lit.properties.length === 0;
      if (!isFrozen(init) && empty) at(d, `module-level empty ${ts.isArrayLiteralExpression(lit) ? 'list' : 'record'} ${name}`);
    }
  }
  // A module-level binding changed in place, anywhere in the file: NAME.set(…), NAME[k] = …, NAME.x = ….
  const root = (e: ts.Expression): string | null => {
    let x = e;
    while (ts.isPropertyAccessExpression(x) || ts.isElementAccessExpression(x) || ts.isNonNullExpression(x) || ts.isParenthesizedExpression(x))
      x = x.expression;
    return ts.isIdentifier(x) && names.has(x.text) ? x.text : null;
  };
  const visit = (n: ts.Node): void => {
    if (ts.isBinaryExpression(n) && n.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && n.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
      const l = n.left;
      const r = (ts.isPropertyAccessExpression(l) || ts.isElementAccessExpression(l)) && root(l);
      if (r) at(n, `module-level ${r} changed in place`);
    }
    if (
      (ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) &&
      (n.operator === ts.SyntaxKind.PlusPlusToken || n.operator === ts.SyntaxKind.MinusMinusToken)
    ) {
      const r = (ts.isPropertyAccessExpression(n.operand) || ts.isElementAccessExpression(n.operand)) && root(n.operand);
      if (r) at(n, `module-level ${r} changed in place`);
    }
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && MUTATORS.has(n.expression.name.text)) {
      const r = root(n.expression.expression);
      if (r) at(n, `module-level ${r} changed in place (.${n.expression.name.text})`);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}
