/** Achievements: each with its definition's name and the date it was achieved. */
import { html, nothing, type TemplateResult } from 'lit';
import type { AchievementValue } from '../../api/schemas/engage.ts';
import type { SfStrings } from '../strings.ts';
import { formatDate, type EngageFormat } from './format.ts';

export function renderAchievement(
  achievement: AchievementValue,
  strings: SfStrings,
  format: EngageFormat,
): TemplateResult {
  const date = formatDate(achievement.date, format);
  return html`<li part="achievement" class="item" data-id=${achievement.id}>
    <p part="achievement-name" class="name">${achievement.name ?? achievement.id}</p>
    ${
      date
        ? html`<p part="achievement-date" class="meta">
            <time datetime=${achievement.date ?? ''}>${strings.achievementDate(date)}</time>
          </p>`
        : nothing
    }
  </li>`;
}
