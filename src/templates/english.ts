/**
 * Every English storefront string: the card and list words (strings.ts, which every storefront
 * page registers) with those of the detail, the banners and the navigation, which their elements
 * register. A module of its own so that a page's core does not carry the others' words
 * (docs/decisions.md, "Lean list: templates, strings and server adoption").
 */
import { formatting, type Formatting } from '../i18n/format.ts';
import { englishBanner } from './banner.english.ts';
import { englishDetail } from './detail/english.ts';
import { englishNavigation } from './navigation.english.ts';
import { englishCard, type StorefrontStrings } from './strings.ts';

/** Every English storefront string for a locale's formatting (numbers, plural forms). */
export const englishStorefront = (f: Formatting): StorefrontStrings => ({
  ...englishCard(f),
  ...englishDetail(f),
  ...englishBanner(),
  ...englishNavigation(),
});

/** The English storefront strings (`en` formatting); pure: a page that never reads it drops it. */
export const DEFAULT_STRINGS: StorefrontStrings = /* @__PURE__ */ englishStorefront(
  /* @__PURE__ */ formatting('en'),
);
