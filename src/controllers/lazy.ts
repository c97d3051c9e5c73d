/**
 * Lazy loading: `near` turns true once the host comes within `margin` of the viewport (400px by
 * default) and stays true. Without `enabled` it is true from the start.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export class LazyController implements ReactiveController {
  near = false;
  private observer: IntersectionObserver | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly enabled: () => boolean,
    private readonly margin = '400px',
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.watch();
  }

  hostUpdate(): void {
    // `lazy` may be switched on or off after connection.
    if (!this.enabled() && !this.near) this.near = true;
    else this.watch();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = undefined;
  }

  private watch(): void {
    if (this.near || this.observer) return;
    if (!this.enabled()) {
      this.near = true;
      return;
    }
    this.observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        this.near = true;
        this.observer?.disconnect();
        this.observer = undefined;
        this.host.requestUpdate();
      },
      { rootMargin: this.margin },
    );
    this.observer.observe(this.host);
  }
}
