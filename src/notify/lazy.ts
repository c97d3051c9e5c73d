/**
 * The script tag's `notify` (src/autoloader.ts; docs/decisions.md, "Lean notify"): the default
 * notifier of `storefront-elements/notify` with the same methods, checks and warnings, whose
 * requests go through the capture (capture.ts) so that the outbox front loads with the
 * notification chunk after the content. Its methods never throw and never block. Until the chunk
 * has loaded, `stats()` counts this page's captured notifications in `queued` (not the other
 * tabs' stored ones), and `flush()` loads it first.
 */
import { capture, capturedStats, flushCaptured } from './capture.ts';
import type { DefaultNotifier } from './notifier-base.ts';
import { defaultNotifier } from './shop-notifier.ts';

export const notify: DefaultNotifier = /* @__PURE__ */ defaultNotifier({
  ...capture,
  flush: flushCaptured,
  stats: capturedStats,
});
