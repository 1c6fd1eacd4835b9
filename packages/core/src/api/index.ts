/**
 * The shapes both sides of the node API read, the lists of names they share, and the exact decimal arithmetic prices
 * and balances are counted in, with nothing that needs Node: the web console imports this entry (`@ainize/core/api`)
 * in the browser, where the package's main entry cannot go.
 */
export * from './catalog.js';
export * from './chat.js';
export * from './money.js';
export * from './runtime.js';
export * from './teach.js';
export * from './trust.js';
export { MAX_DECIMAL_LENGTH, addDec, cmpDec, isPrice, normalizeDec, subDec } from '../money/decimal.js';
