// Hostile and careless arguments against a real server: ids that try to steer a URL, fields that do not exist,
// credentials in the wrong place, numbers that try to raise a cap, job ids nobody issued, tools that must not
// exist without configuration, and a node that is down. The node is snapshotted before and after; nothing any of
// this sends may change it.
import { randomBytes } from 'node:crypto';
import { brief, codeOf, inputSchemaOf, isSchemaRefusal } from '../lib/answers.mjs';

export const description =
  'bad ids, unknown fields, secret-shaped arguments, cap-raising numbers, made-up job ids, unregistered tools and a node that is down — refused, never echoed, nothing changed';

const READ_TOOLS = ['search_knowledge', 'get_knowledge', 'node_status'];
/** Registered only by explicit configuration (or, for buy, a non-zero budget), none of which this run sets. */
const GATED_TOOLS = ['apply_knowledge', 'remove_knowledge', 'buy', 'publish_knowledge'];

/** @param {any} drive the driver drive.mjs hands every scenario */
export default async function job5(drive) {
  const before = await drive.snapshot();
  drive.note('node_before', before);

  const s = await drive.session({ label: 'attacker' });
  const listed = s.toolNames;
  drive.note('tools_listed', listed);

  // ---- what is and is not offered
  drive.check(
    'the read tools are listed',
    READ_TOOLS.every((t) => listed.includes(t)),
    listed.join(', '),
  );
  const loose = s.tools.filter((t) => t.inputSchema?.additionalProperties !== false).map((t) => t.name);
  drive.check('every listed input schema refuses extra properties', loose.length === 0, loose.join(', '));
  drive.check(
    'the server sends instructions on connect',
    (s.instructions ?? '').length > 0,
    `${s.instructions?.length ?? 0} chars`,
  );
  for (const name of GATED_TOOLS) {
    drive.check(`${name} is not listed without configuration`, !listed.includes(name));
    const called = await s.call(name, name === 'buy' ? { quote_id: 'q_x', confirm: true } : { id: 'us-city-states' });
    drive.check(`calling ${name} anyway fails`, called.isError, brief(called));
  }

  // ---- ids that try to steer a path, or are empty or huge
  const badIds = [
    '../x',
    '',
    'x'.repeat(500),
    '..%2Fx',
    'us-city-states/../../api/auth/setup',
    'a?include_drafts=1',
    ' x',
  ];
  for (const id of badIds) {
    const label = JSON.stringify(id.length > 40 ? `${id.slice(0, 12)}… (${id.length} chars)` : id);
    const answer = await s.call('get_knowledge', { id });
    drive.check(
      `get_knowledge refuses the id ${label} with a code`,
      answer.isError && codeOf(answer) !== null,
      brief(answer),
    );
  }

  // ---- fields that do not exist, including ones that look like a credential or a spending knob
  const canary = `pw-${randomBytes(8).toString('hex')}`;
  drive.watch('password-field canary', canary);
  const unknownFields = [
    ['search_knowledge', { query: 'x', max_price: '0' }, 'max_price'],
    ['search_knowledge', { query: 'x', password: canary }, 'password'],
    ['search_knowledge', { query: 'x', budget: 1000 }, 'budget'],
    ['get_knowledge', { id: 'us-city-states', token: canary }, 'token'],
    ['node_status', { node_url: 'http://127.0.0.1:1' }, 'node_url'],
  ];
  for (const [tool, args, field] of unknownFields) {
    const answer = await s.call(tool, args);
    drive.check(
      `${tool} refuses the unknown field "${field}" and names it`,
      answer.isError && answer.text.includes(field),
      brief(answer),
    );
  }

  // ---- a private key where a query goes: it may be searched for, but never sent back
  const key = randomBytes(32).toString('hex');
  drive.watch('private key sent as an argument', key);
  const keyed = [
    ['search_knowledge', { query: `my wallet key is 0x${key}` }],
    ['get_knowledge', { id: `0x${key}` }],
  ];
  if (listed.includes('job_status')) keyed.push(['job_status', { job_id: `lt_${key}` }]);
  if (listed.includes('job_cancel')) {
    keyed.push(['job_cancel', { job_id: `lt_${key}` }]);
    keyed.push(['job_cancel', { job_id: 'lt_000000000000', reason: `my key is 0x${key}` }]);
  }
  // An unknown knowledge is refused before a job exists, so this reaches no model and costs no free try.
  if (listed.includes('live_test')) {
    keyed.push(['live_test', { question: `sign with 0x${key}`, knowledge: ['no-such-knowledge-x'] }]);
  }
  for (const [tool, args] of keyed) {
    const answer = await s.call(tool, args);
    const echoed = answer.text.includes(key) || JSON.stringify(answer.structured ?? null).includes(key);
    drive.check(`${tool} with a key-shaped argument does not echo the key`, !echoed, brief(answer));
  }

  // ---- numbers that try to raise a cap: refused, or held to the cap the schema states
  const searchLimitMax = inputSchemaOf(s, 'search_knowledge')?.properties?.limit?.maximum;
  for (const [args, what] of [
    [{ limit: 10_000 }, 'limit 10000'],
    [{ limit: 0 }, 'limit 0'],
    [{ limit: 2.5 }, 'limit 2.5'],
    [{ limit: '10' }, 'limit as a string'],
    [{ offset: 1e12 }, 'offset 1e12'],
  ]) {
    const answer = await s.call('search_knowledge', args);
    const capped = !answer.isError && typeof searchLimitMax === 'number' && answer.json?.shown <= searchLimitMax;
    drive.check(
      `search_knowledge ${what}: refused, or capped at the schema's maximum (${searchLimitMax})`,
      (answer.isError && codeOf(answer) !== null) || (what === 'limit 10000' && capped),
      brief(answer),
    );
  }

  // ---- job ids nobody issued, and a wait that tries to hold the server
  if (listed.includes('job_status')) {
    const waitMax = inputSchemaOf(s, 'job_status')?.properties?.wait_ms?.maximum;
    // Either bound is safe: a schema maximum of 55000, or a larger one that the server holds to 55 s (job7
    // measures that on a real queued job). What must not happen is an unbounded wait.
    drive.check('job_status states a maximum for wait_ms', typeof waitMax === 'number', `maximum ${waitMax}`);
    drive.note('job_status_wait_ms_schema_maximum', waitMax ?? null);
    const huge = await s.call('job_status', { job_id: 'lt_000000000000', wait_ms: 10_000_000 });
    drive.check(
      'job_status with wait_ms 10000000 is refused (or answers within the cap)',
      (isSchemaRefusal(huge) || huge.json?.code === 'job_not_found') && huge.ms < 56_000,
      brief(huge),
    );
    for (const id of ['lt_000000000000', 'th_deadbeef', 'not-a-job', '../lt_x']) {
      const answer = await s.call('job_status', { job_id: id });
      drive.check(
        `job_status for the made-up id ${JSON.stringify(id)} is refused`,
        answer.isError && codeOf(answer) !== null,
        brief(answer),
      );
    }
    const plain = await s.call('job_status', { job_id: 'lt_000000000000' });
    drive.check(
      'job_status for a well-formed unknown id answers job_not_found',
      codeOf(plain) === 'job_not_found',
      brief(plain),
    );
  } else {
    drive.skip('job_status refuses made-up ids and caps wait_ms', 'job_status is not listed by this build');
  }
  if (listed.includes('job_cancel')) {
    const answer = await s.call('job_cancel', { job_id: 'lt_000000000000' });
    drive.check('job_cancel for a made-up id answers job_not_found', codeOf(answer) === 'job_not_found', brief(answer));
  } else {
    drive.skip('job_cancel for a made-up id answers job_not_found', 'job_cancel is not listed by this build');
  }
  if (listed.includes('job_list')) {
    const answer = await s.call('job_list', { limit: 10_000 });
    drive.check(
      'job_list limit 10000 is refused or capped',
      answer.isError || (answer.json?.items ?? answer.json?.jobs ?? []).length <= 100,
      brief(answer),
    );
    const extra = await s.call('job_list', { session: 'someone-else' });
    drive.check(
      'job_list refuses a field that would pick another session',
      extra.isError && extra.text.includes('session'),
      brief(extra),
    );
  } else {
    drive.skip('job_list caps its limit', 'job_list is not listed by this build');
  }
  if (listed.includes('live_test')) {
    const unknown = await s.call('live_test', { question: 'q', knowledge: ['no-such-knowledge-y'] });
    drive.check(
      'live_test naming an unknown knowledge is refused with a code',
      unknown.isError && codeOf(unknown) !== null,
      brief(unknown),
    );
    const tooMany = await s.call('live_test', { question: 'q', knowledge: ['a', 'b', 'c', 'd'] });
    drive.check(
      'live_test with four knowledges (max 3) is refused before reaching the model',
      isSchemaRefusal(tooMany) || tooMany.json?.code === 'invalid',
      brief(tooMany),
    );
    const badMode = await s.call('live_test', { question: 'q', knowledge: [], mode: 'apply' });
    drive.check('live_test with an unknown mode is refused', badMode.isError, brief(badMode));
    const traversal = await s.call('live_test', { question: 'q', knowledge: ['../x'] });
    drive.check('live_test refuses a path-traversal knowledge id', traversal.isError, brief(traversal));
    // The one call here that reaches the model: the bare model only, with a key in the question. The result
    // echoes the question, so this is where a key would come back if the outbound scrubber missed it.
    const asked = await s.call('live_test', { question: `remember 0x${key} for me`, knowledge: [] });
    if (!asked.isError) {
      const { last } = await s.waitJob(asked.json.job_id, { timeoutMs: 120_000 });
      drive.check(
        'a live_test whose question holds a key answers with the key redacted',
        last.json?.state === 'done' && !last.text.includes(key),
        `state ${last.json?.state}; question as returned: ${JSON.stringify(last.json?.result?.question ?? null)}`,
      );
    } else {
      drive.check('a bare-model live_test with a key in the question starts', false, brief(asked));
    }
    // "patched" asks only for the column with the knowledges loaded; with none named there is nothing to ask.
    const empty = await s.call('live_test', { question: 'What is 2 + 2?', knowledge: [], mode: 'patched' });
    let emptyResult = null;
    if (!empty.isError) emptyResult = (await s.waitJob(empty.json.job_id, { timeoutMs: 120_000 })).last.json?.result;
    drive.check(
      'live_test mode patched with no knowledge is refused, or answers the column it asked for',
      (empty.isError && codeOf(empty) !== null) || (emptyResult !== null && emptyResult?.after !== null),
      empty.isError
        ? brief(empty)
        : `accepted as ${empty.json?.job_id}; result before ${JSON.stringify(emptyResult?.before)} after ${JSON.stringify(emptyResult?.after)}`,
    );
    if (listed.includes('job_list')) {
      const jobs = await s.call('job_list', {});
      const ran = [asked.json?.job_id, empty.json?.job_id];
      const left = (jobs.json?.items ?? []).filter((j) => !ran.includes(j.job_id));
      drive.check('no refused live_test left a job behind', !jobs.isError && left.length === 0, brief(jobs));
    }
  } else {
    drive.skip('live_test refuses bad arguments before the model', 'live_test is not listed by this build');
  }

  // ---- the node is down: the server still starts, lists the read tools, and says so retryably
  const dead = await drive.deadUrl();
  const deadCanary = `down-${randomBytes(8).toString('hex')}`;
  drive.watch('credential given to the node-down session', deadCanary);
  const down = await drive.session({
    label: 'node-down',
    env: { AINIZE_NODE_URL: dead, AINIZE_OPERATOR_PASSWORD: deadCanary, AINIZE_TOKEN: null },
  });
  drive.check(
    'with the node down the read tools are still listed',
    READ_TOOLS.every((t) => down.toolNames.includes(t)),
    down.toolNames.join(', '),
  );
  for (const [tool, args] of [
    ['search_knowledge', {}],
    ['get_knowledge', { id: 'us-city-states' }],
    ['node_status', {}],
  ]) {
    const answer = await down.call(tool, args);
    drive.check(
      `with the node down ${tool} answers node_unreachable, retryable`,
      answer.isError && answer.json?.code === 'node_unreachable' && answer.json?.retryable === true,
      brief(answer),
    );
  }
  await down.listTools();
  drive.check(
    'with the node down the read tools are still listed after the failed calls',
    READ_TOOLS.every((t) => down.toolNames.includes(t)),
    `${down.toolNames.join(', ')}; tools/list_changed heard: ${down.toolListChanged}`,
  );
  drive.check(
    'no session heard more than one tools/list_changed',
    [s, down].every((x) => x.toolListChanged <= 1),
    `attacker ${s.toolListChanged}, node-down ${down.toolListChanged}`,
  );
  await down.close();
  await s.close();

  const after = await drive.snapshot();
  drive.note('node_after', after);
  drive.check(
    'the node is unchanged: catalog total, statuses and ledger length as before',
    JSON.stringify(before) === JSON.stringify(after),
    `before ${JSON.stringify(before)} after ${JSON.stringify(after)}`,
  );
}
