import { storefrontProductLookup } from './product-lookup.ts';
import type { SfBackInStock } from '../src/elements/sf-back-in-stock/sf-back-in-stock.ts';

// "My pages": the account elements against the contact engagement proxy mounted on this origin.
// A real shop's proxy knows the contact from the shop's session; the demo's reads the cookie
// `sf-test-contact` instead, which the "Sign in as" select sets (demo only). Plain TypeScript (no
// Vite-only features), so the test runner can serve the page as well.

/** What the demo needs of the reference server's `/__reference/engage/catalog`. */
interface EngageCatalog {
  roles: Record<string, string[]>;
  contacts: { contactId: string; contactType: string; email: string | null }[];
}

interface DemoContact {
  id: string;
  label: string;
}

const COOKIE = 'sf-test-contact';

/** Account elements that fetch (`refresh()`) and those that act (`reset()`). */
const LISTS = 'sf-challenges, sf-achievements, sf-purchase-summary, sf-consents, sf-back-in-stock';
const ACTIONS = 'sf-nps-survey, sf-unsubscribe';

function currentContact(): string {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) : '';
}

function signInAs(contactId: string): void {
  document.cookie = contactId
    ? `${COOKIE}=${encodeURIComponent(contactId)}; path=/; SameSite=Lax`
    : `${COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

/** The first id in every one of `roles` (then in fewer of them, the first ones kept). */
function pick(catalog: EngageCatalog, roles: string[]): string | undefined {
  for (let length = roles.length; length > 0; length -= 1) {
    const [first = '', ...rest] = roles.slice(0, length);
    const id = (catalog.roles[first] ?? []).find((candidate) =>
      rest.every((role) => catalog.roles[role]?.includes(candidate)),
    );
    if (id) return id;
  }
  return undefined;
}

async function demoContacts(): Promise<DemoContact[]> {
  const response = await fetch('/__reference/engage/catalog');
  if (!response.ok) return [];
  const catalog = (await response.json()) as EngageCatalog;
  const emailOf = (id: string) =>
    catalog.contacts.find((contact) => contact.contactId === id)?.email ?? id.slice(0, 8);
  const wanted: [string, string | undefined][] = [
    [
      'Member with challenges and purchases',
      pick(catalog, [
        'withAssignments',
        'withSummary',
        'withBackInStock',
        'withAchievements',
        'withConsent',
      ]),
    ],
    ['Member without a purchase summary', pick(catalog, ['memberWithoutSummary'])],
    ['Subscriber', pick(catalog, ['subscriber'])],
  ];
  return wanted.flatMap(([label, id]) => (id ? [{ id, label: `${label} (${emailOf(id)})` }] : []));
}

const productLookup = storefrontProductLookup('account-demo');
for (const element of document.querySelectorAll<SfBackInStock>('sf-back-in-stock'))
  element.productLookup = productLookup;

const select = document.querySelector<HTMLSelectElement>('#account-contact');
const log = document.querySelector<HTMLOutputElement>('#account-log');

try {
  const contacts = await demoContacts();
  if (select) {
    for (const contact of contacts) select.add(new Option(contact.label, contact.id));
    // First visit: signed in as the first demo contact.
    const current = currentContact();
    const known = contacts.some((contact) => contact.id === current);
    const chosen = known ? current : (contacts[0]?.id ?? '');
    signInAs(chosen);
    select.value = chosen;
  }
} finally {
  // Defined only now, so no element fetches before the cookie is in place.
  await import('../src/index.ts');
  // Also named directly, so the page works before the package entry lists the elements.
  await Promise.all([
    import('../src/elements/sf-challenges/sf-challenges.ts'),
    import('../src/elements/sf-achievements/sf-achievements.ts'),
    import('../src/elements/sf-purchase-summary/sf-purchase-summary.ts'),
    import('../src/elements/sf-consents/sf-consents.ts'),
    import('../src/elements/sf-nps-survey/sf-nps-survey.ts'),
    import('../src/elements/sf-unsubscribe/sf-unsubscribe.ts'),
    import('../src/elements/sf-back-in-stock/sf-back-in-stock.ts'),
  ]);
}

select?.addEventListener('change', () => {
  signInAs(select.value);
  for (const element of document.querySelectorAll(LISTS)) {
    void (element as HTMLElement & { refresh(): Promise<unknown> }).refresh().catch(() => {
      // The element shows its error or sign-in state itself.
    });
  }
  for (const element of document.querySelectorAll(ACTIONS)) {
    (element as HTMLElement & { reset(): void }).reset();
  }
  if (log) {
    log.textContent = select.value
      ? `Signed in as ${select.selectedOptions[0]?.textContent ?? ''}.`
      : 'Signed out.';
  }
});

const storefront = document.querySelector<HTMLElement>('#account-storefront');
storefront?.addEventListener('sf-challenge-join', (event) => {
  if (log) log.textContent = `sf-challenge-join: ${event.detail.definitionId}`;
});
storefront?.addEventListener('sf-back-in-stock-remove', (event) => {
  if (log) log.textContent = `sf-back-in-stock-remove: ${event.detail.id}`;
});
storefront?.addEventListener('sf-nps-submit', (event) => {
  if (log) log.textContent = `sf-nps-submit: grade ${event.detail.grade}`;
});
storefront?.addEventListener('sf-unsubscribe', (event) => {
  if (log) log.textContent = `sf-unsubscribe: ${event.detail.channel}`;
});

// A module (top-level await), though it exports nothing.
export {};
