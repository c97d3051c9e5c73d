// The comparison page for the size table: what a shop loads to show the same recommendation
// lists with Algolia's UI library (its two widgets for product pages and the API client).
import recommend from '@algolia/recommend';
import { frequentlyBoughtTogether, relatedProducts } from '@algolia/recommend-js';

export { recommend, frequentlyBoughtTogether, relatedProducts };
