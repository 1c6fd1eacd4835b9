/**
 * A knowledge's lifecycle states, in the order a knowledge usually meets them. The node derives them from its
 * ledger; the MCP server filters and explains by them. One list, so the two cannot disagree on a name.
 */
export const PATCH_STATUSES = [
  'DRAFT',
  'ANNOUNCED',
  'VERIFYING',
  'LISTED',
  'REJECTED',
  'CHALLENGED',
  'SUPERSEDED',
  'RETIRED',
] as const;

export type PatchStatus = (typeof PATCH_STATUSES)[number];
