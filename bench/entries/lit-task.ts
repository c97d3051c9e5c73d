// Peer row of the weight table: Lit and @lit/task alone, the floor under any element built on them.
export { LitElement, html, css, nothing } from 'lit';
export { Task } from '@lit/task';
