import { AinizeFailure, createScrubber, rowHash, type Scrubber, type TrainingRow } from '@ainize/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import {
  credentialsOf,
  openTransport,
  ProtocolTap,
  sourceFailure,
  sourceTransportSchema,
  type Phase,
  type SourceTransport,
} from './datasource/connection.js';
import {
  mapItems,
  mappingFields,
  type MappedItems,
  type RejectedItem,
  type RowMapping,
  type ToolResult,
} from './datasource/mapping.js';
import {
  argumentsSha256,
  MAX_ROWS,
  prepareRows,
  provenanceLine,
  provenanceSchema,
  type RowProvenance,
} from './rows.js';

export {
  mappingFields,
  mappingSchema,
  type RejectedItem,
  type RowMapping,
  type ToolResult,
} from './datasource/mapping.js';
export type { SourceTransport } from './datasource/connection.js';

/**
 * Another MCP server as a source of training rows. It connects (stdio, Streamable HTTP or legacy HTTP+SSE), calls
 * one tool, maps the answer with a declarative mapping into the rows the node would keep — normalised as the node
 * does — and returns them with a provenance record that `create_training_set` accepts as it is.
 *
 * It is a client of other MCP servers and of nothing else: it never reaches a node, never uploads, never teaches.
 * What to do with the rows — read them, upload them as a training set, and only later decide on a lesson — is
 * the caller's, one confirmed step at a time.
 */

export interface McpDataSourceOptions {
  /** What to call the source in messages, and its name in provenance when the server gives none. */
  name: string;
  transport: SourceTransport;
  /** How long one request may take (the handshake, a tool call, a read). Default 60 s. */
  timeout_ms?: number;
}

/** What the handshake settled. */
export interface SourceInfo {
  server: { name: string; version?: string };
  protocol_version?: string;
  transport: SourceTransport['kind'];
  credential_presented: boolean;
  /** The server's own instructions, when it sent any. */
  instructions?: string;
}

export interface SourceAnswer {
  /** `structuredContent`, or else the first text block that parses as JSON; undefined when there is neither. */
  value: unknown;
  /** The text blocks, joined. */
  text: string;
  /** `content` and `structuredContent` as the server sent them, where a mapping's `json` finds JSON text. */
  result: ToolResult;
}

export interface FetchRowsRequest {
  tool: string;
  arguments?: Record<string, unknown>;
  mapping: RowMapping;
  /** What the answer is pinned to upstream, e.g. `{ subgraph_id, block }`. */
  upstream?: Record<string, string | number | boolean>;
  /** Which upstream pins the note line names (all when absent). */
  note_fields?: string[];
}

export interface FetchedRows {
  /** The rows the node should keep, normalised, each note carrying the provenance line. */
  rows: TrainingRow[];
  /** Exactly what `create_training_set` takes as `provenance`. */
  provenance: RowProvenance;
  /** Items that gave no row, each with its index in the answer and the reason. */
  rejected: RejectedItem[];
}

const DEFAULT_TIMEOUT_MS = 60_000;
const CLIENT_INFO = { name: 'ainize-mcp-datasource', version: '0.1.0' };
const STDERR_KEEP = 4000;

const optionsSchema = z.strictObject({
  name: z.string().trim().min(1).max(120),
  transport: sourceTransportSchema,
  timeout_ms: z.number().int().positive().max(600_000).optional(),
});

/** Checked before anything is asked, with the provenance record's own field rules. */
const requestSchema = z.strictObject({
  tool: provenanceSchema.shape.tool,
  arguments: provenanceSchema.shape.arguments,
  mapping: z.unknown(),
  upstream: provenanceSchema.shape.upstream,
  note_fields: provenanceSchema.shape.note_fields,
});

export class McpDataSource {
  readonly name: string;
  private readonly transport: SourceTransport;
  private readonly timeoutMs: number;
  private readonly credential: { presented: boolean; secrets: string[] };
  private readonly scrubber: Scrubber;
  private client: Client | undefined;
  private tap: ProtocolTap | undefined;
  private info: SourceInfo | undefined;
  private stderrTail = '';

  constructor(options: McpDataSourceOptions) {
    const parsed = optionsSchema.safeParse(options);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw AinizeFailure.of('invalid_argument', `the data source is misconfigured — ${issues.join('; ')}`);
    }
    this.name = parsed.data.name;
    this.transport = parsed.data.transport;
    this.timeoutMs = parsed.data.timeout_ms ?? DEFAULT_TIMEOUT_MS;
    this.credential = credentialsOf(this.transport);
    this.scrubber = createScrubber({ knownSecrets: this.credential.secrets });
  }

  /** Starts or reaches the server and completes the handshake; a second call answers the same. */
  async connect(): Promise<SourceInfo> {
    if (this.info && !this.tap?.closed) return this.info;
    await this.close();
    const tap = new ProtocolTap(
      openTransport(this.transport, (text) => {
        this.stderrTail = (this.stderrTail + text).slice(-STDERR_KEEP);
      }),
    );
    const client = new Client(CLIENT_INFO, { capabilities: {} });
    try {
      await client.connect(tap, { timeout: this.timeoutMs });
    } catch (thrown) {
      await tap.close().catch(() => undefined);
      throw this.failure(thrown, 'connect', 'the handshake', tap);
    }
    const server = client.getServerVersion();
    const instructions = client.getInstructions();
    this.client = client;
    this.tap = tap;
    this.info = {
      server: {
        name: (server?.name ?? '').trim().slice(0, 120) || this.name,
        ...(server?.version ? { version: server.version.slice(0, 60) } : {}),
      },
      ...(tap.protocolVersion ? { protocol_version: tap.protocolVersion } : {}),
      transport: this.transport.kind,
      credential_presented: this.credential.presented,
      ...(instructions ? { instructions } : {}),
    };
    return this.info;
  }

  /** Every tool the server lists, across pages. */
  async listTools(): Promise<Tool[]> {
    const client = this.connected('tools/list');
    const tools: Tool[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page++) {
      const answer = await this.ask('tools/list', () =>
        client.listTools(cursor === undefined ? {} : { cursor }, { timeout: this.timeoutMs }),
      );
      tools.push(...answer.tools);
      cursor = answer.nextCursor;
      if (!cursor) break;
    }
    return tools;
  }

  /** The text of a resource (its text parts joined). */
  async readResource(uri: string): Promise<string> {
    const client = this.connected(`the resource ${uri}`);
    const answer = await this.ask(`the resource ${uri}`, () =>
      client.readResource({ uri }, { timeout: this.timeoutMs }),
    );
    return answer.contents.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('');
  }

  /** Calls one tool. A tool that answers with an error is `source_error`, with its words. */
  async callTool(tool: string, args: Record<string, unknown> = {}): Promise<SourceAnswer> {
    const client = this.connected(`the tool ${tool}`);
    this.refuseCredentialIn(args);
    const result = await this.ask(`the tool ${tool}`, () =>
      client.callTool({ name: tool, arguments: args }, undefined, { timeout: this.timeoutMs }),
    );
    const blocks = Array.isArray(result.content) ? (result.content as { type?: string; text?: unknown }[]) : [];
    const texts = blocks.flatMap((b) => (b.type === 'text' && typeof b.text === 'string' ? [b.text] : []));
    const text = texts.join('\n');
    if (result.isError === true) {
      throw AinizeFailure.of('source_error', `${this.name}'s tool ${tool} answered with an error: ${this.clip(text)}`, {
        details: { source: this.name, asked: `the tool ${tool}`, tool_said: this.clip(text) },
      });
    }
    const structured = result.structuredContent ?? undefined;
    return {
      value: structured ?? firstJson(texts),
      text,
      result: { content: blocks, ...(structured !== undefined ? { structuredContent: structured } : {}) },
    };
  }

  /**
   * Calls the tool and maps its answer into rows with their provenance. Nothing is written anywhere: a wrong path,
   * a field no item has, a tool error or a server that goes away is a named failure and no rows at all.
   */
  async fetchRows(request: FetchRowsRequest): Promise<FetchedRows> {
    const parsed = requestSchema.safeParse(request);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      throw AinizeFailure.of('invalid_argument', `fetchRows was asked wrongly — ${issues.join('; ')}`);
    }
    const { tool, mapping, upstream, note_fields } = parsed.data;
    const readsJsonText = mappingFields(mapping).mapping.json !== undefined;
    const args = parsed.data.arguments ?? {};
    const strays = (note_fields ?? []).filter((f) => !Object.hasOwn(upstream ?? {}, f));
    if (strays.length > 0) {
      throw AinizeFailure.of('invalid_argument', `note_fields names ${strays.join(', ')}, which upstream does not pin`);
    }
    const info = await this.connect();
    const fetchedAt = new Date().toISOString();
    const answer = await this.callTool(tool, args);
    if (answer.value === undefined && !readsJsonText) {
      throw AinizeFailure.of(
        'source_answer_unreadable',
        `${this.name}'s tool ${tool} answered neither structured content nor JSON text: "${this.clip(answer.text, 200)}"`,
        { details: { source: this.name, tool } },
      );
    }
    const mapped = this.mapScrubbed(answer, mapping);
    const record = {
      server: info.server,
      ...(info.protocol_version ? { protocol_version: info.protocol_version } : {}),
      transport: info.transport,
      credential_presented: info.credential_presented,
      tool,
      arguments: args,
      arguments_sha256: argumentsSha256(args),
      ...(upstream ? { upstream } : {}),
      ...(note_fields ? { note_fields } : {}),
      fetched_at: fetchedAt,
    };
    const prepared = prepareRows(mapped.rows, { provenanceLine: provenanceLine(record), maxRows: MAX_ROWS });
    const leftOut = prepared.left_out.map((row) => ({
      source_index: mapped.from[row.line - 1] ?? -1,
      status: row.status,
      reason: row.detail,
    }));
    const provenance = provenanceSchema.parse({
      ...record,
      row_hashes: prepared.kept.map(rowHash),
      rows_sha256: prepared.predicted_sha256,
    });
    return {
      rows: prepared.kept,
      provenance,
      rejected: [...mapped.rejected, ...leftOut].sort((a, b) => a.source_index - b.source_index),
    };
  }

  /** Ends the session; a stdio server is stopped, an HTTP session is ended on the server first. */
  async close(): Promise<void> {
    const client = this.client;
    const tap = this.tap;
    this.client = undefined;
    this.tap = undefined;
    this.info = undefined;
    if (!client || !tap) return;
    await tap.endSession();
    await client.close().catch(() => undefined);
  }

  /** A mapping failure can quote upstream words (the start of a text that is not JSON); a credential must not be one. */
  private mapScrubbed(answer: SourceAnswer, mapping: unknown): MappedItems {
    try {
      return mapItems(answer.value, mapping, answer.result);
    } catch (thrown) {
      if (thrown instanceof AinizeFailure)
        throw new AinizeFailure(this.scrubber.scrub(thrown.error), { cause: thrown });
      throw thrown;
    }
  }

  private connected(asked: string): Client {
    if (this.client && this.tap && !this.tap.closed) return this.client;
    const code = this.tap?.closed ? 'source_closed' : 'source_unreachable';
    throw AinizeFailure.of(
      code,
      this.tap?.closed
        ? `${this.name} has closed the connection; connect again before asking ${asked}`
        : `not connected to ${this.name}: call connect() before asking ${asked}`,
      { details: { source: this.name, asked } },
    );
  }

  private async ask<T>(asked: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (thrown) {
      throw this.failure(thrown, 'call', asked, this.tap);
    }
  }

  private failure(thrown: unknown, phase: Phase, asked: string, tap: ProtocolTap | undefined): AinizeFailure {
    return sourceFailure(thrown, {
      source: this.name,
      phase,
      asked,
      transport: this.transport.kind,
      closed: tap?.closed ?? false,
      stderrTail: this.stderrTail,
      scrubber: this.scrubber,
    });
  }

  /** Provenance keeps the exact arguments, so a credential of this source must never be one of them. */
  private refuseCredentialIn(args: Record<string, unknown>): void {
    const text = JSON.stringify(args);
    if (this.credential.secrets.some((secret) => secret.length >= 8 && text.includes(secret))) {
      throw AinizeFailure.of(
        'invalid_argument',
        `the arguments carry a credential of ${this.name}; provenance records arguments exactly, so they were not sent`,
      );
    }
  }

  private clip(text: string, max = 500): string {
    const clean = this.scrubber.scrubString(text).replace(/\s+/g, ' ').trim();
    return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
  }
}

function firstJson(texts: readonly string[]): unknown {
  for (const text of texts) {
    const trimmed = text.trim();
    if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) continue;
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      continue;
    }
  }
  return undefined;
}
