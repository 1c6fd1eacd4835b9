/**
 * The workflow this server asks of an agent, sent as the `instructions` on connect and served again as
 * `ainize://instructions` for clients that drop the former. A rule about a tool this server does not offer is
 * left out, so the text never sends an agent looking for one.
 */

/** A rule, shown when every tool it names is offered (or always, when it names none that may be absent). */
interface Rule {
  needs?: readonly string[];
  text: string;
}

const RULES: readonly Rule[] = [
  {
    text: 'Start with node_status. It says which node you are talking to, who is using the shared model right now, what you are allowed to do here and why not, and how much you may spend.',
  },
  {
    text: 'Find candidates with search_knowledge, then read one with get_knowledge. Trust the verification section (quorum, attestations, open challenges) over the description the author wrote.',
  },
  {
    needs: ['live_test'],
    text: 'Before you claim a knowledge helps, prove it with ONE live_test that names it in `knowledge`: that one call answers both columns, before and after, under one hold of the model. Two separate calls are not the same test — another process may have left a knowledge on the model in between.',
  },
  {
    text: 'Everything that touches the model is a job: it answers at once with a job_id. Follow it with job_status and wait_ms, which waits inside this server and answers at the next change. A job tool that takes wait_ms can also wait for its own job, for a client that cannot poll: when the job ends in time, that one answer is the finished job, with its result or error as job_status gives them; otherwise it is the handle, and job_status takes over. If the model is busy, tell the person who holds it and for how long instead of retrying. job_cancel gives up a queued job; a queued live test costs nothing.',
  },
  {
    needs: ['live_test'],
    text: "A verdict appears only when the question is in the knowledge's own benchmark. Otherwise the result is an unscored comparison: say so, and repeat every caveat.",
  },
  {
    text: 'Before you spend, quote: show the person the total, the bases it needs and the remaining budget, then stop and end the turn.',
  },
  {
    needs: ['buy', 'reconcile_purchase'],
    text: "Call buy only after they agreed, with the quote's quote_id, its total restated exactly and confirm: true. If a buy fails or times out, never buy again: reconcile_purchase says what happened, and pays nothing.",
  },
  {
    needs: ['create_training_set', 'teach_preflight', 'teach'],
    text: 'Before you teach, preflight: a lesson is one of a few per day, charged when it is submitted and never refunded. create_training_set, then teach_preflight; show the person which questions the model gets wrong and wait for a yes before teach. teach asks the model again and refuses with nothing_to_train, spending nothing, when nothing is left; a failed lesson is not retried. base is trained on and becomes a parent for good (paid from every sale); compare_with is only loaded for comparison.',
  },
  {
    needs: ['download_lesson'],
    text: 'A lesson ends as a private draft: keep it with download_lesson.',
  },
  {
    needs: ['live_test', 'download_lesson'],
    text: 'Prove a draft with one live_test naming its draft_id.',
  },
  {
    needs: ['publish_knowledge'],
    text: 'publish_knowledge is irreversible: dry_run first, and set its consents only after the person agreed.',
  },
  {
    needs: ['apply_knowledge', 'remove_knowledge'],
    text: 'apply_knowledge and remove_knowledge change the model every user of this machine shares, and the change survives a restart: use them only when the person asked for exactly that.',
  },
  {
    text: 'A null field means the node did not report it. Say that it is unknown; never fill it in with a guess or a zero.',
  },
  {
    text: "Reading is free and changes nothing. Tools that change the shared model, spend money or write something permanent are offered only when this server's own settings allow them, and each asks for an explicit confirmation. Never background-poll a decision a person has to make: ask, and end the turn.",
  },
  {
    text: 'When a tool fails, read its code: node_unreachable and model_busy are worth a later retry, not_found and invalid input are not. Do not retry in a tight loop.',
  },
  {
    text: 'Never paste a password, token or private key into a tool argument, and never repeat one. This server reads its credentials from its own settings and has no field for them.',
  },
];

const HEAD =
  'Ainize is a market of knowledges: small trained additions to a shared language model, each one checked by independent verifiers against its own benchmark.\n\nHow to work with this server:';

/** The instructions for a server that offers exactly the tools in `offered`. */
export function instructionsFor(offered: { has(name: string): boolean }): string {
  const rules = RULES.filter((rule) => (rule.needs ?? []).every((name) => offered.has(name)));
  return [HEAD, ...rules.map((rule, i) => `${i + 1}. ${rule.text}`)].join('\n');
}

/** Every rule: the instructions of a server that offers every tool. */
export const INSTRUCTIONS = instructionsFor({ has: () => true });
