/**
 * Carousel behaviour over a horizontally scrolling viewport of slides: whether it is at either
 * end (for the previous/next buttons), paging by the buttons, and keyboard moves between slides
 * (ArrowLeft/ArrowRight one slide, the other way round in right-to-left text; Home/End the
 * first/last). The markup comes from a template; this controller only needs the viewport element
 * (`viewport`) and the slides in it.
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
   * A Tab key is down, moving the focus (a script's `focus()` is not redirected): from its
   * `keydown` to the next key event. Not until the next task: Firefox moves the focus a task
   * after the `keydown`, and its Tab into the slides landed on the first card, scrolled back.
   */
  private tabbing = false;
  /** Where the viewport was scrolled at that `keydown`: Firefox scrolls before `focusin`. */
  private scrolledAtTab = 0;
  private readonly onKey = (event: KeyboardEvent) => {
    this.tabbing = event.type === 'keydown' && event.key === 'Tab';
    if (this.tabbing) this.scrolledAtTab = this.viewport.value?.scrollLeft ?? 0;
  };
  /**
   * A keyboard user's focus on a card shown only in part (Tab, not the arrow keys, which reveal
   * already): the browser leaves it partly hidden, so the card is scrolled wholly into view. Tab
   * into the slides from outside lands on the first slide (Shift+Tab: the last), which paging
   * may have scrolled away: then it lands on the first (last) slide shown instead, where the
   * shopper paged to, and nothing scrolls back (accessibility audit s33, D4). A script's
   * `focus()` goes where it asks.
   */
  private readonly onFocusIn = (event: FocusEvent) => {
    const target = event.target as HTMLElement;
    const element = this.viewport.value;
    if (!element || !target.matches(':focus-visible')) return;
    const slides = this.slides();
    const slide = slides.find((each) => each.contains(target));
    if (!slide) return;
    if (this.tabbing && !element.contains(event.relatedTarget as Node | null)) {
      const left = this.scrolledAtTab;
      element.scrollTo({ left, behavior: 'instant' });
      const width = element.clientWidth;
      const shown = slides.filter((each) => {
        const [start, end] = this.span(element, each);
        return start >= -1 && end <= width + 1;
      });
      const to = slide === slides[0] ? shown[0] : slide === slides.at(-1) ? shown.at(-1) : slide;
      const focusable = to && [...to.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const landing = slide === slides[0] ? focusable?.[0] : focusable?.at(-1);
      if (to !== slide && landing) {
        // Chromium scrolls to what Tab reached after this event: back to where it was.
        landing.focus({ preventScroll: true });
        requestAnimationFrame(() => element.scrollTo({ left, behavior: 'instant' }));
        return;
      }
    }
    this.reveal(slide);
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

  /** Scrolls back by a page of whole slides. */
  previous(): void {
    this.page(-1);
  }

  /** Scrolls on by a page of whole slides. */
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
    // In right-to-left text the next slide is on the left.
    const step =
      event.key === 'ArrowRight' ? this.sign() : event.key === 'ArrowLeft' ? -this.sign() : 0;
    const target = step
      ? Math.min(Math.max(current + step, 0), last)
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

  /** 1, or -1 in right-to-left text, where the slides run from the right and offsets are negative. */
  private sign(): 1 | -1 {
    const element = this.viewport.value;
    return element && getComputedStyle(element).direction === 'rtl' ? -1 : 1;
  }

  /**
   * Where `each` starts and ends along the reading direction, in pixels from the viewport's start
   * edge (positive towards the end), whichever way the text runs.
   */
  private span(element: HTMLElement, each: Element): [start: number, end: number] {
    const outer = element.getBoundingClientRect();
    const box = each.getBoundingClientRect();
    return this.sign() < 0
      ? [outer.right - box.right, outer.right - box.left]
      : [box.left - outer.left, box.right - outer.left];
  }

  private reveal(slide: HTMLElement): void {
    const element = this.viewport.value;
    if (!element) return;
    const span = (each: Element) => this.span(element, each);
    const [start, end] = span(slide);
    if (start < -1) {
      slide.scrollIntoView({ behavior: this.behavior(), block: 'nearest', inline: 'start' });
    } else if (end > element.clientWidth + 1) {
      // Snapping takes a scroll that ends between slide starts to the nearest one, which may be
      // the slide before (the focused card half hidden on a phone): go to the first slide start
      // that shows this slide whole.
      const least = Math.min(end - element.clientWidth, start);
      const first = this.slides().find((each) => span(each)[0] >= least) ?? slide;
      first.scrollIntoView({ behavior: this.behavior(), block: 'nearest', inline: 'start' });
    }
  }

  /**
   * A page on: the first slide not shown whole comes to the start. A page back: the slides before
   * the first one shown, as many as fit, end at the end. Slide by slide, not by the viewport's
   * width: where a page holds a slide and a half (a phone), a scroll by the width ends between
   * slide starts and snapping takes it to the farther one, and every second card was never shown
   * whole.
   */
  private page(direction: 1 | -1): void {
    const element = this.viewport.value;
    if (!element) return;
    const slides = this.slides();
    const spans = slides.map((each) => this.span(element, each));
    const width = element.clientWidth;
    const first = Math.max(
      spans.findIndex(([start]) => start >= -1),
      0,
    );
    const target =
      direction > 0
        ? spans.findIndex(([, end], index) => index > first && end > width + 1)
        : Math.min(
            spans.findIndex(([start]) => start >= spans[first]![0] - width - 1),
            first - 1,
          );
    slides[target]?.scrollIntoView({
      behavior: this.behavior(),
      block: 'nearest',
      inline: 'start',
    });
  }

  private measure(): void {
    const element = this.viewport.value;
    // How far it has scrolled from its start: negative offsets in right-to-left text.
    const scrolled = element ? element.scrollLeft * this.sign() : 0;
    const atStart = !element || scrolled <= EDGE_TOLERANCE;
    const atEnd =
      !element || scrolled + element.clientWidth >= element.scrollWidth - EDGE_TOLERANCE;
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
    document.addEventListener('keydown', this.onKey, true);
    document.addEventListener('keyup', this.onKey, true);
    this.resize = new ResizeObserver(this.onScroll);
    this.resize.observe(element);
  }

  private detach(): void {
    this.observed?.removeEventListener('scroll', this.onScroll);
    this.observed?.removeEventListener('focusin', this.onFocusIn);
    document.removeEventListener('keydown', this.onKey, true);
    document.removeEventListener('keyup', this.onKey, true);
    this.resize?.disconnect();
    this.resize = undefined;
    this.observed = undefined;
    cancelAnimationFrame(this.frame);
  }
}
