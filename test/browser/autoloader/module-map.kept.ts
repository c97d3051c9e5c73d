/**
 * The premise of the `kept-failures` group (web-test-runner.config.mjs), run in that group only:
 * its Chromium keeps a failed module fetch for the page's life, as Safari, Firefox and Chromium
 * before the HTML change (whatwg/html#10327) do, so the script tag's retries there are tested as
 * those browsers run them. Should Chromium drop the switch, this fails rather than the group
 * silently testing what the default group does.
 */
import { expect } from '@open-wc/testing';
import { bundleOf, newRun, setFault } from './faults.ts';

describe('the kept-failures Chromium', () => {
  it('keeps a module whose fetch failed: importing it again fails without asking again', async function () {
    // The first load of the bundle waits for its build.
    this.timeout(120000);
    await import(bundleOf(newRun()));
    const run = newRun();
    const chunk = (await (await fetch(bundleOf(run))).text()).match(
      /storefront\/sf-navigation-[\w-]+\.js/,
    )?.[0];
    expect(chunk, 'the navigation chunk named in the script tag').to.be.a('string');
    const url = new URL(bundleOf(run).replace('storefront-elements.js', chunk!), location.href)
      .href;
    await setFault(run, 'sf-navigation-', 1);
    const again = () =>
      import(url).then(
        () => 'loaded',
        () => 'failed',
      );
    expect(await again(), 'the import the fault fails').to.equal('failed');
    expect(await again(), 'the same import, the fault gone').to.equal('failed');
    const fetched = performance.getEntriesByName(url).length;
    expect(fetched, 'times the module was fetched').to.equal(1);
    expect(await import(`${url}?retry=1`).then(() => 'loaded'), 'under another URL').to.equal(
      'loaded',
    );
  });
});
