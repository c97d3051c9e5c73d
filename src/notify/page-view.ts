/**
 * The page view's ad impressions: a ticket counts once per page view, whichever notifier sends
 * it (notifier-base.ts). A page back from the back/forward cache is a new view (docs/elements.md),
 * in which each counts again: the sink that holds the page's notifications empties this when the
 * page is left (`pagehide`: capture.ts, or outbox-front.ts, whose listener must be the page's
 * first), before any `pageshow` handler of a shop that sends its impressions again can run.
 */
export const impressions = new Set<string>();

export const newPageView = (): void => impressions.clear();
