/** Danish storefront strings. */
import type { StorefrontStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';
import { humanise } from '../humanise.ts';

const MEASUREMENTS = {
  depth: 'Dybde',
  height: 'Højde',
  length: 'Længde',
  volume: 'Rumfang',
  weight: 'Vægt',
  width: 'Bredde',
};

export default (f: Formatting): StorefrontStrings => ({
  addToCart: 'Læg i kurv',
  outOfStock: 'Udsolgt',
  inStock: 'På lager',
  sponsored: 'Sponsoreret',
  priceFrom: 'fra',
  listPrice: 'Førpris',
  sellingPrice: 'Pris',
  rating: (rating) =>
    `Bedømt ${f.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ud af 5`,
  moreProducts: (count) => `+${f.number(count)}`,
  moreProductsLabel: (count) =>
    f.plural(count, { one: '# variant mere', other: '# varianter mere' }),
  showMore: 'Vis flere',
  previous: 'Forrige',
  next: 'Næste',
  carousel: (label) => label,
  slide: (position, total) => `${f.number(position)} af ${f.number(total)}`,
  carouselRole: 'karrusel',
  slideRole: 'dias',
  size: 'Størrelse',
  chooseSize: 'Vælg en størrelse',
  quantity: 'Antal',
  availability: 'Tilgængelighed',
  online: 'Webshop',
  store: (key) => `Butik ${key}`,
  stock: (count) => (count > 0 ? `${f.number(count)} på lager` : 'Udsolgt'),
  description: 'Beskrivelse',
  specifications: 'Specifikationer',
  colours: 'Andre farver',
  image: (position, total) => `Billede ${f.number(position)} af ${f.number(total)}`,
  empty: 'Ingen produkter at vise.',
  error: 'Produkterne kunne ikke indlæses.',
  loading: 'Indlæser produkter',
  winners: (brands) => `Sponsoreret af ${brands}`,
  measurement: (name) => MEASUREMENTS[name],
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Detaljer',
  measurements: 'Mål',
  thumbnails: 'Produktbilleder',
  noImage: 'Billede mangler',
  imageAlt: (alt, position, total) => `${alt}, billede ${f.number(position)} af ${f.number(total)}`,
  bannerLink: (position, total) =>
    total > 1 ? `Kampagne ${f.number(position)} af ${f.number(total)}` : 'Kampagne',
  bannerImage: (position, total) =>
    total > 1 ? `Kampagnebillede ${f.number(position)} af ${f.number(total)}` : 'Kampagnebillede',
  bannerDestination: (destination) => `Kampagne: ${destination}`,
  bannerCarousel: 'Kampagne',
  quickAdd: (name) => (name ? `Læg i kurv: ${name}` : 'Læg i kurv'),
  quickAddSize: (name) => (name ? `Størrelse: ${name}` : 'Størrelse'),
  favorite: (name) => (name ? `Favorit: ${name}` : 'Favorit'),
  navigationLabel: 'Hovedmenu',
  navigationMenu: 'Menu',
  navigationOverview: (title) => `Alt i ${title}`,
  navigationSubmenu: (title) => `${title}: flere sider`,
  navigationEmpty: 'Ingen sider at vise.',
  navigationError: 'Menuen kunne ikke indlæses.',
});
