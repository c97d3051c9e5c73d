/**
 * The product-page query (S2) as a reactive controller: configuration lookup, lazy start, one
 * `@lit/task` run per distinct request (the run's AbortSignal goes into the query, so a changed
 * attribute aborts the request in flight and a stale response is never applied), and the
 * element's `sf-load` / `sf-error` events. Shared by `sf-product-page` and a standalone
 * `sf-rec-list`.
 */
import { Task, TaskStatus, initialState } from '@lit/task';
import type { ProductPageQuery } from '../api/client.ts';
import { sendProductPageQuery, type SentResult } from '../api/storefront-request.ts';
import { REMOVED, stopWhenRemoved } from './removal.ts';
import { loadWording } from '../api/schemas/load-wording.ts';
import { StorefrontConfigError, StorefrontError } from '../api/errors.ts';
import { MAX_RECOMMENDATION_LISTS } from '../api/schemas/enums.ts';
import type { ProductPageResult } from '../api/schemas/results.ts';
import type { RecListRequestSettings } from '../api/schemas/requests.ts';
import type { PageListMember } from '../context/product-page.ts';
import { Refused, type Dropped } from '../api/schemas/validate.ts';
import type { DroppedItem } from '../api/schemas/issues.ts';
import type { EventDetail, EventHost } from './host.ts';
import { resolveQueryConfig } from '../context/storefront.ts';
import { provideStorefront, type ResolvedConfig } from './config.ts';
import { StorefrontConfigController } from './storefront-config.ts';
import { replaceServerRender, withServerRender } from './server-render.ts';
import { LazyController } from './lazy.ts';
import { formatPrice } from '../templates/price.ts';

/**
 * A product page's query from its attributes and its lists' settings, in document order: what
 * `<sf-product-page>` sends, and what the server renderer (src/ssr) sends for it.
 */
export function productPageQueryOf(
  productKey: string | undefined,
  includeProductGroup: boolean,
  lists: readonly Pick<PageListMember, 'settings' | 'refused'>[],
): ProductPageQuery {
  const key = productKey?.trim();
  if (!key) throw new StorefrontConfigError('product-key', 'is required');
  if (lists.length > MAX_RECOMMENDATION_LISTS) throw new TooManyListsError(lists.length);
  // A list that cannot be asked for is left out, and told why: the page and the others go on.
  const asked: RecListRequestSettings[] = [];
  for (const list of lists) {
    let refused: StorefrontConfigError | undefined;
    try {
      const settings = list.settings();
      if (asked.some((other) => other.id === settings.id)) {
        refused = new StorefrontConfigError(
          'list-id',
          `"${settings.id}" is another list's in this product page: give each its own`,
        );
      } else asked.push(settings);
    } catch (error) {
      if (!(error instanceof StorefrontConfigError)) throw error;
      refused = error;
    }
    list.refused?.(refused);
  }
  return {
    productKey: key,
    settings: { productGroup: { include: includeProductGroup }, recommendationLists: asked },
  };
}

/**
 * The lists `query` asks for beyond those of `asked`, when both ask for the same product and
 * product group (else undefined).
 */
function listsBeyond(
  asked: ProductPageQuery,
  query: ProductPageQuery,
): RecListRequestSettings[] | undefined {
  const lists = (asked.settings.recommendationLists ?? []).map((list) => JSON.stringify(list));
  return query.productKey === asked.productKey &&
    JSON.stringify(query.settings.productGroup) === JSON.stringify(asked.settings.productGroup)
    ? (query.settings.recommendationLists ?? []).filter(
        (list) => !lists.includes(JSON.stringify(list)),
      )
    : undefined;
}

/**
 * Whether an answer to `asked` holds everything `query` asks for: the same product and product
 * group, and each of its lists among those asked, in any order. A list that left a product page,
 * came back, or moved among its siblings is shown from the answer the page has; the server's
 * answer is adopted the same way (embedded.ts).
 */
export const covers = (asked: ProductPageQuery, query: ProductPageQuery): boolean =>
  listsBeyond(asked, query)?.length === 0;

/**
 * `base` with the lists of `more` added, first: the dropped parts `more` reports (its own, the
 * base's were reported with it) keep their places.
 */
const withLists = (
  base: SentResult<ProductPageResult>,
  { data, ...more }: SentResult<ProductPageResult>,
): SentResult<ProductPageResult> => ({
  ...more,
  data: {
    ...base.data,
    recommendationLists: [...data.recommendationLists, ...base.data.recommendationLists],
  },
});

/** More recommendation lists than one product-page query may carry; nothing is sent. */
export class TooManyListsError extends Error {
  override name = 'TooManyListsError';
  readonly count: number;
  readonly limit = MAX_RECOMMENDATION_LISTS;

  constructor(count: number) {
    super(
      `${count} recommendation lists in one product page, but a product-page query takes at most ${MAX_RECOMMENDATION_LISTS}: remove ${count - MAX_RECOMMENDATION_LISTS} or move them to another product page`,
    );
    this.count = count;
  }
}

/** The `sf-error` detail for anything a query or its preparation threw. */
export function errorDetail(error: unknown): EventDetail<'sf-error'> {
  if (error instanceof TooManyListsError) return { kind: 'too-many-lists', message: error.message };
  if (error instanceof StorefrontConfigError) return { kind: 'config', message: error.message };
  if (error instanceof StorefrontError) {
    return error.status === undefined
      ? { kind: error.kind, message: error.message }
      : { kind: error.kind, status: error.status, message: error.message };
  }
  return { kind: 'network', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Emits the `sf-error` of a failed query. After one that failed for the network (its one retry
 * too), once the browser is back `online`: if `task` is still in its error state, `forget` its
 * arguments and update `host`, which runs it again. Several failures before it make one run.
 * Only while `host` is in the document: a removed element is not held until the browser is back
 * (a single-page app navigating on while offline); put back, it waits again.
 */
export function reportQueryError(
  host: EventHost,
  error: unknown,
  task: { status: TaskStatus },
  forget: () => void,
): void {
  const detail = errorDetail(error);
  host.emit('sf-error', detail);
  if (detail.kind === 'network') {
    const again = () => task.status === TaskStatus.ERROR && (forget(), host.requestUpdate());
    host.addController({
      hostConnected: () => addEventListener('online', again, { once: true }),
      hostDisconnected: () => removeEventListener('online', again),
    });
  }
}

/**
 * Reports the parts of an answer left out or read with a fallback (`sf-error`, kind `dropped`),
 * once their words have loaded (a chunk: only an answer with something to report loads it).
 * Without its words the report still goes: where each part was, its issues' codes.
 */
export function reportDropped(host: EventHost, dropped: Dropped[], status?: number): void {
  if (!dropped.length) return;
  const report = (items: DroppedItem[], message: string) =>
    host.emit('sf-error', {
      kind: 'dropped',
      ...(status === undefined ? {} : { status }),
      message,
      dropped: items,
    });
  void loadWording().then(
    ({ describeDropped, wordDropped }) => {
      const items = wordDropped(dropped);
      report(items, describeDropped(items));
    },
    () => {
      const items = dropped.map(({ path, issues, fallback }) => ({
        path: path
          .map((at, i) => (typeof at === 'number' ? `[${at}]` : i ? `.${at}` : at))
          .join(''),
        message: issues.map((issue) => issue.code).join(', '),
        ...(fallback === undefined ? {} : { fallback }),
      }));
      report(
        items,
        `${items.length} invalid or unknown part(s), words not loaded: ` +
          items.map((item) => item.path).join('; '),
      );
    },
  );
}

/** An answer shown, with the query it answers. */
interface Shown {
  configKey: string;
  query: ProductPageQuery;
  result: SentResult<ProductPageResult>;
}

/** What one task run will do; runs are compared by `key` only. */
export interface Plan {
  key: string;
  config?: ResolvedConfig;
  query?: ProductPageQuery;
  error?: unknown;
  /**
   * Lists added after an answer (`base`) that holds everything else: only they are asked for
   * (`more`), and the answer is kept meanwhile (docs/decisions.md, "A list added later").
   */
  more?: RecListRequestSettings[];
  base?: Shown;
}

export interface ProductPageQueryOptions {
  /** Whether the `lazy` attribute is set. */
  lazy: () => boolean;
  /**
   * Whether the host has nothing to query now (it renders what it was given): no configuration
   * is resolved, so none is required.
   */
  idle?: () => boolean;
  /**
   * The query to send, or undefined to send none (the task stays INITIAL). May throw a
   * `StorefrontConfigError` or `TooManyListsError`: the element then shows its error state.
   */
  query: (config: ResolvedConfig) => ProductPageQuery | undefined;
  /** Called with each result that is applied (the newest), before the host renders it. */
  onResult?: (result: SentResult<ProductPageResult>) => void;
  /** Whether to emit `sf-load` with the query result after it rendered (default true). */
  emitLoad?: () => boolean;
  /**
   * Whether the host may start from a result the server rendered into it (docs/ssr.md): only a
   * product page carries one.
   */
  serverRendered?: boolean;
  /** Whether the host provides its storefront context to the elements inside it. */
  provide?: boolean;
}

/**
 * Not itself a controller: it composes the config, lazy and task controllers of its host. A
 * product page rendered on the server starts from the server's result: the reader of that result
 * (embedded.ts, a chunk only such a page loads) adopts it into this controller (`adoptQuery`),
 * so a page without one loads none of it (docs/decisions.md, "Lean request").
 */
export class ProductPageQueryController {
  readonly config: StorefrontConfigController;
  readonly lazy: LazyController;
  task: Task<[Plan], SentResult<ProductPageResult>>;
  /**
   * While the reader of the server's result loads (a server-rendered host only): the host's first
   * update waits for it.
   */
  waiting: Promise<void> | undefined;
  /** The configuration of the newest plan that resolved (locale and currency for rendering). */
  resolved: ResolvedConfig | undefined;
  /**
   * Set by the reader when it adopted the server's result: whether that result answers a new
   * plan (then nothing is sent). @internal
   */
  answers: ((plan: Plan, idle: boolean) => boolean) | undefined;
  /** Set by the reader when the server's query failed. @internal */
  serverError = false;
  /**
   * Set by the reader when the server's query failed for good (`definiteFailure`): the same
   * query fails with it, once, without being sent. @internal
   */
  serverFailure: { query: ProductPageQuery; error: unknown } | undefined;
  /** The plan of the newest run: its answer is kept while the page asks for nothing more. */
  private ran: Plan | undefined;
  /** The newest answer applied: a list added later is asked for on its own beside it. @internal */
  shown: Shown | undefined;

  constructor(
    readonly host: EventHost,
    readonly options: ProductPageQueryOptions,
  ) {
    // Order matters: both update before the task reads its arguments.
    this.config = new StorefrontConfigController(host, {
      provide: options.provide ? provideStorefront : undefined,
    });
    this.lazy = new LazyController(host, options.lazy);
    this.task = this.newTask();
    const waiting =
      options.serverRendered && withServerRender(host, (reader) => reader.adoptQuery(this));
    if (waiting) {
      // The host renders in place of the server's DOM, whatever the reader finds.
      replaceServerRender(host as EventHost & { hasUpdated: boolean });
      this.waiting = waiting.then(() => (this.waiting = undefined));
    }
    // A host out of the document does not update (SfElement.scheduleUpdate), so its lists
    // leaving it as it goes send nothing; moved back in, an unchanged plan keeps its answer.
    host.addController({ hostUpdate: () => this.runIfChanged() });
    // Removed while its answer is on the way: stopped; back in, the plan runs again.
    stopWhenRemoved(
      host,
      () => this.task,
      () => (this.ran = undefined),
    );
  }

  /**
   * The host's task; with `initial`, complete with that result from the start (the reader's:
   * it has not run, nothing to abort). @internal
   */
  newTask(initial?: SentResult<ProductPageResult>) {
    return new Task(this.host, {
      // Run by `hostUpdate` below, not on every update: a plan with nothing to send must not run
      // (a run requests one more update of the host, e.g. a list given its `list` re-renders
      // every card once more for nothing).
      autoRun: false,
      args: () => [this.plan()] as [Plan],
      ...(initial ? { initialValue: initial } : {}),
      task: async ([plan], { signal }) => {
        const error = plan.error;
        if (error instanceof Refused) {
          const { describeIssues } = await loadWording();
          throw new StorefrontConfigError(error.parameter, describeIssues(error.issues));
        }
        if (error !== undefined) throw error;
        if (!plan.config || !plan.query) return initialState;
        const failure = this.serverFailure;
        this.serverFailure = undefined;
        if (failure && covers(failure.query, plan.query)) throw failure.error;
        this.asked = true;
        const { base, query } = plan;
        return base
          ? withLists(
              base.result,
              await sendProductPageQuery(
                plan.config.storefront,
                { productKey: query.productKey, settings: { recommendationLists: plan.more } },
                { signal },
              ),
            )
          : sendProductPageQuery(plan.config.storefront, query, { signal });
      },
      onComplete: (result) => this.completed(result),
      onError: (error) => {
        if (error === REMOVED) return;
        reportQueryError(this.host, error, this.task, () => (this.ran = undefined));
      },
    });
  }

  /**
   * One task run per distinct plan; none while there is nothing to send and nothing to reset, nor
   * while the newest run's answer (or the one on its way) holds what the plan asks for: a list
   * that left the page, came back or moved (a framework's reorder) is no new query, and the
   * answer it keeps is no new view of its cards.
   */
  private runIfChanged(): void {
    const plan = this.plan();
    const ran = this.ran;
    if (
      ran &&
      (plan.key === ran.key ||
        (plan.query &&
          ran.config?.key === plan.config!.key &&
          this.task.status !== TaskStatus.ERROR &&
          covers(ran.query!, plan.query)))
    )
      return;
    this.ran = plan;
    // The answer's price formatter, in a task of its own before the answer: the first of a page
    // loads the locale's number data, tens of ms on a phone that the answer's render need not
    // pay. Once per query, not per update.
    if (plan.config)
      setTimeout(formatPrice, 0, 0, {
        locale: plan.config.storefront.locale,
        currency: plan.config.currency,
      });
    const idle = plan.query === undefined && plan.error === undefined;
    if (this.answers?.(plan, idle)) return;
    if (idle && this.task.status === TaskStatus.INITIAL) return;
    const base = this.shown;
    if (plan.query && base?.configKey === plan.config!.key) {
      plan.more = listsBeyond(base.query, plan.query);
      if (plan.more?.length) plan.base = base;
    }
    void this.task.run([plan]);
  }

  /**
   * What the host shows: the newest answer, or while lists added after it are asked for (or
   * failed), the answer before them.
   */
  get answer(): SentResult<ProductPageResult> | undefined {
    return this.task.status === TaskStatus.COMPLETE ? this.task.value : this.ran?.base?.result;
  }

  /** The state of the lists added after the answer shown, while they are asked for or failed. */
  get more(): 'pending' | 'error' | undefined {
    const status = this.task.status;
    return this.ran?.base && status !== TaskStatus.COMPLETE
      ? status === TaskStatus.ERROR
        ? 'error'
        : 'pending'
      : undefined;
  }

  /** Whether a query of the browser's own was sent (after a failed server render: the retry). */
  private asked = false;

  /**
   * Whether the server's query failed and no query was sent here yet: the host shows its error
   * state (in the server's HTML; in the browser until its own query, the retry, starts). Not the
   * task's status: its runs before (a page not near yet) and the definite failure's own are
   * pending too, and the lists drew their skeleton for those frames (shop audit s29).
   */
  get serverFailed(): boolean {
    return this.serverError && !this.asked;
  }

  private plan(): Plan {
    if (this.options.idle?.()) return { key: 'idle' };
    if (!this.lazy.near) return { key: 'waiting' };
    try {
      const config = resolveQueryConfig(this.config.context);
      this.resolved = config;
      const query = this.options.query(config);
      if (!query) return { key: 'idle' };
      return { key: JSON.stringify([config.key, query]), config, query };
    } catch (error) {
      const detail = errorDetail(error);
      return { key: `error:${detail.kind}:${detail.message}`, error };
    }
  }

  private completed(result: SentResult<ProductPageResult>): void {
    const { config, query } = this.ran ?? {};
    this.shown = config && query ? { configKey: config.key, query, result } : undefined;
    this.options.onResult?.(result);
    // The result renders at once; its report follows with the words.
    reportDropped(this.host, result.dropped, result.status);
    if (this.options.emitLoad?.() ?? true) {
      // `sf-load` means "rendered": wait for the update the task requests with its result.
      // The task requests that update right after this callback, hence the extra microtask.
      void Promise.resolve()
        .then(() => this.host.updateComplete)
        .then(() => {
          if (this.task.value === result) this.host.emit('sf-load', { result: result.data });
        });
    }
  }
}
