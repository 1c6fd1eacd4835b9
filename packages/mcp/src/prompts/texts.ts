import { cmpDec, isPrice } from '@ainize/core';

/**
 * The workflow each prompt hands an agent, as plain text naming this server's tools. Pure: the arguments and the
 * one setting a text depends on come in; registration, completion and scrubbing live in index.ts.
 */

const q = (value: string): string => JSON.stringify(value);

/** The tools a text may name: the server's offered tools when it is rendered. By default, every tool. */
export interface Offered {
  has(name: string): boolean;
}
const EVERY_TOOL: Offered = { has: () => true };

export function proveItText(
  args: { knowledge: string; question?: string | undefined },
  /** A question from the knowledge's own benchmark, used when the caller gave none. */
  benchmarkQuestion?: string,
  offered: Offered = EVERY_TOOL,
): string {
  const id = args.knowledge;
  const question = args.question
    ? `Ask exactly this question: ${q(args.question)}. Unless it is one of the knowledge's own benchmark questions, the comparison is unscored; say so.`
    : benchmarkQuestion
      ? `Ask this question from its own benchmark, so the comparison can be scored: ${q(benchmarkQuestion)}.`
      : 'Pick a question the knowledge claims to answer (its description and topic say what that is). Unless it is one of its own benchmark questions, the comparison is unscored; say so.';
  const intro = [
    `Show whether the knowledge ${id} really changes what the model answers. Use the tools of this Ainize server.`,
    '',
    `1. get_knowledge { "id": ${q(id)} }. Read the verification section first: quorum, each attestation and its score, any open challenge. It outweighs the description its author wrote. If requires names a base this node does not hold, say so.`,
  ];
  if (!offered.has('live_test')) {
    return [
      ...intro,
      '2. This server offers no live test (node_status says why): nothing here can ask the model. Report the verification record alone, and say that the knowledge was not tried on the model.',
    ].join('\n');
  }
  return [
    ...intro,
    `2. ${question}`,
    '3. node_status: who holds the shared model now.',
    `4. Call live_test ONCE, naming the knowledge: { "question": …, "knowledge": [${q(id)}] }. That one call answers both columns, the bare model and the model with ${id}, under one hold of the model. Two separate calls are not the same: a call without the knowledge does not unload one that another user left applied.`,
    '5. Poll job_status { "job_id": …, "wait_ms": 25000 } until the state is done. If the model is busy, report who holds it and for how long; do not start a second test. If the user gives up, job_cancel { "job_id": … }; that is free only while the test is still queued.',
    '6. Report the question, both answers side by side, whether they changed, the verdict (null means unscored: say that), the caveats and the verification record. Do not call the knowledge verified on the strength of one live test.',
  ].join('\n');
}

export function shopText(
  args: { topic: string; max_price?: string | undefined },
  sessionCap: string,
  offered: Offered = EVERY_TOOL,
): string {
  // A cap per currency ("10 CREDIT, 5 ATD") cannot be compared with one number; each currency keeps its own cap.
  const bare = isPrice(sessionCap);
  const capWords = bare ? `the session cap of ${sessionCap}` : `the session caps (${sessionCap})`;
  const cap =
    args.max_price === undefined
      ? `No max_price was given: ${capWords} alone applies.`
      : bare && cmpDec(args.max_price, sessionCap) > 0
        ? `max_price ${args.max_price} is above ${capWords}, so the cap is what applies: max_price can only lower the cap for one call, never raise it.`
        : offered.has('buy')
          ? `Pass max_price ${q(args.max_price)} to buy. It lowers ${capWords} for that one call; it can never raise it.`
          : `max_price ${args.max_price} would lower ${capWords} for one purchase; it can never raise it.`;
  return [
    `Find knowledge about ${q(args.topic)} on this Ainize server, and spend only within the budget.`,
    '',
    `node_status: the session budget (cap, spent, remaining) and the node's currency. ${cap} The cap itself is set in this server's environment; no argument raises it.`,
    `search_knowledge { "query": ${q(args.topic)} }: shortlist a few candidates. Prefer sellable ones whose quorum is met. A null field is unknown, not zero.`,
    'get_knowledge on each candidate: its verification, open challenges, and requires. An add-on only works on top of its base, and the base costs extra.',
    ...(offered.has('live_test')
      ? [
          'Before recommending one, prove it: ONE live_test naming it in knowledge (both columns in one call), then job_status with wait_ms until done.',
        ]
      : []),
    ...(offered.has('buy')
      ? [
          'quote the chosen knowledge. Show the user the total with its bases and the remaining budget, then STOP and end your turn. Call buy only after the user has approved that quote, restating its total exactly. Never buy in the turn in which you first saw the price.',
        ]
      : [
          'quote the chosen knowledge and show the user the shortlist with prices, the total with its bases and the remaining budget, then STOP and end your turn. This server is not configured to spend money (node_status says why), so nothing can be purchased through it.',
        ]),
  ]
    .map(numbered)
    .join('\n');
}

/** Numbers the steps of a text whose first two lines are its title and a blank line. */
function numbered(line: string, index: number): string {
  return index < 2 ? line : `${index - 1}. ${line}`;
}

export function teachOnTopText(
  args: { base: string; facts?: string | undefined },
  offered: Offered = EVERY_TOOL,
): string {
  const base = args.base;
  const facts = args.facts
    ? `The user wants to add: ${q(args.facts)}.`
    : 'Ask the user which facts to add before going further.';
  const check = `1. get_knowledge { "id": ${q(base)} }: it can only be a base if it is not rejected, challenged or superseded. family_tree { "id": ${q(base)} } shows what is already built on it; get_training_set { "id": ${q(base)} } shows what it was trained on, so nothing is taught twice.`;
  const title = [`Teach new facts on top of the knowledge ${base}, through this Ainize server.`, ''];
  if (!['create_training_set', 'teach_preflight', 'teach'].every((name) => offered.has(name))) {
    return [
      ...title,
      check,
      '2. This server cannot spend a lesson here: teaching needs a teaching key in its settings, a node whose teaching policy is enabled, and lessons left for this server (node_status says which is missing). Stop after step 1, report what the base already covers, and say what would have to change.',
    ].join('\n');
  }
  return [
    ...title,
    check,
    `2. ${facts} Write them as { "prompt", "answer" } rows, one fact each, with short answers that will not change (no prices, balances or counts).`,
    `3. create_training_set with the rows, then teach_preflight on that training set with "base": [${q(base)}], then job_status with wait_ms until done. It says which rows the model already knows.`,
    `4. A lesson is one of a few per day and is never refunded. Show the user the preflight verdicts and wait for a yes before calling teach with "base": [${q(base)}]. base makes ${base} the parent for good: it is paid a share of every sale and every buyer needs it. compare_with is only loaded for comparison and is not the same thing.`,
    `5. Poll job_status with wait_ms until the lesson lands. Report what it learned, what it did not, and the draft id${offered.has('live_test') ? ' you can live_test against the bare model' : ''}.`,
  ].join('\n');
}

export function subgraphText(args: { subgraph: string }, offered: Offered = EVERY_TOOL): string {
  if (!offered.has('create_training_set')) {
    return [
      `Turn subgraph data about ${q(args.subgraph)} into a training set on this Ainize server.`,
      '',
      '1. This server cannot create a training set here: that needs a teaching key in its settings and a node whose teaching policy is enabled (node_status says which is missing). Say so and stop; fetch nothing.',
    ].join('\n');
  }
  return [
    `Turn subgraph data about ${q(args.subgraph)} into a training set on this Ainize server, and stop there.`,
    '',
    '1. Keep only facts that do not change: addresses, symbols, names. A price, a balance or a TVL changes every block; that is retrieval, not knowledge.',
    `2. Fetch with the subgraph's own MCP server, not this one: search for subgraphs about ${q(args.subgraph)}, check their query volume, read the schema, and run one bounded query pinned to a block. If the volume cannot decide between subgraphs, ask the user for the subgraph id instead of guessing.`,
    '3. Map each result to a { "prompt", "answer" } row, and keep the provenance: the server, the subgraph id, the block and the query.',
    '4. search_knowledge first: if a knowledge already covers these facts, tell the user instead of making a copy.',
    '5. create_training_set with the rows, a name and the provenance.',
    `6. Stop after create_training_set. Show the user the training set id, the rows accepted and rejected, and a few sample rows. Reviewing the rows and spending a lesson on them${offered.has('teach_preflight') && offered.has('teach') ? ' (teach_preflight, then teach)' : ''} are separate steps that a human confirms; do not take them in this turn.`,
  ].join('\n');
}
