// The navigation demo: switches market and locale (the element refetches `src` with the
// placeholders filled in) and routes like a single-page app: `sf-navigate` is cancelled, the
// chosen path becomes `current-path`, and the log says where a real shop would go.
import '../src/index.ts';
// Also named directly, so the page works before the package entry lists the element.
import '../src/elements/sf-navigation/sf-navigation.ts';

const storefront = document.querySelector<HTMLElement>('#navigation-storefront');
const navigation = document.querySelector('sf-navigation');
const select = document.querySelector<HTMLSelectElement>('#navigation-locale');
const log = document.querySelector<HTMLOutputElement>('#navigation-log');

select?.addEventListener('change', () => {
  const [market, locale] = select.value.split(' ');
  if (!storefront || !market || !locale) return;
  storefront.setAttribute('market', market);
  storefront.setAttribute('locale', locale);
});

navigation?.addEventListener('sf-navigate', (event) => {
  const { node, href } = event.detail;
  const url = new URL(href, location.href);
  // Other sites are left to the browser; pages of the shop are routed here.
  if (url.origin !== location.origin) return;
  event.preventDefault();
  navigation.currentPath = url.pathname;
  if (log) log.textContent = `A shop would show "${node.title}" (${url.pathname}) now.`;
});

export {};
