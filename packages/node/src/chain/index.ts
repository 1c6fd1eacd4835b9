/**
 * The chain room: the Ainize Test Dollar (an EIP-3009 token compiled from contracts/AinizeTestDollar.sol), anvil as
 * a local chain, and the reads and writes the node needs against any chain carrying such a token. It imports
 * nothing from the cluster, which builds its chain out of these.
 */
export {
  type AnvilOptions,
  type AnvilProcess,
  type StopOutcome,
  anvilBinary,
  isAnvilProcess,
  rpcChainId,
  spawnAnvil,
  stopAnvil,
} from './anvil.js';
export {
  type AuthorizationUse,
  type CancelRequest,
  type LogSearch,
  authorizationState,
  cancelAuthorization,
  eip712Domain,
  findAuthorizationUse,
} from './authorization.js';
export { addressOfKey, asPrivateKey } from './clients.js';
export { ChainError, type ChainErrorCode } from './errors.js';
export {
  type AttachOptions,
  type ChainFiles,
  type ChainRecord,
  DEFAULT_CHAIN_ID,
  type LocalChain,
  type StartLocalChainOptions,
  type TokenOrigin,
  attachLocalChain,
  chainFiles,
  loadOrCreateDeployerKey,
  readDeployerKey,
  readChainRecord,
  startLocalChain,
} from './local-chain.js';
export {
  type Deployment,
  type MintRequest,
  TOKEN,
  deployToken,
  hasCode,
  mintTokens,
  nativeBalance,
  setNativeBalance,
  tokenAddressFor,
  tokenBalance,
} from './token.js';
export { TOKEN_ABI, TOKEN_BYTECODE, TOKEN_COMPILER, TOKEN_SOURCES } from './token-artifact.js';
export { fromTokenUnits, toTokenUnits } from './units.js';
