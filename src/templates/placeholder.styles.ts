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
    /* The muted colour, whole: 3:1 and more against the box, and on the box of forced colours,
       light or dark (WCAG 1.4.11; at 60 % opacity it was 2.4:1, 1.9:1 on black). */
    stroke: var(--_muted);
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;
