/**
 * The door of history: the only file another capability may import (tests/architecture.test.ts).
 * No other capability uses history today; app.ts composes its routes. Export here what one comes to need.
 */
export {};
