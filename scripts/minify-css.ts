/**
 * The minifier of the static text of Lit's `css` literals (./minify-literals.ts), on its own and
 * without dependencies, so that the browser test test/browser/foundation/minified-css.test.ts can
 * check it against the browser's own CSS parser. Conservative on purpose: comments dropped,
 * whitespace runs collapsed to one space (never inside quotes), no space left around
 * `{ } ; , /` or after `:` (never around `+`, `-`, `>`, `*`: `calc()` and selectors need them),
 * and a number's leading zero dropped (`0.5` is `.5`).
 */
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
      // A `/` divides (`4 / 5`, `rgb(0 0 0 / 0.2)`, `calc(a / 2)`): no space needed beside it.
      const divides = next === '/' && text[index + 2] !== '*';
      if (
        !tight(previous) &&
        previous !== ':' &&
        previous !== '/' &&
        !tight(next) &&
        !divides &&
        !out.endsWith(' ')
      )
        out += ' ';
    } else if (TIGHT.includes(char) || char === '/') {
      if (out.endsWith(' ') && out.length > 1) out = out.slice(0, -1);
      // The last declaration of a block needs no semicolon.
      if (char === '}' && out.endsWith(';')) out = out.slice(0, -1);
      out += char;
    } else if (
      // A leading zero: `0.5em` is `.5em` after a space, `:`, `(`, `,`, `/` or a sign.
      char === '0' &&
      text[index + 1] === '.' &&
      /\d/.test(text[index + 2] ?? '') &&
      ' :(,/+-'.includes(out.at(-1) ?? 'x')
    ) {
      continue;
    } else out += char;
  }
  return out;
}
