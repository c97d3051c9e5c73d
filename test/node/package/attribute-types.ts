/**
 * Whether the attribute types a TypeScript shop's JSX sees (`types/attributes.d.ts`, written by
 * hand in src/types/attributes.ts) name every attribute each element declares in the package's
 * custom-elements.json (from the elements' own declarations), and none the element does not
 * take. An attribute added to an element and not to its type is refused by the shop's type
 * check, though the element takes it.
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

interface Declaration {
  tagName?: string;
  attributes?: { name: string }[];
}

/** Each tag's attributes, as the manifest declares them. */
function manifestAttributes(manifestFile: string): Map<string, Set<string>> {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as {
    modules: { declarations?: Declaration[] }[];
  };
  const tags = new Map<string, Set<string>>();
  for (const declaration of manifest.modules.flatMap((module) => module.declarations ?? [])) {
    if (declaration.tagName)
      tags.set(declaration.tagName, new Set((declaration.attributes ?? []).map((a) => a.name)));
  }
  return tags;
}

/** Each tag's attribute names, as `SfElementAttributes` in `typesFile` types them. */
function typedAttributes(typesFile: string): Map<string, Set<string>> | undefined {
  const program = ts.createProgram([typesFile], { strict: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(typesFile);
  const declaration = source?.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === 'SfElementAttributes',
  );
  if (!source || !declaration) return undefined;
  const tags = new Map<string, Set<string>>();
  for (const tag of checker.getTypeAtLocation(declaration.name).getProperties()) {
    const type = checker.getTypeOfSymbolAtLocation(tag, source);
    tags.set(tag.name, new Set(type.getProperties().map((property) => property.name)));
  }
  return tags;
}

/** What the types and the manifest disagree on, one line each (none: they agree). */
export function attributeTypeProblems(manifestFile: string, typesFile: string): string[] {
  const manifest = manifestAttributes(manifestFile);
  const typed = typedAttributes(typesFile);
  if (!typed) return [`${typesFile} declares no SfElementAttributes`];
  // The configuration attributes every element takes from <sf-storefront> (nearest wins).
  const configuration = manifest.get('sf-storefront') ?? new Set<string>();
  const problems: string[] = [];
  for (const tag of manifest.keys())
    if (!typed.has(tag)) problems.push(`<${tag}> has no attribute types`);
  for (const tag of typed.keys())
    if (!manifest.has(tag)) problems.push(`<${tag}> is typed but is no element of the manifest`);
  for (const [tag, declared] of manifest) {
    const types = typed.get(tag);
    if (!types) continue;
    for (const name of declared)
      if (!types.has(name)) problems.push(`<${tag}> ${name}: declared, not typed`);
    for (const name of types)
      if (!declared.has(name) && !configuration.has(name))
        problems.push(`<${tag}> ${name}: typed, not declared`);
  }
  return problems;
}
