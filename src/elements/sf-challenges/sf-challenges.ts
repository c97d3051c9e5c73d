import { define } from '../base.ts';
import { SfChallenges } from './sf-challenges.component.ts';

export { SfChallenges };
export type { ChallengesView } from './sf-challenges.component.ts';
define('sf-challenges', SfChallenges);

declare global {
  interface HTMLElementTagNameMap {
    'sf-challenges': SfChallenges;
  }
}
