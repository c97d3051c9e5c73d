/** The measurement members of products and variants, in the order the detail lists them. */
export const MEASUREMENTS = ['depth', 'height', 'length', 'volume', 'weight', 'width'] as const;
export type MeasurementName = (typeof MEASUREMENTS)[number];
