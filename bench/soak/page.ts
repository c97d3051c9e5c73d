/**
 * A soak tab (bench/soak.ts): `?market=&sessionKey=&prefix=&every=MS` sends add-to-cart
 * notifications with tickets `<prefix>-0`, `<prefix>-1`, … every MS milliseconds until the driver
 * calls `sfSoak.stop()`, then reads what it sent and the outbox's stats.
 */
import { notify } from '../../src/notify/index.ts';

const params = new URLSearchParams(location.search);
notify.configure({
  market: params.get('market') ?? '',
  customerKey: params.get('customerKey') ?? undefined,
  sessionKey: params.get('sessionKey') ?? undefined,
});
const prefix = params.get('prefix');
const sent: string[] = [];
let timer: ReturnType<typeof setInterval> | undefined;
if (prefix)
  timer = setInterval(
    () => {
      const ticket = `${prefix}-${sent.length}`;
      sent.push(ticket);
      notify.addToCart(ticket);
    },
    Number(params.get('every')) || 100,
  );

Object.assign(window, {
  sfSoak: {
    stop(): string[] {
      clearInterval(timer);
      return sent;
    },
    stats: () => notify.stats(),
  },
});
