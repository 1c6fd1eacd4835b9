import * as z from 'zod';
import { AinizeFailure } from '@ainize/core';
import type { NodeInfo, RuntimeStatus } from '../node-client/index.js';
import { defineTool, listedBriefly } from '../tools-kit/index.js';
import { budgetSchema, budgetView } from './budget.js';
import { capabilitiesOf } from './capabilities.js';
import type { ServerContext } from './context.js';
import { lockFromPatches } from './lock-watch.js';

const input = z.strictObject({
  refresh: z
    .boolean()
    .default(false)
    .describe('true: ask the node for a fresh runtime report (needs an operator credential; a little slower).'),
});

const counts = z.record(z.string(), z.number());
const nullableString = z.string().nullable();
const output = z.object({
  node: z.object({
    name: z.string(),
    address: z.string(),
    version: nullableString,
    roles: z.array(z.string()),
    ledger: z.string().describe('local, or ain: the shared, permanent chain.'),
    quorum: z.number(),
    currency: z.string(),
    model: nullableString,
    royalty_share: z.number(),
    contributor_share: z.number(),
    accepts_contributions: z.boolean(),
    peers: z.number(),
    counts,
  }),
  runtime: z
    .looseObject({
      id: z.string().optional().describe('The served model; absent when none is served.'),
      kind: z.string().optional(),
      applied: z.array(z.string()).describe('Knowledges applied to the shared model now, bottom first.'),
      dirty: z.array(z.string()).optional(),
    })
    .nullable()
    .describe('The model runtime as the node reports it; null when it did not answer.'),
  model_lock: z
    .object({
      holder: z
        .object({
          owner: z.string(),
          label: z.string(),
          held_s: z.number().nullable(),
          alive: z.boolean().nullable(),
          stale: z.boolean().nullable(),
          mine: z.boolean().nullable(),
        })
        .nullable(),
      queue: z.object({ running: z.number().nullable(), waiting: z.number().nullable() }),
      sentence: z.string(),
    })
    .nullable(),
  teach_policy: z.object({
    available: z.boolean(),
    enabled: z.boolean().nullable(),
    publish: nullableString,
    trainer: nullableString,
    backend: nullableString,
    limits: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe('The node’s teaching limits (rows, bytes, lessons a day…).'),
    note: nullableString,
  }),
  quota: listedBriefly(
    z.object({
      metered: z.boolean(),
      live_tests_remaining: z.number().nullable(),
      limit: z.number().nullable(),
      as_of: nullableString,
      note: z.string(),
    }),
  ).describe('Free live tests: metered, live_tests_remaining of limit (null: not known yet), as_of and a note.'),
  trust: listedBriefly(
    z.object({
      policy: z.enum(['trusted', 'open']).nullable(),
      trusted: z.array(z.string()),
      challengers: z.array(z.string()),
      forked: z.array(z.string()),
      note: z.string(),
    }),
  ).describe('Whose verdicts count here: policy (trusted or open), the trusted, challengers and forked keys, a note.'),
  capabilities: z.object({
    can_read: z.boolean(),
    can_live_test: z.boolean(),
    can_teach: z.boolean(),
    can_buy: z.boolean(),
    can_apply: z.boolean(),
    can_publish: z.boolean(),
  }),
  capability_reasons: z.record(z.string(), z.string()).describe('Why each false capability is false.'),
  budget: budgetSchema.extend({
    persisted: z.boolean(),
    note: z.string(),
  }),
  warnings: z.array(z.string()),
});

export const nodeStatus = defineTool<ServerContext, typeof input, typeof output>({
  name: 'node_status',
  title: 'Node status',
  tier: 'READ',
  description:
    'Reports the node this server talks to: identity and ledger, the served model and what is applied, who holds ' +
    'the shared model now (a sentence to repeat), the hourly live-test quota, the teaching policy, what this server ' +
    'can and cannot do and why, the spending budget, and warnings. Call it first in a session and when a job ' +
    'reports model_busy; for one knowledge use get_knowledge instead.',
  inputSchema: input,
  outputSchema: output,
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
  handler: async (args, ctx, call) => {
    const options = { signal: call.signal };
    const warnings = [...ctx.config.warnings];
    // The lock and the served model come from one answer so the holder's age is measured on the node's clock.
    const [info, patches, policy] = await Promise.all([
      ctx.client.info(options),
      optional(ctx.client.chatPatches({ ...options, teach: 'auto' }), warnings, 'model lock'),
      teachPolicyView(ctx, options.signal),
    ]);
    let runtime: (Record<string, unknown> & { applied: string[] }) | null = patches
      ? { ...patches.runtime, applied: patches.applied }
      : null;
    if (args.refresh) {
      if (!ctx.client.hasOperator) {
        warnings.push('refresh skipped: the runtime probe needs an operator credential, which is not configured');
      } else {
        const fresh: RuntimeStatus | null = await optional(ctx.client.runtime(options), warnings, 'runtime probe');
        if (fresh) runtime = { ...fresh.model, applied: fresh.applied, dirty: fresh.dirty ?? [] };
      }
    }
    if (info.ledger.kind === 'ain') {
      warnings.push(
        'this node writes to the shared, permanent AIN chain: publishing there is refused unless AINIZE_MCP_ALLOW_AIN_PUBLISH is set',
      );
    }
    const servesModel = typeof runtime?.['id'] === 'string';
    const trust = trustView(info);
    warnings.push(...(info.trust?.warnings ?? []));
    return {
      node: nodeView(info, runtime),
      runtime,
      model_lock: patches ? lockFromPatches(patches) : null,
      quota: quotaView(ctx),
      teach_policy: policy,
      trust,
      ...capabilitiesOf(servesModel, ctx.tools),
      budget: budgetView(ctx, info.currency),
      warnings,
    };
  },
});

/**
 * Whether the node teaches, from its own policy route. A node without the teach door answers 404, which is a
 * fact to report (available: false), not a failure of node_status.
 */
async function teachPolicyView(ctx: ServerContext, signal: AbortSignal) {
  const none = (note: string) => ({
    available: false,
    enabled: null,
    publish: null,
    trainer: null,
    backend: null,
    limits: null,
    note,
  });
  try {
    const policy = await ctx.client.teachPolicy({ signal });
    return {
      available: true,
      enabled: policy.enabled,
      publish: policy.publish ?? null,
      trainer: policy.trainer ?? null,
      backend: policy.backend ?? null,
      limits: policy.limits ? { ...policy.limits } : null,
      note:
        policy.backend === 'stub'
          ? 'this node trains with a stub backend: a lesson here measures nothing in a live model'
          : null,
    };
  } catch (thrown) {
    if (!(thrown instanceof AinizeFailure) || thrown.error.code === 'node_unreachable') throw thrown;
    return thrown.error.details.http_status === 404
      ? none('the node does not serve GET /api/teach/policy: it offers no teaching')
      : none(`the node refused its teach policy (${thrown.error.code})`);
  }
}

/**
 * The hourly live-test count. With an operator credential the node does not meter this server at all; without
 * one, the only count is the one the node returned with this session's last live test, shown with its time.
 */
function quotaView(ctx: ServerContext) {
  if (ctx.client.hasOperator) {
    return {
      metered: false,
      live_tests_remaining: null,
      limit: null,
      as_of: null,
      note: 'not metered: this server signs its live tests in as the node’s operator',
    };
  }
  const seen = ctx.quotaSeen;
  return {
    metered: true,
    live_tests_remaining: seen?.remaining ?? null,
    limit: seen?.limit ?? 20,
    as_of: seen ? new Date(seen.at).toISOString() : null,
    note: seen
      ? 'the count the node gave with this session’s last live test; the hour rolls and other users of this server ' +
        'share it, so it may be lower now'
      : 'the node has no route that tells the hourly live-test count; it is known once a live test of this session answers',
  };
}

/** Whose verification the node counts, so "LISTED" can be read for what it is on this node. */
function trustView(info: NodeInfo) {
  const trust = info.trust;
  if (!trust) {
    return {
      policy: null,
      trusted: [],
      challengers: [],
      forked: [],
      note: 'the node does not say whose attestations it counts: its LISTED status is its own claim, unvetted here',
    };
  }
  const note =
    trust.policy === 'open'
      ? 'this node counts attestations from any key: its listings are unvetted, whatever their quorum says'
      : `only attestations and challenges signed by the ${trust.trusted.length} trusted key(s), this node's own ` +
        "included, count; other keys' records are shown as untrusted and never counted";
  return {
    policy: trust.policy,
    trusted: trust.trusted,
    challengers: trust.challengers,
    forked: trust.forked,
    note,
  };
}

function nodeView(info: NodeInfo, runtime: Record<string, unknown> | null) {
  return {
    name: info.node.name,
    address: info.node.address,
    version: info.node.version ?? null,
    roles: info.node.roles ?? [],
    ledger: info.ledger.kind,
    quorum: info.quorum,
    currency: info.currency,
    model: typeof runtime?.['id'] === 'string' ? runtime['id'] : null,
    royalty_share: info.royalty_share,
    contributor_share: info.contributor_share,
    accepts_contributions: info.accepts_contributions,
    peers: info.peers,
    counts: info.counts,
  };
}

/**
 * A section the node could not give is reported as a warning rather than failing the whole status; only the
 * node being unreachable fails it, since then every section would be empty.
 */
async function optional<T>(promise: Promise<T>, warnings: string[], what: string): Promise<T | null> {
  try {
    return await promise;
  } catch (thrown) {
    if (thrown instanceof AinizeFailure) {
      if (thrown.error.code === 'node_unreachable') throw thrown;
      warnings.push(`${what} unavailable: ${thrown.error.code}: ${thrown.error.message}`);
      return null;
    }
    throw thrown;
  }
}
