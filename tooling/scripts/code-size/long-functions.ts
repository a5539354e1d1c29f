import ts from 'typescript';

export interface LongFunction {
  file: string;
  name: string;
  line: number;
  lines: number;
}

/** Every function-like node, nested ones on their own: its name where it has one, its lines. */
export function functionsOf(file: string, source: string): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
      const end = tree.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ file, name: nameOf(node, tree), line: start + 1, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** A function's own name, else the variable, property or call it is written in. */
function nameOf(node: ts.Node, tree: ts.SourceFile): string {
  const named = node as { name?: ts.Node };
  if (named.name) return named.name.getText(tree);
  const parent = node.parent;
  if (parent && (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)))
    return parent.name.getText(tree);
  if (parent && ts.isCallExpression(parent))
    return `(argument of ${parent.expression.getText(tree).slice(0, 40)})`;
  return '(anonymous)';
}
