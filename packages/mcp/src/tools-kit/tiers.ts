import type { ErrorTier } from '@ainize/core';

/**
 * What each tier means, as data: the registration and error layers read this table instead of each tool
 * restating the rules. Numbers and wording follow the spec's tool table.
 */
export const TIERS = {
  READ: { touches_model: false, spends: 'nothing', irreversible: false, error_tier: undefined },
  MODEL: {
    touches_model: true,
    spends: 'free quota (live tests) or a daily lesson',
    irreversible: false,
    error_tier: undefined,
  },
  MONEY: { touches_model: false, spends: 'real money', irreversible: false, error_tier: 'money' },
  PERMANENT: {
    touches_model: false,
    spends: 'nothing, but cannot be taken back',
    irreversible: true,
    error_tier: undefined,
  },
} as const satisfies Record<
  string,
  { touches_model: boolean; spends: string; irreversible: boolean; error_tier: ErrorTier | undefined }
>;

export type Tier = keyof typeof TIERS;

/** All four MCP hints, required: a hint left out is read by clients as its least safe default. */
export interface ToolHints {
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/**
 * Hints that contradict the tier are a bug in the tool file, caught when it is defined rather than by a
 * client that trusted them. Returns the problems, empty when the hints are consistent.
 */
export function hintProblems(tier: Tier, hints: ToolHints): string[] {
  const problems: string[] = [];
  if (hints.readOnlyHint && hints.destructiveHint) problems.push('a read-only tool cannot be destructive');
  if (tier === 'READ' && !hints.readOnlyHint) problems.push('a READ tool must set readOnlyHint: true');
  if (tier === 'PERMANENT' && (!hints.destructiveHint || hints.idempotentHint)) {
    problems.push('a PERMANENT tool must set destructiveHint: true and idempotentHint: false');
  }
  return problems;
}
