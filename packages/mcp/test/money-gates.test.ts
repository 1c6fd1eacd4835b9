import { hashCanonical } from '@ainize/core';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchor, attestation, person } from '../../node/test/ledger-fixtures.js';
import type { RequestRecord } from '../src/node-client/index.js';
import type { Json } from './stdio-harness.js';
import {
  callTool,
  inProcessSession,
  startTestNode,
  type InProcessSession,
  type SessionOptions,
  type TestNode,
} from './node-fixture.js';

/**
 * quote and the gates of buy against a real embedded node: every refusal comes with its own code, in the spec's
 * order, and none of them — nor a dry run — sends anything to a payment gateway (`/x402/`) or the buy route.
 * The knowledges are written straight onto the node's ledger by an outside author and two trusted verifiers, so
 * they are listed and sellable here without being this node's own.
 */

const CANARY = 'canary-money-operator-5d1c9a';
const author = person();
const verifiers = [person(), person()];

let fixture: TestNode;
let url: string;
const seen: string[] = [];
const requests: RequestRecord[] = [];

function publishForeign(id: string, price: string, base?: string): void {
  const body = anchor(author, {
    id,
    name: `${id} knowledge`,
    price,
    patch_sha256: hashCanonical({ patch: id }),
    ...(base
      ? { base: { stack: [{ patch_id: base, patch_sha256: hashCanonical({ patch: base }) }], export: 'delta' } }
      : {}),
  });
  fixture.node.ledger.appendRecord('anchor', body, author);
  for (const [i, v] of verifiers.entries()) fixture.node.ledger.appendRecord('attest', attestation(id, v, 1 + i), v);
}

beforeAll(async () => {
  fixture = await startTestNode('money-gates', {
    password: CANARY,
    env: { AINIZE_VERIFIER_TRUSTED: verifiers.map((v) => v.address).join(',') },
  });
  url = fixture.node.url;
  publishForeign('lakes-base', '2');
  publishForeign('lakes-child', '3', 'lakes-base');
  publishForeign('lakes-mid', '6');
  publishForeign('lakes-atlas', '50');
  // One the node wrote itself: nothing to buy.
  fixture.node.ledger.appendRecord('anchor', anchor(fixture.signer, { id: 'own-lakes', price: '1' }), fixture.signer);
}, 60_000);

afterAll(async () => {
  await fixture?.close();
});

const MONEY_ENV = {
  AINIZE_OPERATOR_PASSWORD: CANARY,
  AINIZE_MCP_SESSION_BUDGET: '10',
  AINIZE_MCP_MAX_PER_PURCHASE: '5',
};

function session(env: Record<string, string> = {}, options: SessionOptions = {}): Promise<InProcessSession> {
  return inProcessSession(url, { ...MONEY_ENV, ...env }, { name: 'money-gates', record: requests, ...options });
}

const call = (mcp: Client, name: string, args: Record<string, unknown>) => callTool(mcp, name, args, seen);

/**
 * A quote `buy` will settle. The knowledges here are written onto the ledger by an outside author with no gateway
 * to ask, so the dry-run quote is made binding in the session's own book — as if the seller had quoted the
 * catalogue's price. The gates under test all come after the binding one.
 */
async function bindingQuote(s: InProcessSession, id: string): Promise<Json> {
  const q = (await call(s.client, 'quote', { id, dry_run: true })).json;
  const stored = s.context.quotes.lookup(q.quote_id);
  if (stored.state !== 'live') throw new Error(`the quote of ${id} should be live`);
  s.context.quotes.add({ ...stored.quote, binding: true });
  return q;
}

/** Requests that could spend or reserve anything: a gateway's 402 or the node's buy route. */
const paying = () => requests.filter((r) => r.path.startsWith('/x402/') || /\/buy(\?|$)/.test(r.path));

describe('which money tools are offered', () => {
  it('offers buy only with an operator credential and a budget above 0, and says why otherwise', async () => {
    const full = await session();
    const noBudget = await session({ AINIZE_MCP_SESSION_BUDGET: '0' });
    const noOperator = await session({ AINIZE_OPERATOR_PASSWORD: '' });
    try {
      const names = async (s: InProcessSession) => (await s.client.listTools()).tools.map((t) => t.name);
      expect(await names(full)).toEqual(expect.arrayContaining(['quote', 'buy', 'reconcile_purchase']));
      expect(await names(noBudget)).toEqual(expect.arrayContaining(['quote', 'reconcile_purchase']));
      expect(await names(noBudget)).not.toContain('buy');
      expect(await names(noOperator)).toContain('quote');
      expect(await names(noOperator)).not.toContain('buy');
      expect(await names(noOperator)).not.toContain('reconcile_purchase');

      const status = (await call(noBudget.client, 'node_status', {})).json;
      expect(status.capabilities.can_buy).toBe(false);
      expect(status.capability_reasons.can_buy).toContain('AINIZE_MCP_SESSION_BUDGET');
      expect((await call(noOperator.client, 'node_status', {})).json.capability_reasons.can_buy).toContain('operator');
      const offered = (await call(full.client, 'node_status', {})).json;
      expect(offered.capabilities.can_buy).toBe(true);
      expect(offered.budget).toMatchObject({
        cap: '10',
        spent: '0',
        reserved: '0',
        remaining: '10',
        per_purchase_cap: '5',
      });

      const buy = (await full.client.listTools()).tools.find((t) => t.name === 'buy');
      expect(buy?.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: false });
      expect(buy?.inputSchema.properties).not.toHaveProperty('id');
      expect(buy?.inputSchema.additionalProperties).toBe(false);
      // The schema says what the prose says: a buy names its quote, restates its total and confirms.
      expect(buy?.inputSchema.required).toEqual(['quote_id', 'confirm_total', 'confirm']);
      // A binding quote reserves a payment nonce at the seller: not read-only, though nothing is paid.
      const quote = (await full.client.listTools()).tools.find((t) => t.name === 'quote');
      expect(quote?.annotations).toMatchObject({
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: true,
      });
      expect(quote?.description).toContain('reserves a payment nonce');
    } finally {
      await Promise.all([full.close(), noBudget.close(), noOperator.close()]);
    }
  });
});

describe('quote', () => {
  it('prices the knowledge and the base it needs from the catalogue on a dry run, and asks no gateway', async () => {
    const s = await session();
    const before = requests.length;
    try {
      const q = (await call(s.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
      expect(q).toMatchObject({
        binding: false,
        dry_run: true,
        total_requested: '3',
        total_with_bases: '5',
        currency: 'CREDIT',
        budget: { cap: '10', spent: '0', reserved: '0', remaining: '10', per_purchase_cap: '5' },
        affordable: { requested: true, with_bases: true, shortfall: null },
        buy_available: true,
        confirm_with: { tool: 'buy', quote_id: q.quote_id, confirm_total: '3', confirm: true },
      });
      expect(q.quote_id).toMatch(/^q_[0-9a-f]{12}$/);
      expect(q.expires_at - Date.now()).toBeGreaterThan(9 * 60_000);
      expect(q.items.map((i: { id: string; role: string }) => [i.id, i.role])).toEqual([
        ['lakes-child', 'requested'],
        ['lakes-base', 'base'],
      ]);
      expect(q.items[0]).toMatchObject({
        price: '3',
        status: 'LISTED',
        quorum: '2/2',
        sellable: true,
        already_purchased: false,
        owned: false,
        needed: true,
        seller: author.address,
      });
      expect(q.items[0]).not.toHaveProperty('nonce');
      expect(q.affordable.explanation).toContain('lakes-base');
      expect(q.next).toContain('STOP');
      expect(requests.slice(before).some((r) => r.path.startsWith('/x402/'))).toBe(false);
    } finally {
      await s.close();
    }
  });

  it('says when it does not fit, and that nothing can be bought of the node’s own knowledge', async () => {
    const s = await session();
    try {
      const over = (await call(s.client, 'quote', { id: 'lakes-atlas', dry_run: true })).json;
      expect(over.affordable).toMatchObject({ requested: false, shortfall: '40' });
      expect(over.affordable.explanation).toContain('AINIZE_MCP_SESSION_BUDGET');
      const own = (await call(s.client, 'quote', { id: 'own-lakes', dry_run: true })).json;
      expect(own).toMatchObject({ total_requested: '0', confirm_with: null });
      expect(own.items[0]).toMatchObject({ owned: true, needed: false });
    } finally {
      await s.close();
    }
  });
});

describe('quote in a payment scheme', () => {
  it('names the scheme, the network and the currency of the quote and of every item', async () => {
    const s = await session();
    try {
      const q = (await call(s.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
      expect(q).toMatchObject({ scheme: 'local-credit', network: 'local', asset: 'CREDIT', currency: 'CREDIT' });
      for (const item of q.items) expect(item).toMatchObject({ scheme: 'local-credit', currency: 'CREDIT' });
      expect(q.budget).toMatchObject({ currency: 'CREDIT', cap: '10', remaining: '10' });
    } finally {
      await s.close();
    }
  });

  it('refuses exact on a node that cannot pay it, by name, before any gateway is asked', async () => {
    const asked: Record<string, string>[] = [{}, { AINIZE_MCP_SCHEME: 'exact' }];
    for (const env of asked) {
      const s = await session(env);
      const before = requests.length;
      try {
        const args = 'AINIZE_MCP_SCHEME' in env ? { id: 'lakes-child' } : { id: 'lakes-child', scheme: 'exact' };
        const refused = await call(s.client, 'quote', args);
        expect(refused.isError).toBe(true);
        expect(refused.json).toMatchObject({
          code: 'scheme_unavailable',
          retryable: false,
          details: { scheme: 'exact' },
        });
        expect(refused.json.message).toContain('payments.exact');
        expect(requests.slice(before).filter((r) => r.path.startsWith('/x402/'))).toEqual([]);
      } finally {
        await s.close();
      }
    }
  });

  it('refuses a scheme that is not one of the two, naming both', async () => {
    const s = await session();
    try {
      const refused = await call(s.client, 'quote', { id: 'lakes-child', scheme: 'ain-transfer' });
      expect(refused.json.code).toBe('invalid_argument');
      expect(refused.json.message).toContain('local-credit');
      expect(refused.json.message).toContain('exact');
    } finally {
      await s.close();
    }
  });
});

describe('buy settles binding quotes only', () => {
  it('refuses a dry-run quote by name and never reaches the node', async () => {
    const s = await session();
    try {
      const q = (await call(s.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
      const before = requests.length;
      for (const dryRun of [false, true]) {
        const refused = await call(s.client, 'buy', {
          quote_id: q.quote_id,
          confirm_total: '3',
          confirm: true,
          dry_run: dryRun,
        });
        expect(refused.json).toMatchObject({
          code: 'quote_not_binding',
          retryable: false,
          details: { quote_id: q.quote_id, dry_run: true },
        });
        expect(refused.json.message).toContain('without dry_run');
      }
      expect(requests.slice(before)).toEqual([]);
      expect(s.context.journal.entries()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('a budget per currency', () => {
  it('reads a bare cap as the node’s own currency only, and shows every currency it knows', async () => {
    const s = await session({ AINIZE_MCP_SESSION_BUDGET: '10', AINIZE_MCP_MAX_PER_PURCHASE: '5' });
    try {
      const budget = (await call(s.client, 'node_status', {})).json.budget;
      expect(budget).toMatchObject({ currency: 'CREDIT', cap: '10', per_purchase_cap: '5' });
      expect(budget.by_currency).toEqual({
        CREDIT: { cap: '10', spent: '0', reserved: '0', remaining: '10', per_purchase_cap: '5' },
      });
    } finally {
      await s.close();
    }
  });

  it('never lets a cap named for another currency pay in this one, and says how to name it', async () => {
    const s = await session({ AINIZE_MCP_SESSION_BUDGET: '10 ATD', AINIZE_MCP_MAX_PER_PURCHASE: '10 ATD' });
    const before = paying().length;
    try {
      expect((await s.client.listTools()).tools.map((t) => t.name)).toContain('buy');
      const budget = (await call(s.client, 'node_status', {})).json.budget;
      expect(budget).toMatchObject({ currency: 'CREDIT', cap: '0', remaining: '0' });
      expect(budget.by_currency).toMatchObject({ CREDIT: { cap: '0' }, ATD: { cap: '10', remaining: '10' } });
      const q = await bindingQuote(s, 'lakes-child');
      expect(q.affordable).toMatchObject({ requested: false });
      expect(q.affordable.explanation).toContain('naming CREDIT');
      const refused = await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '3', confirm: true });
      expect(refused.json).toMatchObject({
        code: 'budget_exceeded',
        details: { currency: 'CREDIT', cap: '0', remaining: '0', needed: '3' },
      });
      expect(refused.json.message).toContain('"5 CREDIT"');
      expect(paying().slice(before)).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('spends within a cap named for the node’s currency (any case), and max_price still only lowers it', async () => {
    const s = await session({ AINIZE_MCP_SESSION_BUDGET: '4 credit, 2 ATD', AINIZE_MCP_MAX_PER_PURCHASE: '3.5' });
    const before = paying().length;
    try {
      const q = await bindingQuote(s, 'lakes-child');
      expect(q.budget).toMatchObject({ currency: 'CREDIT', cap: '4', per_purchase_cap: '3.5' });
      expect((await call(s.client, 'node_status', {})).json.budget.by_currency).toEqual({
        CREDIT: { cap: '4', spent: '0', reserved: '0', remaining: '4', per_purchase_cap: '3.5' },
        ATD: { cap: '2', spent: '0', reserved: '0', remaining: '2', per_purchase_cap: '2' },
      });
      const args = { quote_id: q.quote_id, confirm_total: '3', confirm: true, dry_run: true };
      const dry = (await call(s.client, 'buy', args)).json;
      expect(dry).toMatchObject({ dry_run: true, job_id: null, amount: '3', currency: 'CREDIT' });
      const raised = (await call(s.client, 'buy', { ...args, max_price: '100' })).json;
      expect(raised).toMatchObject({ dry_run: true, job_id: null });
      const lowered = (await call(s.client, 'buy', { ...args, max_price: '2.5' })).json;
      expect(lowered).toMatchObject({
        code: 'per_purchase_cap_exceeded',
        details: { currency: 'CREDIT', ceiling: '2.5', configured: '3.5', needed: '3' },
      });
      const mid = await bindingQuote(s, 'lakes-mid');
      const over = (await call(s.client, 'buy', { quote_id: mid.quote_id, confirm_total: '6', confirm: true })).json;
      expect(over).toMatchObject({ code: 'budget_exceeded', details: { currency: 'CREDIT', cap: '4', needed: '6' } });
      expect(paying().slice(before)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('buy given a knowledge id', () => {
  it('says to quote that id first, never to put it in quote_id, and buys nothing', async () => {
    const s = await session();
    const before = paying().length;
    try {
      const answer = await call(s.client, 'buy', { id: 'lakes-child' });
      expect(answer.isError).toBe(true);
      expect(answer.json).toMatchObject({
        code: 'quote_required',
        retryable: false,
        details: { field: 'quote_id', id: 'lakes-child' },
      });
      expect(answer.json.next).toContain('call quote with id "lakes-child" first');
      expect(answer.json.message).toContain('Quote "lakes-child" first');
      // Nothing in the refusal suggests the id belongs in quote_id.
      expect(JSON.stringify(answer.json)).not.toMatch(/buy again with quote_id|did you mean \\?"quote_id/);
      // Following the next step works: the quote is made, and nothing was paid meanwhile.
      const q = (await call(s.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
      expect(q.items[0].id).toBe('lakes-child');
      expect(paying().length).toBe(before);
    } finally {
      await s.close();
    }
  });
});

describe('the gates of buy, in order, each with its code', () => {
  it('refuses every attempt that is not a confirmed, restated, affordable quote — and never reaches a gateway', async () => {
    const s = await session();
    const other = await session();
    const before = paying().length;
    try {
      const buy = (args: Record<string, unknown>) => call(s.client, 'buy', args);
      const child = await bindingQuote(s, 'lakes-child');
      const refusal = async (args: Record<string, unknown>) => {
        const answer = await buy(args);
        expect(answer.isError).toBe(true);
        expect(answer.json.retryable).toBe(false);
        return answer.json;
      };

      // Each field the schema requires is refused by the gate's own code, naming the field.
      expect(await refusal({ confirm_total: '3', confirm: true })).toMatchObject({
        code: 'quote_required',
        details: { field: 'quote_id' },
      });
      expect((await refusal({ quote_id: 'q_000000000000', confirm_total: '3', confirm: true })).code).toBe(
        'quote_expired',
      );
      // A quote belongs to the session that asked for it.
      const theirs = (await call(other.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
      expect((await refusal({ quote_id: theirs.quote_id, confirm_total: '3', confirm: true })).code).toBe(
        'quote_expired',
      );
      const mismatch = await refusal({ quote_id: child.quote_id, confirm_total: '3.0', confirm: true });
      expect(mismatch).toMatchObject({ code: 'quote_mismatch', details: { quoted: '3', restated: '3.0' } });
      expect(await refusal({ quote_id: child.quote_id, confirm: true })).toMatchObject({
        code: 'quote_mismatch',
        details: { field: 'confirm_total', quote_id: child.quote_id, quoted: '3', restated: null },
      });
      const unconfirmed = await refusal({ quote_id: child.quote_id, confirm_total: '3' });
      expect(unconfirmed).toMatchObject({
        code: 'confirmation_required',
        details: { field: 'confirm', quote_id: child.quote_id },
      });
      expect(unconfirmed.message).toContain('spends 3');
      expect((await refusal({ quote_id: child.quote_id, confirm_total: '3', confirm: false })).code).toBe(
        'confirmation_required',
      );

      const own = await bindingQuote(s, 'own-lakes');
      const owned = await refusal({ quote_id: own.quote_id, confirm_total: '0', confirm: true });
      expect(owned).toMatchObject({ code: 'already_purchased', details: { owned: true } });

      const atlas = await bindingQuote(s, 'lakes-atlas');
      const budget = await refusal({ quote_id: atlas.quote_id, confirm_total: '50', confirm: true });
      expect(budget).toMatchObject({
        code: 'budget_exceeded',
        details: { currency: 'CREDIT', cap: '10', spent: '0', reserved: '0', remaining: '10', needed: '50' },
      });

      const mid = await bindingQuote(s, 'lakes-mid');
      const ceiling = await refusal({ quote_id: mid.quote_id, confirm_total: '6', confirm: true });
      expect(ceiling).toMatchObject({ code: 'per_purchase_cap_exceeded', details: { ceiling: '5', needed: '6' } });
      // An argument that tries to raise the ceiling changes nothing, and the refusal says so.
      const raised = await refusal({ quote_id: mid.quote_id, confirm_total: '6', confirm: true, max_price: '100' });
      expect(raised).toMatchObject({ code: 'per_purchase_cap_exceeded', details: { ceiling: '5', max_price: '100' } });
      expect(raised.message).toContain('cannot raise');
      const lowered = await refusal({ quote_id: child.quote_id, confirm_total: '3', confirm: true, max_price: '2' });
      expect(lowered).toMatchObject({ code: 'per_purchase_cap_exceeded', details: { ceiling: '2', needed: '3' } });

      const apply = await refusal({ quote_id: child.quote_id, confirm_total: '3', confirm: true, apply: true });
      expect(apply.code).toBe('capability_disabled');

      // There is no id to buy by: the schema refuses the field by name before any gate runs.
      const byId = await buy({ id: 'lakes-child', quote_id: child.quote_id, confirm_total: '3', confirm: true });
      expect(byId.isError).toBe(true);
      expect(byId.text).toMatch(/\bid\b/);

      const dry = (await buy({ quote_id: child.quote_id, confirm_total: '3', confirm: true, dry_run: true })).json;
      expect(dry).toMatchObject({ dry_run: true, job_id: null, would_buy: 'lakes-child', amount: '3' });
      expect(dry).toMatchObject({ scheme: 'local-credit', network: 'local', currency: 'CREDIT' });
      expect(dry.gates_passed).toEqual([
        'quote present and unexpired',
        'quote is binding (not a dry run)',
        'idempotency key not used before',
        'total restated exactly',
        'price unchanged',
        'confirm: true',
        'not already purchased',
        'no earlier purchase of it in doubt',
        'quorum met',
        'not challenged',
        'within the session cap',
        'within the per-purchase ceiling',
      ]);

      expect(paying().slice(before)).toEqual([]);
      expect(s.context.journal.entries()).toEqual([]);
      expect((await call(s.client, 'node_status', {})).json.budget).toMatchObject({ spent: '0', reserved: '0' });
    } finally {
      await Promise.all([s.close(), other.close()]);
    }
  });

  it('refuses a quote past its ten minutes, and a price that moved since the quote', async () => {
    const s = await session();
    const before = paying().length;
    try {
      const q = await bindingQuote(s, 'lakes-child');
      const stored = s.context.quotes.lookup(q.quote_id);
      if (stored.state !== 'live') throw new Error('the quote should be live');
      s.context.quotes.add({ ...stored.quote, quote_id: 'q_aaaaaaaaaaaa', expires_at: Date.now() - 1 });
      const expired = await call(s.client, 'buy', { quote_id: 'q_aaaaaaaaaaaa', confirm_total: '3', confirm: true });
      expect(expired.json).toMatchObject({ code: 'quote_expired', details: { expired_at: expect.any(Number) } });
      // As if the node's price had been 2.5 when the quote was made: the live price (3) no longer matches.
      s.context.quotes.add({ ...stored.quote, quote_id: 'q_bbbbbbbbbbbb', list_price: '2.5' });
      const moved = await call(s.client, 'buy', { quote_id: 'q_bbbbbbbbbbbb', confirm_total: '3', confirm: true });
      expect(moved.json).toMatchObject({ code: 'quote_mismatch', details: { quoted: '2.5', now: '3' } });
      expect(paying().slice(before)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('the person in the client', () => {
  it('asks the person to confirm the exact item and total, and a decline spends nothing', async () => {
    const asked: string[] = [];
    const s = await session(
      {},
      {
        elicit: (params) => {
          asked.push(params.message);
          return { action: 'decline' };
        },
      },
    );
    const before = paying().length;
    try {
      const q = await bindingQuote(s, 'lakes-child');
      const dry = (
        await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '3', confirm: true, dry_run: true })
      ).json;
      expect(dry.human_confirmation).toContain('will be asked');
      expect(asked).toEqual([]);
      const declined = await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '3', confirm: true });
      expect(declined.json).toMatchObject({ code: 'confirmation_required', details: { action: 'decline' } });
      expect(asked).toHaveLength(1);
      expect(asked[0]).toContain('3 CREDIT');
      expect(asked[0]).toContain('lakes-child');
      expect(paying().slice(before)).toEqual([]);
      expect(s.context.journal.entries()).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it('treats an accepted form with the box left unticked as no, and cancel as no', async () => {
    for (const answer of [{ action: 'accept' as const, content: { approve: false } }, { action: 'cancel' as const }]) {
      const s = await session({}, { elicit: () => answer });
      try {
        const q = await bindingQuote(s, 'lakes-child');
        const refused = await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '3', confirm: true });
        expect(refused.json.code).toBe('confirmation_required');
      } finally {
        await s.close();
      }
    }
  });

  it('refuses to buy at all with AINIZE_MCP_REQUIRE_HUMAN on a client that cannot show a form', async () => {
    const s = await session({ AINIZE_MCP_REQUIRE_HUMAN: '1' });
    const before = paying().length;
    try {
      const q = await bindingQuote(s, 'lakes-child');
      const refused = await call(s.client, 'buy', { quote_id: q.quote_id, confirm_total: '3', confirm: true });
      expect(refused.json).toMatchObject({ code: 'confirmation_required', details: { field: 'elicitation' } });
      expect(refused.json.message).toContain('AINIZE_MCP_REQUIRE_HUMAN');
      expect(paying().slice(before)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('secrets', () => {
  it('never shows the operator password in any answer of this file', () => {
    expect(seen.length).toBeGreaterThan(20);
    for (const text of seen) expect(text).not.toContain(CANARY);
  });
});
