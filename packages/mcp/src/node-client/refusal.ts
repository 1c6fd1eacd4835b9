import { ainizeError, parseNodeError, type AinizeError, type NodeResponse } from '@ainize/core';

/**
 * The node's 404s, read with the request that drew them. The node's own words are written for its web page
 * ("patch not found", "no route GET /api/api/catalog"); an agent needs to know WHICH knowledge was unknown, or that
 * the node address itself is wrong, and the next step in each case. This is the one place that knows both the
 * answer and the question, so every tool that reaches a knowledge route inherits the same sentence.
 */

export interface RefusedRequest {
  method: string;
  /** Path and query as sent, relative to the node URL. */
  path: string;
  /** The node URL this client was configured with. */
  baseUrl: string;
  /** Knowledge ids named in the request body, for routes whose path names none (`POST /api/chat`). */
  ids?: readonly string[];
}

/** `/api/patches/<id>…` and `/x402/patch/<id>`: the routes whose 404 means "no such knowledge". */
const KNOWLEDGE_ROUTE = /^\/(?:api\/patches|x402\/patch)\/([^/?#]+)/;
/** The node's catch-all answer for a path it does not serve. */
const NO_ROUTE = /^no route ([A-Z]+) (\S+)/;
const PATCH_NOT_FOUND = /^patch not found\b/;

/** `parseNodeError` plus the request: the AinizeError every refusal of the node leaves this client as. */
export function nodeRefusal(answer: NodeResponse, request: RefusedRequest): AinizeError {
  return explainNotFound(parseNodeError(answer), request);
}

/** Rewrites a bare node 404 so it names what was missing; anything else passes through unchanged. */
export function explainNotFound(error: AinizeError, request: RefusedRequest): AinizeError {
  if (error.code !== 'not_found') return error;
  const noRoute = NO_ROUTE.exec(error.message);
  if (noRoute) return noRouteError(error, request, noRoute[2] ?? '');
  if (PATCH_NOT_FOUND.test(error.message)) return unknownKnowledge(error, request);
  return error;
}

function unknownKnowledge(error: AinizeError, request: RefusedRequest): AinizeError {
  const fromPath = KNOWLEDGE_ROUTE.exec(pathOnly(request.path))?.[1];
  const ids = fromPath !== undefined ? [decoded(fromPath)] : [...(request.ids ?? [])];
  const where = `the node at ${request.baseUrl}`;
  const check = 'check the id with search_knowledge (ids are case-sensitive) and call again with one it lists';
  if (ids.length === 1) {
    const id = ids[0] as string;
    return ainizeError('not_found', `there is no knowledge "${id}" on ${where}`, {
      details: { ...error.details, id, next: check },
    });
  }
  const named = ids.length === 0 ? '' : ` (one of ${ids.map((id) => `"${id}"`).join(', ')})`;
  return ainizeError('not_found', `a knowledge named in this call is not on ${where}${named}`, {
    details: { ...error.details, ids, next: check },
  });
}

/**
 * "no route GET /api/api/catalog": the node serves no such path. When the path it quotes is longer than the one
 * this client sent, AINIZE_NODE_URL carries a path the node does not expect (`http://host:3422/api`); otherwise the
 * address points at something that is not an Ainize node, or at an older build without the route.
 */
function noRouteError(error: AinizeError, request: RefusedRequest, received: string): AinizeError {
  const sent = pathOnly(request.path);
  const base = baseParts(request.baseUrl);
  const extra = received.endsWith(sent) ? received.slice(0, received.length - sent.length) : '';
  const route = `${request.method} ${sent}`;
  if (extra !== '' || base.path !== '') {
    const root = base.origin ?? request.baseUrl;
    return ainizeError(
      'node_url_wrong',
      `the node answered "no route ${request.method} ${received}": AINIZE_NODE_URL (${request.baseUrl}) looks wrong — ` +
        `it should be the node's root address, e.g. ${root}, without ${base.path || extra}`,
      {
        details: {
          ...error.details,
          node_url: request.baseUrl,
          suggested_node_url: root,
          route,
          next: `set AINIZE_NODE_URL to the node's root (e.g. ${root}) in this server's environment and restart it; GET <root>/api/info must answer`,
        },
      },
    );
  }
  return ainizeError(
    'not_found',
    `the node at ${request.baseUrl} has no route ${route}: it is an older build without it, or AINIZE_NODE_URL ` +
      'points at something that is not an Ainize node',
    {
      details: {
        ...error.details,
        node_url: request.baseUrl,
        route,
        next: `check that GET ${request.baseUrl}/api/info answers as an Ainize node; node_status shows its version`,
      },
    },
  );
}

function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  return cut < 0 ? path : path.slice(0, cut);
}

function baseParts(baseUrl: string): { origin: string | null; path: string } {
  try {
    const url = new URL(baseUrl);
    return { origin: url.origin, path: url.pathname.replace(/\/+$/, '') };
  } catch {
    return { origin: null, path: '' };
  }
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * An unknown id with the ids it may have meant (the catalog's ids that begin with it): `did_you_mean` in details and
 * a next step that names them, so the agent calls again with a real id rather than searching.
 */
export function withSuggestions(error: AinizeError, ids: readonly string[]): AinizeError {
  if (ids.length === 0) return error;
  const quoted = ids.map((id) => `"${id}"`).join(', ');
  return {
    ...error,
    message: `${error.message}; ids that begin with it: ${quoted}`,
    details: {
      ...error.details,
      did_you_mean: [...ids],
      next:
        ids.length === 1
          ? `did you mean ${quoted}? call again with that id (an id is whole and case-sensitive)`
          : `call again with one of ${quoted} (an id is whole and case-sensitive); search_knowledge tells them apart`,
    },
  };
}
