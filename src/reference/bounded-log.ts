/**
 * A first-in, first-out log with a cap on its entries and on their total size: pushing past either
 * drops the oldest entries, which are counted. A ring of slots, so a push costs O(1).
 */
export class BoundedLog<T> {
  #slots: ({ value: T; size: number } | undefined)[] = [];
  #head = 0;
  #length = 0;
  #size = 0;
  #dropped = 0;

  constructor(
    readonly maxEntries: number,
    readonly maxSize: number,
  ) {}

  get length(): number {
    return this.#length;
  }

  /** Entries dropped to stay within the limits since the last `clear()`. */
  get dropped(): number {
    return this.#dropped;
  }

  push(value: T, size: number): void {
    while (
      this.#length > 0 &&
      (this.#length >= this.maxEntries || this.#size + size > this.maxSize)
    )
      this.#shift();
    if (this.#length === this.#slots.length) {
      // Full but under maxEntries: unroll the ring so that a new slot at the end is its next one.
      this.#slots = [...this.#slots.slice(this.#head), ...this.#slots.slice(0, this.#head)];
      this.#head = 0;
      this.#slots.push(undefined);
    }
    this.#slots[(this.#head + this.#length) % this.#slots.length] = { value, size };
    this.#length++;
    this.#size += size;
  }

  #shift(): void {
    const entry = this.#slots[this.#head];
    this.#slots[this.#head] = undefined;
    this.#head = (this.#head + 1) % this.#slots.length;
    this.#length--;
    this.#size -= entry?.size ?? 0;
    this.#dropped++;
  }

  /** Oldest first. */
  toArray(): T[] {
    const out: T[] = [];
    for (let i = 0; i < this.#length; i++) {
      const entry = this.#slots[(this.#head + i) % this.#slots.length];
      if (entry) out.push(entry.value);
    }
    return out;
  }

  clear(): void {
    this.#slots = [];
    this.#head = 0;
    this.#length = 0;
    this.#size = 0;
    this.#dropped = 0;
  }
}
