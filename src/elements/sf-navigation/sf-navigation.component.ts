import { html, type PropertyValues, type TemplateResult } from 'lit';
import { Task, TaskStatus, initialState } from '@lit/task';
import { StorefrontConfigError, StorefrontError, statusError } from '../../api/errors.ts';
import { DEFAULT_TIMEOUT, deadlineOf } from '../../api/storefront-request.ts';
import type { NavigationContainer, NavigationNode } from '../../api/schemas/navigation.ts';
import { StorefrontConfigController } from '../../controllers/storefront-config.ts';
import {
  renderNavigationEntry,
  renderNavigationItem,
  renderNavigationSkeleton,
  submenuId,
  type NavigationRenderState,
  type RenderNavigationItem,
} from '../../templates/navigation.ts';
import { navigationStyles } from '../../templates/navigation.styles.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { themeStyles } from '../../templates/theme.ts';
import { safeHref } from '../../templates/url.ts';
import { SfElement } from '../base.ts';
import '../../events.ts';
import { handleNavigationKey } from './keyboard.ts';
import {
  allItems,
  buildNavigationTree,
  NavigationShapeError,
  type NavigationItem,
  type NavigationTree,
} from './navigation-tree.ts';
import { navigationElementStyles } from './sf-navigation.styles.ts';
import { englishNavigation } from '../../templates/navigation.english.ts';
import { STOREFRONT_LANGUAGES } from '../../i18n/storefront.ts';
import { registerStrings } from '../../i18n/registry.ts';
import { isPlainClick } from '../plain-click.ts';

// The English words of the navigation (every language module holds them too).
registerStrings('storefront-navigation', englishNavigation, STOREFRONT_LANGUAGES);

export interface SfNavigateDetail {
  node: NavigationNode;
  /** Where the link leads (already checked to be http(s) or relative). */
  href: string;
}

declare global {
  interface HTMLElementEventMap {
    /** Cancelable: call `preventDefault()` to route yourself (a SPA router). */
    'sf-navigate': CustomEvent<SfNavigateDetail>;
  }
}

/** A PAGE node's path: its `customData.path` when it has one, else `/` + `pageId`. */
export function defaultPagePath(node: NavigationNode): string | undefined {
  const path = node.customData?.['path']?.trim();
  if (path) return path;
  // Leading slashes stripped: `//host` would be a link to another site.
  return node.pageId === undefined ? undefined : `/${node.pageId.replace(/^\/+/, '')}`;
}

/** `/a/b/` and `/a/b` are one page. */
const normalisePath = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

interface NavigationView {
  tree: NavigationTree;
  hrefs: Map<string, string | undefined>;
  items: Map<string, NavigationItem>;
  currentId: string | undefined;
  branch: Set<string>;
}

/**
 * @summary The shop's navigation menu from an exported NavigationContainer (a JSON file built with
 * the admin navigation export, or a `navigation` property): an accessible disclosure menu.
 *
 * @attr src - URL of the exported navigation JSON; `{market}` and `{locale}` are filled in from the configuration, e.g. `/navigation/{market}-{locale}.json`. Fetched same-origin with credentials; a change aborts the request in flight. The `navigation` property, when set, wins.
 * @attr label - Accessible name of the `<nav>` (default from the strings: "Main").
 * @attr current-path - Path of the current page (default: `location.pathname`); its link gets `aria-current="page"`. A SPA sets it after routing.
 * @attr market - Configuration attributes of `<sf-storefront>` may be set here too (nearest wins); `market` and `locale` fill `src`'s placeholders.
 *
 * @event sf-load - The navigation rendered: `detail.result` is the NavigationContainer with the nodes that render.
 * @event sf-error - The JSON could not be loaded (`kind` from the HTTP status, `status`; `kind: 'timeout'` when it did not come within 10 s), was not JSON or no NavigationContainer (`kind: 'invalid-response'`), `src` needs a missing `market`/`locale` (`kind: 'config'`), or nodes were left out (`kind: 'dropped'`, `dropped` with each node's path and reason).
 * @event sf-navigate - A PAGE or LINK link was clicked (plain left click): `{node, href}`. Cancelable: `preventDefault()` stops the browser's navigation so a SPA router can take over. Open submenus close either way.
 *
 * @slot empty - Shown when the navigation has no nodes.
 *
 * @csspart nav - The `<nav>` landmark.
 * @csspart menu-button - The "Menu" disclosure button shown on narrow viewports (≤767px).
 * @csspart list - The top-level list.
 * @csspart item - Every `<li>`.
 * @csspart link - A PAGE or LINK node's link.
 * @csspart text - A PAGE or LINK node without a safe target, rendered as plain text.
 * @csspart button - A submenu's toggle button (a top-level parent, or the arrow next to a deeper parent's link).
 * @csspart submenu - A nested list.
 * @csspart label - A LABEL node: a badge on the leaf it annotates, or a text item among links.
 * @csspart icon - A node's icon (`iconPath`).
 * @csspart current - The current page's link (with `aria-current="page"`).
 * @csspart current-branch - The button, link and submenu of each ancestor of the current page.
 * @csspart skeleton - The one-row placeholder while loading.
 * @csspart empty - The empty state.
 * @csspart error - The error state (role alert).
 *
 * @cssproperty [--sf-nav-row-height=2.75em] - Height of a row (links, buttons, the skeleton).
 * @cssproperty [--sf-nav-surface=Canvas] - Background of the drop-down submenus.
 * @cssproperty [--sf-nav-submenu-width=14em] - Minimum width of a drop-down submenu.
 * @cssproperty [--sf-nav-icon-size=1.25em] - Size of node icons.
 * @cssproperty [--sf-nav-z-index=10] - Stacking of the drop-down submenus.
 * @cssproperty [--sf-color-accent=#1a56db] - The current page's link, badges, hover tint, focus ring.
 * @cssproperty [--sf-color-on-accent=#fff] - Badge text.
 * @cssproperty [--sf-color-muted=#5f6368] - Text items (LABEL nodes), empty and error states.
 * @cssproperty [--sf-color-border=#dadce0] - Border of the drop-down submenus.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Placeholder colour.
 * @cssproperty [--sf-color-sale=#b3261e] - Marks the error state.
 * @cssproperty [--sf-radius=8px] - Corner radius of links, buttons and submenus.
 * @cssproperty [--sf-gap=16px] - Spacing.
 * @cssproperty [--sf-font-size-small=0.875em] - Badges and text items.
 * @cssproperty [--sf-focus-ring=2px solid var(--sf-color-accent)] - Focus outline.
 */
export class SfNavigation extends SfElement<NavigationContainer> {
  static override styles = [themeStyles, navigationStyles, navigationElementStyles];

  // `static properties` rather than decorators: the script tag's build has no decorator code.
  static override properties = {
    src: {},
    label: {},
    currentPath: { attribute: 'current-path' },
    navigation: { attribute: false },
    pagePath: { attribute: false },
    renderItem: { attribute: false },
    strings: { attribute: false },
  };
  static {
    // Reactive state, not attributes: outside `properties`, which the manifest reads.
    this.createProperty('openPath', { state: true });
    this.createProperty('menuOpen', { state: true });
  }

  /** URL of the exported navigation JSON (`{market}`, `{locale}` placeholders). */
  declare src?: string;

  /** Accessible name of the `<nav>`. */
  declare label?: string;

  /** Path of the current page; default `location.pathname`. */
  declare currentPath?: string;

  /** A NavigationContainer to render instead of fetching `src` (parsed as tolerantly). */
  declare navigation?: NavigationContainer;

  /** The href of a PAGE node; default `customData.path`, else `/` + `pageId`. Checked with `safeHref`. */
  pagePath: (node: NavigationNode) => string | undefined = defaultPagePath;

  /** Replaces the template of each item (the link or text inside its `<li>`). */
  declare renderItem?: RenderNavigationItem;

  /** UI strings (nearest wins, per string). */
  declare strings?: Partial<SfStrings>;

  /** Ids of the open parents, one per level, top level first. */
  private openPath: readonly string[] = [];

  /** The whole list on narrow viewports. */
  private menuOpen = false;

  private readonly configController = new StorefrontConfigController(this);
  private view: NavigationView | undefined;
  private viewInputs: unknown[] = [];

  private readonly task = new Task(this, {
    args: () =>
      [
        this.navigation,
        this.src?.trim() ?? '',
        this.configController.market() ?? '',
        this.configController.locale() ?? '',
      ] as const,
    task: async ([navigation, src, market, locale], { signal }) => {
      try {
        let value: unknown = navigation;
        if (value === undefined) {
          if (!src) return initialState;
          value = await fetchNavigation(fillPlaceholders(src, market, locale), signal);
        }
        const tree = await buildNavigationTree(value);
        if (signal.aborted) return initialState;
        if (tree.dropped.length) {
          this.emit('sf-error', {
            kind: 'dropped',
            message: `${tree.dropped.length} invalid navigation node(s) were left out`,
            dropped: tree.dropped,
          });
        }
        this.emit('sf-load', { result: tree.container });
        return tree;
      } catch (error) {
        // A newer run (or disconnection) took over: its outcome is the one that counts.
        if (signal.aborted) throw error;
        this.emitError(error);
        throw error;
      }
    },
  });

  private emitError(error: unknown): void {
    if (error instanceof StorefrontConfigError) {
      this.emit('sf-error', { kind: 'config', message: error.message });
    } else if (error instanceof StorefrontError) {
      this.emit('sf-error', {
        kind: error.kind,
        message: error.message,
        ...(error.status === undefined ? {} : { status: error.status }),
      });
    } else if (error instanceof NavigationShapeError) {
      this.emit('sf-error', { kind: 'invalid-response', message: error.message });
    } else {
      this.emit('sf-error', {
        kind: 'network',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('click', this.onDocumentClick, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('click', this.onDocumentClick, true);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // "true", not `toggleAttribute`'s empty value: no busy state to assistive technology (audit
    // s34, F5). Written here, not with controllers/busy.ts: shared, it would be in every page's core.
    if (this.task.status === TaskStatus.PENDING) this.setAttribute('aria-busy', 'true');
    else this.removeAttribute('aria-busy');
  }

  private get uiStrings(): SfStrings {
    return this.configController.strings();
  }

  /** Hrefs, the current page and its ancestors, kept while tree, paths and location stay. */
  private viewOf(tree: NavigationTree): NavigationView {
    const currentPath = this.currentPath ?? location.pathname;
    const inputs = [tree, this.pagePath, currentPath];
    if (this.view && inputs.every((input, index) => input === this.viewInputs[index])) {
      return this.view;
    }
    const hrefs = new Map<string, string | undefined>();
    const items = new Map<string, NavigationItem>();
    let current: NavigationItem | undefined;
    const wanted = normalisePath(currentPath.split(/[?#]/)[0] ?? '');
    for (const item of allItems(tree.roots)) {
      const href = this.hrefOf(item.node);
      hrefs.set(item.node.id, href);
      items.set(item.node.id, item);
      if (!current && href !== undefined && wanted) {
        const url = new URL(href, document.baseURI);
        if (url.origin === location.origin && normalisePath(url.pathname) === wanted)
          current = item;
      }
    }
    this.viewInputs = inputs;
    this.view = {
      tree,
      hrefs,
      items,
      currentId: current?.node.id,
      branch: new Set(current?.ancestors ?? []),
    };
    return this.view;
  }

  private hrefOf(node: NavigationNode): string | undefined {
    if (node.type === 'PAGE') return safeHref(this.pagePath(node));
    if (node.type === 'LINK') return safeHref(node.url);
    return undefined;
  }

  private readonly isExternal = (href: string): boolean => {
    try {
      return new URL(href, document.baseURI).origin !== location.origin;
    } catch {
      return false;
    }
  };

  private readonly onToggle = (item: NavigationItem) => {
    const open = this.openPath[item.level] === item.node.id;
    this.openPath = open
      ? this.openPath.slice(0, item.level)
      : [...this.openPath.slice(0, item.level), item.node.id];
  };

  private readonly onNavigate = (event: MouseEvent, node: NavigationNode, href: string) => {
    // A modified or middle click opens a tab of its own: nothing for a router to take over.
    if (!isPlainClick(event)) return;
    const proceed = this.emit('sf-navigate', { node, href }, { cancelable: true });
    if (!proceed) event.preventDefault();
    const link = event.currentTarget instanceof HTMLElement ? event.currentTarget : undefined;
    this.openPath = [];
    this.menuOpen = false;
    if (link) void this.updateComplete.then(() => this.keepFocus(link));
  };

  /**
   * A chosen link the closing menu hid would drop focus to `<body>` (the page stays when a router
   * takes over): focus goes to what opens the menu again, the "Menu" button on narrow viewports,
   * else the button of the submenu the link was in.
   */
  private keepFocus(link: HTMLElement): void {
    const root = this.shadowRoot;
    if (!root || link.getClientRects().length) return;
    if (root.activeElement !== link && root.activeElement !== null) return;
    const shown = (element: HTMLElement | null | undefined) =>
      element?.getClientRects().length ? element : undefined;
    const submenu = link.closest('.submenu.level-1');
    const target =
      shown(root.querySelector<HTMLElement>('.menu-button')) ??
      shown(submenu && root.querySelector<HTMLElement>(`button[aria-controls="${submenu.id}"]`));
    target?.focus();
  }

  private readonly onDocumentClick = (event: MouseEvent) => {
    if (this.openPath.length && !event.composedPath().includes(this)) this.openPath = [];
  };

  private readonly onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    const nav = event.currentTarget as HTMLElement;
    // No related target (a click on text, the window losing focus): the click handler decides.
    if (next instanceof Node && !nav.contains(next)) this.openPath = [];
  };

  private readonly onKeydown = (event: KeyboardEvent) => {
    const nav = event.currentTarget as HTMLElement;
    if (event.key === 'Escape') {
      const id = this.openPath.at(-1);
      const item = id === undefined ? undefined : this.view?.items.get(id);
      if (item) {
        event.preventDefault();
        this.openPath = this.openPath.slice(0, -1);
        nav.querySelector<HTMLElement>(`button[aria-controls="${submenuId(item)}"]`)?.focus();
      } else if (this.menuOpen) {
        const button = nav.querySelector<HTMLElement>('.menu-button');
        if (button && getComputedStyle(button).display !== 'none') {
          event.preventDefault();
          this.menuOpen = false;
          button.focus();
        }
      }
      return;
    }
    handleNavigationKey(event, nav, (button) => {
      const item = [...(this.view?.items.values() ?? [])].find(
        (candidate) => submenuId(candidate) === button.getAttribute('aria-controls'),
      );
      if (item && this.openPath[item.level] !== item.node.id) this.onToggle(item);
      return this.updateComplete;
    });
  };

  private readonly toggleMenu = () => {
    this.menuOpen = !this.menuOpen;
  };

  private renderNav(tree: NavigationTree): TemplateResult {
    const strings = this.uiStrings;
    const view = this.viewOf(tree);
    if (!tree.roots.length) {
      return html`<div part="empty" class="empty">
        <slot name="empty">${strings.navigationEmpty}</slot>
      </div>`;
    }
    const state: NavigationRenderState = {
      openPath: this.openPath,
      currentId: view.currentId,
      branch: view.branch,
      strings,
      hrefOf: (node) => view.hrefs.get(node.id),
      isExternal: this.isExternal,
      renderItem: this.renderItem ?? renderNavigationItem,
      onToggle: this.onToggle,
      onNavigate: this.onNavigate,
    };
    return html`<nav
      part="nav"
      aria-label=${this.label?.trim() || strings.navigationLabel}
      @keydown=${this.onKeydown}
      @focusout=${this.onFocusOut}
    >
      <button
        part="menu-button"
        class="menu-button toggle"
        type="button"
        aria-expanded=${this.menuOpen ? 'true' : 'false'}
        aria-controls="sf-nav-menu"
        @click=${this.toggleMenu}
      >
        <span class="title">${strings.navigationMenu}</span
        ><span class="chevron" aria-hidden="true"></span>
      </button>
      <ul part="list" id="sf-nav-menu" class=${this.menuOpen ? 'menu open' : 'menu'}>
        ${tree.roots.map((item) => renderNavigationEntry(item, state))}
      </ul>
    </nav>`;
  }

  override render() {
    return this.task.render({
      initial: () => renderNavigationSkeleton(),
      pending: () => renderNavigationSkeleton(),
      complete: (tree) => this.renderNav(tree),
      error: () =>
        html`<div part="error" class="error" role="alert">${this.uiStrings.navigationError}</div>`,
    });
  }
}

function fillPlaceholders(src: string, market: string, locale: string): string {
  return src.replace(/\{(market|locale)\}/g, (_match, name: 'market' | 'locale') => {
    const value = name === 'market' ? market : locale;
    if (!value) {
      throw new StorefrontConfigError(
        name,
        `is required to fill {${name}} in src (set it on the element or on <sf-storefront>)`,
      );
    }
    return encodeURIComponent(value);
  });
}

/**
 * The navigation's JSON, given up after `DEFAULT_TIMEOUT` (the storefront queries' timeout), its
 * body included: a file that never finishes would leave the menu a placeholder for good.
 */
async function fetchNavigation(url: string, signal: AbortSignal): Promise<unknown> {
  const deadline = deadlineOf(signal, DEFAULT_TIMEOUT, `Navigation ${url}`);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      signal: deadline.signal,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    text = await response.text();
  } catch (cause) {
    throw deadline.expired(cause) ?? cause;
  } finally {
    deadline.dispose();
  }
  if (!response.ok) {
    throw new StorefrontError(
      (await statusError(response.status, text)).kind,
      `Navigation ${url} could not be loaded: HTTP ${response.status}`,
      { status: response.status },
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new StorefrontError('invalid-response', `Navigation ${url} is not valid JSON`, {
      status: response.status,
      cause,
    });
  }
}
