/** <sf-purchase-summary> against the secure proxy mounted in the test server. */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-purchase-summary/sf-purchase-summary.ts';
import {
  axeViolations,
  contactsWith,
  mount,
  part,
  parts,
  proxyJson,
  settled,
  signIn,
  text,
  unmountAll,
} from './engage.helpers.ts';

afterEach(() => unmountAll());

describe('<sf-purchase-summary>', () => {
  it('renders all time, 12 and 24 months with Intl currency and numbers', async () => {
    const [contact] = await contactsWith(['withSummary']);
    signIn(contact!);
    const summary = await proxyJson<Record<string, number | string>>('/me/purchase-summary');

    const result = mount('sf-purchase-summary', { locale: 'en-US', currency: 'USD' });
    await settled(result);
    const { element } = result;
    expect(result.errors).to.deep.equal([]);
    expect((result.loads[0]!.result as Record<string, unknown>).purchaseAmountAll).to.equal(
      summary.purchaseAmountAll,
    );

    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const rate = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
    const cell = (metric: string, period: string) =>
      text(
        element.shadowRoot!.querySelector(
          `[data-metric="${metric}"] [part~="value"][data-period="${period}"]`,
        )!,
      );
    for (const [period, suffix] of [
      ['all', 'All'],
      ['year', 'LastYear'],
      ['twoYears', 'LastTwoYears'],
    ] as const) {
      expect(cell('amount', period)).to.equal(
        money.format(summary[`purchaseAmount${suffix}`] as number),
      );
      expect(cell('count', period)).to.equal(
        count.format(summary[`numberOfArticlePurchases${suffix}`] as number),
      );
      expect(cell('average', period)).to.equal(
        money.format(summary[`averageReceipt${suffix}`] as number),
      );
      expect(cell('frequency', period)).to.equal(
        rate.format(summary[`purchaseFrequency${suffix}`] as number),
      );
    }
    expect(parts(element, 'period').map(text)).to.deep.equal([
      'All time',
      'Last 12 months',
      'Last 24 months',
    ]);
    const updated = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
      new Date(summary.lastUpdated as string),
    );
    expect(text(part(element, 'updated'))).to.contain(`Updated ${updated}`);
    expect(await axeViolations(element)).to.equal('');
  });

  it('shows a friendly empty state, not an error, while the summary is not calculated', async () => {
    const [contact] = await contactsWith(['withoutSummary']);
    signIn(contact!);
    const response = await fetch('/engage-proxy/me/purchase-summary');
    expect(response.status).to.equal(404);
    expect((await response.json()).errorCode).to.equal('RetailKpiNotCalculated');

    const result = mount('sf-purchase-summary');
    await settled(result);
    const { element } = result;
    expect(result.errors).to.deep.equal([]);
    expect(result.loads).to.deep.equal([{ result: null }]);
    expect(parts(element, 'error')).to.have.length(0);
    expect(text(part(element, 'empty'))).to.equal(
      'Your purchase summary is not ready yet. Check back later.',
    );
    expect(await axeViolations(element)).to.equal('');
  });
});
