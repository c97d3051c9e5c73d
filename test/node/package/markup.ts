/**
 * The `sf-*` tags of a markup recipe (HTML, a Vue or Angular template, Svelte markup) checked
 * against custom-elements.json: the tag exists, each attribute is one the element (or, for the
 * configuration every element inherits, `<sf-storefront>`) declares or a global one, each bound
 * property is a public field, and each listened event is one the element or an element inside
 * it emits (events bubble).
 */

interface ManifestElement {
  tagName: string;
  attributes?: { name: string; fieldName?: string }[];
  members?: { kind: string; name: string; privacy?: string; static?: boolean }[];
  events?: { name?: string }[];
}

export interface Manifest {
  modules: { declarations?: (ManifestElement & { customElement?: boolean })[] }[];
}

const GLOBAL =
  /^(id|class|slot|style|part|exportparts|hidden|title|lang|dir|tabindex|key|ref|data-.*|aria-.*)$/;
const camel = (name: string) =>
  name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function manifestElements(manifest: Manifest): Map<string, ManifestElement> {
  const elements = new Map<string, ManifestElement>();
  for (const module of manifest.modules)
    for (const declaration of module.declarations ?? [])
      if (declaration.customElement) elements.set(declaration.tagName, declaration);
  return elements;
}

/** The attributes of each `<sf-…>` start tag in `markup` (names as written, values ignored). */
export function sfTags(markup: string): { tag: string; attributes: string[] }[] {
  const tags: { tag: string; attributes: string[] }[] = [];
  for (const match of markup.matchAll(/<(sf-[a-z-]+)((?:[^>"'{}]|"[^"]*"|'[^']*'|\{[^}]*\})*)>/g)) {
    const body = match[2]!.replace(/"[^"]*"|'[^']*'|\{[^}]*\}/g, '').replace(/\/$/, '');
    const attributes = [...body.matchAll(/([^\s=]+)\s*(=)?/g)].map((found) => found[1]!);
    tags.push({ tag: match[1]!, attributes });
  }
  return tags;
}

/**
 * What an element cannot do without (its `sf-error` says `<attribute>: is required`), however it
 * is written: an attribute, Vue's `:x`, Angular's `[attr.x]`, a JSX or Svelte `x={…}`. A list
 * handed its result (`list`) queries nothing and needs no id.
 */
const REQUIRED: Record<string, { attribute: string; unlessBound?: string }> = {
  'sf-rec-list': { attribute: 'list-id', unlessBound: 'list' },
};

/** Each `sf-*` start tag of `markup` (also JSX) that lacks what its element requires. */
export function missingRequired(markup: string): string[] {
  const problems: string[] = [];
  for (const { tag, attributes } of sfTags(markup)) {
    const rule = REQUIRED[tag];
    if (!rule) continue;
    const names = attributes.map((written) =>
      written.replace(/^(:|v-bind:|\[attr\.|\[|\.)|(\]|\.prop)$/g, ''),
    );
    if (names.includes(rule.attribute)) continue;
    if (rule.unlessBound && names.includes(rule.unlessBound)) continue;
    problems.push(`<${tag}> lacks ${rule.attribute}, which it requires`);
  }
  return problems;
}

/** Problems found, one line each (empty when the markup uses only what the manifest declares). */
export function checkMarkup(markup: string, manifest: Manifest): string[] {
  const elements = manifestElements(manifest);
  const config = new Set(
    (elements.get('sf-storefront')?.attributes ?? []).map((attribute) => attribute.name),
  );
  const allEvents = new Set(
    [...elements.values()].flatMap((element) => (element.events ?? []).map((event) => event.name)),
  );
  const problems: string[] = missingRequired(markup);
  for (const { tag, attributes } of sfTags(markup)) {
    const element = elements.get(tag);
    if (!element) {
      problems.push(`<${tag}> is not an element of custom-elements.json`);
      continue;
    }
    const attributeNames = new Set((element.attributes ?? []).map((attribute) => attribute.name));
    const fields = new Set(
      (element.members ?? [])
        .filter(
          (member) => member.kind === 'field' && !member.static && member.privacy !== 'private',
        )
        .map((member) => member.name),
    );
    for (const written of attributes) {
      // Event bindings: Vue @x / v-on:x, Angular (x), Svelte on:x and onx.
      const event = /^(?:@|v-on:|on:|\()([a-z-]+)\)?$/.exec(written)?.[1];
      if (event) {
        if (event.startsWith('sf-') && !allEvents.has(event))
          problems.push(`<${tag}> ${written}: no element emits ${event}`);
        continue;
      }
      // Property bindings: Vue :x / .prop, Angular [x], and [attr.x] for an attribute.
      const angularAttribute = /^\[attr\.([a-z-]+)\]$/.exec(written)?.[1];
      const bound = angularAttribute ?? written.replace(/^(:|v-bind:|\[)|(\]|\.prop)$/g, '');
      const property = angularAttribute === undefined && written !== bound;
      if (GLOBAL.test(bound) || bound.startsWith('v-') || bound.startsWith('#')) continue;
      if (attributeNames.has(bound) || config.has(bound)) continue;
      if ((property || written.includes('={') || /[A-Z]/.test(bound)) && fields.has(camel(bound)))
        continue;
      if (fields.has(camel(bound)) && property) continue;
      problems.push(`<${tag}> ${written}: not an attribute of ${tag} (custom-elements.json)`);
    }
  }
  return problems;
}
