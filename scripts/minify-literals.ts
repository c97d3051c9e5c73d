/**
 * A build plugin that minifies the static text of Lit's `css`, `html` and `svg` template literals
 * in src/ (the source stays readable; only shipped builds change). Conservative on purpose:
 * - css: comments dropped, whitespace runs collapsed to one space (never inside quotes), and no
 *   space left around `{ } ; ,` or after `:` (never around `+`, `-`, `>`: `calc()` needs them);
 * - html/svg: a whitespace run that holds a line break becomes one space, which renders the same
 *   in normal flow. Bindings (`${…}`) and escapes are never touched.
 * The TypeScript parser finds the literals, so nested templates and strings are handled exactly.
 */
import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

const TIGHT = '{};,';

/**
 * `text` (a css literal's static part, between bindings) minified. A whitespace run at its edges
 * stays one space: a binding beside it may be a selector.
 */
export function minifyCssText(text: string): string {
  let out = '';
  let quote: string | undefined;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quote) {
      out += char;
      if (char === '\\') out += text[++index] ?? '';
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") {
      quote = char;
      out += char;
    } else if (char === '/' && text[index + 1] === '*') {
      const end = text.indexOf('*/', index + 2);
      index = end === -1 ? text.length : end + 1;
    } else if (/\s/.test(char)) {
      while (index + 1 < text.length && /\s/.test(text[index + 1]!)) index++;
      const previous = out.at(-1);
      const next = text[index + 1];
      const tight = (c: string | undefined) => c !== undefined && TIGHT.includes(c);
      if (!tight(previous) && previous !== ':' && !tight(next) && !out.endsWith(' ')) out += ' ';
    } else if (TIGHT.includes(char)) {
      if (out.endsWith(' ') && out.length > 1) out = out.slice(0, -1);
      // The last declaration of a block needs no semicolon.
      if (char === '}' && out.endsWith(';')) out = out.slice(0, -1);
      out += char;
    } else out += char;
  }
  return out;
}

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
