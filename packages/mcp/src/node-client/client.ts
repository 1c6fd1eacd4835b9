import {
  AinizeFailure,
  type AinizeError,
  createScrubber,
  decodePaymentRequiredV2,
  PAYMENT_REQUIRED_V2_HEADER,
  parseNodeError,
  readNodeFailure,
  type Scrubber,
} from '@ainize/core';
import { type OperatorCredentials, OperatorSession, TeachSigner } from './credentials.js';
import { entriesStartingWith } from './id-prefix.js';
import { explainNotFound, nodeRefusal, withSuggestions } from './refusal.js';
import { TeachDoor } from './teach.js';
import {
  type Answer,
  type HttpMethod,
  parseBody,
  pathOf,
  type RequestRecord,
  type RequestRecorder,
  segment,
  Transport,
} from './transport.js';
import type * as T from './types.js';

/**
 * The MCP server's one door to a node: every route the READ and MODEL tiers use, typed, over plain HTTP, so the
 * same server works against the embedded node or any node that speaks the API. Every failure leaves as an
 * AinizeFailure (core's mapper, unrewritten node codes), already scrubbed of every secret this client knows.
 */

export interface NodeClientOptions {
  baseUrl: string;
  /** Starts as the server's scrubber (knowing its env secrets); the operator bearer is added once it exists. */
  scrubber?: Scrubber;
  /** Told each secret this client comes to hold (the exchanged bearer), for a scrubber kept elsewhere. */
  onSecret?: (secret: string) => void;
  operator?: OperatorCredentials;
  teachKey?: { privateKey: string; address: string };
  fetch?: typeof fetch;
  recordRequests?: RequestRecorder;
  timeouts?: Partial<Timeouts>;
  /** How long `/api/info` is reused. */
  infoTtlMs?: number;
  now?: () => number;
}

export interface Timeouts {
  /** Ordinary reads and writes. */
  read: number;
  /** Anything that waits for the shared model: the node waits up to 20 minutes for its lock. */
  model: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** `teach`: sign with the teaching key (required); `'auto'`: sign when one is configured. */
export interface TeachOption extends CallOptions {
  teach?: boolean | 'auto';
}

export interface ChatOptions extends CallOptions {
  /** Send the operator bearer, which the node exempts from the hourly live-test quota. */
  operator?: boolean;
  /** Sign with the teaching key (lets its owner live-test a private draft). */
  teach?: boolean;
}

type Auth = 'none' | 'operator' | 'teach';

interface Request extends CallOptions {
  auth?: Auth;
  body?: unknown;
  /** Another door to the same node, for a call that must read its answer differently (the dataset rows). */
  transport?: Transport;
}

/** How far `datasetRows` reads before it stops. */
export interface RowsCap {
  rows: number;
  bytes: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { read: 15_000, model: 21 * 60_000 };
export const INFO_TTL_MS = 60_000;
export const TEACH_POLICY_TTL_MS = 10_000;

export class NodeClient {
  readonly baseUrl: string;
  readonly #transport: Transport;
  readonly #session: OperatorSession;
  readonly #signer: TeachSigner | undefined;
  readonly #timeouts: Timeouts;
  readonly #infoTtl: number;
  readonly #now: () => number;
  readonly #fetch: typeof fetch | undefined;
  readonly #recordRequests: (record: RequestRecord) => void;
  readonly #foreignRecorder: RequestRecorder | undefined;
  readonly #observers = new Set<(record: RequestRecord) => void>();
  #scrubber: Scrubber;
  readonly #startedWith: Scrubber | undefined;
  /** Answers reused for a while (see #reused), by route. */
  readonly #recent = new Map<string, { at: number; value: Promise<unknown> }>();
  #nodeAddress: Promise<string> | undefined;
  /** The teach door's routes, signed with the teaching key (each refuses without one). */
  readonly teach: TeachDoor;

  constructor(options: NodeClientOptions) {
    const given = options.recordRequests;
    const record = Array.isArray(given) ? (r: RequestRecord) => given.push(r) : given;
    // Every exchange with the configured node reaches the recorder a test passed and every observer (the health
    // watch that logs node trouble); a foreign gateway's answers reach the recorder only.
    this.#recordRequests = (r) => {
      record?.(r);
      for (const observer of this.#observers) observer(r);
    };
    this.#foreignRecorder = given;
    this.#transport = new Transport({
      baseUrl: options.baseUrl,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      recordRequests: this.#recordRequests,
    });
    this.baseUrl = this.#transport.baseUrl;
    this.#fetch = options.fetch;
    this.#startedWith = options.scrubber;
    this.#scrubber = options.scrubber ?? createScrubber();
    this.#now = options.now ?? Date.now;
    this.#timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.#infoTtl = options.infoTtlMs ?? INFO_TTL_MS;
    this.#session = new OperatorSession(this.#transport, options.operator ?? {}, (bearer) => {
      this.#scrubber = this.#scrubber.extend([bearer]);
      options.onSecret?.(bearer);
    });
    this.#signer = options.teachKey && new TeachSigner(options.teachKey, () => this.nodeAddress(), this.#now);
    this.teach = new TeachDoor({
      json: (method, path, { model, ...request }) =>
        this.#json(method, path, {
          ...request,
          auth: 'teach',
          ...(model && request.timeoutMs === undefined ? { timeoutMs: this.#timeouts.model } : {}),
        }),
      bytes: (link, maxBytes, options) => this.#linkBytes(link, maxBytes, options),
      sign: (message) => {
        if (!this.#signer) throw noTeachingKey();
        return this.#signer.sign(message);
      },
    });
  }

  /** The scrubber that knows every secret this client holds, the exchanged bearer included. */
  get scrubber(): Scrubber {
    return this.#scrubber;
  }

  /** Whether this client's scrubber grew out of `scrubber`, so it already knows every secret that one does. */
  extends(scrubber: Scrubber): boolean {
    return this.#startedWith === scrubber;
  }

  /** How many times the operator password was exchanged for a bearer. */
  get operatorLogins(): number {
    return this.#session.logins;
  }

  get hasOperator(): boolean {
    return this.#session.configured;
  }

  get teachAddress(): string | null {
    return this.#signer?.address ?? null;
  }

  // --- node ---------------------------------------------------------------------------------------------------

  /** `/api/info`, reused for a minute; a failure is not remembered. */
  info(options: CallOptions = {}): Promise<T.NodeInfo> {
    return this.#reused('GET /api/info', this.#infoTtl, () => this.#json('GET', '/api/info', options));
  }

  me(options: CallOptions = {}): Promise<T.AuthMe> {
    return this.#json('GET', '/api/auth/me', options);
  }

  /** The address teaching-key headers sign for; read once, it does not change while the node runs. */
  nodeAddress(): Promise<string> {
    if (this.#nodeAddress) return this.#nodeAddress;
    const value = this.me().then((me) => {
      if (typeof me.address !== 'string' || me.address === '') {
        throw AinizeFailure.of('upstream_error', '/api/auth/me did not name the node address');
      }
      return me.address;
    });
    this.#nodeAddress = value;
    value.catch(() => {
      if (this.#nodeAddress === value) this.#nodeAddress = undefined;
    });
    return value;
  }

  healthz(options: CallOptions = {}): Promise<T.Healthz> {
    return this.#json('GET', '/healthz', options);
  }

  openapi(options: CallOptions = {}): Promise<T.OpenApiDocument> {
    return this.#json('GET', '/api/openapi.json', options);
  }

  // --- catalog ------------------------------------------------------------------------------------------------

  searchCatalog(query: T.CatalogQuery = {}, options: CallOptions = {}): Promise<T.CatalogSearch> {
    const status = Array.isArray(query.status) ? query.status.join(',') : (query.status as string | undefined);
    return this.#json('GET', pathOf('/api/catalog', { ...query, status }), options);
  }

  patch(id: string, options: TeachOption = {}): Promise<T.PatchDetail> {
    return this.#json('GET', `/api/patches/${segment(id)}`, { ...options, auth: this.#teachAuth(options.teach) });
  }

  records(id: string, options: CallOptions = {}): Promise<T.PatchRecords> {
    return this.#json('GET', `/api/patches/${segment(id)}/records`, options);
  }

  patchEvents(id: string, query: { limit?: number } = {}, options: CallOptions = {}): Promise<T.EventList> {
    return this.#json('GET', pathOf(`/api/patches/${segment(id)}/events`, query), options);
  }

  events(query: { kind?: string; limit?: number } = {}, options: CallOptions = {}): Promise<T.EventList> {
    return this.#json('GET', pathOf('/api/events', query), options);
  }

  conflicts(id: string, options: CallOptions = {}): Promise<T.Conflicts> {
    return this.#json('GET', `/api/patches/${segment(id)}/conflicts`, options);
  }

  ledgerGraph(options: CallOptions = {}): Promise<T.LedgerGraph> {
    return this.#json('GET', '/api/ledger/graph', options);
  }

  /** Signs with the teaching key when one is configured (`teach: 'auto'`), since access may depend on it. */
  dataset(id: string, options: TeachOption = {}): Promise<T.DatasetView> {
    const auth = this.#teachAuth(options.teach ?? 'auto');
    return this.#json('GET', `/api/patches/${segment(id)}/dataset`, { ...options, auth });
  }

  /**
   * `GET /api/teach/policy`: whether the node teaches, and its limits. The node caches it for 10 s and limits how
   * often one address may ask, so the answer is reused for as long. Nodes without the teach door answer 404.
   */
  teachPolicy(options: CallOptions = {}): Promise<T.TeachPolicy> {
    // "No teach door here" (404) is as lasting an answer as a policy, so it is reused too.
    return this.#reused(
      'GET /api/teach/policy',
      TEACH_POLICY_TTL_MS,
      () => this.#json('GET', '/api/teach/policy', options),
      (err) => err instanceof AinizeFailure && err.error.details.http_status === 404,
    );
  }

  /**
   * Hears every exchange with the configured node, as it completes (its status, or null when nothing came back).
   * Returns the way to stop listening.
   */
  observe(observer: (record: RequestRecord) => void): () => void {
    this.#observers.add(observer);
    return () => void this.#observers.delete(observer);
  }

  teacherProfile(address: string, options: CallOptions = {}): Promise<T.TeacherProfile> {
    return this.#json('GET', `/api/teacher/${segment(address)}`, options);
  }

  /**
   * The training rows behind a knowledge (`application/x-ndjson`), read only up to `cap.rows` rows and
   * `cap.bytes` bytes: the rest of the body is never downloaded. Access follows `dataset()`, whose signing rule
   * this shares; a refusal is thrown like any other.
   */
  async datasetRows(id: string, cap: RowsCap, options: TeachOption = {}): Promise<T.DatasetRows> {
    const path = `/api/patches/${segment(id)}/dataset/rows`;
    const stop: { reason: 'rows' | 'bytes' | null } = { reason: null };
    const transport = new Transport({
      baseUrl: this.baseUrl,
      fetch: stopReading(this.#fetch ?? fetch, cap, stop),
      recordRequests: this.#recordRequests,
    });
    const auth = this.#teachAuth(options.teach ?? 'auto');
    const answer = await this.#answer('GET', path, { ...options, auth, transport });
    if (answer.status < 200 || answer.status >= 300) {
      const refusal = nodeRefusal(answer, { method: 'GET', path, baseUrl: this.baseUrl });
      throw new AinizeFailure(this.#scrubber.scrub(await this.#suggest(refusal)));
    }
    // One complete line is itself valid JSON, so the transport may already have parsed it.
    const text = answer.json ? `${JSON.stringify(answer.body)}\n` : typeof answer.body === 'string' ? answer.body : '';
    const lines = text.split('\n');
    // The last piece is the empty rest after a final newline, a final row without one, or a row the byte cap cut.
    const last = lines.pop();
    if (last !== undefined && last !== '' && stop.reason !== 'bytes') lines.push(last);
    const rows = lines
      .filter((line) => line.trim() !== '')
      .slice(0, cap.rows)
      .map((line, index) => parseRow(line, index, path));
    return { rows, stopped: stop.reason, sha256: answer.headers.get('x-content-sha256') };
  }

  // --- live test ----------------------------------------------------------------------------------------------

  chatPatches(options: TeachOption = {}): Promise<T.ChatPatches> {
    return this.#json('GET', '/api/chat/patches', { ...options, auth: this.#teachAuth(options.teach ?? 'auto') });
  }

  /**
   * `POST /api/chat`, which blocks until the model answered (it may wait for the model lock). A 499 from a test
   * given up while queued is returned as the `cancelled` outcome; every other refusal is thrown.
   */
  async chat(request: T.ChatRequest, options: ChatOptions = {}): Promise<T.ChatOutcome> {
    const auth: Auth = options.operator ? 'operator' : options.teach ? 'teach' : 'none';
    const answer = await this.#answer('POST', '/api/chat', {
      ...options,
      auth,
      body: request,
      timeoutMs: options.timeoutMs ?? this.#timeouts.model,
    });
    if (answer.status >= 200 && answer.status < 300) {
      return { kind: 'answered', response: this.#payload<T.ChatResponse>(answer, '/api/chat') };
    }
    const failure = readNodeFailure(answer);
    if (failure.kind === 'cancelled') return this.#scrubber.scrub(failure);
    const asked = {
      method: 'POST',
      path: '/api/chat',
      baseUrl: this.baseUrl,
      ids: request.patch_ids ?? (request.patch_id ? [request.patch_id] : []),
    };
    throw new AinizeFailure(this.#scrubber.scrub(await this.#suggest(explainNotFound(failure.error, asked))));
  }

  chatStatus(requestId: string, options: CallOptions = {}): Promise<T.ChatStatus> {
    return this.#json('GET', pathOf('/api/chat/status', { request_id: requestId }), options);
  }

  chatCancel(requestId: string, options: CallOptions = {}): Promise<T.ChatCancel> {
    return this.#json('POST', '/api/chat/cancel', { ...options, body: { request_id: requestId } });
  }

  // --- this node's own things ---------------------------------------------------------------------------------

  /** What this node bought (operator). The stored manifest is not part of a row; the tx hash is. */
  myPurchases(options: CallOptions = {}): Promise<T.PurchaseList> {
    return this.#json('GET', '/api/me/purchases', { ...options, auth: 'operator' });
  }

  /** This node's balance and every ledger entry that made it (operator). */
  wallet(options: CallOptions = {}): Promise<T.Wallet> {
    return this.#json('GET', '/api/me/wallet', { ...options, auth: 'operator' });
  }

  // --- money --------------------------------------------------------------------------------------------------

  /**
   * `GET /x402/patch/:id` without a payment: the seller's 402 in both envelopes it may use — the Ainize dialect's
   * requirements (the body) and, when the seller speaks x402 v2, its `payment-required` offer. Asking reserves a
   * nonce on the seller for ten minutes, which is why only a binding quote asks. `gateway` is the absolute URL of
   * another node's gateway when that node sells the knowledge: one unauthenticated GET goes there, never a
   * credential.
   */
  async paymentRequired(id: string, options: CallOptions & { gateway?: string } = {}): Promise<T.SellerOffer> {
    const { gateway, ...call } = options;
    const own = `/x402/patch/${segment(id)}`;
    const foreign = gateway === undefined ? undefined : gatewayTarget(gateway, this.baseUrl);
    const transport = foreign
      ? new Transport({
          baseUrl: foreign.origin,
          ...(this.#fetch ? { fetch: this.#fetch } : {}),
          ...(this.#foreignRecorder ? { recordRequests: this.#foreignRecorder } : {}),
        })
      : undefined;
    const path = foreign?.path ?? own;
    const answer = await this.#answer('GET', path, { ...call, ...(transport ? { transport } : {}) });
    if (answer.status !== 402) {
      if (answer.status >= 200 && answer.status < 300) {
        throw AinizeFailure.of('upstream_error', `the gateway answered ${path} without asking for a payment`, {
          details: { http_status: answer.status },
        });
      }
      const asked = { method: 'GET', path, baseUrl: foreign?.origin ?? this.baseUrl };
      throw new AinizeFailure(this.#scrubber.scrub(nodeRefusal(answer, asked)));
    }
    const body = answer.json ? (answer.body as Partial<T.PaymentRequiredBody>) : {};
    const dialect: T.PaymentRequiredBody = {
      x402Version: 1,
      ...body,
      requirements: Array.isArray(body.requirements) ? body.requirements : [],
      accepts: Array.isArray(body.accepts) ? body.accepts : [],
    };
    const standard = standardOffer(answer.headers.get(PAYMENT_REQUIRED_V2_HEADER));
    if (dialect.requirements.length === 0 && (standard.v2 === null || standard.v2.accepts.length === 0)) {
      throw AinizeFailure.of('upstream_error', `the gateway's 402 for ${path} names no payment requirement`, {
        details: { http_status: answer.status },
      });
    }
    return this.#scrubber.scrub({ dialect, ...standard });
  }

  /**
   * `POST /api/patches/:id/buy` (operator): the node pays the seller from its own key, downloads the body, checks
   * it and records the purchase. It may wait minutes on a download, so it gets the long timeout. Never retried
   * here: the operator login retry below only repeats a request the node refused with 401, before anything ran.
   */
  buy(id: string, body: T.BuyRequest, options: CallOptions = {}): Promise<T.BuyResult> {
    return this.#json('POST', `/api/patches/${segment(id)}/buy`, {
      ...options,
      auth: 'operator',
      body,
      timeoutMs: options.timeoutMs ?? this.#timeouts.model,
    });
  }

  // --- the served model (operator) ----------------------------------------------------------------------------

  runtime(options: CallOptions = {}): Promise<T.RuntimeStatus> {
    return this.#json('GET', '/api/runtime', { ...options, auth: 'operator' });
  }

  /** `request_id` names the change so `cancelChange` can give it up while it still waits for the model. */
  apply(
    id: string,
    body: { with_base?: boolean; request_id?: string } = {},
    options: CallOptions = {},
  ): Promise<T.ApplyResult> {
    return this.#model('POST', `/api/patches/${segment(id)}/apply`, body, options);
  }

  remove(
    id: string,
    body: { cascade?: boolean; request_id?: string } = {},
    options: CallOptions = {},
  ): Promise<T.RemoveResult> {
    return this.#model('DELETE', `/api/patches/${segment(id)}/apply`, body, options);
  }

  /**
   * `POST /api/runtime/cancel`: the node gives up the apply or remove sent under `requestId` if it still waits for
   * the model, and says where it was. Only the node can tell, at the moment it decides, whether it had started.
   */
  cancelChange(requestId: string, options: CallOptions = {}): Promise<T.ChangeCancel> {
    return this.#json('POST', '/api/runtime/cancel', { ...options, auth: 'operator', body: { request_id: requestId } });
  }

  check(id: string, options: CallOptions = {}): Promise<T.CheckResult> {
    return this.#model('GET', `/api/patches/${segment(id)}/check`, undefined, options);
  }

  // --- plumbing -----------------------------------------------------------------------------------------------

  /**
   * The same answer for `ttlMs`, shared by callers meanwhile. A failure is forgotten at once unless `lasting`
   * says the node's refusal is itself the answer.
   */
  #reused<R>(
    key: string,
    ttlMs: number,
    load: () => Promise<R>,
    lasting: (err: unknown) => boolean = () => false,
  ): Promise<R> {
    const now = this.#now();
    const hit = this.#recent.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as Promise<R>;
    const value = load();
    const entry = { at: now, value };
    this.#recent.set(key, entry);
    value.catch((err: unknown) => {
      if (this.#recent.get(key) === entry && !lasting(err)) this.#recent.delete(key);
    });
    return value;
  }

  /**
   * A file behind one of the node's own short-lived links. Only the link's path and query are used, always against
   * this client's node: a node may name itself by another host (127.0.0.1 for localhost), and an answer must not be
   * able to send this server anywhere else. Refusals never quote the link, since its query is a token.
   */
  async #linkBytes(link: string, maxBytes: number, options: CallOptions): Promise<Uint8Array | null> {
    let url: URL;
    try {
      url = new URL(link, `${this.baseUrl}/`);
    } catch {
      throw AinizeFailure.of('upstream_error', 'the node answered with a file link that is not a URL');
    }
    const prefix = new URL(this.baseUrl).pathname.replace(/\/+$/, '');
    const path = `${url.pathname.startsWith(`${prefix}/`) ? url.pathname.slice(prefix.length) : url.pathname}${url.search}`;
    try {
      const answer = await this.#transport.sendForBytes(
        {
          method: 'GET',
          path,
          timeoutMs: options.timeoutMs ?? this.#timeouts.model,
          ...(options.signal ? { signal: options.signal } : {}),
        },
        maxBytes,
      );
      if (answer === null) return null;
      if (answer.status < 200 || answer.status >= 300) {
        const { body } = parseBody(Buffer.from(answer.bytes).toString('utf8'));
        throw new AinizeFailure(parseNodeError({ status: answer.status, headers: answer.headers, body }));
      }
      return answer.bytes;
    } catch (err) {
      if (err instanceof AinizeFailure) throw new AinizeFailure(this.#scrubber.scrub(err.error));
      throw err;
    }
  }

  #model<R>(method: HttpMethod, path: string, body: unknown, options: CallOptions): Promise<R> {
    return this.#json(method, path, {
      ...options,
      auth: 'operator',
      ...(body === undefined ? {} : { body }),
      timeoutMs: options.timeoutMs ?? this.#timeouts.model,
    });
  }

  #teachAuth(teach: boolean | 'auto' | undefined): Auth {
    if (teach === 'auto') return this.#signer ? 'teach' : 'none';
    return teach ? 'teach' : 'none';
  }

  async #json<R>(method: HttpMethod, path: string, request: Request): Promise<R> {
    const answer = await this.#answer(method, path, request);
    if (answer.status < 200 || answer.status >= 300) {
      const baseUrl = request.transport?.baseUrl ?? this.baseUrl;
      const refusal = nodeRefusal(answer, { method, path, baseUrl });
      throw new AinizeFailure(this.#scrubber.scrub(baseUrl === this.baseUrl ? await this.#suggest(refusal) : refusal));
    }
    return this.#payload<R>(answer, path);
  }

  /**
   * An unknown knowledge id, offered the catalog's ids that begin with it — the ids a client's completion would
   * have offered while it was typed. A hint only: when the catalog cannot be read, the refusal goes as it was.
   */
  async #suggest(error: AinizeError): Promise<AinizeError> {
    const id = error.code === 'not_found' ? error.details['id'] : undefined;
    if (typeof id !== 'string' || id === '') return error;
    const entries = await entriesStartingWith((query) => this.searchCatalog(query), id, 5).catch(() => []);
    return withSuggestions(
      error,
      entries.map((entry) => entry.id).filter((found) => found !== id),
    );
  }

  #payload<R>(answer: Answer, path: string): R {
    if (!answer.json) {
      throw AinizeFailure.of('upstream_error', `the node answered ${path} with a body that is not JSON`, {
        details: { http_status: answer.status },
      });
    }
    return answer.body as R;
  }

  /** Sends with the credentials the route needs; any failure leaves scrubbed. */
  async #answer(method: HttpMethod, path: string, request: Request): Promise<Answer> {
    try {
      return await this.#send(method, path, request);
    } catch (err) {
      if (err instanceof AinizeFailure) throw new AinizeFailure(this.#scrubber.scrub(err.error));
      throw err;
    }
  }

  async #send(method: HttpMethod, path: string, request: Request): Promise<Answer> {
    const auth = request.auth ?? 'none';
    const transport = request.transport ?? this.#transport;
    // Stringified once: a teaching-key signature covers exactly these bytes.
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const exchange = {
      method,
      path,
      ...(body === undefined ? {} : { body }),
      timeoutMs: request.timeoutMs ?? this.#timeouts.read,
      ...(request.signal ? { signal: request.signal } : {}),
    };
    if (auth === 'teach') {
      if (!this.#signer) throw noTeachingKey();
      return transport.send({ ...exchange, headers: await this.#signer.headers(method, path, body) });
    }
    if (auth === 'none') return transport.send(exchange);
    // Operator: one retry, only after a refused bearer was replaced by a fresh login (nothing ran on a 401).
    for (let attempt = 0; ; attempt++) {
      const bearer = await this.#session.bearer();
      const answer = await transport.send({ ...exchange, headers: { authorization: `Bearer ${bearer}` } });
      if (answer.status !== 401 || attempt > 0 || !this.#session.refused(bearer)) return answer;
    }
  }
}

function noTeachingKey(): AinizeFailure {
  return AinizeFailure.of(
    'unauthorized',
    'this needs a teaching key, and this server has none (set AINIZE_TEACH_KEY in its environment; `ainize-mcp teach-key new` makes one)',
    { details: { configured: false } },
  );
}

/**
 * Where a foreign gateway URL points: an http(s) origin and the `/x402/` path on it, or nothing when it is this
 * node's own (then the ordinary door is used). Anything else is refused rather than fetched: a knowledge's page
 * must not be able to point this server at an arbitrary URL.
 */
function gatewayTarget(gateway: string, baseUrl: string): { origin: string; path: string } | undefined {
  let url: URL;
  try {
    url = new URL(gateway);
  } catch {
    throw AinizeFailure.of('upstream_error', 'the node named a payment gateway that is not a URL');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') {
    throw AinizeFailure.of(
      'upstream_error',
      `the node named a payment gateway this server will not call: ${url.origin}`,
    );
  }
  if (!/^\/x402\/patch\/[^/]+$/.test(url.pathname) || url.search !== '' || url.hash !== '') {
    throw AinizeFailure.of('upstream_error', 'the node named a payment gateway whose path is not /x402/patch/<id>');
  }
  const path = url.pathname;
  return url.origin === new URL(baseUrl).origin ? undefined : { origin: url.origin, path };
}

/**
 * A fetch whose successful answers end after `cap.rows` newlines or `cap.bytes` bytes, whichever comes first;
 * the rest of the body is cancelled unread. Refusals pass untouched, so the node's error body is read whole.
 */
function stopReading(inner: typeof fetch, cap: RowsCap, stop: { reason: 'rows' | 'bytes' | null }): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init);
    if (!response.ok || response.body === null) return response;
    const reader = response.body.getReader();
    let rows = 0;
    let bytes = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          return;
        }
        let end = value.byteLength;
        let reason: 'rows' | 'bytes' | null = null;
        for (let i = 0; i < end; i++) {
          if (value[i] === 0x0a && ++rows >= cap.rows) {
            end = i + 1;
            reason = 'rows';
            break;
          }
        }
        if (bytes + end > cap.bytes) {
          end = cap.bytes - bytes;
          reason = 'bytes';
        }
        bytes += end;
        if (end > 0) controller.enqueue(value.subarray(0, end));
        if (reason !== null) {
          stop.reason = reason;
          controller.close();
          await reader.cancel().catch(() => undefined);
        }
      },
      cancel: (why) => reader.cancel(why),
    });
    // The declared length is the whole body's; what is passed on is shorter.
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}

function parseRow(line: string, index: number, path: string): T.DatasetRows['rows'][number] {
  let row: unknown;
  try {
    row = JSON.parse(line);
  } catch {
    row = undefined;
  }
  const r = row as { prompt?: unknown; answer?: unknown } | undefined;
  if (typeof r !== 'object' || r === null || typeof r.prompt !== 'string' || typeof r.answer !== 'string') {
    throw AinizeFailure.of(
      'upstream_error',
      `row ${index + 1} of ${path} is not a JSON row with a prompt and an answer`,
    );
  }
  return r as T.DatasetRows['rows'][number];
}

/**
 * The x402 v2 offer from a 402's `payment-required` header, checked against the v2 schema. A seller that sends
 * none speaks only the dialect; one whose header does not decode is reported (`v2_problem`) rather than failing
 * the whole quote, since its dialect requirements may still be paid.
 */
function standardOffer(header: string | null): { v2: T.PaymentRequiredV2 | null; v2_problem: string | null } {
  if (header === null || header.trim() === '') return { v2: null, v2_problem: null };
  try {
    return { v2: decodePaymentRequiredV2(header), v2_problem: null };
  } catch (thrown) {
    return {
      v2: null,
      v2_problem: thrown instanceof Error ? thrown.message : 'the payment-required header is unreadable',
    };
  }
}
