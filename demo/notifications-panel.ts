// The live panel of the demo pages: what the reference server received from this origin's
// notifications (`GET /__reference/notifications`, polled every second), newest last, with a
// polite live summary and a "Clear" button (`DELETE`). Its box is reserved in demo.css, and rows
// are only ever appended, so the page never shifts as notifications arrive.

interface Received {
  endpoint: string;
  body: { ticket?: string; productKey?: string; variantKey?: string } | null;
  status: number;
  receivedAt: string;
}

const ENDPOINT = '/__reference/notifications';
/** The rows kept in the table: the newest. */
const MAX_ROWS = 100;

function cell(text: string): HTMLTableCellElement {
  const td = document.createElement('td');
  td.textContent = text;
  return td;
}

function row(notification: Received): HTMLTableRowElement {
  const tr = document.createElement('tr');
  const body = notification.body;
  const subject = body?.ticket ?? body?.productKey ?? body?.variantKey ?? '—';
  const time = new Date(notification.receivedAt).toLocaleTimeString();
  tr.append(
    cell(notification.endpoint),
    cell(subject),
    cell(String(notification.status)),
    cell(time),
  );
  if (notification.status >= 400) tr.className = 'failed';
  return tr;
}

export function startNotificationsPanel(panel: HTMLElement): void {
  const rows = panel.querySelector('tbody');
  const summary = panel.querySelector('[data-summary]');
  const clear = panel.querySelector('button[data-clear]');
  const log = panel.querySelector<HTMLElement>('[data-log]');
  if (!rows || !summary || !clear || !log) return;
  let shown = 0;
  let lastSummary = '';

  const render = (all: Received[]) => {
    if (all.length < shown) {
      rows.replaceChildren();
      shown = 0;
    }
    const fresh = all.slice(Math.max(shown, all.length - MAX_ROWS));
    rows.append(...fresh.map(row));
    while (rows.children.length > MAX_ROWS) rows.firstElementChild?.remove();
    // Newest in view inside the log only: the page itself never scrolls.
    if (fresh.length) log.scrollTop = log.scrollHeight;
    shown = all.length;
    const counts = new Map<string, number>();
    for (const n of all) counts.set(n.endpoint, (counts.get(n.endpoint) ?? 0) + 1);
    const text = all.length
      ? `${all.length} received: ${[...counts].map(([name, count]) => `${count} ${name}`).join(', ')}`
      : 'None received yet.';
    // Only a change is announced.
    if (text !== lastSummary) summary.textContent = lastSummary = text;
  };

  const poll = async () => {
    try {
      const response = await fetch(ENDPOINT, { cache: 'no-store' });
      if (response.ok) render((await response.json()) as Received[]);
    } catch {
      // The reference server is not mounted (a real cluster): the panel stays empty.
    }
  };

  clear.addEventListener('click', () => {
    void fetch(ENDPOINT, { method: 'DELETE' }).then(poll);
  });
  void poll();
  setInterval(() => void poll(), 1000);
}
