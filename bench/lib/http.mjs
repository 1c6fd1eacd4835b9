// JSON over HTTP for bench sections, with the operator's bearer.

/** POSTs `body` as JSON with `token` as the bearer; answers the parsed answer, and throws on any status but 2xx. */
export async function postJson(url, token, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(json)}`);
  return json;
}
