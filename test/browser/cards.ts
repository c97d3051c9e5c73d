/**
 * A product card in a list's or a card's shadow root, not a loading placeholder: the placeholders
 * are `part="card skeleton"`, so a wait for `[part~="card"]` ends on them, before the answer.
 */
export const CARD = '[part~="card"]:not([part~="skeleton"])';
