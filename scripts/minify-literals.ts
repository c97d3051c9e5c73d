/**
 * A build plugin that minifies the static text of Lit's `css`, `html` and `svg` template literals
 * in src/ (the source stays readable; only shipped builds change). Conservative on purpose:
 * - css: ./minify-css.ts (its rules there; the browser test test/browser/foundation/minified-css
 *   checks that every shipped stylesheet means the same minified);
 * - html/svg: a whitespace run that holds a line break becomes one space, which renders the same
 *   in normal flow. Bindings (`${…}`) and escapes are never touched.
 * The TypeScript parser finds the literals, so nested templates and strings are handled exactly.
 */
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { minifyCssText } from './minify-css.ts';

export { minifyCssText };

/** `text` (an html/svg literal's static part) with each line-broken whitespace run as one space. */
export function minifyHtmlText(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ');
}

const TAGS: Record<string, (text: string) => string> = {
  css: minifyCssText,
  html: minifyHtmlText,
  svg: minifyHtmlText,
};

/** `code` with its literals minified, or undefined when it has none. */
export function minifyLiterals(code: string, id: string): MagicString | undefined {
  const source = ts.createSourceFile(id, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edit = new MagicString(code);
  let changed = false;
  const visit = (node: ts.Node): void => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && TAGS[node.tag.text]) {
      const minify = TAGS[node.tag.text]!;
      const template = node.template;
      const parts = ts.isNoSubstitutionTemplateLiteral(template)
        ? [template]
        : [template.head, ...template.templateSpans.map((span) => span.literal)];
      for (const part of parts) {
        // The raw text between the part's delimiters (`` ` `` or `}` before, `` ` `` or `${` after).
        const start = part.getStart(source) + 1;
        const end = part.getEnd() - (ts.isTemplateHead(part) || ts.isTemplateMiddle(part) ? 2 : 1);
        const raw = code.slice(start, end);
        const minified = minify(raw);
        if (minified !== raw) {
          if (minified === '') edit.remove(start, end);
          else edit.overwrite(start, end, minified);
          changed = true;
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? edit : undefined;
}

export function minifyTemplateLiterals(): Plugin {
  return {
    name: 'storefront-minify-template-literals',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/.*\.ts$/.test(id) || !/\b(css|html|svg)`/.test(code)) return null;
      const edit = minifyLiterals(code, id);
      return edit ? { code: edit.toString(), map: edit.generateMap({ hires: true }) } : null;
    },
  };
}
