/**
 * The shapes both sides of the node API read, and the lists of names they share, with nothing that needs Node: the
 * web console imports this entry (`@ainize/core/api`) in the browser, where the package's main entry cannot go.
 */
export * from './catalog.js';
export * from './chat.js';
export * from './money.js';
export * from './runtime.js';
export * from './teach.js';
export * from './trust.js';
