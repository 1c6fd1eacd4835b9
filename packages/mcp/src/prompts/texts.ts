import { cmpDec } from '@ainize/core';

/**
 * The workflow each prompt hands an agent, as plain text naming this server's tools. Pure: the arguments and the
 * one setting a text depends on come in; registration, completion and scrubbing live in index.ts.
 */

const q = (value: string): string => JSON.stringify(value);

export function proveItText(
  args: { knowledge: string; question?: string | undefined },
  /** A question from the knowledge's own benchmark, used when the caller gave none. */
  benchmarkQuestion?: string,
): string {
  const id = args.knowledge;
  const question = args.question
    ? `Ask exactly this question: ${q(args.question)}. Unless it is one of the knowledge's own benchmark questions, the comparison is unscored; say so.`
    : benchmarkQuestion
      ? `Ask this question from its own benchmark, so the comparison can be scored: ${q(benchmarkQuestion)}.`
      : 'Pick a question the knowledge claims to answer (its description and topic say what that is). Unless it is one of its own benchmark questions, the comparison is unscored; say so.';
  return [
    `Show whether the knowledge ${id} really changes what the model answers. Use the tools of this Ainize server.`,
    '',
    `1. get_knowledge { "id": ${q(id)} }. Read the verification section first: quorum, each attestation and its score, any open challenge. It outweighs the description its author wrote. If requires names a base this node does not hold, say so.`,
    `2. ${question}`,
    '3. node_status: whether this server offers live_test, and who holds the shared model now. Without live_test, stop and report the verification record alone.',
    `4. Call live_test ONCE, naming the knowledge: { "question": …, "knowledge": [${q(id)}] }. That one call answers both columns, the bare model and the model with ${id}, under one hold of the model. Two separate calls are not the same: a call without the knowledge does not unload one that another user left applied.`,
    '5. Poll job_status { "job_id": …, "wait_ms": 25000 } until the state is done. If the model is busy, report who holds it and for how long; do not start a second test. If the user gives up, job_cancel { "job_id": … }; that is free only while the test is still queued.',
    '6. Report the question, both answers side by side, whether they changed, the verdict (null means unscored: say that), the caveats and the verification record. Do not call the knowledge verified on the strength of one live test.',
  ].join('\n');
}

export function shopText(args: { topic: string; max_price?: string | undefined }, sessionCap: string): string {
  const cap =
    args.max_price === undefined
      ? `No max_price was given: the session cap of ${sessionCap} alone applies.`
      : cmpDec(args.max_price, sessionCap) > 0
        ? `max_price ${args.max_price} is above the session cap of ${sessionCap}, so the cap is what applies: max_price can only lower the cap for one call, never raise it.`
        : `Pass max_price ${q(args.max_price)} to buy. It lowers the session cap of ${sessionCap} for that one call; it can never raise it.`;
  return [
    `Find knowledge about ${q(args.topic)} on this Ainize server, and buy only within the budget.`,
    '',
    `1. node_status: the session budget (cap, spent, remaining) and the node's currency. ${cap} The cap itself is set in this server's environment; no argument raises it.`,
    `2. search_knowledge { "query": ${q(args.topic)} }: shortlist a few candidates. Prefer sellable ones whose quorum is met. A null field is unknown, not zero.`,
    '3. get_knowledge on each candidate: its verification, open challenges, and requires. An add-on only works on top of its base, and the base costs extra.',
    '4. Before recommending one, prove it: ONE live_test naming it in knowledge (both columns in one call), then job_status with wait_ms until done.',
    '5. quote is always offered; buy only when this server is configured for money (an operator credential and a session budget above 0). If buy is not in your tool list, quote the choice, give the user the shortlist with prices, and stop.',
    '6. quote the chosen knowledge. Show the user the total with its bases and the remaining budget, then STOP and end your turn. Call buy only after the user has approved that quote, restating its total exactly. Never buy in the turn in which you first saw the price.',
  ].join('\n');
}

export function teachOnTopText(args: { base: string; facts?: string | undefined }): string {
  const base = args.base;
  const facts = args.facts
    ? `The user wants to add: ${q(args.facts)}.`
    : 'Ask the user which facts to add before going further.';
  return [
    `Teach new facts on top of the knowledge ${base}, through this Ainize server.`,
    '',
    `1. get_knowledge { "id": ${q(base)} }: it can only be a base if it is not rejected, challenged or superseded. family_tree { "id": ${q(base)} } shows what is already built on it; get_training_set { "id": ${q(base)} } shows what it was trained on, so nothing is taught twice.`,
    `2. ${facts} Write them as { "prompt", "answer" } rows, one fact each, with short answers that will not change (no prices, balances or counts).`,
    '3. Teaching needs a teaching key and teaching enabled on this server. If create_training_set, teach_preflight and teach are not in your tool list, stop and say so.',
    `4. create_training_set with the rows, then teach_preflight on that training set with "base": [${q(base)}], then job_status with wait_ms until done. It says which rows the model already knows.`,
    `5. A lesson is one of a few per day and is never refunded. Show the user the preflight verdicts and wait for a yes before calling teach with "base": [${q(base)}]. base makes ${base} the parent for good: it is paid a share of every sale and every buyer needs it. compare_with is only loaded for comparison and is not the same thing.`,
    '6. Poll job_status with wait_ms until the lesson lands. Report what it learned, what it did not, and the draft id you can live_test against the bare model.',
  ].join('\n');
}

export function subgraphText(args: { subgraph: string }): string {
  return [
    `Turn subgraph data about ${q(args.subgraph)} into a training set on this Ainize server, and stop there.`,
    '',
    '1. Keep only facts that do not change: addresses, symbols, names. A price, a balance or a TVL changes every block; that is retrieval, not knowledge.',
    `2. Fetch with the subgraph's own MCP server, not this one: search for subgraphs about ${q(args.subgraph)}, check their query volume, read the schema, and run one bounded query pinned to a block. If the volume cannot decide between subgraphs, ask the user for the subgraph id instead of guessing.`,
    '3. Map each result to a { "prompt", "answer" } row, and keep the provenance: the server, the subgraph id, the block and the query.',
    '4. search_knowledge first: if a knowledge already covers these facts, tell the user instead of making a copy.',
    '5. create_training_set with the rows, a name and the provenance. It needs a teaching key on this server; if the tool is not in your list, stop and say so.',
    '6. Stop after create_training_set. Show the user the training set id, the rows accepted and rejected, and a few sample rows. Reviewing the rows and spending a lesson on them (teach_preflight, then teach) are separate steps that a human confirms; do not take them in this turn.',
  ].join('\n');
}
