/**
 * The words of the browser validator's reports (issues.ts), as a page loads them: only by a
 * dynamic import, when an answer or a setting holds something to report (`loadWording` of
 * load-wording.ts, engage-client.ts). Its own module, so that its chunk is an entry whose
 * exports keep their names.
 */
export { describeDropped, describeIssues, wordDropped, worded } from './issues.ts';
