/**
 * A URL only the runner's interception answers (204, with the header `INTERCEPTED`): the page
 * fetches it to know that its requests pass through the interception (network-plugin.ts,
 * `intercept`; network.ts, `interception`).
 */
export const PROBE = '/__network-plugin-probe';
export const INTERCEPTED = 'x-network-plugin';
