export {
  CONFIG_FILE_ENV,
  CONFIG_KEYS,
  CONFIG_KEY_NAMES,
  DEFAULTS,
  fileKeyOf,
  type ConfigKey,
  type Exposure,
} from './keys.js';
export {
  ConfigError,
  HTTP_TOKEN_MIN,
  loadConfig,
  PAY_SCHEMES,
  secretValues,
  type PayScheme,
  type ConfigProblem,
  type InternalSettings,
  type LoadConfigOptions,
  type McpConfig,
  type PublicSettings,
  type Secrets,
} from './load.js';
export { anyCapAboveZero, capIn, formatCapList, namedCurrencies, parseCapList, type CapList } from './caps.js';
export { readTeachKey, type ReadFile, type TeachKey } from './teach-key.js';
