import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Operator passwords as `scrypt$<salthex>$<keyhex>` (the format the reference node stores). The cost
 * parameters are not in the string, so they are fixed here: changing them would lock every operator out.
 */
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const COST = { N: 16_384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const FORMAT = /^scrypt\$([0-9a-f]{2,})\$([0-9a-f]{2,})$/;

function derive(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // The async form runs on the libuv pool, so a login does not stall every other request for ~50 ms.
    scrypt(password.normalize('NFKC'), salt, length, COST, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

/** False for a wrong password and for a stored value in an unknown format; never throws on user input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match?.[1] || !match[2] || match[1].length % 2 !== 0 || match[2].length % 2 !== 0) return false;
  const expected = Buffer.from(match[2], 'hex');
  const actual = await derive(password, Buffer.from(match[1], 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}
