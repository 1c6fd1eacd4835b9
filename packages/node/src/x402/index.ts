export { DOWNLOAD_TOKEN_TTL_MS, issueDownloadToken, redeemDownloadToken } from './download-token.js';
export { REPLAY_WINDOW_MS, createGateway, type Gateway, type GatewayDeps, type PaidAnswer } from './gateway.js';
export { gatewayRepo, type GatewayRepo } from './repo.js';
export { X402_BUYER_PURPOSE, gatewayRoutes, type GatewayRouteDeps } from './routes.js';
export { x402Migrations } from './schema.js';
export { whyNotForSale, type NotForSale } from './sellable.js';
export {
  lineageOf,
  resourceOf,
  settlementBody,
  settlementProblem,
  type PayoutRole,
  type SaleSettlementBody,
} from './settlement.js';
