import * as z from 'zod';
import { AinizeFailure, isPrice, sameAddress, type LineageAnchor, type TeachJob } from '@ainize/core';
import type { NodeClient, NodeInfo } from '../node-client/index.js';
import { splitPreview } from '../teach/split-preview.js';
import { defineTool } from '../tools-kit/index.js';
import type { ServerContext } from './context.js';
import { lessonId, teachPrecondition } from './teach-shared.js';

/**
 * publish_knowledge: the one irreversible tool. Every gate is checked before the node is written to, in this
 * order: the shared AIN chain, the lesson's own state and checks, both consents, and the confirmation phrase —
 * which contains the lesson id, so approving a publish cannot be done by pattern-matching "yes".
 */

/** Ancestors read for the split preview at most; a deeper lineage is held back as unresolved, which it says. */
const MAX_ANCESTORS = 16;

const input = z.strictObject({
  lesson_id: lessonId.describe('A READY lesson whose checks passed (job_status shows publish_gate: open).'),
  name: z.string().trim().min(1).max(80).describe('The knowledge’s public name.'),
  description: z.string().trim().max(2000).optional().describe('What it knows, for buyers; the author’s own words.'),
  price: z
    .string()
    .refine(isPrice, 'a decimal string such as "0", "0.5" or "25"')
    .default('0')
    .describe('The sale price as a decimal string, in the node’s currency.'),
  license: z.string().trim().min(1).max(60).default('CC-BY-4.0').describe('The knowledge’s licence, e.g. CC-BY-4.0.'),
  payout: z
    .enum(['teaching_key', 'credit_only'])
    .default('teaching_key')
    .describe(
      'teaching_key: the teacher’s share of each sale is paid to this server’s teaching key; credit_only: no share.',
    ),
  training_set: z
    .strictObject({
      access: z
        .enum(['public', 'derivative', 'private'])
        .default('derivative')
        .describe('public: anyone reads the rows; derivative: teaching keys only; private: nobody.'),
      license: z.string().trim().min(1).max(60).optional().describe('The rows’ licence, when it differs.'),
      include_notes: z.boolean().default(false).describe('Publish each row’s note (its provenance) too.'),
      declaration: z
        .strictObject({
          source: z.enum(['own', 'public', 'licensed']).describe('Whose rows they are.'),
          license: z.string().trim().min(1).max(60).optional().describe('Their licence, for licensed rows.'),
          no_pii: z.boolean().describe('true: the rows hold no personal data.'),
        })
        .optional()
        .describe('Where the rows come from; the node requires it for a lesson of 100 questions or more.'),
    })
    .optional()
    .describe('Who may read the training set, and under which terms.'),
  dry_run: z
    .boolean()
    .default(false)
    .describe('true: show the split, the ledger and the confirmation phrase; nothing is written.'),
  consent_permanent: z
    .boolean()
    .describe('The person agrees the publication is permanent (a ledger record). false for a dry run.'),
  consent_rights: z
    .boolean()
    .describe('The person holds the rights to the rows and agrees to their terms. false for a dry run.'),
  confirm_phrase: z
    .string()
    .max(200)
    .optional()
    .describe('Exactly the confirm_phrase_required a dry run answered, typed back once the person agreed.'),
});

type PublishInput = z.output<typeof input>;

const output = z.looseObject({
  dry_run: z.boolean(),
  lesson: z.object({ id: z.string(), status: z.string(), built_on: z.array(z.string()) }),
  split_preview: z
    .looseObject({
      price: z.string(),
      currency: z.string(),
      to_the_people_it_was_built_on: z.looseObject({ amount: z.string(), applies: z.boolean(), note: z.string() }),
      to_the_verifiers: z.looseObject({ amount: z.string(), note: z.string() }),
      to_you_the_teacher: z.looseObject({ amount: z.string(), of_the_price: z.string() }),
      explanation: z.string(),
    })
    .describe('Who receives what of each sale, before anything is written.'),
  ledger: z.string(),
  note: z.string(),
});

export const publishKnowledge = defineTool<ServerContext, typeof input, typeof output>({
  name: 'publish_knowledge',
  title: 'Publish a lesson (irreversible)',
  tier: 'PERMANENT',
  description:
    'Publishes a READY lesson as a knowledge: a permanent record on the node’s ledger, for sale once verifiers ' +
    'pass it; it cannot be undone and costs no money. First call it with dry_run: true for the real revenue split ' +
    '(a lesson built on a parent pays its teacher 49 % of the price, not 70 %) and the confirmation phrase; once ' +
    'the person agreed, call it with consent_permanent, consent_rights and that exact phrase. Refused on a node ' +
    'whose ledger is the shared AIN chain. To keep a lesson private use download_lesson instead.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true },
  registeredWhen: (ctx) => {
    if (!ctx.config.public.allow_publish) return 'publishing is off: AINIZE_MCP_ALLOW_PUBLISH is not set';
    return teachPrecondition(ctx);
  },
  handler: async (args, ctx, call) => {
    const signal = call.signal;
    const info = await ctx.client.info({ signal });
    refuseAinLedger(ctx, info);
    const lesson = await ctx.client.teach.lesson(args.lesson_id, { signal });
    refuseUnready(lesson);
    const teacher = ctx.client.teachAddress ?? '';
    const payout = args.payout === 'teaching_key' ? teacher : null;
    // The challenge is a read; it also names the share the node will record, which the preview must use.
    const challenge = await ctx.client.teach.publishChallenge(lesson.id, payout, { signal });
    const preview = splitPreview({
      price: args.price,
      currency: info.currency,
      seller: info.node.address,
      teacher: payout === null ? null : { address: challenge.address, share: challenge.share },
      parents: lesson.base_ids,
      anchors: await lineageAnchors(ctx.client, lesson.base_ids, signal),
      royaltyShare: info.royalty_share,
      verifierShare: info.verifier_share,
      verifiers: (info.trust?.trusted ?? []).filter((v) => !sameAddress(v, info.node.address)),
    });
    const phrase = `publish ${lesson.id} permanently`;
    const shown = {
      lesson: { id: lesson.id, status: lesson.status, built_on: lesson.base_ids },
      would_publish: {
        name: args.name,
        price: args.price,
        currency: info.currency,
        license: args.license,
        training_set: args.training_set ?? { access: 'derivative', include_notes: false },
      },
      split_preview: preview,
      ledger: info.ledger.kind,
    };
    if (args.dry_run) {
      return {
        dry_run: true,
        ...shown,
        confirm_phrase_required: phrase,
        note:
          'nothing was written. Show the person the split and that this cannot be undone, wait for them, then call ' +
          'again with consent_permanent: true, consent_rights: true and confirm_phrase exactly as above.',
      };
    }
    refuseWithoutConsent(args, phrase);
    const result = await ctx.client.teach.publish(
      lesson.id,
      {
        name: args.name,
        price: args.price,
        license: args.license,
        payout_address: payout,
        consent: { permanent: true, rights: true },
        ...(args.description === undefined ? {} : { description: args.description }),
        ...(args.training_set === undefined ? {} : { dataset: args.training_set }),
      },
      challenge,
      teacher,
      { signal },
    );
    return {
      dry_run: false,
      ...shown,
      published: { status: result.status, patch_id: result.patch_id, url: result.url },
      note:
        result.status === 'PENDING_REVIEW'
          ? 'published and waiting for the node operator’s review; it is announced once approved'
          : 'announced on the ledger; it becomes buyable once a quorum of trusted verifiers passes it',
      next: `get_knowledge with id "${result.patch_id}" shows its verification as it arrives`,
    };
  },
});

function refuseAinLedger(ctx: ServerContext, info: NodeInfo): void {
  if (info.ledger.kind === 'ain' && !ctx.config.public.allow_ain_publish) {
    throw AinizeFailure.of(
      'permanent_ledger_refused',
      `${ctx.client.baseUrl} writes to the shared AIN chain, where nothing can be recalled; this server does not ` +
        'publish there unless AINIZE_MCP_ALLOW_AIN_PUBLISH is set in its own environment',
      { details: { ledger: info.ledger.kind } },
    );
  }
}

/** The node would refuse these too; checked here so a closed gate is refused before any node write. */
function refuseUnready(lesson: TeachJob): void {
  if (lesson.status !== 'READY') {
    throw AinizeFailure.of(
      'job_not_ready',
      `lesson ${lesson.id} is ${lesson.status}; only a READY lesson can be published`,
      {
        details: { status: lesson.status },
      },
    );
  }
  if (lesson.checks?.ok !== true) {
    throw AinizeFailure.of(
      'checks_failed',
      `lesson ${lesson.id} ${lesson.checks === null ? 'has no measured checks' : 'changed unrelated answers or broke what it was built on'}, so it cannot be published`,
      { details: { checks: lesson.checks } },
    );
  }
}

function refuseWithoutConsent(args: PublishInput, phrase: string): void {
  const missing = [
    ...(args.consent_permanent === true ? [] : ['consent_permanent']),
    ...(args.consent_rights === true ? [] : ['consent_rights']),
  ];
  if (missing.length > 0) {
    throw AinizeFailure.of(
      'confirmation_required',
      `publishing is permanent and needs the person’s ${missing.join(' and ')}: true — ask them, then call again`,
      { details: { field: missing[0], missing } },
    );
  }
  if (args.confirm_phrase !== phrase) {
    throw AinizeFailure.of(
      'confirmation_required',
      `confirm_phrase must be exactly "${phrase}", typed back once the person agreed`,
      { details: { field: 'confirm_phrase', confirm_phrase_required: phrase } },
    );
  }
}

/** The anchors of the bases and of their own parents, as far as this node knows them. */
async function lineageAnchors(
  client: NodeClient,
  baseIds: readonly string[],
  signal: AbortSignal,
): Promise<Map<string, LineageAnchor>> {
  const anchors = new Map<string, LineageAnchor>();
  const queue = [...baseIds];
  while (queue.length > 0 && anchors.size < MAX_ANCESTORS) {
    const id = queue.shift() as string;
    if (anchors.has(id)) continue;
    const detail = await client.patch(id, { signal, teach: 'auto' }).catch(() => null);
    if (detail === null) continue;
    const a = detail.anchor;
    anchors.set(id, {
      id,
      author: a.author,
      parents: a.parents,
      ...(a.parent_authors ? { parent_authors: a.parent_authors } : {}),
      ...(a.royalty_share === undefined ? {} : { royalty_share: a.royalty_share }),
      contributors: a.contributors.map((c) => ({ address: c.address, share: c.share })),
    });
    queue.push(...a.parents);
  }
  return anchors;
}
