/**
 * Polish storefront strings. Counts take the one/few/many forms of `Intl.PluralRules` ("1 sztuka",
 * "3 sztuki", "5 sztuk"); an inserted name follows a colon so it stays in the nominative.
 */
import type { StorefrontStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';
import { humanise } from '../humanise.ts';

const MEASUREMENTS = {
  depth: 'Głębokość',
  height: 'Wysokość',
  length: 'Długość',
  volume: 'Pojemność',
  weight: 'Waga',
  width: 'Szerokość',
};

export default (f: Formatting): StorefrontStrings => ({
  addToCart: 'Dodaj do koszyka',
  outOfStock: 'Brak w magazynie',
  inStock: 'Dostępny',
  sponsored: 'Sponsorowane',
  priceFrom: 'od',
  listPrice: 'Cena regularna',
  sellingPrice: 'Cena',
  rating: (rating) =>
    `Ocena ${f.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} na 5`,
  moreProducts: (count) => `+${f.number(count)}`,
  moreProductsLabel: (count) =>
    f.plural(count, {
      one: 'Jeszcze # wariant',
      few: 'Jeszcze # warianty',
      many: 'Jeszcze # wariantów',
      other: 'Jeszcze # wariantu',
    }),
  showMore: 'Pokaż więcej',
  previous: 'Poprzedni',
  next: 'Następny',
  carousel: (label) => label,
  slide: (position, total) => `${f.number(position)} z ${f.number(total)}`,
  carouselRole: 'karuzela',
  slideRole: 'slajd',
  size: 'Rozmiar',
  chooseSize: 'Wybierz rozmiar',
  quantity: 'Ilość',
  availability: 'Dostępność',
  online: 'Sklep internetowy',
  store: (key) => `Sklep ${key}`,
  stock: (count) =>
    count > 0
      ? f.plural(count, {
          one: '# sztuka w magazynie',
          few: '# sztuki w magazynie',
          many: '# sztuk w magazynie',
          other: '# sztuki w magazynie',
        })
      : 'Brak w magazynie',
  description: 'Opis',
  specifications: 'Specyfikacja',
  colours: 'Inne kolory',
  image: (position, total) => `Zdjęcie ${f.number(position)} z ${f.number(total)}`,
  empty: 'Brak produktów do wyświetlenia.',
  error: 'Nie udało się wczytać produktów.',
  loading: 'Wczytywanie produktów',
  winners: (brands) => `Sponsorowane przez: ${brands}`,
  measurement: (name) => MEASUREMENTS[name],
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Szczegóły',
  measurements: 'Wymiary',
  thumbnails: 'Zdjęcia produktu',
  noImage: 'Brak zdjęcia',
  imageAlt: (alt, position, total) => `${alt}, zdjęcie ${f.number(position)} z ${f.number(total)}`,
  bannerLink: (position, total) =>
    total > 1 ? `Promocja ${f.number(position)} z ${f.number(total)}` : 'Promocja',
  bannerImage: (position, total) =>
    total > 1 ? `Zdjęcie promocji ${f.number(position)} z ${f.number(total)}` : 'Zdjęcie promocji',
  bannerDestination: (destination) => `Promocja: ${destination}`,
  bannerCarousel: 'Promocja',
  quickAdd: (name) => (name ? `Dodaj do koszyka: ${name}` : 'Dodaj do koszyka'),
  quickAddSize: (name) => (name ? `Rozmiar: ${name}` : 'Rozmiar'),
  favorite: (name) => (name ? `Ulubione: ${name}` : 'Ulubione'),
  navigationLabel: 'Menu główne',
  navigationMenu: 'Menu',
  navigationOverview: (title) => `Zobacz wszystko: ${title}`,
  navigationSubmenu: (title) => `${title}: więcej stron`,
  navigationEmpty: 'Brak stron do wyświetlenia.',
  navigationError: 'Nie udało się wczytać menu.',
});
