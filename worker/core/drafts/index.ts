/**
 * The door of drafts: the only file another capability may import (tests/architecture.test.ts).
 * No other capability uses drafts today; app.ts composes its routes. Export here what one comes to need.
 */
export {};
