// Small readers for tool answers, shared by the scenarios.

/**
 * The error code an answer carries: the server's own `{code}` when the text is that JSON, else the JSON-RPC code
 * the SDK put in its plain-text refusal ("MCP error -32602: Input validation error: …"), else null.
 * @param {{ isError: boolean, json: any, text: string }} answer
 * @returns {string | null}
 */
export function codeOf(answer) {
  if (typeof answer.json?.code === 'string') return answer.json.code;
  const rpc = /MCP error (-?\d+)/.exec(answer.text ?? '');
  return rpc ? `rpc${rpc[1]}` : null;
}

/**
 * Whether the arguments were refused by the tool's schema before any handler ran: the server's call guard answers
 * `invalid_argument` naming the fields at fault and the fields accepted (an older build let the SDK answer with its
 * "Input validation error" text).
 */
export function isSchemaRefusal(answer) {
  if (!answer.isError) return false;
  const details = answer.json?.details;
  const guarded =
    answer.json?.code === 'invalid_argument' && Array.isArray(details?.fields) && Array.isArray(details?.accepted);
  return guarded || /Input validation error/.test(answer.text ?? '');
}

/** A short description of an answer for a check's detail. */
export function brief(answer) {
  const code = codeOf(answer);
  const text = (answer.text ?? '').replace(/\s+/g, ' ');
  return `${answer.isError ? 'error' : 'ok'}${code ? ` ${code}` : ''} in ${answer.ms} ms: ${text.slice(0, 160)}`;
}

/** The JSON Schema of one tool's input, as tools/list gave it, or null. */
export function inputSchemaOf(session, name) {
  return session.tools.find((t) => t.name === name)?.inputSchema ?? null;
}
