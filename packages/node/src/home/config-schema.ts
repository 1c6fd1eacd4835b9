import { SCHEMA_NAME, schemaOf } from '../store/location.js';
import { isAddress } from '@ainize/core';
import { z } from 'zod';

/**
 * The node's configuration: `<home>/config.json` merged over these defaults, then the `AINIZE_*` environment.
 * Defaults follow the node API digest §6 so a node started with no edits behaves like a reference node.
 */

export const ROLES = ['seller', 'verifier', 'serving'] as const;
export type Role = (typeof ROLES)[number];

export const LEDGER_KINDS = ['local', 'ain'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** A decimal amount as the ledger keeps it: a string, so no float rounding sneaks into money. */
const decimalString = z.string().regex(/^(?:0|[1-9][0-9]*)(?:\.[0-9]+)?$/, 'expected a decimal string like "0.1"');
const share = z.number().min(0).max(1);
const address = z.string().refine(isAddress, 'expected 0x followed by 40 hex characters');

/** The trust policy's value meaning "count anyone" — for experiments only; the node then says its listings are unvetted. */
export const OPEN_TRUST = 'open';

/**
 * `verifier.trusted`: the addresses whose attestations count toward quorum, or `"open"`. The environment gives
 * lists as comma-separated text, so a one-element list `["open"]` is read as the named policy.
 */
const trustedSchema = z.preprocess(
  (value) => (Array.isArray(value) && value.length === 1 && value[0] === OPEN_TRUST ? OPEN_TRUST : value),
  z.union([z.literal(OPEN_TRUST), z.array(address)]),
);

/** `ledger: "local"` is accepted as shorthand for `{ kind: "local" }`; the object form leaves room for `ain` settings. */
const ledgerSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { kind: value } : value),
  z.object({ kind: z.enum(LEDGER_KINDS).default('local') }),
);

const count = z.number().int().min(0);

/** A CAIP-2 EVM network id, `eip155:<chain id>`. */
const evmNetwork = z.string().regex(/^eip155:[1-9][0-9]{0,15}$/, 'expected eip155:<chain id>, e.g. "eip155:84532"');
const privateKeyHex = z.string().regex(/^(?:0x)?[0-9a-fA-F]{64}$/, 'expected 64 hex characters');

/**
 * `payments.exact`: EIP-3009 stablecoin payments on an EVM chain (x402's `exact` scheme). Absent, the gateway offers
 * local credit only. The price of a knowledge is charged in whole units of this token (a price of "5" is 5 tokens).
 */
const exactSchema = z.object({
  network: evmNetwork,
  rpcUrl: z.url({ protocol: /^https?$/ }),
  /** The token contract. */
  asset: address,
  /** The token's EIP-712 domain name and version, as its contract signs them (USDC: "USD Coin", "2"). */
  name: z.string().min(1).max(64),
  version: z.string().min(1).max(16),
  decimals: z.number().int().min(0).max(36).default(6),
  /** The currency a buyer's budget counts this token in (e.g. "USDC"). */
  symbol: z.string().regex(/^[A-Za-z0-9]{1,16}$/, 'expected 1–16 letters or digits'),
  /** How long a payment authorization may take to settle; the quote's life. */
  maxTimeoutSeconds: z.number().int().min(30).max(86_400).default(600),
  /**
   * Who puts a payment on chain. Without `url` the node settles it itself, paying gas with `gasKey` (default: the
   * node's identity key); with `url` it asks that x402 facilitator to verify and settle.
   */
  facilitator: z
    .object({ url: z.url({ protocol: /^https?$/ }).optional(), gasKey: privateKeyHex.optional() })
    .prefault({}),
});

export type ExactPaymentsConfig = z.infer<typeof exactSchema>;

export const PAYMENT_SCHEMES = ['local-credit', 'exact'] as const;
export type PaymentSchemeName = (typeof PAYMENT_SCHEMES)[number];

const paymentsSchema = z
  .object({
    exact: exactSchema.optional(),
    /** The scheme this node's own buy route pays with when a buy names none. */
    buyWith: z.enum(PAYMENT_SCHEMES).default('local-credit'),
  })
  .prefault({});

/** Questions per lesson unless the operator says otherwise (the memory model teaches 1,000 in well under a second). */
export const DEFAULT_ROWS_PER_JOB = 1000;

/**
 * The teach door (`/api/teach/*`). Limits follow the node API digest §2 defaults; `policy` exposes the effective
 * values. A lesson is charged when it is submitted and never refunded, so these caps are what stands between a
 * key and the trainer.
 */
const teachSchema = z
  .object({
    enabled: z.boolean().default(false),
    /** `review`: lessons wait for the operator; `auto`: a passing lesson is announced at once; `never`: no publishing. */
    publish: z.enum(['review', 'auto', 'never']).default('review'),
    jobsPerKeyPerDay: count.default(3),
    jobsPerIpPerDay: count.default(5),
    /** Lessons one key may have waiting or running at once. */
    activeJobsPerKey: z.number().int().min(1).default(2),
    /** Inline facts per lesson (the legacy `facts` door and preflight). */
    factsPerJob: z.number().int().min(1).max(64).default(8),
    queueMax: z.number().int().min(1).default(10),
    queuedRowsMax: z.number().int().min(1).default(2000),
    /** Questions trained per lesson; a larger set trains its first N. */
    rowsPerJob: z.number().int().min(1).max(10_000).default(DEFAULT_ROWS_PER_JOB),
    /** A READY draft not saved or published within this many days expires. */
    draftTtlDays: z.number().int().min(1).default(7),
    /** Allow `base_ids` (teaching on top of another knowledge, which is then paid a share). */
    lineage: z.boolean().default(true),
    /** Regular expressions; a row whose question or answer matches one is `blocked`. */
    blockedTopics: z.array(z.string()).default([]),
    /** Keys not rationed by the daily quotas (this node's own key never is). */
    trustedKeys: z.array(address).default([]),
    dataset: z
      .object({
        maxBytes: z.number().int().min(1).max(20_000_000).default(4_000_000),
        maxSourceLines: z.number().int().min(1).default(50_000),
        maxRows: z.number().int().min(1).default(2000),
        perKeyPerDay: count.default(10),
        rowsPerKeyPerDay: count.default(300),
        rowsPerIpPerDay: count.default(500),
        bytesPerKeyPerDay: count.default(20_000_000),
        ttlDays: z.number().int().min(1).default(7),
        createsPerIpPerMin: z.number().int().min(1).default(10),
        declarationRows: z.number().int().min(1).default(100),
      })
      // prefault: an absent or partial object is parsed, so every limit gets its default from one place.
      .prefault({}),
  })
  .prefault({});

export type TeachConfig = z.infer<typeof teachSchema>;

const perHour = z.number().int().min(0);

/**
 * Quotas on the records this node takes from peers (docs/node.md, "Peers"). A peer once served 10,000 records from
 * fresh keys and 7,522 were stored and relayed. Records signed by this node, `creditMembers`, the `verifier` keys
 * and `trustedKeys` are never rationed; the rest are, per peer, and keys this node has no reason to know most of all.
 */
export const peerQuotaSchema = z
  .object({
    /** Rationed records stored from one peer per sync pass; the rest wait for the next pass. */
    perRound: z.number().int().min(1).default(500),
    /** Rationed records stored from one peer per rolling hour; then the peer waits. */
    perHour: z.number().int().min(1).default(5000),
    /** Records a key nobody vouches for may have on this node. */
    newAuthorRecords: z.number().int().min(1).default(8),
    /** Keys new to this node that one peer may bring per rolling hour. */
    newAuthorsPerHour: perHour.default(50),
    /** Records of keys nobody vouches for, per kind, one peer may bring per rolling hour. */
    kindsPerHour: z
      .object({
        anchor: perHour.default(50),
        attest: perHour.default(100),
        challenge: perHour.default(20),
        supersede: perHour.default(20),
        retire: perHour.default(20),
        settle: perHour.default(100),
        node: perHour.default(20),
      })
      .prefault({}),
    /** Further keys whose records are never rationed. */
    trustedKeys: z.array(address).default([]),
  })
  .prefault({});

export const configSchema = z.object({
  /** Written by `initHome`; the private key exists nowhere else, so losing config.json loses the identity. */
  identity: z.object({
    address: z.string().refine(isAddress, 'expected 0x followed by 40 hex characters'),
    privateKey: z.string().regex(/^(?:0x)?[0-9a-fA-F]{64}$/, 'expected 64 hex characters'),
  }),
  name: z.string().min(1).max(64),
  /** 0 asks the OS for a free port; tests and the cluster's probing rely on it. */
  port: z.number().int().min(0).max(65_535).default(3402),
  host: z.string().min(1).default('127.0.0.1'),
  /**
   * The base URL other nodes and buyers reach this node at, announced instead of the bound address: needed behind a
   * proxy or a NAT, and when `host` is a wildcard (0.0.0.0), which nobody can dial.
   */
  publicUrl: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * More names the node answers to in the `Host` header, besides loopback, the bound address and `publicUrl`'s host
   * (`name` or `name:port`). A request naming any other host is refused: a web page that re-points its own name at
   * this address (DNS rebinding) gets nothing.
   */
  allowedHosts: z
    .array(z.string().regex(/^[A-Za-z0-9.\-[\]:]{1,255}$/, 'expected a host name, optionally with :port'))
    .default([]),
  /** The web console's built folder, when it is not the installed `@ainize/console` package's `dist/`. */
  consoleDist: z.string().min(1).optional(),
  /**
   * PostgreSQL instead of the SQLite file in the data folder: `postgres://user@host:port/db?schema=name`. `{node}` in
   * the schema name stands for a short hash of this node's data folder, so several nodes can share one database.
   */
  databaseUrl: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/i, 'expected a postgres:// connection string')
    .refine(
      (url) => URL.canParse(url.replaceAll('{node}', 'node')) && SCHEMA_NAME.test(schemaOf(url)),
      'expected a connection string whose schema is letters, digits and _ (at most 63), not starting with a digit',
    )
    .optional(),
  roles: z.array(z.enum(ROLES)).default([...ROLES]),
  ledger: ledgerSchema.default({ kind: 'local' }),
  quorum: z.number().int().min(1).max(64).default(2),
  currency: z.string().min(1).max(16).default('CREDIT'),
  defaultPrice: decimalString.default('0.1'),
  royaltyShare: share.default(0.3),
  verifierShare: share.default(0.05),
  initialCredit: decimalString.default('100'),
  /**
   * Kept so that older config files still load; no longer read. Initial credit goes to `creditMembers` only: a cap
   * on "the first N keys to announce themselves" depended on the order records arrived in, so two nodes granted
   * different keys, and any fresh key could draw a grant.
   */
  creditGrants: z.number().int().min(0).max(1_000_000).default(100),
  /**
   * The addresses that receive `initialCredit` (this node's own always does). Every node of one credit network must
   * list the same addresses: that is what lets each of them derive the same balances from the same records.
   */
  creditMembers: z.array(address).default([]),
  payments: paymentsSchema,
  contributorShare: share.default(0.7),
  teach: teachSchema,
  gossipIntervalMs: z.number().int().min(100).default(4000),
  p2p: z
    .object({ maxPeers: z.number().int().min(0).default(50), quota: peerQuotaSchema })
    // prefault: an absent or partial object is parsed, so every quota gets its default from one place.
    .prefault({}),
  peers: z.array(z.url()).default([]),
  /** Relative paths are resolved against the home directory. */
  dataDir: z.string().min(1).default('data'),
  runtime: z
    .object({
      /** Where the cross-process model lock lives; relative to the home. Every process using this model must agree. */
      lockDir: z.string().min(1).default('data/runtime'),
      /** Memory-table rows of the served model, a power of two; below 2^14 the base corpus's answers do not fit. */
      rows: z
        .number()
        .int()
        .min(2 ** 14)
        .max(2 ** 24)
        .refine((n) => (n & (n - 1)) === 0, 'must be a power of two')
        .default(2 ** 20),
      /** Dimensions per row; a multiple of 8. */
      dims: z
        .number()
        .int()
        .min(8)
        .max(512)
        .refine((n) => n % 8 === 0, 'must be a multiple of 8')
        .default(64),
      /**
       * Where a built base model is kept for every node on this machine, so the next one with the same shape copies
       * it instead of building it again: a folder, or "off". Unset: `$XDG_CACHE_HOME/ainize/models`, else
       * `~/.cache/ainize/models`.
       */
      modelCache: z.string().min(1).optional(),
    })
    .default({ lockDir: 'data/runtime', rows: 2 ** 20, dims: 64 }),
  verifier: z
    .object({
      /** Run the verification loop; off leaves only the operator's explicit `POST /api/patches/:id/verify`. */
      auto: z.boolean().default(true),
      intervalMs: z.number().int().min(100).default(5000),
      maxPerHour: z.number().int().min(0).default(40),
      maxModelMinutesPerHour: z.number().min(0).default(10),
      /** Also verify knowledge announced with `visibility: test`. */
      includeTest: z.boolean().default(false),
      /** Addresses of the verifier nodes this node works with: they may fetch any body it holds. */
      peers: z.array(address).default([]),
      /**
       * Whose attestations count toward quorum (and whose challenges count): these addresses, or `"open"`.
       * This node's own address always counts; everyone else's records are stored and shown, never counted.
       */
      trusted: trustedSchema.default([]),
      /** Further addresses whose challenges count, beyond the trusted verifiers and this node itself. */
      challengers: z.array(address).default([]),
    })
    .default({
      auto: true,
      intervalMs: 5000,
      maxPerHour: 40,
      maxModelMinutesPerHour: 10,
      includeTest: false,
      peers: [],
      trusted: [],
      challengers: [],
    }),
  log: z
    .object({ level: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info') })
    .default({ level: 'info' }),
  /** Set by `POST /api/auth/setup`; `scrypt$<salthex>$<keyhex>`. Absent until the operator chooses a password. */
  operator: z.object({ passwordHash: z.string().optional() }).default({}),
});

export type NodeConfig = z.infer<typeof configSchema>;
