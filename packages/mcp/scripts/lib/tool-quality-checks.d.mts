/** Types for tool-quality-checks.mjs, so the TypeScript test that imports it is checked too. */

export declare const DESCRIPTION_MIN: number;
export declare const DESCRIPTION_MAX: number;
/** o200k_base tokens tools/list may cost, per configuration name. */
export declare const TOKEN_BUDGETS: Readonly<Record<'read-only' | 'everything', number>>;
export declare const HINTS: readonly string[];
export declare const CHECKS: readonly string[];

export interface ListedTool {
  name: string;
  description?: string;
  inputSchema?: unknown;
  outputSchema?: unknown;
  annotations?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface QualityFailure {
  tool: string;
  check: string;
  message: string;
}

export type QualityRow = { tool: string; chars: number } & Record<string, boolean | number | string>;

export interface QualityReport {
  rows: QualityRow[];
  failures: QualityFailure[];
}

export declare function opensWithVerb(text: string): boolean;
export declare function namesIn(text: string, universe: Iterable<string>): Set<string>;
export declare function undescribedParams(schema: unknown, prefix?: string): string[];
export declare function emptySchemas(schema: unknown, path?: string): string[];
export declare function typeArrays(schema: unknown, path?: string): string[];
export declare function outputProblems(schema: unknown): string[];
export declare function checkToolList(options: {
  configuration: string;
  tools: readonly ListedTool[];
  expected?: readonly string[];
  universe?: Iterable<string>;
  texts?: ReadonlyArray<{ where: string; text: string }>;
}): QualityReport;
export declare function formatTable(rows: readonly QualityRow[]): string;

export interface QualityConfiguration {
  name: string;
  env: Record<string, string>;
}
export declare const CONFIGURATIONS: readonly QualityConfiguration[];
export declare function configurationEnv(
  configuration: QualityConfiguration,
  secrets: { teachKey: string; operatorPassword: string },
): Record<string, string>;
export declare function promptArguments(
  prompt: { arguments?: Array<{ name: string; required?: boolean }> },
  knowledgeId: string,
): Record<string, string>;
export declare function sessionTexts(
  client: import('@modelcontextprotocol/sdk/client/index.js').Client,
  knowledgeId: string,
): Promise<Array<{ where: string; text: string }>>;
export declare const SETTLE_MS: number;
export declare function connectSettled(options: {
  bin: string;
  env: Record<string, string>;
  name: string;
}): Promise<import('@modelcontextprotocol/sdk/client/index.js').Client>;
