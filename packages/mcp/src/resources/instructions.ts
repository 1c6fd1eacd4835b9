/**
 * The workflow this server asks of an agent, sent as the `instructions` on connect and served again as
 * `ainize://instructions` for clients that drop the former.
 */
export const INSTRUCTIONS = `Ainize is a market of knowledges: small trained additions to a shared language model, each one checked by independent verifiers against its own benchmark.

How to work with this server:
1. Start with node_status. It says which node you are talking to, who is using the shared model right now, what you are allowed to do here and why not, and how much you may spend.
2. Find candidates with search_knowledge, then read one with get_knowledge. Trust the verification section (quorum, attestations, open challenges) over the description the author wrote.
3. Before you claim a knowledge helps, prove it with ONE live_test that names it in \`knowledge\`: that one call answers both columns, before and after, under one hold of the model. Two separate calls are not the same test — another process may have left a knowledge on the model in between.
4. Everything that touches the model is a job. live_test, teach_preflight and teach (and apply_knowledge / remove_knowledge where offered) answer at once with a job_id; follow it with job_status and wait_ms, which waits inside this server and answers at the next change. If the model is busy, tell the person who holds it and for how long instead of retrying. job_cancel gives up a queued live test for free.
5. A verdict appears only when the question is in the knowledge's own benchmark. Otherwise the result is an unscored comparison: say so, and repeat every caveat.
6. Before you spend, quote: show the person the total, the bases it needs and the remaining budget, then stop and end the turn. Call buy only after they agreed, with the quote's quote_id, its total restated exactly and confirm: true. If a buy fails or times out, never buy again: reconcile_purchase says what happened, and pays nothing.
7. Before you teach, preflight: a lesson is one of a few per day, charged when it is submitted and never refunded. create_training_set, then teach_preflight; show the person which questions the model gets wrong and wait for a yes before teach. teach asks the model again and refuses with nothing_to_train, spending nothing, when nothing is left; a failed lesson is not retried. base is trained on and becomes a parent for good (paid from every sale); compare_with is only loaded for comparison. The result is a private draft: prove it with one live_test naming its draft_id, keep it with download_lesson. publish_knowledge is irreversible: dry_run first, and set its consents only after the person agreed.
8. A null field means the node did not report it. Say that it is unknown; never fill it in with a guess or a zero.
9. Reading is free and changes nothing. Tools that change the shared model, spend money or write something permanent are offered only when this server's own settings allow them, and each asks for an explicit confirmation. Never background-poll a decision a person has to make: ask, and end the turn.
10. When a tool fails, read its code: node_unreachable and model_busy are worth a later retry, not_found and invalid input are not. Do not retry in a tight loop.
11. Never paste a password, token or private key into a tool argument, and never repeat one. This server reads its credentials from its own settings and has no field for them.`;
