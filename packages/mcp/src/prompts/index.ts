import { isPrice } from '@ainize/core';
import { completable } from '@modelcontextprotocol/sdk/server/completable.js';
import type { McpServer, RegisteredPrompt } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { COMPLETION_LIMIT, catalogWords, completeKnowledgeIds } from '../resources/knowledge.js';
import type { ServerContext } from '../tools/context.js';
import { knowledgeId } from '../tools/schemas.js';
import { guardPromptGets } from './get-guard.js';
import { proveItText, shopText, subgraphText, teachOnTopText } from './texts.js';

export { proveItText, shopText, subgraphText, teachOnTopText } from './texts.js';

export const PROMPT_NAMES = ['prove_it', 'shop_for_knowledge', 'teach_on_top', 'subgraph_to_knowledge'] as const;

/** Suggestions for subgraph_to_knowledge: subjects whose subgraphs hold facts that stay true. */
export const SUBGRAPH_EXAMPLES = ['uniswap token addresses', 'ens names', 'aave markets', 'erc20 token symbols'];

const startsWith = (value: string | undefined) => {
  const lower = (value ?? '').toLowerCase();
  return (candidate: string) => candidate.toLowerCase().startsWith(lower);
};

/** The registered workflows. Each answers one user message whose text went through the scrubber. */
export function registerPrompts(server: McpServer, ctx: ServerContext): void {
  // Each prompt's handle, for the guard that checks a prompts/get before the SDK does.
  const prompts = new Map<string, RegisteredPrompt>();
  const registerPrompt: McpServer['registerPrompt'] = (name, config, cb) => {
    const handle = server.registerPrompt(name, config, cb);
    prompts.set(name, handle);
    return handle;
  };
  /** What this session offers right now: a prompt names no tool the client cannot call. */
  const offered = (): ReadonlySet<string> => new Set(ctx.tools?.available() ?? []);
  const message = (text: string): GetPromptResult => ({
    messages: [{ role: 'user', content: { type: 'text', text: ctx.scrubber.scrubString(text) } }],
  });
  const ids = (value: string) => completeKnowledgeIds(ctx, value);
  const idArg = (description: string) => completable(knowledgeId.describe(description), ids);

  /** The questions of a knowledge's own benchmark, so a live test of one is scored; none when unknown. */
  const benchmarkOf = async (id: string | undefined): Promise<string[]> => {
    if (!id || !knowledgeId.safeParse(id).success) return [];
    const detail = await ctx.client.patch(id).catch(() => null);
    return (detail?.anchor.benchmark.samples ?? []).map((sample) => sample.prompt).filter(Boolean);
  };
  const benchmarkQuestions = async (value: string | undefined, context?: { arguments?: Record<string, string> }) => {
    const questions = await benchmarkOf(context?.arguments?.knowledge);
    return ctx.scrubber.scrub(questions.filter(startsWith(value)).slice(0, COMPLETION_LIMIT));
  };

  /** Topics the catalog already files knowledge under. */
  const topics = async (value: string) => {
    const words = catalogWords(value);
    const found = await ctx.client
      .searchCatalog(words === '' ? { limit: 200 } : { q: words, limit: 200 })
      .catch(() => null);
    const paths = new Set((found?.items ?? []).map((entry) => entry.anchor.topic_path).filter(Boolean));
    return ctx.scrubber.scrub([...paths].filter(startsWith(value)).slice(0, COMPLETION_LIMIT));
  };

  registerPrompt(
    'prove_it',
    {
      title: 'Prove a knowledge',
      description:
        'Check one knowledge: its verification record, then one live test that answers the same question with and ' +
        'without it, where this server offers one.',
      argsSchema: {
        knowledge: idArg('The knowledge id to prove.'),
        question: completable(
          z
            .string()
            .max(2000)
            .optional()
            .describe('The question to ask; left out, one is taken from the benchmark of the knowledge.'),
          benchmarkQuestions,
        ),
      },
    },
    async (args) =>
      message(proveItText(args, args.question ? undefined : (await benchmarkOf(args.knowledge))[0], offered())),
  );

  registerPrompt(
    'shop_for_knowledge',
    {
      title: 'Shop for knowledge',
      description:
        'Search, judge and prove candidates on a topic, then quote one and stop for the user before anything is bought.',
      argsSchema: {
        topic: completable(z.string().min(1).max(500).describe('What the knowledge should know about.'), topics),
        max_price: completable(
          z
            .string()
            .refine(isPrice, 'max_price is a decimal string such as "5" or "2.5"')
            .optional()
            .describe(
              'A decimal string such as "5". It can only lower the session cap for one purchase; it never raises it.',
            ),
          (value = '') => {
            const cap = ctx.config.public.session_budget;
            return isPrice(cap) && cap !== '0' && cap.startsWith(value) ? [cap] : [];
          },
        ),
      },
    },
    (args) => message(shopText(args, ctx.config.public.session_budget, offered())),
  );

  registerPrompt(
    'teach_on_top',
    {
      title: 'Teach on top of a knowledge',
      description:
        'Check a base knowledge and what it already covers, build a training set, preflight it, and spend a lesson ' +
        'only after the user agrees.',
      argsSchema: {
        base: idArg('The knowledge id to build on; it becomes the parent of what is taught.'),
        facts: completable(z.string().max(4000).optional().describe('The facts to add, in plain words.'), () => []),
      },
    },
    (args) => message(teachOnTopText(args, offered())),
  );

  registerPrompt(
    'subgraph_to_knowledge',
    {
      title: 'Subgraph data to a training set',
      description:
        'Fetch stable facts from a subgraph through its own MCP server and upload them as a training set. ' +
        'Stops there: reviewing rows and teaching are separate, confirmed steps.',
      argsSchema: {
        subgraph: completable(
          z.string().min(1).max(500).describe('What to look for, e.g. a protocol and the facts wanted.'),
          (value) => SUBGRAPH_EXAMPLES.filter(startsWith(value)),
        ),
      },
    },
    (args) => message(subgraphText(args, offered())),
  );
  // Last: the guard reads the prompts/get handler the first registration installed.
  guardPromptGets(server, prompts);
}
