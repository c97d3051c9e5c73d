/** Swedish storefront strings. */
import type { StorefrontStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';
import { humanise } from '../humanise.ts';

const MEASUREMENTS = {
  depth: 'Djup',
  height: 'Höjd',
  length: 'Längd',
  volume: 'Volym',
  weight: 'Vikt',
  width: 'Bredd',
};

export default (f: Formatting): StorefrontStrings => ({
  addToCart: 'Lägg i varukorgen',
  outOfStock: 'Slut i lager',
  inStock: 'I lager',
  sponsored: 'Sponsrad',
  priceFrom: 'från',
  listPrice: 'Ordinarie pris',
  sellingPrice: 'Pris',
  rating: (rating) =>
    `Betyg ${f.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} av 5`,
  moreProducts: (count) => `+${f.number(count)}`,
  moreProductsLabel: (count) =>
    f.plural(count, { one: '# variant till', other: '# varianter till' }),
  showMore: 'Visa fler',
  previous: 'Föregående',
  next: 'Nästa',
  carousel: (label) => label,
  slide: (position, total) => `${f.number(position)} av ${f.number(total)}`,
  carouselRole: 'karusell',
  slideRole: 'bild',
  size: 'Storlek',
  chooseSize: 'Välj storlek',
  quantity: 'Antal',
  availability: 'Tillgänglighet',
  online: 'Webbutiken',
  store: (key) => `Butik ${key}`,
  stock: (count) => (count > 0 ? `${f.number(count)} i lager` : 'Slut i lager'),
  description: 'Beskrivning',
  specifications: 'Specifikationer',
  colours: 'Fler färger',
  image: (position, total) => `Bild ${f.number(position)} av ${f.number(total)}`,
  empty: 'Inga produkter att visa.',
  error: 'Produkterna kunde inte laddas.',
  loading: 'Laddar produkter',
  winners: (brands) => `Sponsrad av ${brands}`,
  measurement: (name) => MEASUREMENTS[name],
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Detaljer',
  measurements: 'Mått',
  thumbnails: 'Produktbilder',
  noImage: 'Bild saknas',
  imageAlt: (alt, position, total) => `${alt}, bild ${f.number(position)} av ${f.number(total)}`,
  bannerLink: (position, total) =>
    total > 1 ? `Kampanj ${f.number(position)} av ${f.number(total)}` : 'Kampanj',
  bannerImage: (position, total) =>
    total > 1 ? `Kampanjbild ${f.number(position)} av ${f.number(total)}` : 'Kampanjbild',
  bannerDestination: (destination) => `Kampanj: ${destination}`,
  bannerCarousel: 'Kampanj',
  quickAdd: (name) => (name ? `Lägg i varukorgen: ${name}` : 'Lägg i varukorgen'),
  quickAddSize: (name) => (name ? `Storlek: ${name}` : 'Storlek'),
  favorite: (name) => (name ? `Favorit: ${name}` : 'Favorit'),
  navigationLabel: 'Huvudmeny',
  navigationMenu: 'Meny',
  navigationOverview: (title) => `Allt inom ${title}`,
  navigationSubmenu: (title) => `${title}: fler sidor`,
  navigationEmpty: 'Inga sidor att visa.',
  navigationError: 'Menyn kunde inte laddas.',
});
