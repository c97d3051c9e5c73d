/**
 * Whether a link's activation is the page's own navigation (a primary click without modifier
 * keys, or Enter), which a shop's router may take over. A modified or middle click opens a tab
 * or window of its own: that stays the browser's.
 */
export function isPlainClick(event: Event): boolean {
  const { type, button, metaKey, ctrlKey, shiftKey, altKey } = event as MouseEvent;
  return type === 'click' && button === 0 && !(metaKey || ctrlKey || shiftKey || altKey);
}
