import type { McpConfig } from '../config/index.js';

export type Capability = 'can_read' | 'can_live_test' | 'can_teach' | 'can_buy' | 'can_apply' | 'can_publish';

export interface Capabilities {
  capabilities: Record<Capability, boolean>;
  capability_reasons: Partial<Record<Capability, string>>;
}

/**
 * What an agent can do through this server right now, with a reason for every "no". Only reading and live
 * testing exist in this build; the other abilities say whether they are missing in the server or in its settings.
 */
export function capabilitiesOf(config: McpConfig, servesModel: boolean): Capabilities {
  const reasons: Partial<Record<Capability, string>> = {};
  if (!servesModel) reasons.can_live_test = 'the node does not report a served model, so nothing can be live-tested';
  const later = 'this MCP server does not offer it yet';
  reasons.can_teach =
    config.public.teach_address === null ? `${later}, and no teaching key (AINIZE_TEACH_KEY) is configured` : later;
  reasons.can_buy =
    config.public.operator_auth === 'none'
      ? `${later}, and no operator credential (AINIZE_TOKEN or AINIZE_OPERATOR_PASSWORD) is configured`
      : later;
  reasons.can_apply = config.public.allow_apply ? later : `${later}, and AINIZE_MCP_ALLOW_APPLY is not set`;
  reasons.can_publish = config.public.allow_publish ? later : `${later}, and AINIZE_MCP_ALLOW_PUBLISH is not set`;
  return {
    capabilities: {
      can_read: true,
      can_live_test: servesModel,
      can_teach: false,
      can_buy: false,
      can_apply: false,
      can_publish: false,
    },
    capability_reasons: reasons,
  };
}
