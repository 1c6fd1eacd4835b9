import { hashCanonical } from '@ainize/core';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchor, attestation, person } from '../../node/test/ledger-fixtures.js';
import type { RequestRecord } from '../src/node-client/index.js';
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

describe('the gates of buy, in order, each with its code', () => {
  it('refuses every attempt that is not a confirmed, restated, affordable quote — and never reaches a gateway', async () => {
    const s = await session();
    const other = await session();
    const before = paying().length;
    try {
      const buy = (args: Record<string, unknown>) => call(s.client, 'buy', args);
      const child = (await call(s.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
      const refusal = async (args: Record<string, unknown>) => {
        const answer = await buy(args);
        expect(answer.isError).toBe(true);
        expect(answer.json.retryable).toBe(false);
        return answer.json;
      };

      expect((await refusal({ confirm_total: '3', confirm: true })).code).toBe('quote_required');
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
      expect((await refusal({ quote_id: child.quote_id, confirm: true })).code).toBe('quote_mismatch');
      const unconfirmed = await refusal({ quote_id: child.quote_id, confirm_total: '3' });
      expect(unconfirmed.code).toBe('confirmation_required');
      expect((await refusal({ quote_id: child.quote_id, confirm_total: '3', confirm: false })).code).toBe(
        'confirmation_required',
      );

      const own = (await call(s.client, 'quote', { id: 'own-lakes', dry_run: true })).json;
      const owned = await refusal({ quote_id: own.quote_id, confirm_total: '0', confirm: true });
      expect(owned).toMatchObject({ code: 'already_purchased', details: { owned: true } });

      const atlas = (await call(s.client, 'quote', { id: 'lakes-atlas', dry_run: true })).json;
      const budget = await refusal({ quote_id: atlas.quote_id, confirm_total: '50', confirm: true });
      expect(budget).toMatchObject({
        code: 'budget_exceeded',
        details: { cap: '10', spent: '0', reserved: '0', remaining: '10', needed: '50' },
      });

      const mid = (await call(s.client, 'quote', { id: 'lakes-mid', dry_run: true })).json;
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
      expect(dry.gates_passed).toEqual([
        'quote present and unexpired',
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
      const q = (await call(s.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
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
      const q = (await call(s.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
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
        const q = (await call(s.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
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
      const q = (await call(s.client, 'quote', { id: 'lakes-child', dry_run: true })).json;
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
