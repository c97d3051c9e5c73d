/** The English words of `<sf-sponsored-page>`'s banners, registered by the element. */
import type { BannerStringKey, StorefrontStrings } from './strings.ts';

export const englishBanner = (): Pick<StorefrontStrings, BannerStringKey> => ({
  bannerLink: (position, total) => (total > 1 ? `Campaign ${position} of ${total}` : 'Campaign'),
  bannerImage: (position, total) =>
    total > 1 ? `Campaign image ${position} of ${total}` : 'Campaign image',
  bannerDestination: (destination) => `Campaign: ${destination}`,
  bannerCarousel: 'Campaign',
});
