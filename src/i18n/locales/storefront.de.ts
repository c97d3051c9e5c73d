/** German storefront strings. */
import type { StorefrontStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';
import { humanise } from '../humanise.ts';

const MEASUREMENTS = {
  depth: 'Tiefe',
  height: 'Höhe',
  length: 'Länge',
  volume: 'Volumen',
  weight: 'Gewicht',
  width: 'Breite',
};

export default (f: Formatting): StorefrontStrings => ({
  addToCart: 'In den Warenkorb',
  outOfStock: 'Ausverkauft',
  inStock: 'Auf Lager',
  sponsored: 'Gesponsert',
  priceFrom: 'ab',
  listPrice: 'Ursprünglicher Preis',
  sellingPrice: 'Preis',
  rating: (rating) =>
    `Bewertet mit ${f.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} von 5`,
  moreProducts: (count) => `+${f.number(count)}`,
  moreProductsLabel: (count) =>
    f.plural(count, { one: '# weitere Variante', other: '# weitere Varianten' }),
  showMore: 'Mehr anzeigen',
  previous: 'Zurück',
  next: 'Weiter',
  carousel: (label) => label,
  slide: (position, total) => `${f.number(position)} von ${f.number(total)}`,
  carouselRole: 'Karussell',
  slideRole: 'Folie',
  size: 'Größe',
  chooseSize: 'Größe wählen',
  quantity: 'Menge',
  availability: 'Verfügbarkeit',
  online: 'Onlineshop',
  store: (key) => `Filiale ${key}`,
  stock: (count) => (count > 0 ? `${f.number(count)} auf Lager` : 'Ausverkauft'),
  description: 'Beschreibung',
  specifications: 'Technische Daten',
  colours: 'Weitere Farben',
  image: (position, total) => `Bild ${f.number(position)} von ${f.number(total)}`,
  empty: 'Keine Produkte vorhanden.',
  error: 'Die Produkte konnten nicht geladen werden.',
  loading: 'Produkte werden geladen',
  winners: (brands) => `Gesponsert von ${brands}`,
  measurement: (name) => MEASUREMENTS[name],
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Produktdetails',
  measurements: 'Maße',
  thumbnails: 'Produktbilder',
  noImage: 'Kein Bild verfügbar',
  imageAlt: (alt, position, total) => `${alt}, Bild ${f.number(position)} von ${f.number(total)}`,
  bannerLink: (position, total) =>
    total > 1 ? `Aktion ${f.number(position)} von ${f.number(total)}` : 'Aktion',
  bannerImage: (position, total) =>
    total > 1 ? `Aktionsbild ${f.number(position)} von ${f.number(total)}` : 'Aktionsbild',
  bannerDestination: (destination) => `Aktion: ${destination}`,
  bannerCarousel: 'Aktion',
  quickAdd: (name) => (name ? `In den Warenkorb: ${name}` : 'In den Warenkorb'),
  quickAddSize: (name) => (name ? `Größe: ${name}` : 'Größe'),
  favorite: (name) => (name ? `Merkliste: ${name}` : 'Merkliste'),
  navigationLabel: 'Hauptmenü',
  navigationMenu: 'Menü',
  navigationOverview: (title) => `Alle Artikel in ${title}`,
  navigationSubmenu: (title) => `${title}: weitere Seiten`,
  navigationEmpty: 'Keine Seiten vorhanden.',
  navigationError: 'Das Menü konnte nicht geladen werden.',
});
