// The Streamable HTTP transport, driven from outside: `ainize-mcp --http` started the way an operator starts it,
// spoken to by the SDK's HTTP client and by plain HTTP requests that no MCP client would send. Two sessions run
// side by side and neither can see the other's jobs.
import { brief, codeOf } from '../lib/answers.mjs';

export const description =
  'ainize-mcp --http: handshake and session id, a forged session, a forged Host, a forged Origin, no CORS grant, two concurrent sessions with separate jobs, and a port that refuses to start with money on it';

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const PROTOCOL = '2025-11-25';
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: PROTOCOL, capabilities: {}, clientInfo: { name: 'job6-raw', version: '0' } },
});

/** @param {any} drive the driver drive.mjs hands every scenario */
export default async function job6(drive) {
  // ---- a port with money on it does not start
  const unsafe = await drive.httpServer({ label: 'unsafe', env: { AINIZE_MCP_SESSION_BUDGET: '5' } });
  drive.check(
    'a port with a spending budget refuses to start, naming the setting',
    unsafe.url === null && unsafe.exitCode === '2' && unsafe.stderr.includes('AINIZE_MCP_SESSION_BUDGET=5'),
    unsafe.stderr.trim().split('\n').slice(0, 3).join(' / '),
  );

  const http = await drive.httpServer({ label: 'http' });
  if (!http.url) {
    drive.check('ainize-mcp --http starts', false, http.stderr);
    return;
  }
  drive.check('binds a loopback address by default', /^http:\/\/127\.0\.0\.1:\d+\/mcp$/.test(http.url), http.url);

  // ---- handshake
  const a = await http.session({ label: 'A' });
  const sessionId = a.transport.sessionId;
  drive.check(
    'initialize hands out an Mcp-Session-Id',
    typeof sessionId === 'string' && /^[0-9a-f-]{36}$/.test(sessionId),
    String(sessionId).slice(0, 8),
  );
  drive.check(
    'the server declares logging and resource subscriptions',
    a.capabilities?.logging !== undefined && a.capabilities?.resources?.subscribe === true,
    JSON.stringify(a.capabilities),
  );
  const stdio = await drive.session({ label: 'stdio' });
  drive.check(
    'the same tools are offered over HTTP as over stdio',
    JSON.stringify([...a.toolNames].sort()) === JSON.stringify([...stdio.toolNames].sort()),
    `${a.toolNames.length} over HTTP, ${stdio.toolNames.length} over stdio`,
  );
  await stdio.close();
  const found = await a.call('search_knowledge', { limit: 3 });
  drive.check('a read tool answers over HTTP', !found.isError && Array.isArray(found.json?.items), brief(found));

  // ---- forged and missing session ids
  const ping = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'ping' });
  const forgedId = '00000000-0000-4000-8000-000000000000';
  const forged = await http.raw({
    headers: { ...JSON_HEADERS, 'mcp-session-id': forgedId, 'mcp-protocol-version': PROTOCOL },
    body: ping,
  });
  drive.check(
    'a session id nobody issued is answered 404, without repeating it',
    forged.status === 404 && !forged.text.includes(forgedId),
    `HTTP ${forged.status}: ${forged.text.slice(0, 120)}`,
  );
  const missing = await http.raw({ headers: JSON_HEADERS, body: ping });
  drive.check('a request without a session id is answered 400', missing.status === 400, `HTTP ${missing.status}`);

  // ---- DNS rebinding and cross-site requests
  const rebound = await http.raw({
    headers: { ...JSON_HEADERS, host: `evil.example.com:${http.port}` },
    body: INITIALIZE,
  });
  drive.check(
    'a forged Host (a rebound name) is answered 403',
    rebound.status === 403 && !rebound.text.includes('evil.example.com'),
    `HTTP ${rebound.status}: ${rebound.text.slice(0, 120)}`,
  );
  const foreign = await http.raw({
    headers: { ...JSON_HEADERS, origin: 'https://evil.example.com' },
    body: INITIALIZE,
  });
  drive.check('a foreign Origin is answered 403', foreign.status === 403, `HTTP ${foreign.status}`);

  // ---- no CORS grant
  const ownOrigin = `http://127.0.0.1:${http.port}`;
  const preflight = await http.raw({
    method: 'OPTIONS',
    headers: {
      origin: ownOrigin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type',
    },
  });
  const served = await http.raw({ headers: { ...JSON_HEADERS, origin: ownOrigin }, body: INITIALIZE });
  const granted = [preflight, served].flatMap((r) =>
    Object.keys(r.headers).filter((h) => h.startsWith('access-control-')),
  );
  drive.check(
    'no answer grants CORS (a preflight is 405; no Access-Control-* header anywhere)',
    preflight.status === 405 && served.status === 200 && granted.length === 0,
    `preflight HTTP ${preflight.status}, served HTTP ${served.status}, granted: ${granted.join(', ') || 'none'}`,
  );

  // ---- two concurrent sessions, separate jobs
  const b = await http.session({ label: 'B' });
  drive.check(
    'a second session gets its own id',
    b.transport.sessionId !== sessionId,
    String(b.transport.sessionId).slice(0, 8),
  );
  if (!a.toolNames.includes('live_test')) {
    drive.skip('two sessions with separate jobs', 'the node serves no model, so live_test is not offered');
  } else {
    const question = 'What does this knowledge know?';
    const [startA, startB] = await Promise.all([
      a.call('live_test', { question, knowledge: [] }),
      b.call('live_test', { question, knowledge: [] }),
    ]);
    const jobA = startA.json?.job_id;
    const jobB = startB.json?.job_id;
    drive.check(
      'both sessions start a job at the same time',
      typeof jobA === 'string' && typeof jobB === 'string' && jobA !== jobB,
      `${brief(startA)} | ${brief(startB)}`,
    );
    const [listA, listB] = await Promise.all([a.call('job_list', {}), b.call('job_list', {})]);
    const idsA = (listA.json?.items ?? []).map((j) => j.job_id);
    const idsB = (listB.json?.items ?? []).map((j) => j.job_id);
    drive.check(
      'each session lists only its own job',
      JSON.stringify(idsA) === JSON.stringify([jobA]) && JSON.stringify(idsB) === JSON.stringify([jobB]),
      `A: ${idsA.join(', ')}; B: ${idsB.join(', ')}`,
    );
    const peek = await b.call('job_status', { job_id: jobA });
    const stop = await b.call('job_cancel', { job_id: jobA });
    drive.check(
      'one session can neither read nor cancel the other’s job',
      codeOf(peek) === 'job_not_found' && codeOf(stop) === 'job_not_found',
      `${brief(peek)} | ${brief(stop)}`,
    );
    const [doneA, doneB] = await Promise.all([
      a.waitJob(jobA, { timeoutMs: 120_000 }),
      b.waitJob(jobB, { timeoutMs: 120_000 }),
    ]);
    drive.check(
      'each job ends in its own session, untouched by the other',
      doneA.reached && doneB.reached && doneA.last.json?.cancel === undefined,
      `A ${doneA.last.json?.state}, B ${doneB.last.json?.state}`,
    );
  }

  // ---- a DELETE ends the session
  await a.close();
  const after = await http.raw({
    headers: { ...JSON_HEADERS, 'mcp-session-id': sessionId, 'mcp-protocol-version': PROTOCOL },
    body: ping,
  });
  drive.check('after DELETE the session id is answered 404', after.status === 404, `HTTP ${after.status}`);
}
