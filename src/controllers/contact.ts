/**
 * Who the account elements show, as a reactive controller (docs/engage.md, "The signed-in
 * contact"). The browser never learns the contact id (the proxy resolves it from the shop's
 * session), so it learns changes two ways: the shop's `contact` attribute (inherited like
 * `engage-base`; any value that changes with the contact, `""` for nobody) and the proxy's 401.
 * On either change the host clears everything the previous contact saw or typed.
 */
import type { ReactiveController } from 'lit';
import type { EventHost } from './host.ts';
import type { ConfigController } from './config.ts';

const UNREAD = Symbol('unread');

export class ContactController implements ReactiveController {
  private readonly config: ConfigController;
  private readonly clear: () => void;
  private seen: string | undefined | typeof UNREAD = UNREAD;
  private refused = false;
  /** Changes with every change of contact: an answer that arrives later belongs to the old one. */
  generation = 0;

  /** `clear` drops the host's per-contact state; it runs before the host renders. */
  constructor(host: EventHost, config: ConfigController, clear: () => void) {
    this.config = config;
    this.clear = clear;
    host.addController(this);
  }

  /** The `contact` attribute: undefined when the shop does not say, `""` for nobody. */
  current(): string | undefined {
    return this.config.contact();
  }

  /** Nobody is signed in: the shop said so, or the proxy answered 401 since the last change. */
  get signedOut(): boolean {
    return this.current() === '' || this.refused;
  }

  hostUpdate(): void {
    const contact = this.current();
    if (this.seen === UNREAD) {
      this.seen = contact;
      return;
    }
    if (contact === this.seen) return;
    this.seen = contact;
    this.refused = false;
    this.generation += 1;
    this.clear();
  }

  /** The proxy answered 401: whoever was shown is gone. */
  proxySignedOut(): void {
    if (this.refused) return;
    this.refused = true;
    this.generation += 1;
    this.clear();
  }

  /** The proxy answered for a contact again (the shop signed one in and refreshed). */
  proxySignedIn(): void {
    this.refused = false;
  }
}
