/** The reference engage API's address, keys and limits (docs/reference-server.md). */
export const ENGAGE_PREFIX = '/engage/api/v3';
export const ENGAGE_REFERENCE = '/__reference/engage';
export const DEFAULT_ENGAGE_API_KEY = 'reference-engage-key';
/** A key accepted everywhere except bulk (20, 31, 32) and changes (29), which answer 403. */
export const LIMITED_ENGAGE_API_KEY = 'reference-engage-limited-key';
/** More unfinished bulk batches than this: 503 ServiceUnavailable on 31/32. */
export const MAX_OPEN_BATCHES = 5;
export const MAX_BULK_ITEMS = 5000;
export const MAX_CHECKPOINT_ROWS = 1000;
/** A batch is Running after this long, Completed after twice as long (or after status reads). */
export const BULK_STEP_MS = 250;
