import type { WhenOff } from '../tools-kit/index.js';

/**
 * For every tool that can be off: the server settings that turn it on, and the tool that does the nearest thing
 * without it. Said when an agent calls a tool that is off, so it can tell the person what to change — or carry on
 * with the alternative — instead of reading "disabled". The reason a tool is off right now comes from its own
 * precondition; this table only adds the way back.
 */

const OPERATOR = 'an operator credential (AINIZE_OPERATOR_PASSWORD or AINIZE_TOKEN)';
const TEACH_KEY =
  'a teaching key (AINIZE_TEACH_KEY; `ainize-mcp teach-key new` makes one) on a node whose teach policy is enabled ' +
  '(node_status → teach_policy)';
const RESTART = 'in this server’s environment, then restart it';

const CHANGE_MODEL: WhenOff = {
  enable: `AINIZE_MCP_ALLOW_APPLY=1 plus ${OPERATOR}, on a node that serves a model, ${RESTART}`,
  instead:
    'live_test loads a knowledge for one question and unloads it again, so it proves what the knowledge does without changing the shared model',
};

const TEACH_DOOR: WhenOff = {
  enable: `${TEACH_KEY}, ${RESTART}`,
  instead: 'search_knowledge finds knowledge someone already taught, and live_test proves it',
};

export const WHEN_OFF: Readonly<Record<string, WhenOff>> = {
  live_test: {
    enable: `AINIZE_NODE_URL pointing at a node that serves a model (node_status → runtime), ${RESTART}`,
    instead: 'get_knowledge shows what the verifiers measured, without the model',
  },
  apply_knowledge: CHANGE_MODEL,
  remove_knowledge: {
    enable: CHANGE_MODEL.enable,
    instead: 'node_status lists what is applied; a live_test unloads what it loaded by itself',
  },
  create_training_set: TEACH_DOOR,
  teach_preflight: TEACH_DOOR,
  teach: {
    enable: `${TEACH_KEY}, and AINIZE_MCP_MAX_TEACH_JOBS above 0, ${RESTART}`,
    instead: TEACH_DOOR.instead,
  },
  download_lesson: TEACH_DOOR,
  publish_knowledge: {
    enable:
      `AINIZE_MCP_ALLOW_PUBLISH=1 plus ${TEACH_KEY}; on a node whose ledger is the shared AIN chain also ` +
      `AINIZE_MCP_ALLOW_AIN_PUBLISH=1 — ${RESTART}`,
    instead: 'download_lesson keeps a lesson private and hands over its file',
  },
  buy: {
    enable:
      `a cap above 0 in AINIZE_MCP_SESSION_BUDGET plus ${OPERATOR}, ${RESTART}; with AINIZE_MCP_STATE_DIR, a state ` +
      'directory no other running ainize-mcp owns (the reason names the pid that does: stop it, or give this server ' +
      'a directory of its own)',
    instead: 'quote prices a knowledge with the bases it needs, spending nothing',
  },
  reconcile_purchase: {
    enable: `${OPERATOR}, ${RESTART}`,
    instead: 'get_knowledge shows whether this node owns a knowledge (availability.purchased)',
  },
};
