import ts from 'typescript';

// Attributes a person reads or hears.
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'alt',
  'helperText',
  'label',
  'placeholder',
  'title',
]);
// Words that are the same in every language: the brand.
const SAME_IN_EVERY_LANGUAGE = new Set(['Matchday']);

const hasWords = (text: string) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/**
 * Issue 29's check that a screen writes no text of its own (untranslated-text.test.ts): the
 * texts a file writes into its markup itself (its words, read attributes and string children),
 * with their lines.
 */
export function untranslatedText(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const report = (node: ts.Node, text: string) =>
    found.push(
      `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${text.trim()}`,
    );
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      const literal =
        value && ts.isStringLiteral(value)
          ? value
          : value &&
              ts.isJsxExpression(value) &&
              value.expression &&
              ts.isStringLiteral(value.expression)
            ? value.expression
            : null;
      if (literal && hasWords(literal.text)) report(node, literal.text);
    }
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isStringLiteral(node.expression) ||
        ts.isNoSubstitutionTemplateLiteral(node.expression)) &&
      ts.isJsxElement(node.parent) &&
      hasWords(node.expression.text)
    )
      report(node, node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
