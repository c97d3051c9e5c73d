import { define } from '../base.ts';
import { SfNavigation } from './sf-navigation.component.ts';

export { SfNavigation };
export { defaultPagePath } from './sf-navigation.component.ts';
export type { SfNavigateDetail } from './sf-navigation.component.ts';
export type { NavigationItem } from './navigation-tree.ts';
define('sf-navigation', SfNavigation);

declare global {
  interface HTMLElementTagNameMap {
    'sf-navigation': SfNavigation;
  }
}
