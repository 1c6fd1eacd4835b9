import { AinizeFailure } from '@ainize/core';
import * as z from 'zod';
import type { PurchaseList, Wallet } from '../node-client/index.js';
import { defineTool, listedBriefly } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { flattenEntry } from './flatten.js';
import { flatKnowledgeSchema } from './schemas.js';

const SECTIONS = ['purchases', 'earnings', 'wallet', 'published', 'applied', 'lessons', 'datasets'] as const;
type Section = (typeof SECTIONS)[number];

/** The largest catalog page; more published knowledges than this are counted in the note, not listed. */
const PUBLISHED_PAGE = 200;
/** Wallet entries shown, newest first; the balance always covers all of them. */
const WALLET_ENTRIES = 50;
const EARNING_KINDS = new Set(['sale', 'royalty', 'verifier_fee', 'contributor']);

const NO_OPERATOR = 'no operator credential is configured on this MCP server';
const NO_TEACH_KEY = 'no teaching key is configured on this MCP server';

/** How a person turns a left-out section on: the setting, where it goes, and that the server must restart. */
const ENABLE: Record<string, string> = {
  [NO_OPERATOR]:
    'set AINIZE_OPERATOR_PASSWORD (the node operator’s password) in this MCP server’s environment and restart ' +
    'it; the client’s MCP settings hold that environment',
  [NO_TEACH_KEY]:
    'set AINIZE_TEACH_KEY (a teaching key) in this MCP server’s environment and restart it; the client’s MCP ' +
    'settings hold that environment',
};

/** Failures that mean the node could not be asked at all: the whole call fails rather than one section. */
const WHOLE_CALL = new Set(['node_unreachable', 'cancelled']);

const input = z.strictObject({
  include: z
    .array(z.enum(SECTIONS))
    .min(1)
    .max(SECTIONS.length)
    .default([...SECTIONS])
    .describe(
      'Which sections to read (default: all). purchases, earnings and wallet need an operator credential; ' +
        'lessons and datasets need a teaching key.',
    ),
});

const stamp = z.union([z.string(), z.number()]).nullable();

const walletEntry = z.object({
  kind: z.string(),
  amount: z.string(),
  currency: z.string(),
  patch_id: z.string().nullable(),
  counterparty: z.string().nullable(),
  tx_hash: z.string().nullable(),
  at: z.string(),
});

const output = z.object({
  purchases: z
    .array(
      z.object({
        id: z.string(),
        amount: z.string(),
        currency: z.string(),
        scheme: z.string(),
        tx_hash: z.string(),
        seller: z.string(),
        bought_at: z.string(),
        body_present: z.boolean(),
        idempotency_key: z.string().nullable(),
      }),
    )
    .optional(),
  earnings: z.object({ total: z.string(), currency: z.string(), items: z.array(walletEntry) }).optional(),
  wallet: listedBriefly(
    z.object({
      address: z.string(),
      balance: z.string(),
      currency: z.string(),
      spent: z.string(),
      earned: z.string(),
      entries: z.array(walletEntry),
      entries_total: z.number(),
    }),
  )
    .optional()
    .describe('The node wallet: address, balance, currency, spent, earned, entries and entries_total.'),
  published: z.array(flatKnowledgeSchema).optional(),
  applied: z.array(z.string()).optional(),
  lessons: z
    .array(
      z.object({
        id: z.string(),
        name: z.string().nullable(),
        status: z.string(),
        publish_status: z.string().nullable(),
        patch_id: z.string().nullable(),
        created_at: stamp,
      }),
    )
    .optional(),
  datasets: z
    .array(
      z.object({
        id: z.string(),
        name: z.string().nullable(),
        status: z.string(),
        rows: z.number().nullable(),
        sha256: z.string().nullable(),
        source: z.string().nullable(),
        created_at: stamp,
        expires_at: stamp,
      }),
    )
    .optional(),
  omitted: z.array(
    z.object({
      section: z.enum(SECTIONS),
      reason: z.string(),
      enable: z.string().optional().describe('How the person turns the section on, when a setting would.'),
    }),
  ),
  teaching_key_address: z.string().nullable(),
  note: z.string().optional(),
});

type Output = z.input<typeof output>;

export const myLibrary = defineTool<ServerContext, typeof input, typeof output>({
  name: 'my_library',
  title: 'My library',
  tier: 'READ',
  description:
    'Lists what this node and this server own: knowledges bought, sales earnings, the wallet (balance and ledger ' +
    'entries), knowledges published, what is applied to the model now, and the teaching key’s lessons and ' +
    'training sets. A section this server cannot read is named in `omitted`, with the setting that would show ' +
    'it. Use it before a quote or a lesson; to browse what others sell use search_knowledge.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const { client } = ctx;
    const options = { signal: call.signal };
    const wanted = new Set<Section>(args.include);
    const omitted: { section: Section; reason: string; enable?: string }[] = [];
    const answer: Output = { omitted, teaching_key_address: client.teachAddress };
    const notes: string[] = [];

    /** Runs one section; a refusal becomes an `omitted` entry, a node that did not answer fails the call. */
    const read = async <R>(section: Section, route: string, load: () => Promise<R>): Promise<R | undefined> => {
      try {
        return await load();
      } catch (err) {
        if (!(err instanceof AinizeFailure) || WHOLE_CALL.has(err.code)) throw err;
        const reason =
          err.error.details.http_status === 404 ? `the node does not serve ${route}` : `the node refused (${err.code})`;
        omitted.push({ section, reason });
        return undefined;
      }
    };

    const jobs: Promise<void>[] = [];
    if (wanted.has('purchases')) {
      if (!client.hasOperator) omitted.push({ section: 'purchases', reason: NO_OPERATOR });
      else
        jobs.push(
          read('purchases', 'GET /api/me/purchases', () => client.myPurchases(options)).then((list) => {
            if (list !== undefined) answer.purchases = purchasesOf(list);
          }),
        );
    }
    const moneySections = (['earnings', 'wallet'] as const).filter((section) => wanted.has(section));
    if (moneySections.length > 0) {
      if (!client.hasOperator) for (const section of moneySections) omitted.push({ section, reason: NO_OPERATOR });
      else
        jobs.push(
          // One read serves both sections; a refusal is reported for each section that was asked for.
          client.wallet(options).then(
            (wallet) => {
              if (wanted.has('earnings')) answer.earnings = earningsOf(wallet);
              if (wanted.has('wallet')) answer.wallet = walletOf(wallet);
            },
            (err: unknown) => {
              if (!(err instanceof AinizeFailure) || WHOLE_CALL.has(err.code)) throw err;
              const reason =
                err.error.details.http_status === 404
                  ? 'the node does not serve GET /api/me/wallet'
                  : `the node refused (${err.code})`;
              for (const section of moneySections) omitted.push({ section, reason });
            },
          ),
        );
    }
    if (wanted.has('published')) {
      jobs.push(
        read('published', 'GET /api/catalog', async () => {
          const author = await client.nodeAddress();
          return client.searchCatalog({ author, limit: PUBLISHED_PAGE }, options);
        }).then((page) => {
          if (page === undefined) return;
          answer.published = page.items.map((entry) => flattenEntry(entry, client.baseUrl));
          if (page.total > page.items.length) {
            notes.push(`published lists ${page.items.length} of the ${page.total} knowledges this node published`);
          }
        }),
      );
    }
    if (wanted.has('applied')) {
      jobs.push(
        read('applied', 'GET /api/chat/patches', () => client.chatPatches(options)).then((patches) => {
          if (patches !== undefined) answer.applied = [...patches.applied];
        }),
      );
    }
    const teaching = client.teachAddress !== null;
    if (wanted.has('lessons')) {
      if (!teaching) omitted.push({ section: 'lessons', reason: NO_TEACH_KEY });
      else
        jobs.push(
          read('lessons', 'GET /api/teach/jobs', () => client.teach.lessons(options)).then((list) => {
            if (list === undefined) return;
            answer.lessons = list.items.map((job) => ({
              id: job.id,
              name: job.name ?? null,
              status: job.status,
              publish_status: job.publish_status ?? null,
              patch_id: job.patch_id ?? null,
              created_at: job.created_at ?? null,
            }));
          }),
        );
    }
    if (wanted.has('datasets')) {
      if (!teaching) omitted.push({ section: 'datasets', reason: NO_TEACH_KEY });
      else
        jobs.push(
          read('datasets', 'GET /api/teach/datasets', () => client.teach.datasets(options)).then((list) => {
            if (list === undefined) return;
            answer.datasets = list.items.map((set) => ({
              id: set.id,
              name: set.name ?? null,
              status: set.status,
              rows: set.rows ?? null,
              sha256: set.sha256 ?? null,
              source: set.source ?? null,
              created_at: set.created_at ?? null,
              expires_at: set.expires_at ?? null,
            }));
          }),
        );
    }
    await Promise.all(jobs);

    // A section a setting would show says which setting, so the agent can tell the person how to get it.
    for (const entry of omitted) {
      const enable = ENABLE[entry.reason];
      if (enable !== undefined) Object.assign(entry, { enable });
    }
    // Sections finish in any order; the omitted list reads in the order the sections are named.
    omitted.sort((a, b) => SECTIONS.indexOf(a.section) - SECTIONS.indexOf(b.section));
    if (notes.length > 0) answer.note = notes.join('; ');
    return answer;
  },
});

/** Purchases as an agent may see them: the node's rows, field by field (a stored manifest is never among them). */
export function purchasesOf(list: PurchaseList) {
  return list.items.map((p) => ({
    id: p.patch_id,
    amount: p.amount,
    currency: p.currency,
    scheme: p.scheme,
    tx_hash: p.tx_hash,
    seller: p.seller,
    bought_at: p.bought_at,
    body_present: p.body_present,
    idempotency_key: p.idempotency_key ?? null,
  }));
}

function entryOf(entry: Wallet['entries'][number]) {
  return {
    kind: entry.kind,
    amount: entry.amount,
    currency: entry.currency,
    patch_id: entry.patch_id,
    counterparty: entry.counterparty,
    tx_hash: entry.tx_hash,
    at: entry.at,
  };
}

/** Newest first. */
function newest<T extends { at: string }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

function earningsOf(wallet: Wallet) {
  return {
    total: wallet.earned,
    currency: wallet.currency,
    items: newest(wallet.entries.filter((e) => EARNING_KINDS.has(e.kind))).map(entryOf),
  };
}

function walletOf(wallet: Wallet) {
  return {
    address: wallet.address,
    balance: wallet.balance,
    currency: wallet.currency,
    spent: wallet.spent,
    earned: wallet.earned,
    entries: newest(wallet.entries).slice(0, WALLET_ENTRIES).map(entryOf),
    entries_total: wallet.entries.length,
  };
}
