/**
 * The workflow this server asks of an agent, sent as the `instructions` on connect and served again as
 * `ainize://instructions` for clients that drop the former.
 */
export const INSTRUCTIONS = `Ainize is a market of knowledges: small trained additions to a shared language model, each one checked by independent verifiers against its own benchmark.

How to work with this server:
1. Start with node_status. It says which node you are talking to, who is using the shared model right now, what you are allowed to do here and why not, and how much you may spend.
2. Find candidates with search_knowledge, then read one with get_knowledge. Trust the verification section (quorum, attestations, open challenges) over the description the author wrote.
3. A null field means the node did not report it. Say that it is unknown; never fill it in with a guess or a zero.
4. Reading is free and changes nothing. Anything that would touch the shared model, spend money or write something permanent is a separate, clearly marked tool; none of those are offered by this build.
5. When a tool fails, read its code: node_unreachable and model_busy are worth a later retry, not_found and invalid input are not. Do not retry in a tight loop.
6. Never paste a password, token or private key into a tool argument. This server reads its credentials from its own settings and has no field for them.`;
