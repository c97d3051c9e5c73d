/**
 * Derives the browser's validators (src/api/schemas/generated/*.ts) from the zod schemas, which
 * stay the one source of truth for shapes: zod/mini's schemas expose what they check
 * (`schema._zod.def`), the helpers of tolerant.ts record what they do (`describedAs`), and a
 * refinement or transform made with a function of checks.ts is named by that function, which the
 * table imports. Each schema becomes a call of a constructor of validate.ts (`optional(string())`);
 * a schema used more than once is a constant, used by name. A table may build on an earlier one
 * (the sponsored page's on the product page's, which every storefront page already loads) and
 * imports what they share. A schema this cannot describe fails the derivation rather than being
 * checked differently in the browser. test/node/schemas/validate.test.ts fails when a generated
 * file is stale.
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
import { NavigationNodeSchema } from '../src/api/schemas/navigation.ts';
import * as shapes from '../src/api/schemas/validate.ts';
import * as enums from '../src/api/schemas/enums.ts';
import * as checks from '../src/api/schemas/checks.ts';
import * as webUrl from '../src/api/schemas/web-url.ts';

/**
 * The enumerations the browser already loads (enums.ts): a table that lists the same values
 * names them instead of writing them out a second time.
 */
const SHARED_ENUMS = (Object.entries(enums) as [string, unknown][]).filter(
  (entry): entry is [string, readonly string[]] =>
    Array.isArray(entry[1]) && entry[1].every((value) => typeof value === 'string'),
);

/**
 * The modules of the functions a table may name: checks.ts, and web-url.ts apart from it (every
 * storefront page's table names `isWebUrl`; checks.ts's other rules go with <sf-navigation>).
 */
const CHECK_MODULES: Record<string, Record<string, unknown>> = {
  '../checks.ts': checks,
  '../web-url.ts': webUrl,
};

/** Where each function named so far is imported from. */
const moduleOfCheck = new Map<string, string>();

/** The name under which checks.ts (or web-url.ts) exports `fn`; another function is not described. */
function checksName(fn: unknown, what: string): string {
  for (const [file, module] of Object.entries(CHECK_MODULES)) {
    const found = Object.entries(module).find(([, value]) => value === fn);
    if (found) {
      moduleOfCheck.set(found[0], file);
      return found[0];
    }
  }
  throw new Error(`${what} with a function that checks.ts does not export`);
}

/** A child schema: its index in the table. */
class Ref {
  constructor(readonly index: number) {}
}

type Arg = unknown;
type Constructor = keyof typeof shapes;

/** A call of a constructor of validate.ts. */
interface Call {
  f: Constructor;
  a: Arg[];
}

/** One schema described: the constructor call that builds it, its checks, and zod's optionality. */
interface Described {
  call: Call;
  checks: Call[];
  optin: string | undefined;
  optout: string | undefined;
}

/** Each generated file: the schemas it describes, and the file whose constants it may use. */
export const GROUPS: { name: string; base?: string; roots: Record<string, z.ZodMiniType> }[] = [
  // What every storefront page loads (client.ts, the list's settings): the product page (S2).
  {
    name: 'product-page',
    roots: {
      ProductPageResult: ProductPageResultSchema,
      ProductPageRequestSettings: ProductPageRequestSettingsSchema,
      RecListRequestSettings: RecListRequestSettingsSchema,
    },
  },
  // With <sf-sponsored-page> only (sponsored-query.ts, embedded-sponsored.ts).
  {
    name: 'sponsored-page',
    base: 'product-page',
    roots: {
      SponsoredPageResult: SponsoredPageResultSchema,
      SponsoredPageRequestSettings: SponsoredPageRequestSettingsSchema,
    },
  },
  // What the account elements read from the secure engage proxy (src/api/engage-client.ts).
  {
    name: 'engage',
    roots: {
      ChallengeAssignmentWithDefinitionList: ChallengeAssignmentWithDefinitionListSchema,
      ChallengeDefinitionList: ChallengeDefinitionListSchema,
      AchievementValueList: AchievementValueListSchema,
      ConsentDefinitionList: ConsentDefinitionListSchema,
      PurchaseHistorySummary: PurchaseHistorySummarySchema,
      BackInStockSubscriptionList: BackInStockSubscriptionListSchema,
    },
  },
  // What <sf-navigation> checks each node of an exported navigation with (navigation-tree.ts).
  {
    name: 'navigation',
    roots: { NavigationNode: NavigationNodeSchema },
  },
];

type Def = Record<string, unknown> & { type: string; checks?: z.core.$ZodCheck[] };
const defOf = (schema: unknown): Def => (schema as z.core.$ZodType)._zod.def as unknown as Def;
const call = (f: Constructor, ...a: Arg[]): Call => ({ f, a });

function checksOf(schema: z.core.$ZodType): Call[] {
  const out: Call[] = [];
  if (schema._zod.traits.has('$ZodCheck')) {
    if (defOf(schema).format !== 'safeint') throw new Error('only z.int() is a schema and a check');
    out.push(call('int'));
  }
  for (const ch of defOf(schema).checks ?? []) {
    const def = ch._zod.def as unknown as Record<string, unknown>;
    const described = describedAs(ch);
    if (described?.f === 'unique') {
      out.push(call('unique', described.l, described.by, described.m));
      continue;
    }
    if (described?.f === 'rule') {
      checksName(described.fn, 'a rule');
      const args = [described.fn, described.a];
      out.push(call('rule', ...(described.w ? [...args, described.w] : args)));
      continue;
    }
    if (def.abort || (def.when && !['min_length', 'max_length'].includes(def.check as string)))
      throw new Error(`check ${String(def.check)} with its own abort/when is not described`);
    if (def.check === 'min_length') out.push(call('minLength', def.minimum));
    else if (def.check === 'max_length') out.push(call('maxLength', def.maximum));
    else if (def.check === 'greater_than' && def.inclusive) out.push(call('gte', def.value));
    else if (def.check === 'less_than' && def.inclusive) out.push(call('lte', def.value));
    else if (def.check === 'string_format' && def.format === 'regex') {
      const pattern = def.pattern as RegExp;
      // One pattern object tests every value: a stateful (global, sticky) one would not be alike.
      if (/[gy]/.test(pattern.flags))
        throw new Error('a global or sticky pattern is not described');
      out.push(call('regex', pattern));
    } else if (def.check === 'custom') {
      // `z.refine(test, 'message')`: zod words a string message as a function returning it.
      const message = typeof def.error === 'function' ? (def.error as () => unknown)() : undefined;
      if (typeof message !== 'string' || def.path !== undefined || def.params !== undefined)
        throw new Error('only a refinement with a plain message is described');
      checksName(def.fn, 'a refinement');
      out.push(call('refine', def.fn, message));
    } else throw new Error(`check ${String(def.check)} is not described`);
  }
  return out;
}

/** A description's identity: equal descriptions are one schema of the table. */
const keyOf = (value: unknown): string =>
  JSON.stringify(value, (_, each: unknown) =>
    each instanceof Ref
      ? { $: each.index }
      : each instanceof RegExp
        ? { re: String(each) }
        : typeof each === 'function'
          ? { fn: checksName(each, 'a function') }
          : each,
  );

/** The table of several groups: each schema once, children by index. */
class Table {
  readonly nodes: Described[] = [];
  private readonly seen = new Map<unknown, number>();
  private readonly interned = new Map<string, number>();

  // Schemas are often built afresh for each member (`text()`); equal descriptions share a node.
  add(schema: z.core.$ZodType): number {
    const known = this.seen.get(schema);
    if (known !== undefined) return known;
    const described = this.describe(schema);
    const key = keyOf(described);
    let index = this.interned.get(key);
    if (index === undefined) {
      index = this.nodes.length;
      this.nodes.push(described);
      this.interned.set(key, index);
    }
    this.seen.set(schema, index);
    return index;
  }

  private ref(schema: unknown): Ref {
    return new Ref(this.add(schema as z.core.$ZodType));
  }

  private describe(schema: z.core.$ZodType): Described {
    const def = defOf(schema);
    return {
      call: this.callOf(schema, def),
      checks: checksOf(schema),
      optin: schema._zod.optin,
      optout: schema._zod.optout,
    };
  }

  /**
   * A helper of tolerant.ts whole (`opt(x)`, `tolerantArray(item, …)`, …): an optional or pipe
   * around the transform it made, with nothing else in between (no checks, no other schema),
   * as validate.ts's constructor of the same name builds it.
   */
  private wrapped(def: Def): Call | undefined {
    const plain = (schema: unknown, type: string) =>
      defOf(schema).type === type && !checksOf(schema as z.core.$ZodType).length;
    let pipe = def;
    if (def.type === 'optional') {
      if (!plain(def.innerType, 'pipe')) return undefined;
      pipe = defOf(def.innerType);
    }
    const helper = describedAs(pipe.out as object);
    if (!helper || !plain(pipe.out, 'transform')) return undefined;
    const from = pipe.in as z.core.$ZodType;
    if (def.type === 'optional') {
      if (helper.f === 'null' && plain(from, 'nullable'))
        return call('opt', this.ref(defOf(from).innerType));
      if (helper.f === 'part' && plain(from, 'unknown'))
        return call('tolerant', this.ref(helper.i), helper.n);
      return undefined;
    }
    if (helper.f === 'clip' && plain(from, 'string')) return call('clipped', helper.n);
    if ((helper.f === 'round' || helper.f === 'floor') && plain(from, 'number'))
      return call('wholeNumber', helper.f);
    if (helper.f === 'enum' && plain(from, 'string'))
      return helper.d === undefined
        ? call('openEnum', helper.v, helper.n)
        : call('openEnum', helper.v, helper.n, helper.d);
    if (helper.f === 'list' && plain(from, 'unknown'))
      return call('tolerantArray', this.ref(helper.i), helper.n, helper.m);
    return undefined;
  }

  private callOf(schema: z.core.$ZodType, def: Def): Call {
    switch (def.type) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'unknown':
        return call(def.type);
      case 'enum':
      case 'literal':
        return call('oneOf', [...(schema._zod.values ?? [])]);
      case 'object': {
        const catchall = def.catchall ? defOf(def.catchall).type : undefined;
        if (catchall !== undefined && catchall !== 'never')
          throw new Error('objects with a catchall are not described');
        const shape = def.shape as Record<string, z.core.$ZodType>;
        if (Object.hasOwn(shape, '__proto__'))
          throw new Error('a member __proto__ is not described');
        const members = Object.fromEntries(
          Object.entries(shape).map(([key, value]) => [key, this.ref(value)]),
        );
        return catchall ? call('object', members, 1) : call('object', members);
      }
      case 'array':
        return call('array', this.ref(def.element));
      case 'record': {
        const key = def.keyType as z.core.$ZodType;
        if (defOf(key).type !== 'string' || checksOf(key).length)
          throw new Error('only records with plain string keys are described');
        return call('record', this.ref(def.valueType));
      }
      case 'optional':
        return this.wrapped(def) ?? call('optional', this.ref(def.innerType));
      case 'nullable':
        return call('nullable', this.ref(def.innerType));
      case 'default': {
        const d = def.defaultValue;
        if (JSON.stringify(d) === undefined) throw new Error('defaults must be JSON');
        return call('withDefault', this.ref(def.innerType), d);
      }
      case 'pipe':
        return this.wrapped(def) ?? call('pipe', this.ref(def.in), this.ref(def.out));
      case 'catch': {
        const value = def.catchValue as (() => unknown) & Record<string, unknown>;
        // zod marks the thunk of a constant (`z.catch(schema, value)`); a function is not data.
        if (!value['~constantCatch'] || JSON.stringify(value()) === undefined)
          throw new Error('only a catch with a constant JSON value is described');
        return call('withCatch', this.ref(def.innerType), value());
      }
      case 'transform': {
        // A transform with a function of checks.ts, or one that a helper of tolerant.ts made.
        const helper = describedAs(schema);
        if (!helper) {
          checksName(def.transform, 'a transform');
          return call('map', def.transform);
        }
        switch (helper.f) {
          case 'unique':
            throw new Error('a refinement is not a transform');
          case 'clip':
            return call('clipTo', helper.n);
          case 'enum':
            return helper.d === undefined
              ? call('knownOr', helper.v, helper.n)
              : call('knownOr', helper.v, helper.n, helper.d);
          case 'list':
            return call('tolerantItems', this.ref(helper.i), helper.n, helper.m);
          case 'part':
            return call('tolerantPart', this.ref(helper.i), helper.n);
          case 'null':
            return call('nullAsAbsent');
          default:
            return call('rounding', helper.f);
        }
      }
      default:
        throw new Error(`zod type ${def.type} is not described`);
    }
  }
}

/**
 * Builds every node with validate.ts's constructors, as the generated file will, and checks that
 * each treats absence as zod does (its `optin` / `optout`), which the constructors compute.
 */
function built(nodes: readonly Described[]): shapes.Shape[] {
  const out: shapes.Shape[] = [];
  const live = (value: unknown): unknown =>
    value instanceof Ref
      ? out[value.index]
      : Array.isArray(value)
        ? value.map(live)
        : value && typeof value === 'object' && !(value instanceof RegExp)
          ? Object.fromEntries(Object.entries(value).map(([key, each]) => [key, live(each)]))
          : value;
  const invoke = ({ f, a }: Call) => (shapes[f] as (...args: unknown[]) => never)(...a.map(live));
  nodes.forEach((node, index) => {
    const shape = invoke(node.call) as shapes.Shape;
    if (node.checks.length) shapes.checked(shape, ...node.checks.map(invoke));
    if (shape.oi !== node.optin || shape.oo !== node.optout)
      throw new Error(
        `${node.call.f} (node ${index}) is optional as ${shape.oi}/${shape.oo}, zod as ${node.optin}/${node.optout}`,
      );
    out.push(shape);
  });
  return out;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** What one generated file holds: its part of a table, its roots and the file it builds on. */
interface Plan {
  name: string;
  table: Table;
  from: number;
  to: number;
  roots: Record<string, number>;
  base?: string;
}

/** Calls the references of a described value. */
function eachRef(value: unknown, visit: (ref: Ref) => void): void {
  if (value instanceof Ref) visit(value);
  else if (Array.isArray(value)) for (const each of value) eachRef(each, visit);
  else if (value && typeof value === 'object' && !(value instanceof RegExp))
    for (const each of Object.values(value)) eachRef(each, visit);
}

/** Members several objects share in the same order (zod source's `...listMembers`): one record. */
interface Run {
  name: string;
  entries: [string, Ref][];
  /** Where it is declared: the file of the first object with it. */
  plan: Plan;
  exported: boolean;
}

/** An object's members as written: runs spread, the rest one by one. */
type Segment = Run | [string, Ref];

/** The shortest run of members worth a record of its own. */
const MIN_RUN = 4;

/**
 * Factors the longest runs of equal members (same name, same schema, same order) that two or more
 * objects of a table share into records, longest first.
 */
function memberRuns(plans: readonly Plan[]): Map<number, Segment[]> {
  const table = plans[0]!.table;
  const planOf = (index: number) => plans.find((plan) => index >= plan.from && index < plan.to)!;
  const objects = new Map<number, Segment[]>();
  table.nodes.forEach((node, index) => {
    if (node.call.f !== 'object') return;
    objects.set(index, Object.entries(node.call.a[0] as Record<string, Ref>));
  });
  const same = (a: Segment | undefined, b: Segment | undefined) =>
    Array.isArray(a) && Array.isArray(b) && a[0] === b[0] && a[1].index === b[1].index;
  for (let count = 0; ; count++) {
    let best: { entries: [string, Ref][] } | undefined;
    const list = [...objects.values()];
    for (const [n, a] of list.entries())
      for (const b of list.slice(n + 1))
        for (let i = 0; i < a.length; i++)
          for (let j = 0; j < b.length; j++) {
            let length = 0;
            while (same(a[i + length], b[j + length])) length++;
            if (length >= MIN_RUN && length > (best?.entries.length ?? 0))
              best = { entries: a.slice(i, i + length) as [string, Ref][] };
          }
    if (!best) break;
    const users = [...objects.keys()].filter((index) => {
      const segments = objects.get(index)!;
      return segments.some((_, at) =>
        best.entries.every((entry, k) => same(segments[at + k], entry)),
      );
    });
    const first = planOf(Math.min(...users));
    const run: Run = {
      name: `m${count}`,
      entries: best.entries,
      plan: first,
      exported: users.some((index) => planOf(index) !== first),
    };
    for (const index of users) {
      const segments = objects.get(index)!;
      const at = segments.findIndex((_, start) =>
        best.entries.every((entry, k) => same(segments[start + k], entry)),
      );
      segments.splice(at, run.entries.length, run);
    }
  }
  for (const [index, segments] of objects)
    if (segments.every((segment) => Array.isArray(segment))) objects.delete(index);
  return objects;
}

/**
 * The source of one generated file. `names`: the constants of the table (roots by their name,
 * other schemas used more than once as `s<index>`); `exported`: those a later table imports.
 */
function fileSource(
  plan: Plan,
  names: ReadonlyMap<number, string>,
  exported: ReadonlySet<number>,
  spreads: ReadonlyMap<number, Segment[]>,
): string {
  const { table, from, to, roots } = plan;
  const enumNames = new Set<string>();
  const functionNames = new Set<string>();
  const baseNames = new Set<string>();
  const constructors = new Set<string>();
  const source = (value: unknown): string => {
    if (value instanceof Ref) {
      const name = names.get(value.index);
      if (name && value.index < from) baseNames.add(name);
      return name ?? nodeSource(value.index);
    }
    if (value instanceof RegExp) return String(value);
    if (typeof value === 'function') {
      const name = checksName(value, 'a function');
      functionNames.add(name);
      return name;
    }
    if (Array.isArray(value)) {
      const shared = SHARED_ENUMS.find(([, values]) => keyOf(values) === keyOf(value));
      if (shared) {
        enumNames.add(shared[0]);
        return shared[0];
      }
      return `[${value.map(source).join(', ')}]`;
    }
    if (value && typeof value === 'object')
      return `{ ${Object.entries(value)
        .map(
          ([key, each]) => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${source(each)}`,
        )
        .join(', ')} }`;
    return value === undefined ? 'undefined' : JSON.stringify(value);
  };
  const callSource = ({ f, a }: Call): string => {
    constructors.add(f);
    return `${f}(${a.map(source).join(', ')})`;
  };
  const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
  const membersSource = (entries: [string, Ref][]) =>
    entries.map(([name, ref]) => `${key(name)}: ${source(ref)}`);
  const declared = new Set<Run>();
  const pending: string[] = [];
  const spread = (run: Run): string => {
    if (run.plan !== plan) baseNames.add(run.name);
    else if (!declared.has(run)) {
      declared.add(run);
      pending.push(
        `${run.exported ? 'export ' : ''}const ${run.name}: Record<string, Shape> = { ${membersSource(run.entries).join(', ')} };`,
      );
    }
    return `...${run.name}`;
  };
  const objectSource = (index: number, segments: Segment[]): string => {
    constructors.add('object');
    const members = segments.map((segment) =>
      Array.isArray(segment) ? membersSource([segment])[0] : spread(segment),
    );
    const strict = table.nodes[index]!.call.a[1];
    // One run alone is the object's members record itself.
    const record = segments.length === 1 ? members[0]!.slice(3) : `{ ${members.join(', ')} }`;
    return `object(${record}${strict === undefined ? '' : `, ${source(strict)}`})`;
  };
  const nodeSource = (index: number): string => {
    const node = table.nodes[index]!;
    const segments = spreads.get(index);
    const body = segments ? objectSource(index, segments) : callSource(node.call);
    if (!node.checks.length) return body;
    constructors.add('checked');
    return `checked(${[body, ...node.checks.map(callSource)].join(', ')})`;
  };
  const body: string[] = [];
  for (let index = from; index < to; index++) {
    const name = names.get(index);
    if (name === undefined) continue;
    const isRoot = Object.values(roots).includes(index);
    const statement = `${isRoot || exported.has(index) ? 'export ' : ''}const ${name}: Shape = ${nodeSource(index)};`;
    // The records of members it spreads come first.
    body.push(...pending.splice(0), statement);
  }
  for (const [name, index] of Object.entries(roots))
    if (names.get(index) !== name)
      body.push(`export const ${name}: Shape = ${source(new Ref(index))};`);
  const imports = [
    `import { ${[...constructors].sort().join(', ')}${constructors.size ? ', ' : ''}type Shape } from '../validate.ts';`,
    ...(enumNames.size
      ? [`import { ${[...enumNames].sort().join(', ')} } from '../enums.ts';`]
      : []),
    ...Object.keys(CHECK_MODULES).flatMap((file) => {
      const names = [...functionNames].filter((name) => moduleOfCheck.get(name) === file);
      return names.length ? [`import { ${names.sort().join(', ')} } from '${file}';`] : [];
    }),
    ...(baseNames.size
      ? [`import { ${[...baseNames].sort().join(', ')} } from './${plan.base}.ts';`]
      : []),
  ];
  return [
    '// Generated by scripts/derive-validators.ts from the zod schemas; do not edit.',
    `// Run \`node --import tsx scripts/derive-validators.ts\` after changing a schema.`,
    ...imports,
    '',
    ...body,
    '',
  ].join('\n');
}

/** The tables of `groups` (each schema once, children by index), checked against zod. */
export function describeGroups(groups: typeof GROUPS = GROUPS): Plan[] {
  const plans: Plan[] = [];
  for (const group of groups) {
    const base = plans.find((plan) => plan.name === group.base);
    if (group.base && !base) throw new Error(`${group.name}: its base ${group.base} comes first`);
    const table = base?.table ?? new Table();
    const from = table.nodes.length;
    const roots = Object.fromEntries(
      Object.entries(group.roots).map(([name, schema]) => [name, table.add(schema)]),
    );
    plans.push({ name: group.name, table, from, to: table.nodes.length, roots, base: group.base });
  }
  for (const table of new Set(plans.map((plan) => plan.table))) built(table.nodes);
  return plans;
}

/** The one table of `roots` (for tests: what the derivation makes of a schema, or refuses). */
export const describeSchemas = (roots: Record<string, z.ZodMiniType>) =>
  describeGroups([{ name: 'schemas', roots }])[0]!;

/** The text of each generated file, by path. */
export async function deriveValidators(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const options = await prettier.resolveConfig(fileURLToPath(import.meta.url));
  const plans = describeGroups();
  for (const table of new Set(plans.map((plan) => plan.table))) {
    const mine = plans.filter((plan) => plan.table === table);
    // A constant: a root, a schema used more than once, or one a later file uses (exported).
    const uses = new Map<number, number>();
    const exported = new Set<number>();
    for (const plan of mine)
      for (let index = plan.from; index < plan.to; index++)
        eachRef(table.nodes[index]!.call.a, (ref) => {
          uses.set(ref.index, (uses.get(ref.index) ?? 0) + 1);
          if (ref.index < plan.from) exported.add(ref.index);
        });
    for (const plan of mine)
      for (const index of Object.values(plan.roots)) if (index < plan.from) exported.add(index);
    const names = new Map<number, string>();
    for (const plan of mine)
      for (const [name, index] of Object.entries(plan.roots))
        if (!names.has(index) && index >= plan.from) names.set(index, name);
    for (const [index, count] of uses)
      if ((count > 1 || exported.has(index)) && !names.has(index)) names.set(index, `s${index}`);
    for (const index of exported) if (!names.has(index)) names.set(index, `s${index}`);
    const spreads = memberRuns(mine);
    for (const plan of mine) {
      const path = fileURLToPath(
        new URL(`../src/api/schemas/generated/${plan.name}.ts`, import.meta.url),
      );
      const text = fileSource(plan, names, exported, spreads);
      files.set(path, await prettier.format(text, { ...options, filepath: path }));
    }
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const [path, text] of await deriveValidators()) {
    writeFileSync(path, text);
    console.log(`wrote ${path}`);
  }
}
