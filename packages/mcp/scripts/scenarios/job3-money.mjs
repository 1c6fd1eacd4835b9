// Buying with real (local-ledger) money, the way an agent would, and every attack on the money path. A session
// whose budget is below the price quotes and is refused; a session with room quotes, is refused on every forged
// or careless call, buys with an explicit confirm, gets a receipt, and cannot buy the same thing twice.
//
// Point it at a PRIVATE local-ledger cluster only (`npm start`): it settles a real purchase on the node's ledger.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brief, codeOf, isSchemaRefusal } from '../lib/answers.mjs';

export const description =
  'quote → refused over the cap → buy with an explicit confirm → receipt, then every money attack: no quote, a restated total that differs, no confirm, a replayed key, an argument raising the cap, another session’s quote, a dry-run quote, an id field';

/** A decimal string half of `price`, so a budget below it is still above 0 (the buy tool needs a budget to exist). */
function half(price) {
  return String(Number(price) / 2);
}

/** @param {any} drive */
export default async function job3(drive) {
  const info = (await drive.nodeGet('/api/info')).body;
  if (info?.ledger?.kind !== 'local') {
    drive.check(
      'the node is on a local ledger (this scenario settles real money)',
      false,
      `ledger ${info?.ledger?.kind}`,
    );
    return;
  }
  if (!drive.hasOperator) {
    drive.skip('the whole money path', 'buying is operator-only; give the scenario the node operator password');
    return;
  }

  // ---- find something this node can buy: listed, sellable, not its own, not bought yet
  const scout = await drive.session({ label: 'scout', env: { AINIZE_MCP_SESSION_BUDGET: '0' } });
  const listed = await scout.call('search_knowledge', { status: ['LISTED'], sort: 'price', limit: 50 });
  let candidate = null;
  for (const item of listed.json?.items ?? []) {
    if (!item.sellable || Number(item.price) <= 0) continue;
    const q = await scout.call('quote', { id: item.id, dry_run: true });
    const requested = q.json?.items?.[0];
    if (!q.isError && requested?.needed) {
      candidate = { id: item.id, price: q.json.total_requested, currency: q.json.currency };
      break;
    }
  }
  await scout.close();
  if (!candidate) {
    drive.skip(
      'the whole money path',
      'nothing on this node is for sale to it (everything listed is its own or bought)',
    );
    return;
  }
  drive.note('candidate', candidate);
  const { id, price } = candidate;

  // ---- over the cap: the quote says so, and buy refuses with the four numbers
  const poor = await drive.session({ label: 'over-cap', env: { AINIZE_MCP_SESSION_BUDGET: half(price) } });
  drive.check('buy is listed once a budget is set', poor.toolNames.includes('buy'), poor.toolNames.join(', '));
  const poorQuote = await poor.call('quote', { id });
  drive.check(
    'a binding quote carries the seller’s scheme, pay_to and nonce',
    !poorQuote.isError && poorQuote.json.binding === true && typeof poorQuote.json.items?.[0]?.nonce === 'string',
    brief(poorQuote),
  );
  drive.check(
    'the quote names the scheme it pays in and the currency its budget counts',
    poorQuote.json?.scheme === 'local-credit' && poorQuote.json?.currency === candidate.currency,
    brief(poorQuote),
  );
  drive.check(
    'the quote says it does not fit, with a sentence to repeat',
    poorQuote.json?.affordable?.requested === false &&
      /AINIZE_MCP_SESSION_BUDGET/.test(poorQuote.json?.affordable?.explanation ?? ''),
    poorQuote.json?.affordable,
  );
  drive.check(
    'the quote tells the agent to stop and show the person',
    /STOP/.test(poorQuote.json?.next ?? ''),
    poorQuote.json?.next,
  );
  const overCap = await poor.call('buy', { quote_id: poorQuote.json?.quote_id, confirm_total: price, confirm: true });
  const d = overCap.json?.details ?? {};
  drive.check(
    'buy over the cap is budget_exceeded with cap, spent, remaining and needed',
    codeOf(overCap) === 'budget_exceeded' &&
      d.cap === half(price) &&
      d.spent === '0' &&
      d.needed === price &&
      'remaining' in d,
    brief(overCap),
  );

  // ---- a ceiling below the price: max_price cannot lift it
  const capped = await drive.session({
    label: 'capped',
    env: { AINIZE_MCP_SESSION_BUDGET: String(Number(price) * 10), AINIZE_MCP_MAX_PER_PURCHASE: half(price) },
  });
  const cappedQuote = await capped.call('quote', { id });
  const raised = await capped.call('buy', {
    quote_id: cappedQuote.json?.quote_id,
    confirm_total: price,
    confirm: true,
    max_price: '1000000',
  });
  drive.check(
    'an argument that tries to raise the per-purchase ceiling is refused (per_purchase_cap_exceeded)',
    codeOf(raised) === 'per_purchase_cap_exceeded' && /cannot raise/.test(raised.json?.message ?? ''),
    brief(raised),
  );
  await capped.close();

  // ---- room to buy: every attack first, then the real thing
  const stateDir = mkdtempSync(join(tmpdir(), 'ainize-job3-'));
  try {
    const buyer = await drive.session({
      label: 'buyer',
      env: { AINIZE_MCP_SESSION_BUDGET: String(Number(price) * 3), AINIZE_MCP_STATE_DIR: stateDir },
    });
    const q = await buyer.call('quote', { id });
    const quoteId = q.json?.quote_id;
    drive.check(
      'the quote names the exact buy call to make once the person agrees',
      q.json?.confirm_with?.quote_id === quoteId && q.json?.confirm_with?.confirm_total === price,
      q.json?.confirm_with,
    );

    const dryQuote = await buyer.call('quote', { id, dry_run: true });
    const attacks = [
      ['no quote_id', { confirm_total: price, confirm: true }, 'quote_required'],
      [
        'a restated total written differently',
        { quote_id: quoteId, confirm_total: `${price}.00`, confirm: true },
        'quote_mismatch',
      ],
      ['no restated total', { quote_id: quoteId, confirm: true }, 'quote_mismatch'],
      ['no confirm', { quote_id: quoteId, confirm_total: price }, 'confirmation_required'],
      ['confirm: false', { quote_id: quoteId, confirm_total: price, confirm: false }, 'confirmation_required'],
      [
        'another session’s quote',
        { quote_id: poorQuote.json?.quote_id, confirm_total: price, confirm: true },
        'quote_expired',
      ],
      ['a made-up quote', { quote_id: 'q_000000000000', confirm_total: price, confirm: true }, 'quote_expired'],
      [
        'a dry-run quote',
        { quote_id: dryQuote.json?.quote_id, confirm_total: price, confirm: true },
        'quote_not_binding',
      ],
    ];
    for (const [what, args, code] of attacks) {
      const answer = await buyer.call('buy', args);
      drive.check(
        `buy with ${what} is ${code}, not retryable`,
        codeOf(answer) === code && answer.json?.retryable === false,
        brief(answer),
      );
    }
    const byId = await buyer.call('buy', { id, quote_id: quoteId, confirm_total: price, confirm: true });
    drive.check(
      'buy with an id field is refused by the schema, naming the field',
      isSchemaRefusal(byId) && /\bid\b/.test(byId.text),
      brief(byId),
    );

    const dry = await buyer.call('buy', { quote_id: quoteId, confirm_total: price, confirm: true, dry_run: true });
    drive.check(
      'a dry run lists the gates passed and starts no job',
      !dry.isError && dry.json?.job_id === null && (dry.json?.gates_passed?.length ?? 0) >= 8,
      brief(dry),
    );
    const before = await buyer.call('node_status', {});
    drive.check(
      'nothing was spent or reserved by any refusal',
      before.json?.budget?.spent === '0' && before.json?.budget?.reserved === '0',
      before.json?.budget,
    );

    const started = await buyer.call('buy', { quote_id: quoteId, confirm_total: price, confirm: true });
    drive.check(
      'buy with the quote, the exact total and confirm starts a job by_…',
      !started.isError &&
        /^by_[0-9a-f]{12}$/.test(started.json?.job_id ?? '') &&
        started.json?.budget?.reserved === price,
      brief(started),
    );
    const finished = await buyer.waitJob(started.json?.job_id, { timeoutMs: 180_000 });
    const receipt = finished.last.json?.result;
    drive.note('receipt', receipt ?? finished.last.json);
    drive.check(
      'the receipt names the amount, the scheme, the tx hash and the body',
      finished.reached &&
        receipt?.patch_id === id &&
        receipt?.amount === price &&
        typeof receipt?.tx_hash === 'string' &&
        receipt?.body_present === true,
      brief(finished.last),
    );
    drive.check(
      'the receipt carries no manifest and no download token',
      !/manifest|download_token|token=/.test(finished.last.text),
      '',
    );
    drive.check(
      'the receipt’s steps are quorum, 402, settled, download',
      JSON.stringify(receipt?.steps?.map((s) => s.step)) === JSON.stringify(['quorum', '402', 'settled', 'download']),
      receipt?.steps,
    );

    const replay = await buyer.call('buy', { quote_id: quoteId, confirm_total: price, confirm: true });
    drive.check(
      'the same quote again is idempotency_replay and reaches nothing',
      codeOf(replay) === 'idempotency_replay',
      brief(replay),
    );
    const again = await buyer.call('quote', { id });
    const twice = await buyer.call('buy', {
      quote_id: again.json?.quote_id,
      confirm_total: again.json?.total_requested,
      confirm: true,
    });
    drive.check(
      'a fresh quote of what was bought is already_purchased, with the tx hash and the date',
      codeOf(twice) === 'already_purchased' &&
        twice.json?.details?.tx_hash === receipt?.tx_hash &&
        typeof twice.json?.details?.bought_at === 'string',
      brief(twice),
    );
    const reconciled = await buyer.call('reconcile_purchase', { idempotency_key: started.json?.idempotency_key });
    drive.check('reconcile_purchase says complete', reconciled.json?.state === 'complete', brief(reconciled));
    // The wallet is the node's own copy of the ledger; the seller's settle record reaches it with the next sync.
    let library = await buyer.call('my_library', { include: ['purchases', 'wallet'] });
    for (let i = 0; i < 30 && !(library.json?.wallet?.entries ?? []).some((e) => e.patch_id === id); i++) {
      await new Promise((r) => setTimeout(r, 500));
      library = await buyer.call('my_library', { include: ['purchases', 'wallet'] });
    }
    drive.check(
      'my_library lists the purchase and the wallet entry behind it',
      (library.json?.purchases ?? []).some((p) => p.id === id && p.tx_hash === receipt?.tx_hash) &&
        (library.json?.wallet?.entries ?? []).some((e) => e.kind === 'purchase' && e.patch_id === id),
      brief(library),
    );
    const after = await buyer.call('node_status', {});
    drive.check(
      'node_status shows the price spent',
      after.json?.budget?.spent === price && after.json?.budget?.reserved === '0',
      after.json?.budget,
    );
  } finally {
    rmSync(stateDir, { recursive: true, force: true });
  }
}
