/**
 * <sf-navigation> as a disclosure navigation menu: Enter/Space, Escape, arrow keys, Tab order,
 * closing on a click outside or when focus leaves, the narrow-viewport "Menu" toggle, and axe-core.
 */
import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import type { AxeResults } from 'axe-core';
import {
  button,
  control,
  fixture,
  focused,
  mount,
  parts,
  settled,
  submenuOf,
  unmountAll,
  visible,
  type Mounted,
} from './sf-navigation.helpers.ts';

interface Axe {
  run(context: Element, options?: object): Promise<AxeResults>;
}

const outside: HTMLButtonElement[] = [];

/** A button before and one after the element, to Tab from and to. */
async function mountBetweenButtons(attributes: Record<string, string> = {}): Promise<Mounted> {
  const before = document.createElement('button');
  before.textContent = 'Before';
  document.body.append(before);
  const result = mount(attributes, { navigation: fixture() });
  const after = document.createElement('button');
  after.textContent = 'After';
  document.body.append(after);
  outside.push(before, after);
  await settled(result);
  return result;
}

async function press(key: string, result: Mounted): Promise<void> {
  await sendKeys({ press: key });
  await result.element.updateComplete;
}

function name(element: Element | null): string | undefined {
  return element?.getAttribute('aria-label') ?? element?.textContent?.replace(/\s+/g, ' ').trim();
}

async function loadAxe(): Promise<Axe> {
  const withAxe = window as unknown as { axe?: Axe };
  if (!withAxe.axe) {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.addEventListener('load', resolve, { once: true });
      script.addEventListener('error', reject, { once: true });
    });
    document.head.append(script);
    await loaded;
  }
  return withAxe.axe!;
}

function describeViolations(results: AxeResults): string {
  return results.violations
    .map((v) => `${v.id}: ${v.help} ${v.nodes.map((n) => JSON.stringify(n.target)).join(' ')}`)
    .join('\n');
}

afterEach(async () => {
  for (const element of outside.splice(0)) element.remove();
  unmountAll();
  await setViewport({ width: 1280, height: 800 });
});

describe('<sf-navigation> interaction', () => {
  beforeEach(() => setViewport({ width: 1280, height: 800 }));

  it('toggles a submenu with Enter and Space on its button', async () => {
    const result = await mountBetweenButtons();
    const clothing = button(result.element, 'Clothing');
    const submenu = submenuOf(result.element, clothing);
    clothing.focus();
    await press('Enter', result);
    expect(clothing.getAttribute('aria-expanded')).to.equal('true');
    expect(visible(submenu)).to.be.true;
    await press('Space', result);
    expect(clothing.getAttribute('aria-expanded')).to.equal('false');
    expect(visible(submenu)).to.be.false;
    await press('Space', result);
    expect(clothing.getAttribute('aria-expanded')).to.equal('true');
    // Opening another top-level submenu closes the first.
    button(result.element, 'Accessories').click();
    await result.element.updateComplete;
    expect(clothing.getAttribute('aria-expanded')).to.equal('false');
    expect(button(result.element, 'Accessories').getAttribute('aria-expanded')).to.equal('true');
  });

  it('closes the open submenu with Escape and returns focus to its button', async () => {
    const result = await mountBetweenButtons();
    const clothing = button(result.element, 'Clothing');
    clothing.focus();
    await press('Enter', result);
    await press('Tab', result);
    expect(name(focused(result.element))).to.equal('All Clothing');
    // Into the nested submenu: Tops' toggle, then its first link.
    await press('Tab', result);
    await press('Tab', result);
    expect(name(focused(result.element))).to.equal('Tops: more pages');
    await press('Enter', result);
    await press('Tab', result);
    expect(name(focused(result.element))).to.equal('Shirts');
    await press('Escape', result);
    const tops = button(result.element, 'Tops: more pages');
    expect(tops.getAttribute('aria-expanded')).to.equal('false');
    expect(focused(result.element)).to.equal(tops);
    expect(clothing.getAttribute('aria-expanded')).to.equal('true');
    await press('Escape', result);
    expect(clothing.getAttribute('aria-expanded')).to.equal('false');
    expect(focused(result.element)).to.equal(clothing);
  });

  it('moves between top-level items with Left/Right/Home/End and into a submenu with Down', async () => {
    const result = await mountBetweenButtons();
    control(result.element, 'Home').focus();
    await press('ArrowRight', result);
    expect(name(focused(result.element))).to.equal('Clothing');
    await press('ArrowRight', result);
    expect(name(focused(result.element))).to.equal('Accessories');
    await press('ArrowLeft', result);
    expect(name(focused(result.element))).to.equal('Clothing');
    await press('End', result);
    // The last top-level item.
    expect(name(focused(result.element))).to.equal('Customer service');
    await press('Home', result);
    expect(name(focused(result.element))).to.equal('Home');
    await press('ArrowRight', result);
    await press('ArrowDown', result);
    await result.element.updateComplete;
    expect(button(result.element, 'Clothing').getAttribute('aria-expanded')).to.equal('true');
    expect(name(focused(result.element))).to.equal('All Clothing');
    await press('ArrowDown', result);
    expect(name(focused(result.element))).to.equal('Tops');
    await press('ArrowDown', result);
    expect(name(focused(result.element))).to.equal('Tops: more pages');
    await press('End', result);
    expect(name(focused(result.element))).to.equal('Summer');
    await press('ArrowUp', result);
    expect(name(focused(result.element))).to.equal('Jackets New');
  });

  it('in right-to-left text, ArrowLeft moves to the next top-level item and ArrowRight back', async () => {
    // The top-level items run from the right there.
    const result = await mountBetweenButtons({ dir: 'rtl' });
    const home = control(result.element, 'Home');
    expect(control(result.element, 'Clothing').getBoundingClientRect().left).to.be.below(
      home.getBoundingClientRect().left,
    );
    home.focus();
    await press('ArrowLeft', result);
    expect(name(focused(result.element))).to.equal('Clothing');
    await press('ArrowLeft', result);
    expect(name(focused(result.element))).to.equal('Accessories');
    await press('ArrowRight', result);
    expect(name(focused(result.element))).to.equal('Clothing');
    // Its submenu hangs from the item's right edge, and a deeper one is indented from the right.
    await press('ArrowDown', result);
    const clothing = button(result.element, 'Clothing');
    const submenu = submenuOf(result.element, clothing);
    expect(visible(submenu)).to.equal(true);
    const edge = (element: Element) => element.getBoundingClientRect().right;
    expect(Math.abs(edge(submenu) - edge(clothing.closest('li')!))).to.be.below(2);
    const tops = button(result.element, 'Tops: more pages');
    tops.click();
    await result.element.updateComplete;
    const deeper = submenuOf(result.element, tops);
    expect(visible(deeper)).to.equal(true);
    const first = deeper.querySelector('a')!;
    expect(edge(first)).to.be.below(edge(control(result.element, 'Tops')) - 5);
  });

  it('follows the document order with Tab, skipping closed submenus and text items', async () => {
    const result = await mountBetweenButtons();
    outside[0]!.focus();
    const order: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      await press('Tab', result);
      order.push(name(focused(result.element)) ?? name(document.activeElement));
    }
    expect(order).to.deep.equal([
      'Home',
      'Clothing',
      'Accessories',
      'Stores',
      'Customer service',
      'After',
    ]);
    // An open submenu's items follow its button.
    button(result.element, 'Clothing').focus();
    await press('Enter', result);
    await press('Tab', result);
    expect(name(focused(result.element))).to.equal('All Clothing');
  });

  it('closes open submenus on a click outside and when focus leaves the menu', async () => {
    const result = await mountBetweenButtons();
    const clothing = button(result.element, 'Clothing');
    clothing.click();
    await result.element.updateComplete;
    // A click inside (on the LABEL text) keeps it open.
    control(result.element, 'Seasonal').click();
    await result.element.updateComplete;
    expect(clothing.getAttribute('aria-expanded')).to.equal('true');
    document.body.click();
    await result.element.updateComplete;
    expect(clothing.getAttribute('aria-expanded')).to.equal('false');

    clothing.focus();
    await press('Enter', result);
    expect(clothing.getAttribute('aria-expanded')).to.equal('true');
    outside[1]!.focus();
    await result.element.updateComplete;
    expect(clothing.getAttribute('aria-expanded')).to.equal('false');
  });

  it('hides the list behind a "Menu" disclosure button on narrow viewports', async () => {
    const result = await mountBetweenButtons();
    const menuButton = parts(result.element, 'menu-button')[0]!;
    const list = parts(result.element, 'list')[0]!;
    expect(visible(menuButton)).to.be.false;
    expect(visible(list)).to.be.true;

    await setViewport({ width: 375, height: 700 });
    expect(visible(menuButton)).to.be.true;
    expect(name(menuButton)).to.equal('Menu');
    expect(menuButton.getAttribute('aria-expanded')).to.equal('false');
    expect(menuButton.getAttribute('aria-controls')).to.equal(list.id);
    expect(visible(list)).to.be.false;
    menuButton.focus();
    await press('Enter', result);
    expect(menuButton.getAttribute('aria-expanded')).to.equal('true');
    expect(visible(list)).to.be.true;
    // Stacked: the second top-level item is below the first.
    const [first, second] = [...list.children].map((item) => item.getBoundingClientRect());
    expect(second!.top).to.be.at.least(first!.bottom - 1);
    await press('Tab', result);
    expect(name(focused(result.element))).to.equal('Home');
    await press('Escape', result);
    expect(menuButton.getAttribute('aria-expanded')).to.equal('false');
    expect(focused(result.element)).to.equal(menuButton);
    expect(visible(list)).to.be.false;
  });

  it('has no axe-core violations, closed and open, wide and narrow', async function () {
    this.timeout(20000);
    const axe = await loadAxe();
    const result = await mountBetweenButtons({ 'current-path': '/en-us/category/shirts' });
    const check = async (state: string) => {
      const results = await axe.run(result.element, { resultTypes: ['violations'] });
      expect(results.violations, `${state}:\n${describeViolations(results)}`).to.have.length(0);
    };
    await check('closed');
    button(result.element, 'Clothing').click();
    await result.element.updateComplete;
    button(result.element, 'Tops: more pages').click();
    await result.element.updateComplete;
    await check('open');
    await setViewport({ width: 375, height: 700 });
    parts(result.element, 'menu-button')[0]!.click();
    await result.element.updateComplete;
    await check('narrow, open');
  });
});
