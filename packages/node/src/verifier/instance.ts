import { sha256Hex } from '@ainize/core';

/**
 * The `executor.instance` fingerprint an attestation carries. Quorum counts machines, i.e. independent runs of
 * the model, so the fingerprint must name the thing that actually answered. On this node that is the in-process
 * model table: every node loads its own copy, and two nodes on one host still run two tables that nobody else
 * writes to. Hence node address ‖ model id ‖ table digest at start: stable across this node's attestations,
 * different for every other node (its address differs) even when the model bytes are identical, and it changes
 * when the node's base model changes, because that is a different executor.
 */
export function executorInstance(nodeAddress: string, modelId: string, tableDigest: string): string {
  return sha256Hex(`ainize-executor:v1\n${nodeAddress.toLowerCase()}\n${modelId}\n${tableDigest}`);
}
