/**
 * The navigation menu as pure templates: the items of a NavigationContainer's tree, laid out as a
 * disclosure navigation menu (WAI-ARIA APG "Disclosure Navigation Menu"). The element owns the
 * state (which submenus are open, the current page) and hands it in with its callbacks.
 *
 * - A top-level PAGE with children is a button (`aria-expanded`, `aria-controls`) that opens its
 *   submenu; the submenu's first item is the parent's own link ("All Clothing").
 * - A deeper PAGE with children keeps its link, with a toggle button next to it.
 * - LINK nodes link to their `url`; LABEL nodes are text (badges on the leaf they annotate).
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { NavigationNode } from '../api/schemas/navigation.ts';
import type { NavigationItem } from '../elements/sf-navigation/navigation-tree.ts';
import type { StorefrontStrings } from './strings.ts';
import { imageFailed, loads } from './product-image.ts';
import { safeSrc } from './url.ts';

/** What an item template knows besides its node. */
export interface NavigationItemContext {
  /** The link target, already checked to be http(s) or relative; undefined renders text. */
  href: string | undefined;
  /** 0 for the top-level list, 1 inside a top-level submenu, … */
  level: number;
  /** This node is the current page (its link carries `aria-current="page"`). */
  current: boolean;
  /** The current page is below this node. */
  currentBranch: boolean;
  /** The parent's own link at the top of its submenu. */
  overview: boolean;
  /** The link leads to another origin (it gets `rel="noopener"`). */
  external: boolean;
  /** The node's children (PAGE, LINK and LABEL nodes of its submenu). */
  children: readonly NavigationNode[];
  /** LABEL nodes that annotate this leaf (rendered as badges by default). */
  labels: readonly NavigationNode[];
  /** The node's `customData` (empty when it has none). */
  customData: Readonly<Record<string, string>>;
  /** The node's `iconPath` as exported: pass it through `safeSrc` before use. */
  iconPath: string | undefined;
  strings: StorefrontStrings;
  /** Call from the link's `click`: emits `sf-navigate` and honours its cancellation. */
  onNavigate: (event: MouseEvent) => void;
}

/** Replaces the template of one item (the link or text inside its `<li>`). */
export type RenderNavigationItem = (
  node: NavigationNode,
  context: NavigationItemContext,
) => TemplateResult;

/** What the element hands the menu templates. */
export interface NavigationRenderState {
  /** Ids of the open parents, one per level, top level first. */
  openPath: readonly string[];
  currentId: string | undefined;
  /** Ancestors of the current page. */
  branch: ReadonlySet<string>;
  strings: StorefrontStrings;
  hrefOf: (node: NavigationNode) => string | undefined;
  isExternal: (href: string) => boolean;
  renderItem: RenderNavigationItem;
  onToggle: (item: NavigationItem) => void;
  onNavigate: (event: MouseEvent, node: NavigationNode, href: string) => void;
}

/** The id of an item's submenu (unique in the element's shadow root). */
export const submenuId = (item: NavigationItem) => `sf-nav-submenu-${item.key}`;

const parts = (...names: (string | false)[]) => names.filter(Boolean).join(' ');

/** The item's icon: decorative; left out when its address is unsafe or did not load. */
function renderIcon(iconPath: string | undefined): TemplateResult | typeof nothing {
  const src = safeSrc(iconPath);
  return loads(src)
    ? html`<img
        part="icon"
        class="icon"
        src=${src}
        alt=""
        width="20"
        height="20"
        @error=${imageFailed}
      />`
    : nothing;
}

/** The default item: icon, title and label badges, as a link when it has a (safe) target. */
export const renderNavigationItem: RenderNavigationItem = (node, context) => {
  if (node.type === 'LABEL') {
    return html`<span part="label" class="label-item"
      >${renderIcon(context.iconPath)}${node.title}</span
    >`;
  }
  const title = context.overview ? context.strings.navigationOverview(node.title) : node.title;
  const content = html`${renderIcon(context.iconPath)}<span class="title">${title}</span
    >${context.labels.map(
      (label) => html` <span part="label" class="badge">${label.title}</span>`,
    )}`;
  if (!context.href) return html`<span part="text" class="text">${content}</span>`;
  return html`<a
    part=${parts('link', context.current && 'current', context.currentBranch && 'current-branch')}
    class="link"
    href=${context.href}
    aria-current=${context.current ? 'page' : nothing}
    rel=${context.external ? 'noopener' : nothing}
    @click=${context.onNavigate}
    >${content}</a
  >`;
};

function itemContext(
  item: NavigationItem,
  state: NavigationRenderState,
  overview: boolean,
): NavigationItemContext {
  const { node } = item;
  const href = state.hrefOf(node);
  return {
    href,
    level: overview ? item.level + 1 : item.level,
    current: node.id === state.currentId,
    currentBranch: state.branch.has(node.id),
    overview,
    external: href !== undefined && state.isExternal(href),
    children: item.children.map((child) => child.node),
    labels: item.labels,
    customData: node.customData ?? {},
    iconPath: node.iconPath,
    strings: state.strings,
    onNavigate: (event) => {
      if (href !== undefined) state.onNavigate(event, node, href);
    },
  };
}

function renderSubmenu(
  item: NavigationItem,
  state: NavigationRenderState,
  open: boolean,
  first: TemplateResult | typeof nothing,
): TemplateResult {
  return html`<ul
    part=${parts('submenu', state.branch.has(item.node.id) && 'current-branch')}
    class=${`submenu level-${item.level + 1}`}
    id=${submenuId(item)}
    ?hidden=${!open}
  >
    ${first}${item.children.map((child) => renderNavigationEntry(child, state))}
  </ul>`;
}

/** One `<li>`: a leaf, or a parent with its toggle button and submenu. */
export function renderNavigationEntry(
  item: NavigationItem,
  state: NavigationRenderState,
): TemplateResult {
  const { node } = item;
  if (!item.children.length || node.type !== 'PAGE') {
    return html`<li part="item" class="item">
      ${state.renderItem(node, itemContext(item, state, false))}
    </li>`;
  }
  const open = state.openPath[item.level] === node.id;
  const branch = state.branch.has(node.id);
  const toggle = () => state.onToggle(item);
  if (item.level === 0) {
    return html`<li part="item" class="item parent">
      <button
        part=${parts('button', branch && 'current-branch')}
        class="toggle"
        type="button"
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls=${submenuId(item)}
        @click=${toggle}
      >
        ${renderIcon(node.iconPath)}<span class="title">${node.title}</span
        ><span class="chevron" aria-hidden="true"></span>
      </button>
      ${renderSubmenu(
        item,
        state,
        open,
        html`<li part="item" class="item overview">
          ${state.renderItem(node, itemContext(item, state, true))}
        </li>`,
      )}
    </li>`;
  }
  return html`<li part="item" class="item parent">
    <div class="row">
      ${state.renderItem(node, itemContext(item, state, false))}
      <button
        part=${parts('button', branch && 'current-branch')}
        class="toggle toggle-icon"
        type="button"
        aria-label=${state.strings.navigationSubmenu(node.title)}
        aria-expanded=${open ? 'true' : 'false'}
        aria-controls=${submenuId(item)}
        @click=${toggle}
      >
        <span class="chevron" aria-hidden="true"></span>
      </button>
    </div>
    ${renderSubmenu(item, state, open, nothing)}
  </li>`;
}

/** The one-row placeholder while the navigation loads. */
export function renderNavigationSkeleton(): TemplateResult {
  return html`<div part="skeleton" class="skeleton" aria-hidden="true">
    <span></span><span></span><span></span><span></span>
  </div>`;
}
