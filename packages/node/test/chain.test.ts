import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { x402Facilitator } from '@x402/core/facilitator';
import type { PaymentPayload, PaymentRequirements } from '@x402/core/types';
import { toFacilitatorEvmSigner } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { registerExactEvmScheme } from '@x402/evm/exact/facilitator';
import { type Address, type Hex, domainSeparator, parseEther, parseSignature, publicActions } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalChain,
  TOKEN,
  TOKEN_ABI,
  authorizationState,
  cancelAuthorization,
  chainFiles,
  findAuthorizationUse,
  fromTokenUnits,
  setNativeBalance,
  startLocalChain,
  tokenAddressFor,
  tokenBalance,
  toTokenUnits,
} from '../src/chain/index.js';
import { readClient, writeClient } from '../src/chain/clients.js';
import { pidAlive } from '../src/lock/files.js';
import { freePort } from './exact-fixtures.js';

/**
 * The chain room against a real anvil on a free port: the token's EIP-3009 behaviour signed with real keys, the
 * lookups reconcile relies on, the local chain's restarts, and `@x402/evm`'s own client and facilitator paying
 * through the token exactly as they would pay through USDC.
 */

const HOST = '127.0.0.1';
const nodePackage = new URL('../', import.meta.url);

let scratch: string;
let chain: LocalChain;
/** Every chain a test starts; afterAll stops them all, whatever failed. */
const started: LocalChain[] = [];
const track = (c: LocalChain) => (started.push(c), c);

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'ainize-chain-'));
  chain = track(await startLocalChain({ dir: join(scratch, 'main'), host: HOST, port: await freePort() }));
}, 60_000);

afterAll(async () => {
  for (const c of started) await c.stop().catch(() => undefined);
  for (const c of started) if (pidAlive(c.pid)) process.kill(c.pid, 'SIGKILL');
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}, 60_000);

/** A fresh key with gas, so a test's accounts never share nonces or balances with another test's. */
async function fundedKey(): Promise<Hex> {
  const key = generatePrivateKey();
  await setNativeBalance(chain.rpcUrl, privateKeyToAccount(key).address, parseEther('10'));
  return key;
}

const randomNonce = (): Hex => generatePrivateKey();
const now = () => BigInt(Math.floor(Date.now() / 1000));

interface Authorization {
  from: Address;
  to: Address;
  value: bigint;
  validAfter: bigint;
  validBefore: bigint;
  nonce: Hex;
}

function signTransfer(payerKey: Hex, auth: Authorization): Promise<Hex> {
  return privateKeyToAccount(payerKey).signTypedData({
    domain: { name: TOKEN.name, version: TOKEN.version, chainId: chain.chainId, verifyingContract: chain.token },
    types: {
      TransferWithAuthorization: [
        { name: 'from', type: 'address' },
        { name: 'to', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'validAfter', type: 'uint256' },
        { name: 'validBefore', type: 'uint256' },
        { name: 'nonce', type: 'bytes32' },
      ],
    },
    primaryType: 'TransferWithAuthorization',
    message: auth,
  });
}

/** Submits a signed authorization from a relayer, the (v, r, s) overload unless `asBytes`; resolves once mined. */
async function relay(relayerKey: Hex, auth: Authorization, signature: Hex, asBytes = false): Promise<Hex> {
  const wallet = await writeClient(chain.rpcUrl, relayerKey);
  const { from, to, value, validAfter, validBefore, nonce } = auth;
  const { v, r, s } = parseSignature(signature);
  const hash = asBytes
    ? await wallet.writeContract({
        address: chain.token,
        abi: TOKEN_ABI,
        functionName: 'transferWithAuthorization',
        args: [from, to, value, validAfter, validBefore, nonce, signature],
      })
    : await wallet.writeContract({
        address: chain.token,
        abi: TOKEN_ABI,
        functionName: 'transferWithAuthorization',
        args: [from, to, value, validAfter, validBefore, nonce, Number(v), r, s],
      });
  const receipt = await readClient(chain.rpcUrl).waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  return hash;
}

async function payer(atd: string) {
  const key = await fundedKey();
  const address = privateKeyToAccount(key).address;
  await chain.mint(address, toTokenUnits(atd, TOKEN.decimals));
  return { key, address };
}

const balance = (owner: Address) => tokenBalance(chain.rpcUrl, chain.token, owner);

describe('the Ainize Test Dollar', () => {
  it('is deployed from the deployer key at its nonce-0 address, with the metadata x402 signs with', async () => {
    const reader = readClient(chain.rpcUrl);
    const read = <
      F extends
        | 'name'
        | 'symbol'
        | 'version'
        | 'decimals'
        | 'owner'
        | 'DOMAIN_SEPARATOR'
        | 'TRANSFER_WITH_AUTHORIZATION_TYPEHASH'
        | 'RECEIVE_WITH_AUTHORIZATION_TYPEHASH'
        | 'CANCEL_AUTHORIZATION_TYPEHASH',
    >(
      functionName: F,
    ) => reader.readContract({ address: chain.token, abi: TOKEN_ABI, functionName });
    expect(await read('name')).toBe(TOKEN.name);
    expect(await read('symbol')).toBe(TOKEN.symbol);
    expect(await read('version')).toBe(TOKEN.version);
    expect(await read('decimals')).toBe(TOKEN.decimals);
    const deployer = privateKeyToAccount(chain.deployerKey).address;
    expect(await read('owner')).toBe(deployer);
    expect(chain.token).toBe(tokenAddressFor(deployer));
    expect(chain).toMatchObject({ chainId: 31337, network: 'eip155:31337', tokenOrigin: 'deployed' });
    const domain = { name: TOKEN.name, version: TOKEN.version, chainId: chain.chainId, verifyingContract: chain.token };
    expect(await read('DOMAIN_SEPARATOR')).toBe(domainSeparator({ domain }));
    // EIP-3009's published typehashes (the same constants USDC's FiatTokenV2 carries).
    expect(await read('TRANSFER_WITH_AUTHORIZATION_TYPEHASH')).toBe(
      '0x7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a2267',
    );
    expect(await read('RECEIVE_WITH_AUTHORIZATION_TYPEHASH')).toBe(
      '0xd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de8',
    );
    expect(await read('CANCEL_AUTHORIZATION_TYPEHASH')).toBe(
      '0x158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a1597429',
    );

    const files = chainFiles(join(scratch, 'main'));
    expect(statSync(files.deployer).mode & 0o777).toBe(0o600);
    const record = readFileSync(files.record, 'utf8');
    expect(JSON.parse(record)).toMatchObject({ chainId: 31337, rpcUrl: chain.rpcUrl, token: chain.token, deployer });
    expect(record).not.toContain(chain.deployerKey.slice(2));
  });

  it('mints to any address, and only its owner can', async () => {
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    await chain.mint(holder, 1_250_000n);
    expect(await balance(holder)).toBe(1_250_000n);
    const stranger = await fundedKey();
    const wallet = await writeClient(chain.rpcUrl, stranger);
    await expect(
      wallet.writeContract({ address: chain.token, abi: TOKEN_ABI, functionName: 'mint', args: [holder, 1n] }),
    ).rejects.toThrow(/OwnableUnauthorizedAccount/);
    expect(await balance(holder)).toBe(1_250_000n);
  });
});

describe('EIP-3009 on the token', () => {
  it('moves exactly the authorized value, once; the same nonce again reverts and moves nothing', async () => {
    const from = await payer('10');
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const relayer = await fundedKey();
    const auth = {
      from: from.address,
      to,
      value: 2_500_000n,
      validAfter: 0n,
      validBefore: now() + 600n,
      nonce: randomNonce(),
    };
    const signature = await signTransfer(from.key, auth);
    const txHash = await relay(relayer, auth, signature);
    expect(await balance(from.address)).toBe(7_500_000n);
    expect(await balance(to)).toBe(2_500_000n);
    expect(await authorizationState(chain.rpcUrl, chain.token, from.address, auth.nonce)).toBe(true);

    await expect(relay(relayer, auth, signature)).rejects.toThrow(/authorization is used or canceled/);
    await expect(relay(relayer, auth, signature, true)).rejects.toThrow(/authorization is used or canceled/);
    expect(await balance(from.address)).toBe(7_500_000n);
    expect(await balance(to)).toBe(2_500_000n);

    const use = await findAuthorizationUse(chain.rpcUrl, chain.token, from.address, auth.nonce);
    expect(use).toMatchObject({ txHash, status: 'success' });
    expect(typeof use?.blockNumber).toBe('bigint');
  });

  it('takes the signature as bytes too (the overload smart wallets need)', async () => {
    const from = await payer('1');
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const auth = {
      from: from.address,
      to,
      value: 400_000n,
      validAfter: 0n,
      validBefore: now() + 600n,
      nonce: randomNonce(),
    };
    await relay(await fundedKey(), auth, await signTransfer(from.key, auth), true);
    expect(await balance(to)).toBe(400_000n);
  });

  it('refuses an expired validBefore, one not yet valid, another value than signed, and another signer', async () => {
    const from = await payer('5');
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const relayer = await fundedKey();
    const base = { from: from.address, to, value: 1_000_000n, validAfter: 0n, validBefore: now() + 600n };
    const expired = { ...base, validBefore: now() - 5n, nonce: randomNonce() };
    await expect(relay(relayer, expired, await signTransfer(from.key, expired))).rejects.toThrow(
      /authorization is expired/,
    );
    const early = { ...base, validAfter: now() + 3_600n, nonce: randomNonce() };
    await expect(relay(relayer, early, await signTransfer(from.key, early))).rejects.toThrow(
      /authorization is not yet valid/,
    );
    const signed = { ...base, nonce: randomNonce() };
    const signature = await signTransfer(from.key, signed);
    await expect(relay(relayer, { ...signed, value: 2_000_000n }, signature)).rejects.toThrow(/invalid signature/);
    const forged = { ...base, nonce: randomNonce() };
    await expect(relay(relayer, forged, await signTransfer(relayer, forged))).rejects.toThrow(/invalid signature/);
    expect(await balance(from.address)).toBe(5_000_000n);
    expect(await balance(to)).toBe(0n);
    expect(await authorizationState(chain.rpcUrl, chain.token, from.address, signed.nonce)).toBe(false);
  });

  it('lets receiveWithAuthorization be sent by the payee only', async () => {
    const from = await payer('1');
    const payeeKey = await fundedKey();
    const to = privateKeyToAccount(payeeKey).address;
    const auth = {
      from: from.address,
      to,
      value: 300_000n,
      validAfter: 0n,
      validBefore: now() + 600n,
      nonce: randomNonce(),
    };
    const signature = await privateKeyToAccount(from.key).signTypedData({
      domain: { name: TOKEN.name, version: TOKEN.version, chainId: chain.chainId, verifyingContract: chain.token },
      types: {
        ReceiveWithAuthorization: [
          { name: 'from', type: 'address' },
          { name: 'to', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'validAfter', type: 'uint256' },
          { name: 'validBefore', type: 'uint256' },
          { name: 'nonce', type: 'bytes32' },
        ],
      },
      primaryType: 'ReceiveWithAuthorization',
      message: auth,
    });
    const args = [auth.from, auth.to, auth.value, auth.validAfter, auth.validBefore, auth.nonce, signature] as const;
    const outsider = await writeClient(chain.rpcUrl, await fundedKey());
    await expect(
      outsider.writeContract({ address: chain.token, abi: TOKEN_ABI, functionName: 'receiveWithAuthorization', args }),
    ).rejects.toThrow(/caller must be the payee/);
    const payee = await writeClient(chain.rpcUrl, payeeKey);
    const hash = await payee.writeContract({
      address: chain.token,
      abi: TOKEN_ABI,
      functionName: 'receiveWithAuthorization',
      args,
    });
    await readClient(chain.rpcUrl).waitForTransactionReceipt({ hash });
    expect(await balance(to)).toBe(300_000n);
  });

  it('cancels an unused authorization: its state reads true, it never pays, and cannot be canceled twice', async () => {
    const from = await payer('3');
    const to = privateKeyToAccount(generatePrivateKey()).address;
    const relayer = await fundedKey();
    const auth = {
      from: from.address,
      to,
      value: 1_000_000n,
      validAfter: 0n,
      validBefore: now() + 600n,
      nonce: randomNonce(),
    };
    const signature = await signTransfer(from.key, auth);
    expect(await authorizationState(chain.rpcUrl, chain.token, from.address, auth.nonce)).toBe(false);

    await cancelAuthorization(chain.rpcUrl, chain.token, {
      authorizerKey: from.key,
      nonce: auth.nonce,
      gasPayerKey: relayer,
    });
    expect(await authorizationState(chain.rpcUrl, chain.token, from.address, auth.nonce)).toBe(true);
    expect(await findAuthorizationUse(chain.rpcUrl, chain.token, from.address, auth.nonce)).toBeNull();
    await expect(relay(relayer, auth, signature)).rejects.toThrow(/authorization is used or canceled/);
    await expect(
      cancelAuthorization(chain.rpcUrl, chain.token, {
        authorizerKey: from.key,
        nonce: auth.nonce,
        gasPayerKey: relayer,
      }),
    ).rejects.toMatchObject({ code: 'transaction_failed', message: expect.stringMatching(/used or canceled/) });
    expect(await balance(from.address)).toBe(3_000_000n);
  });

  it('finds no use of a nonce nobody spent', async () => {
    const someone = privateKeyToAccount(generatePrivateKey()).address;
    expect(await findAuthorizationUse(chain.rpcUrl, chain.token, someone, randomNonce())).toBeNull();
    expect(await authorizationState(chain.rpcUrl, chain.token, someone, randomNonce())).toBe(false);
  });
});

describe("@x402/evm's exact scheme against the token", () => {
  it('verifies and settles a payment made by its own client, and refuses the same payment again', async () => {
    const from = await payer('5');
    const payTo = privateKeyToAccount(generatePrivateKey()).address;
    const facilitatorKey = await fundedKey();
    const wallet = (await writeClient(chain.rpcUrl, facilitatorKey)).extend(publicActions);
    // The facilitator's signer type is deliberately loose (`abi: readonly unknown[]`, `functionName: string`), so
    // viem's precisely typed actions are adapted through `never`; at run time they receive exactly these objects.
    const signer = toFacilitatorEvmSigner({
      address: wallet.account.address,
      getCode: (args) => wallet.getCode(args),
      readContract: (args) => wallet.readContract({ ...args, args: args.args ?? [] } as never),
      verifyTypedData: (args) => wallet.verifyTypedData(args as never),
      writeContract: (args) => wallet.writeContract(args as never),
      sendTransaction: (args) => wallet.sendTransaction(args),
      waitForTransactionReceipt: (args) => wallet.waitForTransactionReceipt(args),
    });
    const facilitator = registerExactEvmScheme(new x402Facilitator(), { signer, networks: chain.network });
    const requirements: PaymentRequirements = {
      scheme: 'exact',
      network: chain.network,
      asset: chain.token,
      amount: toTokenUnits('2.5', TOKEN.decimals).toString(),
      payTo,
      maxTimeoutSeconds: 600,
      extra: { name: TOKEN.name, version: TOKEN.version },
    };
    const client = new ExactEvmScheme(privateKeyToAccount(from.key));
    const payment: PaymentPayload = { ...(await client.createPaymentPayload(2, requirements)), accepted: requirements };

    const verified = await facilitator.verify(payment, requirements);
    expect(verified, verified.invalidMessage).toMatchObject({ isValid: true, payer: from.address });
    const settled = await facilitator.settle(payment, requirements);
    expect(settled, settled.errorMessage).toMatchObject({ success: true, network: chain.network, payer: from.address });
    expect(await balance(payTo)).toBe(2_500_000n);
    expect(await balance(from.address)).toBe(2_500_000n);
    const nonce = (payment.payload as { authorization: { nonce: Hex } }).authorization.nonce;
    expect(await findAuthorizationUse(chain.rpcUrl, chain.token, from.address, nonce)).toMatchObject({
      txHash: settled.transaction,
      status: 'success',
    });

    const again = await facilitator.verify(payment, requirements);
    expect(again.isValid).toBe(false);
    expect(again.invalidMessage ?? again.invalidReason).toMatch(/used or canceled|nonce/i);
    const replay = await facilitator.settle(payment, requirements);
    expect(replay.success).toBe(false);
    expect(await balance(payTo)).toBe(2_500_000n);
  }, 90_000);
});

describe('a local chain kept in a folder', () => {
  it('survives SIGTERM and kill -9 with its token and balances, and redeploys at the same address when its state is lost', async () => {
    const dir = join(scratch, 'restart');
    const port = await freePort();
    const holder = privateKeyToAccount(generatePrivateKey()).address;
    const first = track(await startLocalChain({ dir, host: HOST, port }));
    expect(first.tokenOrigin).toBe('deployed');
    await first.mint(holder, 5_000_000n);
    await first.stop();
    expect(pidAlive(first.pid)).toBe(false);

    const second = track(await startLocalChain({ dir, host: HOST, port }));
    expect(second).toMatchObject({ tokenOrigin: 'found', token: first.token });
    expect(await tokenBalance(second.rpcUrl, second.token, holder)).toBe(5_000_000n);
    await second.mint(holder, 1_000_000n);
    // anvil dumps its state every second; wait past one dump, then kill it without a chance to write again.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    process.kill(second.pid, 'SIGKILL');
    while (pidAlive(second.pid)) await new Promise((resolve) => setTimeout(resolve, 50));

    const third = track(await startLocalChain({ dir, host: HOST, port }));
    expect(third).toMatchObject({ tokenOrigin: 'found', token: first.token });
    expect(await tokenBalance(third.rpcUrl, third.token, holder)).toBe(6_000_000n);
    await third.stop();

    rmSync(chainFiles(dir).state);
    const fourth = track(await startLocalChain({ dir, host: HOST, port }));
    expect(fourth).toMatchObject({ tokenOrigin: 'redeployed', token: first.token });
    expect(await tokenBalance(fourth.rpcUrl, fourth.token, holder)).toBe(0n);
    await fourth.stop();
    expect(existsSync(chainFiles(dir).state)).toBe(true);
  }, 60_000);

  it('refuses a port another process holds, naming the log, and never deploys onto a chain already there', async () => {
    const blocker = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, HOST, resolve));
    const dir = join(scratch, 'taken');
    try {
      await expect(startLocalChain({ dir, host: HOST, port })).rejects.toMatchObject({
        name: 'ChainError',
        code: 'anvil_failed',
        message: expect.stringContaining(chainFiles(dir).log),
      });
    } finally {
      blocker.close();
    }
    const occupied = Number(new URL(chain.rpcUrl).port);
    await expect(startLocalChain({ host: HOST, port: occupied })).rejects.toMatchObject({
      code: 'anvil_failed',
      message: expect.stringContaining(`a chain (id 31337) already answers at ${chain.rpcUrl}`),
    });
  }, 90_000);
});

describe('token amounts', () => {
  it('converts decimal strings to atomic units and back, exactly', () => {
    expect(toTokenUnits('2.5', 6)).toBe(2_500_000n);
    expect(toTokenUnits('0.000001', 6)).toBe(1n);
    expect(toTokenUnits('1000', 6)).toBe(1_000_000_000n);
    expect(toTokenUnits('7', 0)).toBe(7n);
    expect(fromTokenUnits(2_500_000n, 6)).toBe('2.5');
    expect(fromTokenUnits(1n, 6)).toBe('0.000001');
    expect(fromTokenUnits(0n, 6)).toBe('0');
  });

  it.each(['0.0000001', '-1', '', '1e6', ' 1', '0x10', '1.', '.5', 'NaN', '1,5'])(
    'refuses %j with an error that says why',
    (amount) => {
      expect(() => toTokenUnits(amount, 6)).toThrow(/amount|decimal/);
    },
  );
});

describe('the token artifact', () => {
  it('is what scripts/compile-token.mjs --check compiles from the contract and OpenZeppelin sources', async () => {
    const script = new URL('scripts/compile-token.mjs', nodePackage).pathname;
    const { stdout } = await promisify(execFile)(process.execPath, [script, '--check']);
    expect(stdout).toMatch(/matches its \d+ sources/);
  }, 60_000);
});
