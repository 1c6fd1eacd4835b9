import { InvalidInputError } from '../errors/invalid-input.js';
import { float32FromLe, int64FromLe, leBytesView } from './bytes.js';
import { encodeNpyHeader, parseNpyHeader, shapeRepr } from './npy-header.js';

/** The two dtypes a patch uses, in numpy's descr spelling (little-endian int64 and float32). */
export type PatchDescr = '<i8' | '<f4';

const ITEM_SIZE: Record<PatchDescr, number> = { '<i8': 8, '<f4': 4 };

/**
 * The bytes of a `.npy` member as [header, data] chunks. The data chunk may be a view of the caller's
 * array (little-endian hosts), which is why this goes straight into a copying writer.
 */
export function npyChunks(
  descr: PatchDescr,
  shape: readonly number[],
  data: BigInt64Array | Float32Array,
): Uint8Array[] {
  return [encodeNpyHeader(descr, shape), leBytesView(data)];
}

export interface DecodedNpy<T> {
  shape: number[];
  data: T;
}

/** Decodes member `name` as a C-order int64 array of `rank` dimensions. */
export function decodeInt64(name: string, bytes: Uint8Array, rank: number): DecodedNpy<BigInt64Array> {
  const { shape, body, count } = checkedBody(name, bytes, '<i8', rank);
  return { shape, data: count === 0 ? new BigInt64Array(0) : int64FromLe(body, count) };
}

/** Decodes member `name` as a C-order float32 array of `rank` dimensions. */
export function decodeFloat32(name: string, bytes: Uint8Array, rank: number): DecodedNpy<Float32Array> {
  const { shape, body, count } = checkedBody(name, bytes, '<f4', rank);
  return { shape, data: count === 0 ? new Float32Array(0) : float32FromLe(body, count) };
}

function checkedBody(
  name: string,
  bytes: Uint8Array,
  descr: PatchDescr,
  rank: number,
): { shape: number[]; body: Uint8Array; count: number } {
  const fail = (reason: string): never => {
    throw new InvalidInputError('npy', `${name}: ${reason}`);
  };
  const header = parseNpyHeader(name, bytes);
  if (header.descr !== descr) fail(`dtype '${header.descr}' is not '${descr}'`);
  if (header.fortranOrder) fail('fortran_order arrays are not supported (C order expected)');
  if (header.shape.length !== rank) fail(`shape ${shapeRepr(header.shape)} is not ${rank}-dimensional`);
  const count = header.shape.reduce((a, b) => a * b, 1);
  const body = bytes.subarray(header.dataOffset);
  // A float product of huge dims is inexact but still cannot equal a real buffer length, so no overflow hazard.
  const need = count * ITEM_SIZE[descr];
  if (body.length !== need) {
    fail(`data is ${body.length} bytes but shape ${shapeRepr(header.shape)} of ${descr} needs ${need}`);
  }
  return { shape: header.shape, body, count };
}
