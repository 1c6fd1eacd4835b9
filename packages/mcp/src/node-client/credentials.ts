import { AinizeFailure, buildTeachAuth, signMessage, TEACH_AUTH_HEADER } from '@ainize/core';
import { nodeRefusal } from './refusal.js';
import type { Transport } from './transport.js';

/**
 * The two ways this server proves who it is to the node. The operator password is exchanged for a bearer once,
 * on first need, and only the bearer is kept (in memory). A teaching-key header is built fresh for every attempt
 * — it is single-use and bound to one method, path and body — and never stored.
 */

const LOGIN_TIMEOUT_MS = 15_000;

export interface OperatorCredentials {
  password?: string;
  token?: string;
}

export class OperatorSession {
  readonly #transport: Transport;
  readonly #password: string | undefined;
  readonly #onBearer: (bearer: string) => void;
  #bearer: string | undefined;
  #login: Promise<string> | undefined;
  /** How many times the password was exchanged (tests assert it is once). */
  logins = 0;

  constructor(transport: Transport, credentials: OperatorCredentials, onBearer: (bearer: string) => void) {
    this.#transport = transport;
    this.#password = credentials.password;
    this.#bearer = credentials.token;
    this.#onBearer = onBearer;
  }

  get configured(): boolean {
    return this.#bearer !== undefined || this.#password !== undefined;
  }

  /** The bearer to send, logging in first if only a password is configured. */
  bearer(): Promise<string> {
    if (this.#bearer !== undefined) return Promise.resolve(this.#bearer);
    if (this.#password === undefined) {
      return Promise.reject(
        AinizeFailure.of(
          'unauthorized',
          'this needs the node operator, and this server has no operator credentials ' +
            '(set AINIZE_OPERATOR_PASSWORD or AINIZE_TOKEN in its environment)',
          { details: { configured: false } },
        ),
      );
    }
    return (this.#login ??= this.#exchange(this.#password));
  }

  /**
   * The node refused `used` (expired, or the node's sessions were reset). A fresh login is possible only with a
   * password; returns whether the caller may try once more.
   */
  refused(used: string): boolean {
    if (this.#password === undefined) return false;
    if (this.#bearer === used) {
      this.#bearer = undefined;
      this.#login = undefined;
    }
    return true;
  }

  async #exchange(password: string): Promise<string> {
    try {
      this.logins++;
      const answer = await this.#transport.send({
        method: 'POST',
        path: '/api/auth/login',
        body: JSON.stringify({ password }),
        timeoutMs: LOGIN_TIMEOUT_MS,
      });
      const token = (answer.body as { token?: unknown } | undefined)?.token;
      if (answer.status < 200 || answer.status >= 300) {
        const error = nodeRefusal(answer, {
          method: 'POST',
          path: '/api/auth/login',
          baseUrl: this.#transport.baseUrl,
        });
        throw new AinizeFailure({ ...error, message: `operator login was refused: ${error.message}` });
      }
      if (typeof token !== 'string' || token === '') {
        throw AinizeFailure.of('upstream_error', 'the node accepted the operator login but returned no token');
      }
      this.#bearer = token;
      this.#onBearer(token);
      return token;
    } catch (err) {
      // A wrong password stays wrong until restart: asking again would only hammer the node. Anything else
      // (node down, not set up yet) may pass, so the next call tries again.
      const wrongPassword = err instanceof AinizeFailure && err.error.details.http_status === 401;
      if (!wrongPassword) this.#login = undefined;
      throw err;
    }
  }
}

export class TeachSigner {
  readonly address: string;
  readonly #privateKey: string;
  readonly #nodeAddress: () => Promise<string>;
  readonly #now: () => number;

  constructor(key: { privateKey: string; address: string }, nodeAddress: () => Promise<string>, now: () => number) {
    this.#privateKey = key.privateKey;
    this.address = key.address;
    this.#nodeAddress = nodeAddress;
    this.#now = now;
  }

  /** A header for exactly this request; call again for a retry. */
  async headers(method: string, pathWithQuery: string, body: string | undefined): Promise<Record<string, string>> {
    const nodeAddress = await this.#nodeAddress();
    const value = buildTeachAuth({
      privateKey: this.#privateKey,
      nodeAddress,
      method,
      pathWithQuery,
      ts: this.#now(),
      ...(body === undefined ? {} : { body }),
    });
    return { [TEACH_AUTH_HEADER]: value };
  }

  /** The key's signature over a message the node asked it to sign (a publish claim); the key stays here. */
  sign(message: string): string {
    return signMessage(message, this.#privateKey);
  }
}
