/** Dutch storefront strings. */
import type { StorefrontStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';
import { humanise } from '../humanise.ts';

const MEASUREMENTS = {
  depth: 'Diepte',
  height: 'Hoogte',
  length: 'Lengte',
  volume: 'Inhoud',
  weight: 'Gewicht',
  width: 'Breedte',
};

export default (f: Formatting): StorefrontStrings => ({
  addToCart: 'In winkelwagen',
  outOfStock: 'Uitverkocht',
  inStock: 'Op voorraad',
  sponsored: 'Gesponsord',
  priceFrom: 'vanaf',
  listPrice: 'Oorspronkelijke prijs',
  sellingPrice: 'Prijs',
  rating: (rating) =>
    `Beoordeeld met ${f.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} van 5`,
  moreProducts: (count) => `+${f.number(count)}`,
  moreProductsLabel: (count) => f.plural(count, { one: 'nog # variant', other: 'nog # varianten' }),
  showMore: 'Meer tonen',
  previous: 'Vorige',
  next: 'Volgende',
  carousel: (label) => label,
  slide: (position, total) => `${f.number(position)} van ${f.number(total)}`,
  carouselRole: 'carrousel',
  slideRole: 'dia',
  size: 'Maat',
  chooseSize: 'Kies een maat',
  quantity: 'Aantal',
  availability: 'Beschikbaarheid',
  online: 'Webshop',
  store: (key) => `Winkel ${key}`,
  stock: (count) => (count > 0 ? `${f.number(count)} op voorraad` : 'Uitverkocht'),
  description: 'Beschrijving',
  specifications: 'Specificaties',
  colours: 'Andere kleuren',
  image: (position, total) => `Afbeelding ${f.number(position)} van ${f.number(total)}`,
  empty: 'Geen producten om te tonen.',
  error: 'De producten konden niet worden geladen.',
  loading: 'Producten laden',
  winners: (brands) => `Gesponsord door ${brands}`,
  measurement: (name) => MEASUREMENTS[name],
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Kenmerken',
  measurements: 'Afmetingen',
  thumbnails: 'Productafbeeldingen',
  noImage: 'Geen afbeelding beschikbaar',
  imageAlt: (alt, position, total) =>
    `${alt}, afbeelding ${f.number(position)} van ${f.number(total)}`,
  bannerLink: (position, total) =>
    total > 1 ? `Actie ${f.number(position)} van ${f.number(total)}` : 'Actie',
  bannerImage: (position, total) =>
    total > 1 ? `Actieafbeelding ${f.number(position)} van ${f.number(total)}` : 'Actieafbeelding',
  bannerDestination: (destination) => `Actie: ${destination}`,
  bannerCarousel: 'Actie',
  quickAdd: (name) => (name ? `In winkelwagen: ${name}` : 'In winkelwagen'),
  quickAddSize: (name) => (name ? `Maat: ${name}` : 'Maat'),
  favorite: (name) => (name ? `Favoriet: ${name}` : 'Favoriet'),
  navigationLabel: 'Hoofdmenu',
  navigationMenu: 'Menu',
  navigationOverview: (title) => `Alles in ${title}`,
  navigationSubmenu: (title) => `${title}: meer pagina's`,
  navigationEmpty: "Geen pagina's om te tonen.",
  navigationError: 'Het menu kon niet worden geladen.',
});
