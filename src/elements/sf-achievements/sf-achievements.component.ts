import { html, type TemplateResult } from 'lit';
import { fetchMyAchievements } from '../../api/engage-client.ts';
import type { AchievementValue } from '../../api/schemas/engage.ts';
import { EngageConfigController } from '../../controllers/engage-config.ts';
import { EngageDataController } from '../../controllers/engage-data.ts';
import { renderAchievement } from '../../templates/engage/achievements.ts';
import { engageStyles } from '../../templates/engage/engage.styles.ts';
import { renderEmpty, renderEngageSkeleton, renderHeading } from '../../templates/engage/states.ts';
import type { SfStrings } from '../../templates/strings.ts';
import { baseTheme } from '../../templates/base-theme.ts';
import { SfAccountElement } from '../account-element.ts';
import '../../events.ts';
import { achievementsStyles } from './sf-achievements.styles.ts';
import type { LoadedBy } from '../../events.ts';

/**
 * @summary The signed-in contact's achievements, with the definitions' names and the dates they
 * were achieved; talks to the contact engagement proxy.
 *
 * @attr engage-base - Where the shop mounts the contact engagement proxy (default `/engage-proxy`); inherited from the nearest `sf-*` ancestor that sets it, like `locale` (dates).
 * @attr contact - Any value that changes with the signed-in contact (never sent anywhere), `""` when nobody is signed in; inherited like `engage-base`. A change clears everything the previous contact saw or typed (messages, checked boxes, answers) and reloads; `""` shows the sign-in state without asking the proxy.
 * @attr heading-level - Level of the element's heading, 1 to 6 (default 2).
 * @attr skeleton-rows - Placeholder rows while loading (default 3).
 *
 * @event sf-load - The achievements rendered: `detail.result` is the validated list, newest first.
 * @event sf-error - The request failed (`kind`, `status`: 401 without a signed-in contact, which shows the sign-in state), or parts were left out: invalid items, or those beyond a list's first 500 (`kind: 'dropped'`, `dropped` with each part's path and reason).
 *
 * @slot heading - Replaces the heading's text.
 * @slot empty - Shown when the contact has no achievements.
 * @slot sign-in - Shown without a signed-in contact.
 *
 * @csspart heading - The element's heading.
 * @csspart list - The list of achievements.
 * @csspart achievement - One achievement.
 * @csspart achievement-name - Its name.
 * @csspart achievement-date - The date it was achieved.
 * @csspart skeleton - The loading placeholder.
 * @csspart empty - The empty state.
 * @csspart sign-in - The signed-out state.
 * @csspart error - The error state (role alert).
 *
 * @cssproperty [--sf-achievements-min-height=12em] - Height reserved while loading; once loaded, as tall as the content.
 * @cssproperty [--sf-color-border=#dadce0] - Item borders.
 * @cssproperty [--sf-color-surface=transparent] - Item background.
 * @cssproperty [--sf-color-muted=#5f6368] - Dates, states.
 * @cssproperty [--sf-color-sale=#b3261e] - Error mark.
 * @cssproperty [--sf-color-skeleton=#eceef1] - Placeholder colour.
 * @cssproperty [--sf-radius=8px] - Corner radius.
 * @cssproperty [--sf-gap=16px] - Spacing.
 * @cssproperty [--sf-font-size-small=0.875em] - Small text.
 */
export class SfAchievements extends SfAccountElement<LoadedBy<typeof fetchMyAchievements>> {
  static override styles = [baseTheme, engageStyles, achievementsStyles];

  // `static properties` rather than decorators: the account page loads no decorator code.
  static override properties = {
    headingLevel: { type: Number, attribute: 'heading-level' },
    skeletonRows: { type: Number, attribute: 'skeleton-rows' },
    strings: { attribute: false },
  };

  /** Level of the element's heading (1–6). */
  headingLevel = 2;

  /** Placeholder rows while loading. */
  skeletonRows = 3;

  /** UI strings (nearest wins, per string). */
  declare strings?: Partial<SfStrings>;

  readonly #config = new EngageConfigController(this);

  private readonly data = new EngageDataController(this, {
    config: this.#config,
    load: async (base, signal) => {
      const { data, dropped } = await fetchMyAchievements(base, signal);
      // Newest first; undated ones last.
      const achievements = [...data].sort(
        (a, b) => (Date.parse(b.date ?? '') || 0) - (Date.parse(a.date ?? '') || 0),
      );
      return { data: achievements, dropped };
    },
  });

  /** Fetches the achievements again. */
  refresh(): Promise<unknown> {
    return this.data.refresh();
  }

  private renderList(achievements: AchievementValue[]): TemplateResult {
    const strings = this.#config.strings();
    if (!achievements.length) return renderEmpty(strings.achievementsEmpty);
    const format = {
      locale: this.#config.locale(),
      currency: undefined,
    };
    return html`<ul part="list" class="list" aria-labelledby="heading">
      ${achievements.map((achievement) => renderAchievement(achievement, strings, format))}
    </ul>`;
  }

  override render() {
    const strings = this.#config.strings();
    const skeleton = () => renderEngageSkeleton(this.skeletonRows);
    return html`${renderHeading(this.headingLevel, strings.achievementsHeading)}
    ${this.data.render({
      skeleton,
      complete: (achievements) => this.renderList(achievements),
    })}`;
  }
}
