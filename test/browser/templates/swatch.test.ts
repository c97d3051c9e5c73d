import { expect, fixture } from '@open-wc/testing';
import { html } from 'lit';
import { SWATCH_TYPES } from '../../../src/api/schemas/product.ts';
import { renderSwatch, safeColor } from '../../../src/templates/swatch.ts';
import { cardData, findGroup } from './card-data.ts';

// One query loads the real groups for every test of this file; it may take a while on a busy host.
before(async function () {
  this.timeout(30000);
  await cardData();
});

describe('swatch template', () => {
  it('accepts plain colours', () => {
    for (const color of [
      '#fff',
      '#FFFFFF',
      '#ff000080',
      'rgb(255, 0, 0)',
      'rgba(255,0,0,0.5)',
      'rgb(255 0 0 / 50%)',
      'hsl(120deg 50% 50%)',
      'hsla(120, 50%, 50%, .5)',
      'red',
      'RebeccaPurple',
    ]) {
      expect(safeColor(color), color).to.equal(color);
    }
  });

  it('refuses anything that could inject CSS', () => {
    for (const color of [
      'red; background-image: url(https://evil.example/x)',
      'red;position:fixed',
      'url(https://evil.example/x)',
      'var(--x)',
      'expression(alert(1))',
      'rgb(1,2,3);x:y',
      'rgb(calc(1),2,3)',
      '#12345',
      '#ggg',
      'notacolour',
      '"red"',
      'red}',
      'red</style>',
      '',
    ]) {
      expect(safeColor(color), color).to.equal(undefined);
    }
  });

  it('renders 1 to 3 colour segments for real COLORS swatches', async () => {
    for (const count of [1, 2, 3]) {
      const group = await findGroup(`a ${count}-colour swatch`, (g) => {
        const swatch = g.products[0]!.swatch;
        return swatch?.type === 'COLORS' && swatch.colors.length === count;
      });
      const swatch = group.products[0]!.swatch!;
      const el = await fixture(html`<div>${renderSwatch(swatch)}</div>`);
      const segments = [...el.querySelectorAll<HTMLElement>('[part="swatch"] .segment')];
      expect(segments.length).to.equal(count);
      segments.forEach((segment, i) => {
        // The browser normalises the colour: compare through a probe styled the same way.
        const probe = document.createElement('span');
        probe.style.backgroundColor = swatch.colors[i]!;
        expect(segment.style.backgroundColor).to.equal(probe.style.backgroundColor);
        expect(segment.style.backgroundColor).not.to.equal('');
      });
    }
  });

  it('drops unsafe colours and falls back when none is left', async () => {
    const mixed = await fixture(
      html`<div>${renderSwatch({ type: 'COLORS', colors: ['red;top:0', '#00ff00'] })}</div>`,
    );
    expect(mixed.querySelectorAll('.segment').length).to.equal(1);
    const segment = mixed.querySelector<HTMLElement>('.segment')!;
    // Exactly one declaration, the safe colour: nothing of `red;top:0` got through.
    expect(segment.style.length).to.equal(1);
    expect(segment.style.backgroundColor).to.equal('rgb(0, 255, 0)');
    const none = await fixture(
      html`<div>${renderSwatch({ type: 'COLORS', colors: ['url(x)'] })}</div>`,
    );
    expect(none.querySelector('.segment')).to.equal(null);
    expect(none.querySelector('.swatch-missing-colors')).to.exist;
  });

  it('renders a pattern class for each non-colour type, found in the real data', async () => {
    for (const type of SWATCH_TYPES.filter((t) => t !== 'COLORS')) {
      const group = await findGroup(
        `a ${type} swatch`,
        (g) => g.products[0]!.swatch?.type === type,
      );
      const el = await fixture(html`<div>${renderSwatch(group.products[0]!.swatch!)}</div>`);
      const swatch = el.querySelector('[part="swatch"]')!;
      expect(swatch.className).to.equal(`swatch swatch-${type.toLowerCase().replace('_', '-')}`);
      expect(swatch.getAttribute('aria-hidden')).to.equal('true');
      expect(swatch.children.length).to.equal(0);
    }
  });
});
