/**
 * Derives the browser's validators (src/api/schemas/generated/*.ts) from the zod schemas, which
 * stay the one source of truth for shapes: zod/mini's schemas expose what they check
 * (`schema._zod.def`), the helpers of tolerant.ts record what they do (`describedAs`), and a
 * refinement or transform made with a function of checks.ts is named by that function, which the
 * table imports. A schema this cannot describe fails the derivation rather than being checked
 * differently in the browser. test/node/schemas/validate.test.ts fails when a generated file is stale.
 *
 *   node --import tsx scripts/derive-validators.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import type * as z from 'zod/mini';
import { describedAs } from '../src/api/schemas/tolerant.ts';
import { ProductPageResultSchema, SponsoredPageResultSchema } from '../src/api/schemas/results.ts';
import {
  ProductPageRequestSettingsSchema,
  RecListRequestSettingsSchema,
  SponsoredPageRequestSettingsSchema,
} from '../src/api/schemas/requests.ts';
import {
  AchievementValueListSchema,
  BackInStockSubscriptionListSchema,
  ChallengeAssignmentWithDefinitionListSchema,
  ChallengeDefinitionListSchema,
  ConsentDefinitionListSchema,
  PurchaseHistorySummarySchema,
} from '../src/api/schemas/engage.ts';
import type { Check, Node } from '../src/api/schemas/validate.ts';
import * as enums from '../src/api/schemas/enums.ts';
import * as checks from '../src/api/schemas/checks.ts';

/**
 * The enumerations the browser already loads (enums.ts): a table that lists the same values
 * names them instead of writing them out a second time.
 */
const SHARED_ENUMS = (Object.entries(enums) as [string, unknown][]).filter(
  (entry): entry is [string, readonly string[]] =>
    Array.isArray(entry[1]) && entry[1].every((value) => typeof value === 'string'),
);

/** A function of checks.ts in the table: its name, until the source names the import. */
const FUNCTION_MARK = '@checks:';

/** The name under which checks.ts exports `fn`; a function it does not export is not described. */
function checksName(fn: unknown, what: string): string {
  const found = Object.entries(checks).find(([, value]) => value === fn);
  if (!found) throw new Error(`${what} with a function that checks.ts does not export`);
  return `${FUNCTION_MARK}${found[0]}`;
}

/**
 * The node table as source: each shared enumeration's values replaced by its name, each function
 * of checks.ts named (both imported).
 */
function tableSource(nodes: Node[]): { source: string; names: string[]; functions: string[] } {
  let source = JSON.stringify(nodes);
  const names: string[] = [];
  for (const [name, values] of SHARED_ENUMS) {
    const json = JSON.stringify(values);
    if (!source.includes(json)) continue;
    source = source.split(json).join(name);
    names.push(name);
  }
  const functions = new Set<string>();
  source = source.replace(new RegExp(`"${FUNCTION_MARK}(\\w+)"`, 'g'), (_, name: string) => {
    functions.add(name);
    return name;
  });
  return { source, names: names.sort(), functions: [...functions].sort() };
}

/** Each generated file with the schemas it describes (one node table per file). */
export const GROUPS: Record<string, Record<string, z.ZodMiniType>> = {
  storefront: {
    ProductPageResult: ProductPageResultSchema,
    SponsoredPageResult: SponsoredPageResultSchema,
    ProductPageRequestSettings: ProductPageRequestSettingsSchema,
    SponsoredPageRequestSettings: SponsoredPageRequestSettingsSchema,
    RecListRequestSettings: RecListRequestSettingsSchema,
  },
  // What the account elements read from the secure engage proxy (src/api/engage-client.ts).
  engage: {
    ChallengeAssignmentWithDefinitionList: ChallengeAssignmentWithDefinitionListSchema,
    ChallengeDefinitionList: ChallengeDefinitionListSchema,
    AchievementValueList: AchievementValueListSchema,
    ConsentDefinitionList: ConsentDefinitionListSchema,
    PurchaseHistorySummary: PurchaseHistorySummarySchema,
    BackInStockSubscriptionList: BackInStockSubscriptionListSchema,
  },
};

type Def = Record<string, unknown> & { type: string; checks?: z.core.$ZodCheck[] };
const defOf = (schema: unknown): Def => (schema as z.core.$ZodType)._zod.def as unknown as Def;

function checksOf(schema: z.core.$ZodType): Check[] {
  const out: Check[] = [];
  if (schema._zod.traits.has('$ZodCheck')) {
    if (defOf(schema).format !== 'safeint') throw new Error('only z.int() is a schema and a check');
    out.push({ k: 'int' });
  }
  for (const ch of defOf(schema).checks ?? []) {
    const def = ch._zod.def as unknown as Record<string, unknown>;
    const described = describedAs(ch);
    if (described?.f === 'unique') {
      out.push({ k: 'unique', l: described.l, by: described.by, m: described.m });
      continue;
    }
    if (def.abort || (def.when && !['min_length', 'max_length'].includes(def.check as string)))
      throw new Error(`check ${String(def.check)} with its own abort/when is not described`);
    if (def.check === 'min_length') out.push({ k: 'min', v: def.minimum as number });
    else if (def.check === 'max_length') out.push({ k: 'max', v: def.maximum as number });
    else if (def.check === 'greater_than' && def.inclusive)
      out.push({ k: 'gte', v: def.value as number });
    else if (def.check === 'less_than' && def.inclusive)
      out.push({ k: 'lte', v: def.value as number });
    else if (def.check === 'string_format' && def.format === 'regex') {
      const pattern = def.pattern as RegExp;
      out.push({ k: 're', p: pattern.source, f: pattern.flags });
    } else if (def.check === 'custom') {
      // `z.refine(test, 'message')`: zod words a string message as a function returning it.
      const message = typeof def.error === 'function' ? (def.error as () => unknown)() : undefined;
      if (typeof message !== 'string' || def.path !== undefined || def.params !== undefined)
        throw new Error('only a refinement with a plain message is described');
      out.push({ k: 'fn', f: checksName(def.fn, 'a refinement') as never, m: message });
    } else throw new Error(`check ${String(def.check)} is not described`);
  }
  return out;
}

/** The node table of `roots`: every schema once, children by index. */
export function describeSchemas(roots: Record<string, z.ZodMiniType>) {
  const nodes: Node[] = [];
  const seen = new Map<unknown, number>();

  const interned = new Map<string, number>();

  // Schemas are often built afresh for each member (`text()`); equal descriptions share a node.
  const add = (schema: z.core.$ZodType): number => {
    const known = seen.get(schema);
    if (known !== undefined) return known;
    const described = node(schema);
    const key = JSON.stringify(described);
    let index = interned.get(key);
    if (index === undefined) {
      index = nodes.length;
      nodes.push(described);
      interned.set(key, index);
    }
    seen.set(schema, index);
    return index;
  };

  const node = (schema: z.core.$ZodType): Node => {
    const def = defOf(schema);
    const body = ((): Node => {
      switch (def.type) {
        case 'string':
        case 'number':
        case 'boolean':
        case 'unknown':
          return { t: def.type };
        case 'enum':
        case 'literal':
          return { t: 'enum', v: [...(schema._zod.values ?? [])] };
        case 'object': {
          const catchall = def.catchall ? defOf(def.catchall).type : undefined;
          if (catchall !== undefined && catchall !== 'never')
            throw new Error('objects with a catchall are not described');
          const shape = def.shape as Record<string, z.core.$ZodType>;
          const s = Object.fromEntries(
            Object.entries(shape).map(([key, value]) => [key, add(value)]),
          );
          return catchall ? { t: 'object', s, x: 1 } : { t: 'object', s };
        }
        case 'array':
          return { t: 'array', e: add(def.element as z.core.$ZodType) };
        case 'record': {
          const key = def.keyType as z.core.$ZodType;
          if (defOf(key).type !== 'string' || checksOf(key).length)
            throw new Error('only records with plain string keys are described');
          return { t: 'record', e: add(def.valueType as z.core.$ZodType) };
        }
        case 'optional':
        case 'nullable':
          return { t: def.type, e: add(def.innerType as z.core.$ZodType) };
        case 'default': {
          const d = def.defaultValue;
          if (JSON.stringify(d) === undefined) throw new Error('defaults must be JSON');
          return { t: 'default', e: add(def.innerType as z.core.$ZodType), d };
        }
        case 'pipe':
          return {
            t: 'pipe',
            a: add(def.in as z.core.$ZodType),
            b: add(def.out as z.core.$ZodType),
          };
        case 'catch': {
          const value = def.catchValue as (() => unknown) & Record<string, unknown>;
          // zod marks the thunk of a constant (`z.catch(schema, value)`); a function is not data.
          if (!value['~constantCatch'] || JSON.stringify(value()) === undefined)
            throw new Error('only a catch with a constant JSON value is described');
          return { t: 'catch', e: add(def.innerType as z.core.$ZodType), d: value() };
        }
        case 'transform': {
          // A transform with a function of checks.ts, or one that a helper of tolerant.ts made.
          const helper = describedAs(schema);
          if (!helper) return { t: 'map', f: checksName(def.transform, 'a transform') as never };
          if (helper.f === 'unique') throw new Error('a refinement is not a transform');
          switch (helper.f) {
            case 'clip':
              return { t: 'clip', n: helper.n };
            case 'enum':
              return helper.d === undefined
                ? { t: 'enum+', v: helper.v, n: helper.n }
                : { t: 'enum+', v: helper.v, n: helper.n, d: helper.d };
            case 'list':
              return { t: 'list', e: add(helper.i), n: helper.n, m: helper.m };
            case 'part':
              return { t: 'part', e: add(helper.i), n: helper.n };
            default:
              return { t: helper.f };
          }
        }
        default:
          throw new Error(`zod type ${def.type} is not described`);
      }
    })();
    const checks = checksOf(schema);
    const out: Node = { ...body };
    if (checks.length) out.c = checks;
    if (schema._zod.optin) out.oi = schema._zod.optin;
    if (schema._zod.optout) out.oo = schema._zod.optout;
    return out;
  };

  const rootIndexes = Object.fromEntries(
    Object.entries(roots).map(([name, schema]) => [name, add(schema)]),
  );
  return { nodes, roots: rootIndexes };
}

/** The text of each generated file, by path. */
export async function deriveValidators(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const options = await prettier.resolveConfig(fileURLToPath(import.meta.url));
  for (const [group, roots] of Object.entries(GROUPS)) {
    const { nodes, roots: indexes } = describeSchemas(roots);
    const path = fileURLToPath(
      new URL(`../src/api/schemas/generated/${group}.ts`, import.meta.url),
    );
    const table = tableSource(nodes);
    const text = [
      '// Generated by scripts/derive-validators.ts from the zod schemas; do not edit.',
      `// Run \`node --import tsx scripts/derive-validators.ts\` after changing a schema.`,
      ...(table.names.length ? [`import { ${table.names.join(', ')} } from '../enums.ts';`] : []),
      ...(table.functions.length
        ? [`import { ${table.functions.join(', ')} } from '../checks.ts';`]
        : []),
      "import type { Described, Node } from '../validate.ts';",
      '',
      `const nodes: readonly Node[] = ${table.source};`,
      '',
      ...Object.entries(indexes).map(
        ([name, root]) => `export const ${name}: Described = { nodes, root: ${root} };`,
      ),
      '',
    ].join('\n');
    files.set(path, await prettier.format(text, { ...options, filepath: path }));
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of await deriveValidators()) {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}
