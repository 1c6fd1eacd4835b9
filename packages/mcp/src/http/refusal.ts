import { anyCapAboveZero, parseCapList, type McpConfig } from '../config/index.js';
import { isLoopback } from '@ainize/core';

/**
 * Whether `--http` may start with this configuration. A listening port is reachable by people who are not the
 * operator — other users of the machine, a container's neighbours, a browser tab that found the port — so any
 * setting that lets a caller spend, change the shared model or publish on the operator's behalf stops the start,
 * each one named, unless the operator says the port is theirs alone. Pure: the command prints what this returns.
 */

export interface HttpStartFacts {
  /** `--i-am-the-only-user` was given. */
  onlyUser: boolean;
  /** The address the port binds. */
  host: string;
  /** AINIZE_MCP_HTTP_TOKEN is set. */
  hasToken: boolean;
}

/** One setting that a shared port must not carry, and what it would let a stranger do. */
export interface UnsafeSetting {
  setting: string;
  why: string;
}

export function unsafeOnSharedPort(config: McpConfig): UnsafeSetting[] {
  const settings = config.public;
  const found: UnsafeSetting[] = [];
  // Any cap above 0, in any currency: a port that can spend a little of one currency can spend it for a stranger.
  if (anyCapAboveZero(parseCapList(settings.session_budget))) {
    found.push({
      setting: `AINIZE_MCP_SESSION_BUDGET=${settings.session_budget}`,
      why: `buy could spend up to ${settings.session_budget} of the operator's money`,
    });
  }
  if (settings.allow_apply) {
    found.push({
      setting: 'AINIZE_MCP_ALLOW_APPLY',
      why: 'apply_knowledge and remove_knowledge change the model every node on the machine shares',
    });
  }
  if (settings.allow_publish) {
    found.push({
      setting: 'AINIZE_MCP_ALLOW_PUBLISH',
      why: 'publish_knowledge writes to a ledger where nothing can be recalled',
    });
  }
  if (settings.allow_ain_publish) {
    found.push({ setting: 'AINIZE_MCP_ALLOW_AIN_PUBLISH', why: 'publishing may reach the shared AIN chain' });
  }
  return found;
}

/** The refusal to print and exit on, or null when the server may start. */
export function httpStartRefusal(config: McpConfig, facts: HttpStartFacts): string | null {
  const problems: string[] = [];
  const unsafe = unsafeOnSharedPort(config);
  if (unsafe.length > 0 && !facts.onlyUser) {
    problems.push(
      'these settings let anyone who reaches the port spend, change or publish on your behalf:\n' +
        unsafe.map((u) => `  ${u.setting} — ${u.why}`).join('\n') +
        '\nUnset them, or add --i-am-the-only-user if nobody else can reach this port.',
    );
  }
  if (!isLoopback(facts.host) && !facts.hasToken) {
    problems.push(
      `--host ${facts.host} is reachable from other machines; set AINIZE_MCP_HTTP_TOKEN (at least 24 characters) ` +
        'so that only clients holding it are served.',
    );
  }
  if (['0.0.0.0', '::', '[::]'].includes(facts.host)) {
    problems.push(
      `--host ${facts.host} binds every interface, and no Host header can name it; bind the one address clients use.`,
    );
  }
  return problems.length === 0 ? null : `refusing to serve over HTTP:\n${problems.join('\n')}`;
}
