// The parser eslint-plugin-import-x reads imported files with (eslint.config.js): typescript-eslint's,
// with every `import type` marked as a value import, so that import-x/no-cycle follows type-only
// imports too — a circle through a type is still a circle (docs/decisions/0127-no-import-circles.md).
import { parser } from 'typescript-eslint';

const asValue = (node) => {
  if (node.importKind === 'type') node.importKind = 'value';
  if (node.exportKind === 'type') node.exportKind = 'value';
};

export const parseForESLint = (code, options) => {
  const result = parser.parseForESLint(code, options);
  for (const node of result.ast.body) {
    if (!node.source) continue; // only imports and re-exports, not `export type X = …`
    asValue(node);
    for (const specifier of node.specifiers ?? []) asValue(specifier);
  }
  return result;
};
