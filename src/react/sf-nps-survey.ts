/**
 * `<sf-nps-survey>` for React: `SfNpsSurvey` of `storefront-elements/react`, alone. Importing this
 * module defines `<sf-nps-survey>` and no other element.
 */
import { SfNpsSurvey as ElementClass } from '../elements/sf-nps-survey/sf-nps-survey.ts';
import { wrap, events, queryEvents } from './wrap.ts';

export const SfNpsSurvey = wrap('sf-nps-survey', ElementClass, 'SfNpsSurvey', {
  ...queryEvents,
  ...events('sf-nps-submit'),
});
