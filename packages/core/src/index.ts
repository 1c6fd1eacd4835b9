export { canonicalJson, hashCanonical } from './canonical/canonical.js';
export { sha256Hex } from './canonical/sha256.js';
export { InvalidInputError, type InputKind } from './errors/invalid-input.js';
