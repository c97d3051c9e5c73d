/**
 * The look of the drawn placeholder of a product without an image (`renderImagePlaceholder`):
 * a muted line drawing centred in its image box, in cards and in the product detail's gallery.
 */
import { css } from 'lit';

export const placeholderStyles = css`
  .image-placeholder {
    position: absolute;
    inset: 0;
    margin: auto;
    inline-size: 45%;
    block-size: 45%;
    fill: none;
    stroke: var(--_muted);
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
    opacity: 0.6;
  }
`;
