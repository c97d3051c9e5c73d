/** <sf-achievements> against the secure proxy mounted in the test server. */
import { expect } from '@open-wc/testing';
import '../../../src/elements/sf-achievements/sf-achievements.ts';
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

describe('<sf-achievements>', () => {
  it("renders the contact's achievements with the definitions' names and dates", async () => {
    const [contact] = await contactsWith(['withAchievements']);
    signIn(contact!);
    const expected =
      await proxyJson<{ id: string; name: string; date: string }[]>('/me/achievements');
    expect(expected.length).to.be.greaterThan(0);

    const result = mount('sf-achievements', { locale: 'en-US' });
    await settled(result);
    const { element } = result;
    expect(result.errors).to.deep.equal([]);
    const items = parts(element, 'achievement');
    const newestFirst = [...expected].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
    expect(items.map((item) => item.dataset.id)).to.deep.equal(newestFirst.map((a) => a.id));
    newestFirst.forEach((achievement, index) => {
      const item = items[index]!;
      expect(text(item.querySelector('[part~="achievement-name"]')!)).to.equal(achievement.name);
      const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(
        new Date(achievement.date),
      );
      expect(text(item.querySelector('[part~="achievement-date"]')!)).to.equal(
        `Achieved on ${date}`,
      );
      expect(item.querySelector('time')!.dateTime).to.equal(achievement.date);
    });
    expect(part(element, 'list').getAttribute('aria-labelledby')).to.equal('heading');
    expect(await axeViolations(element)).to.equal('');
  });

  it('shows the empty state for a contact without achievements', async () => {
    const [contact] = await contactsWith(['subscriber'], ['withAchievements']);
    signIn(contact!);
    const result = mount('sf-achievements');
    await settled(result);
    expect(result.errors).to.deep.equal([]);
    expect(result.loads[0]!.result).to.deep.equal([]);
    expect(text(part(result.element, 'empty'))).to.equal('You have no achievements yet.');
    expect(await axeViolations(result.element)).to.equal('');
  });
});
