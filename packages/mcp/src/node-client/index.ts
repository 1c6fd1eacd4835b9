export {
  DEFAULT_TIMEOUTS,
  INFO_TTL_MS,
  NodeClient,
  type CallOptions,
  type ChatOptions,
  type NodeClientOptions,
  type TeachOption,
  type Timeouts,
} from './client.js';
export { type OperatorCredentials } from './credentials.js';
export { pathOf, segment, type HttpMethod, type RequestRecord, type RequestRecorder } from './transport.js';
export type * from './types.js';
