import { define } from '../base.ts';
import { SfNpsSurvey } from './sf-nps-survey.component.ts';

export { SfNpsSurvey };
define('sf-nps-survey', SfNpsSurvey);

declare global {
  interface HTMLElementTagNameMap {
    'sf-nps-survey': SfNpsSurvey;
  }
}
