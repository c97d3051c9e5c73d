import { define } from '../base.ts';
import { SfAchievements } from './sf-achievements.component.ts';

export { SfAchievements };
define('sf-achievements', SfAchievements);

declare global {
  interface HTMLElementTagNameMap {
    'sf-achievements': SfAchievements;
  }
}
