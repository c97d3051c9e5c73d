/**
 * Where a JSON text names a member twice in one object. `JSON.parse` keeps the last one without
 * a word, so a merged or hand-edited import file with `"addOrUpdate"` twice would import only the
 * second list (and a FULL import would then remove what the first held).
 */

/**
 * The path of the first member named twice in one object of `text` (`addOrUpdate`,
 * `addOrUpdate[2].id`), or undefined. `text` must already be valid JSON (parse it first): this
 * only walks its tokens, in one pass and without recursion.
 */
export function duplicateMember(text: string): string | undefined {
  // One frame per open object or array: the names seen, or the index of the next item.
  const frames: { names?: Set<string>; key?: string; index: number }[] = [];
  let expectingKey = false;
  const path = () =>
    frames
      .map((frame) => (frame.names ? `.${frame.key ?? ''}` : `[${frame.index}]`))
      .join('')
      .replace(/^\./, '');
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      const frame = frames.at(-1);
      if (expectingKey && frame?.names) {
        const name = JSON.parse(text.slice(at, end + 1)) as string;
        if (frame.names.has(name)) {
          frame.key = name;
          return path();
        }
        frame.names.add(name);
        frame.key = name;
        expectingKey = false;
      }
      at = end;
    } else if (char === '{') {
      frames.push({ names: new Set(), index: 0 });
      expectingKey = true;
    } else if (char === '[') {
      frames.push({ index: 0 });
    } else if (char === '}' || char === ']') {
      frames.pop();
    } else if (char === ',') {
      const frame = frames.at(-1);
      if (frame?.names) expectingKey = true;
      else if (frame) frame.index += 1;
    }
  }
  return undefined;
}
