/**
 * The state a server-rendered page starts from (docs/ssr.md), for any page kind: read once per
 * element from the `<script type="application/json" data-sf-result>` its declarative shadow root
 * ends with, checked by the browser's derived validator (zod stays in Node), or handed over by the
 * server renderer while it constructs the element (it has no shadow root to read there).
 * embedded.ts (product pages) and embedded-sponsored.ts (sponsored pages) each make one.
 */
import type { SentResult } from '../api/storefront-request.ts';
import type { StorefrontErrorKind } from '../api/errors.ts';
import { validate, type Described } from '../api/schemas/validate.ts';
import type { ResolvedConfig } from './config.ts';
import { embeddedScriptText } from './server-render.ts';

export interface EmbeddedError {
  kind: StorefrontErrorKind | 'config';
  message: string;
  /** The service's HTTP status, when it answered. */
  status?: number;
  /**
   * Asking the same again would fail the same (the server decides: `DEFINITE_KINDS`,
   * src/ssr/render.ts): the page shows the error without a query of its own.
   */
  definite?: boolean;
}

/** The JSON of the script, as the server writes it. */
export interface EmbeddedJson<Query, Result> {
  /** The query the server sent for the page. */
  query: Query;
  /** The validated result (absent after a failure). */
  result?: Result;
  status?: number;
  error?: EmbeddedError;
}

/** What a page element starts from. */
export interface EmbeddedState<Query, Result> {
  query: Query;
  result?: SentResult<Result>;
  error?: EmbeddedError;
  /**
   * Server only: the configuration the query was sent with (locale, currency, prices to render;
   * the visitor's keys), after a failure too when the query got that far.
   */
  config?: ResolvedConfig;
}

export interface EmbeddedStates<State> {
  /** Server: the next element constructed starts from `state` (then undefined again). */
  construct(state: State | undefined): void;
  /**
   * The state `element` was server-rendered with, if it was. Read with `shape` when the states
   * were made without one (the first reader must give it; until then nothing is read).
   */
  of(element: Element, shape?: Described): State | undefined;
  /** Whether `element`'s state has been read (or handed over), even if it has none. */
  has(element: Element): boolean;
}

/**
 * The states of one page kind: `isQuery` tells the kind's query in a script, `shape` is the
 * derived description of its result (the schema the query used: a tampered or stale script
 * cannot put anything else in), or undefined when the page's element gives it (`of`), so that
 * the description loads with the element.
 */
export function embeddedStates<Query, Result>(
  isQuery: (query: Partial<Query> | undefined) => boolean,
  shape?: Described,
): EmbeddedStates<EmbeddedState<Query, Result>> {
  type State = EmbeddedState<Query, Result>;
  const states = new WeakMap<Element, State | null>();
  let constructing: State | undefined;

  const read = (element: Element, shape: Described): State | null => {
    const text = embeddedScriptText(element);
    if (!text) return null;
    try {
      const json = JSON.parse(text) as EmbeddedJson<Query, Result>;
      if (!isQuery(json?.query)) return null;
      if (json.error) return { query: json.query, error: json.error };
      const parsed = validate<Result>(shape, json.result);
      if (!parsed.success) return null;
      return {
        query: json.query,
        result: { data: parsed.data, dropped: parsed.dropped, status: json.status ?? 200 },
      };
    } catch {
      return null;
    }
  };

  return {
    construct(state) {
      constructing = state;
    },
    of(element, given = shape) {
      if (constructing && !states.has(element)) states.set(element, constructing);
      let state = states.get(element);
      if (state === undefined && given) {
        state = read(element, given);
        states.set(element, state);
      }
      return state ?? undefined;
    },
    has: (element) => states.has(element),
  };
}
