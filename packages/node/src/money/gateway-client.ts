import {
  MAX_REQUIREMENTS_HEADER_LENGTH,
  PAYMENT_HEADER,
  PAYMENT_REQUIRED_HEADER,
  PAYMENT_REQUIRED_V2_HEADER,
  PAYMENT_RESPONSE_HEADER,
  PAYMENT_RESPONSE_V2_HEADER,
  PAYMENT_SIGNATURE_HEADER,
  decodePaymentRequiredV2,
  decodePaymentResponseV2,
  decodeRequirementsHeader,
  readCappedText,
  type PaymentRequiredV2,
  type PaymentRequirement,
  type PaymentResponse,
  type PurchaseManifest,
  type SettleResponse,
} from '@ainize/core';

/**
 * The buyer's side of a seller's gateway, over HTTP. Every call has a time limit and reads at most a fixed number
 * of bytes, since the seller is another machine that may hang or answer without end. Nothing here retries: whether
 * a payment is sent again is the caller's decision, and the caller never makes it automatically.
 */

export const QUOTE_TIMEOUT_MS = 10_000;
export const PAYMENT_TIMEOUT_MS = 30_000;
export const DOWNLOAD_TIMEOUT_MS = 120_000;
/** A manifest or a refusal is a few hundred bytes; anything near this is not one. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The gateway answered, but not with what the step needs (a refusal, or something unreadable). */
export class GatewayAnswerError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GatewayAnswerError';
  }
}

/** Nothing usable came back: refused connection, timeout, cut stream. For a payment this means "outcome unknown". */
export class GatewayUnreachableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnreachableError';
  }
}

export interface GatewayClient {
  /** The 402 in both envelopes the seller speaks (this reserves a local-credit nonce on the seller). */
  quote(url: string): Promise<Quoted>;
  pay(url: string, payment: SentPayment, extraHeaders?: Record<string, string>): Promise<Paid>;
  download(url: string, maxBytes: number, headers?: Record<string, string>): Promise<Uint8Array>;
}

export interface Quoted {
  /** The Ainize dialect's requirements; empty when the seller speaks only x402 v2. */
  requirements: PaymentRequirement[];
  /** The x402 v2 offer, when the seller sends one. */
  offer: PaymentRequiredV2 | null;
}

/** A payment header as it leaves: the dialect's `X-PAYMENT` or v2's `PAYMENT-SIGNATURE`. */
export interface SentPayment {
  version: 1 | 2;
  header: string;
}

export interface Paid {
  manifest: PurchaseManifest;
  /** Null when the 200 carried no readable `x-payment-response`; the money moved all the same. */
  response: PaymentResponse | null;
  /** v2's `PAYMENT-RESPONSE`, when the payment went in that envelope and it was readable. */
  settlement: SettleResponse | null;
}

export function gatewayClient(fetchFn: typeof fetch = fetch): GatewayClient {
  async function call(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
    try {
      // A redirect could carry the payment somewhere the quote did not come from.
      return await fetchFn(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new GatewayUnreachableError(`${url} did not answer (${err instanceof Error ? err.message : String(err)})`);
    }
  }

  async function text(res: Response, url: string): Promise<string> {
    let body: string | null;
    try {
      body = await readCappedText(res, MAX_ANSWER_BYTES);
    } catch (err) {
      throw new GatewayUnreachableError(`${url} broke off its answer (${(err as Error).message})`);
    }
    if (body === null) throw new GatewayAnswerError(res.status, `${url} answered more than ${MAX_ANSWER_BYTES} bytes`);
    return body;
  }

  async function refusal(res: Response, url: string): Promise<GatewayAnswerError> {
    const body = await text(res, url).catch(() => '');
    let message = body.slice(0, 300);
    try {
      const parsed = JSON.parse(body) as { error?: unknown };
      if (typeof parsed.error === 'string') message = parsed.error.slice(0, 300);
    } catch {
      // Not our envelope: the raw start of the body says more than nothing.
    }
    return new GatewayAnswerError(res.status, message || `HTTP ${res.status}`);
  }

  return {
    async quote(url) {
      const res = await call(url, {}, QUOTE_TIMEOUT_MS);
      if (res.status !== 402) {
        if (res.ok) {
          await res.body?.cancel().catch(() => undefined);
          throw new GatewayAnswerError(res.status, `${url} answered ${res.status} without asking for a payment`);
        }
        throw await refusal(res, url);
      }
      await res.body?.cancel().catch(() => undefined);
      const dialect = res.headers.get(PAYMENT_REQUIRED_HEADER);
      const standard = res.headers.get(PAYMENT_REQUIRED_V2_HEADER);
      let offer: PaymentRequiredV2 | null = null;
      if (standard !== null) {
        try {
          offer = decodePaymentRequiredV2(standard);
        } catch (err) {
          if (dialect === null)
            throw new GatewayAnswerError(
              402,
              `${url} sent a PAYMENT-REQUIRED this node cannot read: ${(err as Error).message}`,
            );
        }
      }
      if (dialect === null || dialect.length > MAX_REQUIREMENTS_HEADER_LENGTH) {
        if (offer) return { requirements: [], offer };
        throw new GatewayAnswerError(402, `${url} answered 402 without a readable ${PAYMENT_REQUIRED_HEADER}`);
      }
      try {
        return { requirements: decodeRequirementsHeader(dialect), offer };
      } catch (err) {
        if (offer) return { requirements: [], offer };
        throw new GatewayAnswerError(402, `${url} sent requirements this node cannot read: ${(err as Error).message}`);
      }
    },

    async pay(url, payment, extraHeaders = {}) {
      const name = payment.version === 2 ? PAYMENT_SIGNATURE_HEADER : PAYMENT_HEADER;
      const res = await call(url, { headers: { ...extraHeaders, [name]: payment.header } }, PAYMENT_TIMEOUT_MS);
      if (res.status !== 200) throw await refusal(res, url);
      const body = await text(res, url);
      let manifest: PurchaseManifest;
      try {
        manifest = JSON.parse(body) as PurchaseManifest;
      } catch {
        throw new GatewayAnswerError(200, `${url} settled but its manifest is not JSON`);
      }
      let response: PaymentResponse | null = null;
      try {
        response = JSON.parse(res.headers.get(PAYMENT_RESPONSE_HEADER) ?? 'null') as PaymentResponse | null;
      } catch {
        response = null;
      }
      let settlement: SettleResponse | null = null;
      const standard = res.headers.get(PAYMENT_RESPONSE_V2_HEADER);
      if (standard !== null) {
        try {
          settlement = decodePaymentResponseV2(standard);
        } catch {
          settlement = null;
        }
      }
      return { manifest, response, settlement };
    },

    async download(url, maxBytes, headers = {}) {
      const res = await call(url, { headers }, DOWNLOAD_TIMEOUT_MS);
      if (res.status !== 200) throw await refusal(res, url);
      const declared = Number(res.headers.get('content-length') ?? Number.NaN);
      if (Number.isFinite(declared) && declared > maxBytes) {
        await res.body?.cancel().catch(() => undefined);
        throw new GatewayAnswerError(200, `${url} offers ${declared} bytes; the anchor says ${maxBytes}`);
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      try {
        const reader = res.body?.getReader();
        for (;;) {
          const next = await reader?.read();
          if (!next || next.done) break;
          size += next.value.byteLength;
          if (size > maxBytes) {
            await reader?.cancel().catch(() => undefined);
            throw new GatewayAnswerError(200, `${url} sent more than the ${maxBytes} bytes the anchor says`);
          }
          chunks.push(next.value);
        }
      } catch (err) {
        if (err instanceof GatewayAnswerError) throw err;
        throw new GatewayUnreachableError(`${url} broke off the body (${(err as Error).message})`);
      }
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
}
