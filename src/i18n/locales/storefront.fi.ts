/**
 * Finnish storefront strings. An inserted name or key follows a colon or an inflected head noun,
 * so it never needs a case ending of its own ("Lisää ostoskoriin: {name}", "Myymälä {key}").
 */
import type { StorefrontStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';
import { humanise } from '../humanise.ts';

const MEASUREMENTS = {
  depth: 'Syvyys',
  height: 'Korkeus',
  length: 'Pituus',
  volume: 'Tilavuus',
  weight: 'Paino',
  width: 'Leveys',
};

export default (f: Formatting): StorefrontStrings => ({
  addToCart: 'Lisää ostoskoriin',
  outOfStock: 'Loppuunmyyty',
  inStock: 'Varastossa',
  sponsored: 'Sponsoroitu',
  priceFrom: 'alk.',
  listPrice: 'Normaalihinta',
  sellingPrice: 'Hinta',
  rating: (rating) =>
    `Arvosana ${f.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}/5`,
  moreProducts: (count) => `+${f.number(count)}`,
  // After a number other than one, Finnish takes the partitive: "3 muuta vaihtoehtoa".
  moreProductsLabel: (count) =>
    f.plural(count, { one: '# muu vaihtoehto', other: '# muuta vaihtoehtoa' }),
  showMore: 'Näytä lisää',
  previous: 'Edellinen',
  next: 'Seuraava',
  carousel: (label) => label,
  slide: (position, total) => `${f.number(position)}/${f.number(total)}`,
  carouselRole: 'karuselli',
  slideRole: 'dia',
  size: 'Koko',
  chooseSize: 'Valitse koko',
  quantity: 'Määrä',
  availability: 'Saatavuus',
  online: 'Verkkokauppa',
  store: (key) => `Myymälä ${key}`,
  stock: (count) => (count > 0 ? `Varastossa ${f.number(count)} kpl` : 'Loppuunmyyty'),
  description: 'Kuvaus',
  specifications: 'Tekniset tiedot',
  colours: 'Muut värit',
  image: (position, total) => `Kuva ${f.number(position)}/${f.number(total)}`,
  empty: 'Ei näytettäviä tuotteita.',
  error: 'Tuotteiden lataaminen epäonnistui.',
  loading: 'Ladataan tuotteita',
  winners: (brands) => `Sponsori: ${brands}`,
  measurement: (name) => MEASUREMENTS[name],
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Lisätiedot',
  measurements: 'Mitat',
  thumbnails: 'Tuotekuvat',
  noImage: 'Kuvaa ei ole saatavilla',
  imageAlt: (alt, position, total) => `${alt}, kuva ${f.number(position)}/${f.number(total)}`,
  bannerLink: (position, total) =>
    total > 1 ? `Kampanja ${f.number(position)}/${f.number(total)}` : 'Kampanja',
  bannerImage: (position, total) =>
    total > 1 ? `Kampanjakuva ${f.number(position)}/${f.number(total)}` : 'Kampanjakuva',
  bannerDestination: (destination) => `Kampanja: ${destination}`,
  bannerCarousel: 'Kampanja',
  quickAdd: (name) => (name ? `Lisää ostoskoriin: ${name}` : 'Lisää ostoskoriin'),
  quickAddSize: (name) => (name ? `Koko: ${name}` : 'Koko'),
  favorite: (name) => (name ? `Suosikki: ${name}` : 'Suosikki'),
  navigationLabel: 'Päävalikko',
  navigationMenu: 'Valikko',
  navigationOverview: (title) => `Kaikki: ${title}`,
  navigationSubmenu: (title) => `${title}: lisää sivuja`,
  navigationEmpty: 'Ei näytettäviä sivuja.',
  navigationError: 'Valikon lataaminen epäonnistui.',
});
