import type { ToolRegistration } from '../tools-kit/index.js';

export type Capability = 'can_read' | 'can_live_test' | 'can_teach' | 'can_buy' | 'can_apply' | 'can_publish';

export interface Capabilities {
  capabilities: Record<Capability, boolean>;
  capability_reasons: Partial<Record<Capability, string>>;
}

/** Which tool stands for each ability that has one in this build. */
const TOOL_OF: Partial<Record<Capability, string>> = {
  can_live_test: 'live_test',
  can_teach: 'teach',
  can_apply: 'apply_knowledge',
  can_buy: 'buy',
  can_publish: 'publish_knowledge',
};

/**
 * What an agent can do through this server right now, with a reason for every "no". Abilities with a tool are
 * read from the registration itself (one source of truth with tools/list); the rest say what is missing.
 */
export function capabilitiesOf(servesModel: boolean, tools: ToolRegistration | undefined): Capabilities {
  const reasons: Partial<Record<Capability, string>> = {};
  const offered = new Set(tools?.available() ?? []);
  const why = tools?.reasons() ?? {};
  const has = (capability: Capability): boolean => {
    const tool = TOOL_OF[capability];
    if (tool === undefined) return false;
    if (offered.has(tool)) return true;
    reasons[capability] = why[tool] ?? `${tool} is not offered by this server`;
    return false;
  };
  const canLiveTest = servesModel && has('can_live_test');
  if (!servesModel) reasons.can_live_test = 'the node does not report a served model, so nothing can be live-tested';
  const canApply = has('can_apply');
  const canBuy = has('can_buy');
  const canTeach = has('can_teach');
  const canPublish = has('can_publish');
  return {
    capabilities: {
      can_read: true,
      can_live_test: canLiveTest,
      can_teach: canTeach,
      can_buy: canBuy,
      can_apply: canApply,
      can_publish: canPublish,
    },
    capability_reasons: reasons,
  };
}
