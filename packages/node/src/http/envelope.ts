/**
 * The node's error envelope `{ "error": "<code>: <sentence>", ...extra }`. `extra` never overrides `error`,
 * so a stray field cannot hide the code the client keys on.
 */
export type ErrorBody = { error: string } & Record<string, unknown>;

export function errorBody(message: string, extra: Record<string, unknown> = {}): ErrorBody {
  const { error: _ignored, ...rest } = extra;
  return { error: message, ...rest };
}
