import { expect, fixture, html } from '@open-wc/testing';
import { SfElement, define } from '../../../src/elements/base.ts';
import type { SfErrorDetail } from '../../../src/events.ts';

class TestEmitter extends SfElement {}
define('sf-test-emitter', TestEmitter);

describe('SfElement and define', () => {
  it('define does not throw when the tag is taken, and keeps the first class', () => {
    class Other extends SfElement {}
    expect(() => define('sf-test-emitter', Other)).to.not.throw();
    expect(customElements.get('sf-test-emitter')).to.equal(TestEmitter);
  });

  it('emit dispatches bubbling, composed events that cross shadow roots', async () => {
    const outer = await fixture<HTMLDivElement>(html`<div></div>`);
    const shadow = outer.attachShadow({ mode: 'open' });
    const emitter = document.createElement('sf-test-emitter') as TestEmitter;
    shadow.append(emitter);
    let received: SfErrorDetail | undefined;
    document.addEventListener('sf-error', (event) => (received = event.detail), { once: true });
    emitter.emit('sf-error', { kind: 'config', message: 'market: is required' });
    expect(received).to.deep.equal({ kind: 'config', message: 'market: is required' });
  });

  it('emit reports a cancelled cancelable event', async () => {
    const emitter = await fixture<TestEmitter>(html`<sf-test-emitter></sf-test-emitter>`);
    emitter.addEventListener('sf-error', (event) => event.preventDefault(), { once: true });
    expect(
      emitter.emit('sf-error', { kind: 'config', message: 'x' }, { cancelable: true }),
    ).to.equal(false);
    expect(
      emitter.emit('sf-error', { kind: 'config', message: 'x' }, { cancelable: true }),
    ).to.equal(true);
    expect(emitter.emit('sf-error', { kind: 'config', message: 'x' })).to.equal(true);
  });
});
