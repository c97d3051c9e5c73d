/**
 * The optional arrow keys of the APG disclosure navigation menu. Tab, Enter and Space need
 * nothing: links and buttons do them natively, and closed submenus are `hidden`.
 *
 * - Top level: Left/Right move between the top-level buttons and links (Left to the next in
 *   right-to-left text), Home/End to the first and last; Down on a submenu button opens it if
 *   needed and moves into it.
 * - In a submenu: Up/Down move between its links and buttons, Home/End to the first and last.
 */

/** The controls an `<li>` owns (its link or text, its toggle button), not its submenu's. */
function controlsOf(item: Element): HTMLElement[] {
  return [...item.querySelectorAll<HTMLElement>('a[href], button')].filter(
    (control) => control.closest('li') === item,
  );
}

/** The controls of a list's own items, in order. */
function controlsOfList(list: Element): HTMLElement[] {
  return [...list.children].flatMap((item) => controlsOf(item));
}

function moveWithin(
  controls: HTMLElement[],
  from: HTMLElement,
  key: string,
  back: string,
  forward: string,
): boolean {
  const index = controls.indexOf(from);
  if (index === -1) return false;
  const target =
    key === 'Home'
      ? controls[0]
      : key === 'End'
        ? controls.at(-1)
        : key === back
          ? controls[index - 1]
          : key === forward
            ? controls[index + 1]
            : undefined;
  target?.focus();
  return key === 'Home' || key === 'End' || key === back || key === forward;
}

/**
 * Handles an arrow, Home or End key inside `nav`. `open(button)` opens the submenu a button
 * controls and resolves once it is rendered.
 */
export function handleNavigationKey(
  event: KeyboardEvent,
  nav: HTMLElement,
  open: (button: HTMLElement) => Promise<unknown>,
): void {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const root = nav.getRootNode() as Document | ShadowRoot;
  const focused = root.activeElement;
  if (!(focused instanceof HTMLElement) || !nav.contains(focused)) return;
  const list = focused.closest('ul');
  if (!list) return;
  const topLevel = list.matches('[part~="list"]');
  if (topLevel) {
    if (
      event.key === 'ArrowDown' &&
      focused.localName === 'button' &&
      focused.hasAttribute('aria-controls')
    ) {
      event.preventDefault();
      const submenuId = focused.getAttribute('aria-controls') ?? '';
      void open(focused).then(() => {
        const submenu = root.getElementById?.(submenuId) ?? nav.querySelector(`#${submenuId}`);
        if (submenu) controlsOfList(submenu)[0]?.focus();
      });
      return;
    }
    // In right-to-left text the items run from the right: ArrowLeft is the next.
    const rtl = getComputedStyle(list).direction === 'rtl';
    const moved = moveWithin(
      [...list.children].map((item) => controlsOf(item)[0]).filter((c) => c !== undefined),
      focused,
      event.key,
      rtl ? 'ArrowRight' : 'ArrowLeft',
      rtl ? 'ArrowLeft' : 'ArrowRight',
    );
    if (moved) event.preventDefault();
    return;
  }
  if (moveWithin(controlsOfList(list), focused, event.key, 'ArrowUp', 'ArrowDown')) {
    event.preventDefault();
  }
}
