/** The problem values live in the engine (pure, raised by parsers and readers); the HTTP edge serialises them. */
export * from '../engine/problem';
