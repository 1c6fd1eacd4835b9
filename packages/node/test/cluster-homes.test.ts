import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { homePasswordStore } from '../src/auth/operator-auth.js';
import { verifyPassword } from '../src/auth/password.js';
import {
  CLUSTER_NODES,
  type ClusterNode,
  type ClusterSettings,
  addSellerIfMissing,
  createCluster,
  loadNodes,
  operatorFile,
  removeNewCluster,
  writeTrustPolicy,
} from '../src/cli/cluster/layout.js';
import { ensureOperator } from '../src/cli/cluster/operator.js';
import { unavailablePorts } from '../src/cli/cluster/ports.js';
import { readConfigFile, updateConfigFile } from '../src/home/home.js';

/**
 * What `cluster up` writes before any node starts, checked in-process on the files themselves; cluster.test.ts
 * checks the same promises over HTTP on running nodes.
 */

const SETTINGS: ClusterSettings = {
  portBase: 40_000,
  modelRows: 16_384,
  demoLimit: 40,
  demoIds: ['iso4217-currency-codes'],
};

let scratch: string;
let dir: string;
beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'ainize-cluster-homes-'));
  dir = join(scratch, 'cluster');
});
afterEach(() => rmSync(scratch, { recursive: true, force: true }));

const verifierAddresses = (nodes: ClusterNode[]) =>
  nodes.filter((n) => n.name.startsWith('verifier-')).map((n) => n.config.identity.address);
const policyOf = (node: ClusterNode) =>
  readConfigFile(node.home).verifier as { trusted?: unknown; challengers?: unknown };
const trustedOf = (node: ClusterNode) => policyOf(node).trusted;

describe('a new cluster', () => {
  it("trusts exactly the two verifiers on all four nodes, and the verifiers count the home's challenges", () => {
    const nodes = createCluster(dir, SETTINGS, {});
    const verifiers = verifierAddresses(nodes);
    expect(verifiers).toHaveLength(2);
    for (const node of nodes) {
      expect(trustedOf(node), node.name).toEqual(verifiers);
      expect(node.config.verifier.trusted, node.name).toEqual(verifiers);
    }
    const [home, ...rest] = nodes;
    for (const node of [home, ...rest].filter((n) => !n!.name.startsWith('verifier-')))
      expect(policyOf(node as ClusterNode).challengers, node!.name).toBeUndefined();
    for (const node of rest.filter((n) => n.name.startsWith('verifier-')))
      expect(node.config.verifier.challengers).toEqual([home?.config.identity.address]);
  });

  it('peers every node with the other three, and lets the verifiers fetch both sellers’ bodies', () => {
    const nodes = createCluster(dir, SETTINGS, {});
    expect(nodes.map((n) => [n.name, n.url])).toEqual(
      CLUSTER_NODES.map((name, i) => [name, `http://127.0.0.1:${SETTINGS.portBase + i}`]),
    );
    for (const node of nodes)
      expect([...node.config.peers].sort(), node.name).toEqual(
        nodes
          .filter((n) => n !== node)
          .map((n) => n.url)
          .sort(),
      );
    for (const name of ['home', 'seller']) {
      const node = nodes.find((n) => n.name === name) as ClusterNode;
      expect(node.config.roles).toEqual(['seller', 'serving']);
      expect(node.config.verifier.peers).toEqual(verifierAddresses(nodes));
    }
  });

  it('adds a seller to a cluster made with three nodes, peered with the others, and only once', () => {
    createCluster(dir, SETTINGS, {});
    const sellerUrl = `http://127.0.0.1:${SETTINGS.portBase + 3}`;
    rmSync(join(dir, 'seller'), { recursive: true });
    for (const name of ['home', 'verifier-1', 'verifier-2'])
      updateConfigFile(join(dir, name), (raw) => {
        raw.peers = (raw.peers as string[]).filter((p) => p !== sellerUrl);
      });
    expect(addSellerIfMissing(dir, SETTINGS)).toBe(true);
    const nodes = loadNodes(dir, {});
    for (const node of nodes.filter((n) => n.name !== 'seller'))
      expect(node.config.peers, node.name).toContain(sellerUrl);
    expect(nodes.find((n) => n.name === 'seller')?.url).toBe(sellerUrl);
    expect(addSellerIfMissing(dir, SETTINGS)).toBe(false);
    expect(nodes.find((n) => n.name === 'home')?.config.peers.filter((p) => p === sellerUrl)).toHaveLength(1);
  });

  it('is refused in a folder that holds an operator credential but no cluster.json', () => {
    mkdirSync(dir);
    writeFileSync(join(dir, 'operator.json'), '{}');
    expect(() => createCluster(dir, SETTINGS, {})).toThrow(/holds part of a cluster \(operator\.json\)/);
    expect(existsSync(join(dir, 'home'))).toBe(false);
  });

  it('can be removed again, taking only what it created', () => {
    mkdirSync(dir);
    writeFileSync(join(dir, 'notes.txt'), 'the user keeps notes here');
    createCluster(dir, SETTINGS, {});
    writeFileSync(operatorFile(dir, 'home'), '{}');
    removeNewCluster(dir, false);
    expect(existsSync(join(dir, 'notes.txt'))).toBe(true);
    for (const left of ['cluster.json', 'operator.json', ...CLUSTER_NODES])
      expect(existsSync(join(dir, left))).toBe(false);

    const fresh = join(scratch, 'fresh');
    createCluster(fresh, SETTINGS, {});
    removeNewCluster(fresh, true);
    expect(existsSync(fresh)).toBe(false);
  });
});

describe('the trust policy of a cluster made before it existed', () => {
  it('is written where absent, and an edited list is left as the operator set it', () => {
    const nodes = createCluster(dir, SETTINGS, {});
    const [home, first, second] = nodes as [ClusterNode, ClusterNode, ClusterNode];
    for (const node of nodes)
      updateConfigFile(node.home, (raw) => {
        const verifier = raw.verifier as Record<string, unknown>;
        delete verifier.trusted;
        delete verifier.challengers;
      });
    updateConfigFile(first.home, (raw) => {
      raw.verifier = { ...(raw.verifier as object), trusted: 'open', challengers: [] };
    });

    expect(writeTrustPolicy(dir)).toEqual(['home', 'verifier-2', 'seller']);
    expect(trustedOf(home)).toEqual(verifierAddresses(nodes));
    expect(policyOf(second)).toMatchObject({
      trusted: verifierAddresses(nodes),
      challengers: [home.config.identity.address],
    });
    expect(policyOf(first)).toMatchObject({ trusted: 'open', challengers: [] });
    expect(writeTrustPolicy(dir)).toEqual([]);
  });
});

describe('claiming the nodes', () => {
  it('gives every node its own 0600 credential whose password matches the hash in its config', async () => {
    const nodes = createCluster(dir, SETTINGS, {});
    for (const node of nodes) expect(await ensureOperator(dir, node), node.name).toBe('created');
    expect(operatorFile(dir, 'home')).toBe(join(dir, 'operator.json'));
    const passwords = new Set<string>();
    for (const node of nodes) {
      const file = operatorFile(dir, node.name);
      expect(statSync(file).mode & 0o777, node.name).toBe(0o600);
      const credential = JSON.parse(readFileSync(file, 'utf8')) as { url: string; password: string };
      expect(credential.url).toBe(node.url);
      expect(credential.password.length).toBeGreaterThanOrEqual(12);
      expect(await verifyPassword(credential.password, homePasswordStore(node.home).get() as string)).toBe(true);
      passwords.add(credential.password);
    }
    expect(passwords.size).toBe(CLUSTER_NODES.length);
    for (const node of nodes) expect(await ensureOperator(dir, node)).toBe('kept');
  });

  it('claims a verifier of an older cluster, made when only the home had a password', async () => {
    const nodes = createCluster(dir, SETTINGS, {});
    const [home, verifier] = nodes as [ClusterNode, ClusterNode, ClusterNode];
    await ensureOperator(dir, home);
    expect(homePasswordStore(verifier.home).get()).toBeUndefined();
    expect(await ensureOperator(dir, verifier)).toBe('created');
    expect(homePasswordStore(verifier.home).get()).toMatch(/^scrypt\$/);
  });

  it("takes the credential's password back when the node lost its hash, and says so when the file is lost", async () => {
    const [home] = createCluster(dir, SETTINGS, {}) as [ClusterNode, ClusterNode, ClusterNode];
    await ensureOperator(dir, home);
    const { password } = JSON.parse(readFileSync(operatorFile(dir, 'home'), 'utf8')) as { password: string };
    updateConfigFile(home.home, (raw) => delete raw.operator);
    expect(await ensureOperator(dir, home)).toBe('adopted');
    expect(await verifyPassword(password, homePasswordStore(home.home).get() as string)).toBe(true);

    rmSync(operatorFile(dir, 'home'));
    expect(await ensureOperator(dir, home)).toBe('missing');
    expect(existsSync(operatorFile(dir, 'home'))).toBe(false);
  });
});

describe('probing the ports', () => {
  let blocker: Server;
  afterEach(() => void blocker?.close());

  it('names a port another process listens on, and passes a free one', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as { port: number }).port;
    const problems = await unavailablePorts([
      { host: '127.0.0.1', port: taken },
      { host: '127.0.0.1', port: 0 },
    ]);
    expect(problems).toEqual([`port ${taken} on 127.0.0.1 is taken by another process`]);
  });
});
