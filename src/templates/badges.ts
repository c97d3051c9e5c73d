/**
 * Product badges ("Sale", "New", "-20%"): a list per group (primary, secondary), each badge styled
 * by its theme through `--sf-badge-<theme>-bg` / `--sf-badge-<theme>-color`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { BadgeTheme, ProductBadge } from '../api/schemas/product.ts';

/** `THEME_1` → `theme-1`: the suffix of the badge's class, part and custom properties. */
export function badgeThemeName(theme: BadgeTheme): string {
  return theme.toLowerCase().replace('_', '-');
}

export type BadgeGroup = 'primary' | 'secondary';

/** One badge. Its parts: `badge` and `badge-<theme>`. */
export function renderBadge(badge: ProductBadge): TemplateResult {
  const theme = badgeThemeName(badge.theme);
  return html`<li class="badge badge-${theme}" part="badge badge-${theme}">${badge.label}</li>`;
}

/** A list of badges (part `badges` and `badges-<group>`); nothing when there are none. */
export function renderBadges(
  badges: readonly ProductBadge[] | undefined,
  group: BadgeGroup,
): TemplateResult | typeof nothing {
  if (!badges?.length) return nothing;
  return html`<ul class="badges badges-${group}" part="badges badges-${group}">
    ${badges.map(renderBadge)}
  </ul>`;
}
