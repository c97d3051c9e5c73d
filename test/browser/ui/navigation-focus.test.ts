/**
 * `<sf-navigation>` keeps keyboard focus when a link is chosen and the shop's router takes over
 * (`sf-navigate` cancelled, the page stays): the menu closes, and focus goes to the control that
 * opens it again, never to `<body>`.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import {
  button,
  control,
  fixture,
  focused,
  mount,
  parts,
  settled,
  unmountAll,
  visible,
  type Mounted,
} from '../elements/sf-navigation.helpers.ts';

async function press(key: string, result: Mounted): Promise<void> {
  await sendKeys({ press: key });
  await result.element.updateComplete;
  // Focus moves after the render that hides the menu.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

afterEach(async () => {
  unmountAll();
  await setViewport({ width: 1280, height: 800 });
});

describe('sf-navigation: focus after choosing a link', () => {
  it('narrow: the menu closes and focus returns to the "Menu" button', async () => {
    await setViewport({ width: 375, height: 700 });
    const result = mount({}, { navigation: fixture() });
    await settled(result);
    const menuButton = parts(result.element, 'menu-button')[0]!;
    menuButton.focus();
    await press('Enter', result);
    await press('Tab', result);
    const link = focused(result.element)!;
    expect(link.localName).to.equal('a');
    await press('Enter', result);
    expect(result.navigations, 'sf-navigate').to.have.length(1);
    expect(visible(parts(result.element, 'list')[0]!), 'the menu closed').to.equal(false);
    expect(document.activeElement === result.element, 'focus stays in the navigation').to.equal(
      true,
    );
    expect(focused(result.element) === menuButton, 'focus on the "Menu" button').to.equal(true);
  });

  it('wide: the submenu closes and focus returns to its button', async () => {
    const result = mount({}, { navigation: fixture() });
    await settled(result);
    const clothing = button(result.element, 'Clothing');
    clothing.click();
    await result.element.updateComplete;
    control(result.element, 'All Clothing').focus();
    await press('Enter', result);
    expect(result.navigations, 'sf-navigate').to.have.length(1);
    expect(clothing.getAttribute('aria-expanded')).to.equal('false');
    expect(document.activeElement === result.element, 'focus stays in the navigation').to.equal(
      true,
    );
    expect(focused(result.element) === clothing, 'focus on "Clothing"').to.equal(true);
  });
});
