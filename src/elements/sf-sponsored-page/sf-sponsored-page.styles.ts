import { css } from 'lit';

export const sponsoredPageStyles = css`
  :host {
    display: block;
  }
  .page,
  .banners,
  .lists,
  .skeleton {
    display: grid;
    /* minmax(0, …): a wide banner image or a long carousel must not widen the page. */
    grid-template-columns: minmax(0, 1fr);
    gap: var(--_gap);
  }
  .banners:empty,
  .lists:empty {
    display: none;
  }
  .empty,
  .error {
    padding: var(--_gap);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
  }
  .empty {
    color: var(--_muted);
  }
  .error {
    border-color: var(--_sale);
  }
`;
