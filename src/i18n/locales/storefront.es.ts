/** Spanish storefront strings (Spain's shop wording: "cesta", "talla"). */
import type { StorefrontStrings } from '../../templates/strings.ts';
import type { Formatting } from '../format.ts';
import { humanise } from '../humanise.ts';

const MEASUREMENTS = {
  depth: 'Profundidad',
  height: 'Altura',
  length: 'Longitud',
  volume: 'Capacidad',
  weight: 'Peso',
  width: 'Anchura',
};

export default (f: Formatting): StorefrontStrings => ({
  addToCart: 'Añadir a la cesta',
  outOfStock: 'Agotado',
  inStock: 'Disponible',
  sponsored: 'Patrocinado',
  priceFrom: 'desde',
  listPrice: 'Precio original',
  sellingPrice: 'Precio',
  rating: (rating) =>
    `Valoración: ${f.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} de 5`,
  moreProducts: (count) => `+${f.number(count)}`,
  moreProductsLabel: (count) =>
    f.plural(count, { one: '# variante más', other: '# variantes más' }),
  showMore: 'Ver más',
  previous: 'Anterior',
  next: 'Siguiente',
  carousel: (label) => label,
  slide: (position, total) => `${f.number(position)} de ${f.number(total)}`,
  carouselRole: 'carrusel',
  slideRole: 'diapositiva',
  size: 'Talla',
  chooseSize: 'Elige una talla',
  quantity: 'Cantidad',
  availability: 'Disponibilidad',
  online: 'Tienda online',
  store: (key) => `Tienda ${key}`,
  stock: (count) =>
    count > 0 ? f.plural(count, { one: '# disponible', other: '# disponibles' }) : 'Agotado',
  description: 'Descripción',
  specifications: 'Especificaciones',
  colours: 'Otros colores',
  image: (position, total) => `Imagen ${f.number(position)} de ${f.number(total)}`,
  empty: 'No hay productos que mostrar.',
  error: 'No se han podido cargar los productos.',
  loading: 'Cargando productos',
  winners: (brands) => `Patrocinado por ${brands}`,
  measurement: (name) => MEASUREMENTS[name],
  attribute: humanise,
  customPrice: humanise,
  attributes: 'Detalles',
  measurements: 'Medidas',
  thumbnails: 'Imágenes del producto',
  noImage: 'Imagen no disponible',
  imageAlt: (alt, position, total) => `${alt}, imagen ${f.number(position)} de ${f.number(total)}`,
  bannerLink: (position, total) =>
    total > 1 ? `Campaña ${f.number(position)} de ${f.number(total)}` : 'Campaña',
  bannerImage: (position, total) =>
    total > 1
      ? `Imagen de campaña ${f.number(position)} de ${f.number(total)}`
      : 'Imagen de campaña',
  bannerDestination: (destination) => `Campaña: ${destination}`,
  bannerCarousel: 'Campaña',
  quickAdd: (name) => (name ? `Añadir a la cesta: ${name}` : 'Añadir a la cesta'),
  quickAddSize: (name) => (name ? `Talla: ${name}` : 'Talla'),
  favorite: (name) => (name ? `Favorito: ${name}` : 'Favorito'),
  navigationLabel: 'Menú principal',
  navigationMenu: 'Menú',
  navigationOverview: (title) => `Ver todo en ${title}`,
  navigationSubmenu: (title) => `${title}: más páginas`,
  navigationEmpty: 'No hay páginas que mostrar.',
  navigationError: 'No se ha podido cargar el menú.',
});
