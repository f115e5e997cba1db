// The hook table of docs/architecture.md ("The pieces"), written from the code: the hook names (the `HookName`
// type), what each decides (its doc comment on the `PowerModule` interface) and the power modules that have it
// (the registry at run time). Read with the TypeScript compiler, wherever the two declarations live.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/** The files that may declare the power contract (the engine's types or the powers' own). */
const CONTRACT_FILES = ['lib/engine/types.ts', 'lib/powers/types.ts'];

export const HOOK_TABLE_START = '<!-- hook table: written by `npm run generate` from the PowerModule interface and the registry -->';
const HOOK_TABLE_END = '<!-- end of hook table -->';

/** Each hook's name and its doc comment, in the order `HookName` lists them. */
export function hookDocs(root: string): { name: string; doc: string }[] {
  const program = ts.createProgram(
    CONTRACT_FILES.map((f) => join(root, f)),
    { noEmit: true, skipLibCheck: true, noResolve: false },
  );
  const checker = program.getTypeChecker();
  let names: string[] | null = null;
  const docs = new Map<string, string>();
  for (const f of CONTRACT_FILES) {
    const sf = program.getSourceFile(join(root, f));
    if (!sf) continue;
    ts.forEachChild(sf, (node) => {
      if (ts.isTypeAliasDeclaration(node) && node.name.text === 'HookName') {
        const t = checker.getTypeAtLocation(node.name);
        names = (t.isUnion() ? t.types : [t]).map((x) => (x.isStringLiteral() ? x.value : '')).filter(Boolean);
      }
      if (ts.isInterfaceDeclaration(node) && node.name.text === 'PowerModule') {
        for (const m of node.members) {
          if (!m.name || !ts.isIdentifier(m.name)) continue;
          const sym = checker.getSymbolAtLocation(m.name);
          const doc = sym ? ts.displayPartsToString(sym.getDocumentationComment(checker)) : '';
          docs.set(m.name.text, doc.replace(/\s+/g, ' ').trim());
        }
      }
    });
  }
  if (!names) throw new Error(`no HookName type in ${CONTRACT_FILES.join(' or ')}`);
  return (names as string[]).map((name) => {
    if (!docs.has(name)) throw new Error(`the hook ${name} is no member of the PowerModule interface`);
    return { name, doc: docs.get(name) as string };
  });
}

/** The table, between its markers: hook, what it decides, the modules that have it (by id, alphabetically). */
export function hookTable(hooks: { name: string; doc: string }[], modules: readonly { id: string }[]): string {
  const rows = hooks.map(({ name, doc }) => {
    const users = modules
      .filter((m) => typeof (m as Record<string, unknown>)[name] === 'function')
      .map((m) => `\`${m.id}\``)
      .sort();
    return `| \`${name}\` | ${doc.replace(/\|/g, '\\|')} | ${users.join(', ') || '—'} |`;
  });
  return [HOOK_TABLE_START, '', '| hook | what it decides | modules that have it |', '|---|---|---|', ...rows, '', HOOK_TABLE_END].join('\n');
}

/** `doc` with its hook table replaced by `table` (the markers must be there). */
export function withHookTable(doc: string, table: string): string {
  const a = doc.indexOf(HOOK_TABLE_START);
  const b = doc.indexOf(HOOK_TABLE_END);
  if (a < 0 || b < a) throw new Error('docs/architecture.md has no hook table markers');
  return doc.slice(0, a) + table + doc.slice(b + HOOK_TABLE_END.length);
}

export function readDoc(root: string): string {
  return readFileSync(join(root, 'docs', 'architecture.md'), 'utf8');
}
