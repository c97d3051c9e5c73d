/**
 * French storefront strings. A colon takes a no-break space before it, as French typography wants
 * (and so it never starts a line).
 */
import type { StorefrontStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';
import { humanise } from '../humanise.ts';

const MEASUREMENTS = {
  depth: 'Profondeur',
  height: 'Hauteur',
  length: 'Longueur',
  volume: 'Contenance',
  weight: 'Poids',
  width: 'Largeur',
};

export default (f: Formatting): StorefrontStrings => ({
  addToCart: 'Ajouter au panier',
  outOfStock: 'Rupture de stock',
  inStock: 'En stock',
  sponsored: 'Sponsorisé',
  priceFrom: 'à partir de',
  listPrice: 'Prix initial',
  sellingPrice: 'Prix',
  rating: (rating) =>
    `Noté ${f.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} sur 5`,
  moreProducts: (count) => `+${f.number(count)}`,
  moreProductsLabel: (count) =>
    f.plural(count, { one: '# autre variante', other: '# autres variantes' }),
  showMore: 'Voir plus',
  previous: 'Précédent',
  next: 'Suivant',
  carousel: (label) => label,
  slide: (position, total) => `${f.number(position)} sur ${f.number(total)}`,
  carouselRole: 'carrousel',
  slideRole: 'diapositive',
  size: 'Taille',
  chooseSize: 'Choisissez une taille',
  quantity: 'Quantité',
  availability: 'Disponibilité',
  online: 'En ligne',
  store: (key) => `Magasin ${key}`,
  stock: (count) => (count > 0 ? `${f.number(count)} en stock` : 'Rupture de stock'),
  description: 'Descriptif',
  specifications: 'Caractéristiques',
  colours: 'Autres coloris',
  image: (position, total) => `Image ${f.number(position)} sur ${f.number(total)}`,
  empty: 'Aucun produit à afficher.',
  error: 'Les produits n’ont pas pu être chargés.',
  loading: 'Chargement des produits',
  winners: (brands) => `Sponsorisé par ${brands}`,
  measurement: (name) => MEASUREMENTS[name],
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Détails',
  measurements: 'Dimensions',
  thumbnails: 'Images du produit',
  noImage: 'Image non disponible',
  imageAlt: (alt, position, total) => `${alt}, image ${f.number(position)} sur ${f.number(total)}`,
  bannerLink: (position, total) =>
    total > 1 ? `Offre ${f.number(position)} sur ${f.number(total)}` : 'Offre',
  bannerImage: (position, total) =>
    total > 1
      ? `Visuel de l’offre ${f.number(position)} sur ${f.number(total)}`
      : 'Visuel de l’offre',
  bannerDestination: (destination) => `Offre\u00a0: ${destination}`,
  bannerCarousel: 'Offre',
  quickAdd: (name) => (name ? `Ajouter au panier\u00a0: ${name}` : 'Ajouter au panier'),
  quickAddSize: (name) => (name ? `Taille\u00a0: ${name}` : 'Taille'),
  favorite: (name) => (name ? `Favori\u00a0: ${name}` : 'Favori'),
  navigationLabel: 'Menu principal',
  navigationMenu: 'Menu',
  navigationOverview: (title) => `${title}\u00a0: tout voir`,
  navigationSubmenu: (title) => `${title}\u00a0: plus de pages`,
  navigationEmpty: 'Aucune page à afficher.',
  navigationError: 'Le menu n’a pas pu être chargé.',
});
