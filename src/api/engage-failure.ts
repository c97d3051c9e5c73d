/**
 * The typed error of a failed answer, as the proxy client loads it: only by a dynamic import,
 * when an answer is not a success (`failed` of ./engage-client.ts). Its own module, so that its
 * chunk is an entry whose exports keep their names (as schemas/wording.ts).
 */
export { engageErrorForStatus } from './engage-status.ts';
