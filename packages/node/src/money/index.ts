export { createBuyer, type Buyer, type BuyerDeps } from './buy.js';
export { openCreditBook, type CreditBook, type PayerChain } from './credit-book.js';
export {
  grantOf,
  isMember,
  paymentOf,
  type CreditEntry,
  type CreditPayment,
  type CreditRules,
} from './credit-rules.js';
export { gatewayClient, type GatewayClient } from './gateway-client.js';
export { purchasesRepo, type PurchaseRow, type PurchaseState, type PurchasesRepo } from './purchases.js';
export { moneyRoutes, type MoneyRouteDeps } from './routes.js';
export { moneyMigrations } from './schema.js';
