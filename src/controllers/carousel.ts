/**
 * Carousel behaviour over a horizontally scrolling viewport of slides: whether it is at either
 * end (for the previous/next buttons), paging by the buttons, and keyboard moves between slides
 * (ArrowLeft/ArrowRight one slide, Home/End the first/last). The markup comes from a template;
 * this controller only needs the viewport element (`viewport`) and the slides in it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Slack for sub-pixel scroll positions. */
const EDGE_TOLERANCE = 2;
/** What a keyboard user lands on in a slide (the card's image link is `tabindex="-1"`). */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select',
  'textarea',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

export class CarouselController implements ReactiveController {
  atStart = true;
  atEnd = true;
  private observed: HTMLElement | undefined;
  private resize: ResizeObserver | undefined;
  private frame = 0;
  private readonly onScroll = () => {
    cancelAnimationFrame(this.frame);
    this.frame = requestAnimationFrame(() => this.measure());
  };
  /**
   * A keyboard user's focus on a card shown only in part (Tab, not the arrow keys, which reveal
   * already): the browser leaves it partly hidden, so the card is scrolled wholly into view.
   */
  private readonly onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    if (!target.matches(':focus-visible')) return;
    const slide = this.slides().find((each) => each.contains(target));
    if (slide) this.reveal(slide);
  };

  /** `viewport.value`: the rendered viewport, when there is one (it may have rendered already). */
  constructor(
    private readonly host: ReactiveControllerHost,
    readonly viewport: { readonly value: HTMLElement | undefined },
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    // Only a viewport in the document: an observer of one outside it (a list removed before this
    // controller came, with its chunk) would keep the removed page in memory.
    const element = this.viewport.value?.isConnected ? this.viewport.value : undefined;
    if (element !== this.observed) {
      this.detach();
      if (element) this.attach(element);
    }
    // Measured in the next frame: the edges depend on the layout this update produced.
    this.onScroll();
  }

  /** Back in the document (a move): watches its viewport again, without waiting for an update. */
  hostConnected(): void {
    if (this.viewport.value) this.hostUpdated();
  }

  hostDisconnected(): void {
    this.detach();
  }

  /** Scrolls back by one viewport width (whole slides, thanks to scroll snapping). */
  previous(): void {
    this.page(-1);
  }

  /** Scrolls on by one viewport width. */
  next(): void {
    this.page(1);
  }

  /**
   * Keyboard moves for a keydown inside the slides: focus moves to the previous/next/first/last
   * slide's link (or the slide itself when it has none), which scrolls it into view.
   */
  keydown(event: KeyboardEvent): void {
    const slides = this.slides();
    const current = slides.findIndex((slide) => slide.contains(event.target as Node));
    if (current < 0) return;
    const last = slides.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? Math.min(current + 1, last)
        : event.key === 'ArrowLeft'
          ? Math.max(current - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    const slide = slides[target];
    if (!slide || target === current) return;
    const focusable = slide.querySelector<HTMLElement>(FOCUSABLE) ?? slide;
    if (focusable === slide && !slide.hasAttribute('tabindex')) slide.tabIndex = -1;
    focusable.focus({ preventScroll: true });
    this.reveal(slide);
  }

  private slides(): HTMLElement[] {
    const element = this.viewport.value;
    return element ? [...element.querySelectorAll<HTMLElement>('[data-slide]')] : [];
  }

  private behavior(): ScrollBehavior {
    return matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
  }

  private reveal(slide: HTMLElement): void {
    const element = this.viewport.value;
    if (!element) return;
    // The viewport is positioned (list styles), so it is the slides' offsetParent.
    const left = slide.offsetLeft;
    const right = left + slide.offsetWidth;
    if (left < element.scrollLeft) {
      element.scrollTo({ left, behavior: this.behavior() });
    } else if (right > element.scrollLeft + element.clientWidth) {
      // Snapping takes a scroll that ends between slide starts to the nearest one, which may be
      // the slide before (the focused card half hidden on a phone): go to the first slide start
      // that shows this slide whole.
      const least = Math.min(right - element.clientWidth, left);
      const start = this.slides().find((each) => each.offsetLeft >= least) ?? slide;
      start.scrollIntoView({ behavior: this.behavior(), block: 'nearest', inline: 'start' });
    }
  }

  private page(direction: 1 | -1): void {
    const element = this.viewport.value;
    if (!element) return;
    element.scrollBy({ left: direction * element.clientWidth, behavior: this.behavior() });
  }

  private measure(): void {
    const element = this.viewport.value;
    const atStart = !element || element.scrollLeft <= EDGE_TOLERANCE;
    const atEnd =
      !element || element.scrollLeft + element.clientWidth >= element.scrollWidth - EDGE_TOLERANCE;
    if (atStart !== this.atStart || atEnd !== this.atEnd) {
      this.atStart = atStart;
      this.atEnd = atEnd;
      this.host.requestUpdate();
    }
  }

  private attach(element: HTMLElement): void {
    this.observed = element;
    element.addEventListener('scroll', this.onScroll, { passive: true });
    element.addEventListener('focusin', this.onFocusIn);
    this.resize = new ResizeObserver(this.onScroll);
    this.resize.observe(element);
  }

  private detach(): void {
    this.observed?.removeEventListener('scroll', this.onScroll);
    this.observed?.removeEventListener('focusin', this.onFocusIn);
    this.resize?.disconnect();
    this.resize = undefined;
    this.observed = undefined;
    cancelAnimationFrame(this.frame);
  }
}
