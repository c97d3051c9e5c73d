/**
 * Retail-media viewability (decisions.md beside the spec): an ad impression counts when at least
 * 50% of the list or card has been visible for one continuous second, and each impression ticket
 * is sent at most once per view: per answer of the service that showed it (an element's list), or
 * per page view.
 *
 * An IntersectionObserver per tracked element reports crossings of 50% (and, for an element
 * larger than the viewport, of the ratio at which it covers half the viewport); a timer of one
 * second starts on entering and is cancelled on leaving or when the page is hidden. Nothing runs
 * per animation frame: the browser calls back only on crossings, and the timer fires once.
 * A hidden page (`document.visibilityState`) never counts; when it is shown again, elements that
 * were in view start a fresh second.
 */
import type { Notifier } from './notifier-base.ts';

/** Share of the element (or of the viewport, for an element larger than it) that must be visible. */
export const VIEWABLE_SHARE = 0.5;
/** How long it must stay visible, continuously. */
export const VIEWABLE_MS = 1000;

/** Rounding slack: a ratio of 0.4999… reported at the 0.5 crossing still counts. */
const EPSILON = 0.001;

/**
 * Tickets already counted, per view: the answer they came in (an element's list, a new object
 * for each answer of the service), or the page view for tickets tracked without one (a shop's
 * own cards, `<sf-product-card>`). Whichever element or notifier counted them.
 */
let counted = new WeakMap<object, Set<string>>();
let PAGE_VIEW = {};

/**
 * Each watch not untracked, to start again in a new page view: a page back from the
 * back/forward cache is one (docs/elements.md), in which what is in view counts again.
 */
const watches = new Set<() => void>();
let listening = false;

function listen(): void {
  if (listening) return;
  listening = true;
  // Back from the back/forward cache: a new page view. Every watch starts again in it, one a
  // shop's own `pageshow` handler made before this ran too. (No `pagehide` listener: the outbox
  // front's must be the page's first, outbox-front.ts.)
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    counted = new WeakMap();
    PAGE_VIEW = {};
    for (const again of [...watches]) again();
  });
}

interface Tracker {
  /** Whether the last observation was at or over the share (the page's visibility aside). */
  inView: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Re-arms the timer if the element is in view and the page visible (after `visibilitychange`). */
  resume(): void;
}

const trackers = new Set<Tracker>();

function pageVisible(): boolean {
  return document.visibilityState !== 'hidden';
}

function onVisibilityChange(): void {
  for (const tracker of trackers) {
    if (pageVisible()) tracker.resume();
    else {
      clearTimeout(tracker.timer);
      tracker.timer = undefined;
    }
  }
}

function area(rect: { width: number; height: number } | DOMRectReadOnly | null): number {
  return rect ? Math.max(0, rect.width) * Math.max(0, rect.height) : 0;
}

/** Whether an observation shows half the element, or half the viewport covered by it. */
function isViewable(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= VIEWABLE_SHARE - EPSILON) return true;
  const viewport = area(entry.rootBounds);
  return viewport > 0 && area(entry.intersectionRect) >= viewport * (VIEWABLE_SHARE - EPSILON);
}

/**
 * The ratios to be told about: 0 (gone), the share, and for an element larger than the viewport
 * the ratio at which it covers half the viewport (rounded down to a hundredth, so small size
 * changes do not rebuild the observer).
 */
function thresholdsFor(elementArea: number, viewportArea: number): number[] {
  const thresholds = [0, VIEWABLE_SHARE];
  if (elementArea > 0 && viewportArea > 0 && elementArea > viewportArea) {
    const covering = Math.floor(((VIEWABLE_SHARE * viewportArea) / elementArea) * 100) / 100;
    if (covering > 0 && covering < VIEWABLE_SHARE) thresholds.splice(1, 0, covering);
  }
  return thresholds;
}

function viewportArea(): number {
  return document.documentElement.clientWidth * document.documentElement.clientHeight;
}

/**
 * `trackViewability` (notifier.ts) with the notifier required: what the elements use, through
 * the notification chunk (src/notify/notifications.ts), so that a page that only shows elements
 * does not load the default `notify` and its reading of `<sf-storefront>` (docs/decisions.md,
 * "The card alone", "Lean notify").
 */
export function watchViewability(
  element: Element,
  ticket: string,
  notifier: Notifier,
  view?: object,
): () => void {
  let stop = watchOnce(element, ticket, notifier, view);
  const again = () => {
    stop();
    if (element.isConnected) stop = watchOnce(element, ticket, notifier, view);
    else watches.delete(again);
  };
  listen();
  watches.add(again);
  return () => {
    watches.delete(again);
    stop();
  };
}

/** Watches `element` until its ticket counted in this page view, or until stopped. */
function watchOnce(
  element: Element,
  ticket: string,
  notifier: Notifier,
  view: object | undefined,
): () => void {
  let sent = counted.get(view ?? PAGE_VIEW);
  if (!sent) counted.set(view ?? PAGE_VIEW, (sent = new Set()));
  if (sent.has(ticket) || typeof IntersectionObserver === 'undefined') return () => {};
  let observer: IntersectionObserver | undefined;
  let thresholdKey = '';
  let stopped = false;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(tracker.timer);
    tracker.timer = undefined;
    observer?.disconnect();
    observer = undefined;
    trackers.delete(tracker);
    if (!trackers.size) document.removeEventListener('visibilitychange', onVisibilityChange);
  };

  const tracker: Tracker = {
    inView: false,
    timer: undefined,
    resume() {
      if (stopped || !tracker.inView || !pageVisible() || tracker.timer !== undefined) return;
      tracker.timer = setTimeout(() => {
        tracker.timer = undefined;
        if (stopped || !tracker.inView || !pageVisible()) return;
        // Another element may have counted the same ticket in the meantime.
        if (!sent.has(ticket)) {
          sent.add(ticket);
          notifier.adImpression(ticket, view);
        }
        stop();
      }, VIEWABLE_MS);
    },
  };

  const observe = (thresholds: number[]) => {
    const key = thresholds.join();
    if (key === thresholdKey) return;
    thresholdKey = key;
    observer?.disconnect();
    observer = new IntersectionObserver(onEntries, { threshold: thresholds });
    observer.observe(element);
  };

  function onEntries(entries: IntersectionObserverEntry[]): void {
    const entry = entries[entries.length - 1];
    if (!entry || stopped) return;
    tracker.inView = isViewable(entry);
    if (tracker.inView) tracker.resume();
    else {
      clearTimeout(tracker.timer);
      tracker.timer = undefined;
    }
    // The element or the viewport changed size: watch for the crossing that now matters.
    observe(thresholdsFor(area(entry.boundingClientRect), area(entry.rootBounds)));
  }

  trackers.add(tracker);
  if (trackers.size === 1) document.addEventListener('visibilitychange', onVisibilityChange);
  observe(thresholdsFor(area(element.getBoundingClientRect()), viewportArea()));
  return stop;
}

/** An element to track and the impression ticket it carries. */
export interface ViewabilityTarget {
  element: Element;
  ticket: string;
  /**
   * The answer the ticket came in: a new answer (a list shown again by a single-page app's route)
   * is a new view, in which the same ticket counts again. Without: once per page view.
   */
  view?: object;
}

/**
 * Tracks exactly the targets of each `sync` (`watchViewability`), untracking what is gone,
 * changed or disconnected: the state of an element's `ViewabilityController`, which lives in the
 * notification chunk with the tracking (src/controllers/viewability.ts).
 */
export function viewabilityTracker(notifier: () => Notifier): {
  sync(targets: ViewabilityTarget[]): void;
} {
  const tracked = new Map<
    Element,
    { ticket: string; view: object | undefined; untrack: () => void }
  >();
  return {
    sync(targets) {
      const wanted = new Map(targets.map((target) => [target.element, target]));
      for (const [element, { ticket, view, untrack }] of tracked) {
        const target = wanted.get(element);
        if (target?.ticket !== ticket || target.view !== view || !element.isConnected) {
          untrack();
          tracked.delete(element);
        }
      }
      for (const [element, { ticket, view }] of wanted) {
        if (tracked.has(element) || !element.isConnected) continue;
        const untrack = watchViewability(element, ticket, notifier(), view);
        tracked.set(element, { ticket, view, untrack });
      }
    },
  };
}
