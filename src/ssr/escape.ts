/**
 * JSON inside `<script>`: the HTML parser ends a script at the first `</script` whatever the JSON
 * means, and `<!--` changes how it reads on. Every `<`, `>` and `&` is written as a JSON escape, so
 * no string from the service can close the script or open a comment; U+2028/U+2029 are escaped
 * too (they end a line in older JavaScript parsers). The text is still the same JSON.
 */
const UNSAFE = /[<>&\u2028\u2029]/g;

const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (char) => ESCAPES[char]!);
}
