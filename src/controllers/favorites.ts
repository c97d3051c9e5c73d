/**
 * The visitor's favourites: product keys in localStorage (`sf-favorites`, a JSON array), so they
 * survive reloads, shared by every element of the page (a toggle on one card updates every card
 * and detail showing the product) and followed across tabs (`storage` events). Where storage is
 * unavailable they live in memory for this page view.
 *
 * `FavoritesController.toggle()` also tells the service (`add-favorite` / `remove-favorite` with
 * `{productKey}`, through the host's notifier) and emits `sf-favorite` from the host.
 */
import type { ReactiveController } from 'lit';
import type { EventHost } from './host.ts';
import type { Notifier } from '../notify/notifier-base.ts';

export const FAVORITES_STORAGE = 'sf-favorites';

let memory: string[] = [];
const changes = new EventTarget();

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(FAVORITES_STORAGE) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((key): key is string => typeof key === 'string')
      : [];
  } catch {
    return memory;
  }
}

function write(keys: string[]): void {
  memory = keys;
  try {
    localStorage.setItem(FAVORITES_STORAGE, JSON.stringify(keys));
  } catch {
    // Storage full or unavailable: the memory copy serves this page view.
  }
  changes.dispatchEvent(new Event('change'));
}

/** Whether `productKey` is a favourite. */
export function isFavorite(productKey: string): boolean {
  return read().includes(productKey);
}

/** Makes `productKey` a favourite or not; returns the new state. */
export function setFavorite(productKey: string, favorite: boolean): boolean {
  const keys = read().filter((key) => key !== productKey);
  write(favorite ? [...keys, productKey] : keys);
  return favorite;
}

export class FavoritesController implements ReactiveController {
  private readonly onChange = () => this.host.requestUpdate();
  private readonly onStorage = (event: StorageEvent) => {
    if (event.key === FAVORITES_STORAGE || event.key === null) this.host.requestUpdate();
  };

  constructor(
    private readonly host: EventHost,
    private readonly notifier: () => Notifier,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    changes.addEventListener('change', this.onChange);
    window.addEventListener('storage', this.onStorage);
  }

  hostDisconnected(): void {
    changes.removeEventListener('change', this.onChange);
    window.removeEventListener('storage', this.onStorage);
  }

  has(productKey: string): boolean {
    return isFavorite(productKey);
  }

  /** Switches the product's favourite state, notifies the service and emits `sf-favorite`. */
  toggle(productKey: string): boolean {
    const favorite = setFavorite(productKey, !isFavorite(productKey));
    const notifier = this.notifier();
    if (favorite) notifier.addFavorite({ productKey });
    else notifier.removeFavorite({ productKey });
    this.host.emit('sf-favorite', { productKey, favorite });
    return favorite;
  }
}
