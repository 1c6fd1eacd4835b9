import { InvalidInputError } from '../errors/invalid-input.js';

/**
 * The numpy `.npy` header: magic `\x93NUMPY`, a major/minor version, a little-endian header length, then a
 * Python dict literal such as `{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }`.
 */

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]; // \x93NUMPY
// numpy aligns the data to 64 bytes (ARRAY_ALIGN) so it can be memory-mapped; loaders do not require it.
const ALIGN = 64;
// numpy itself refuses headers over 10000 bytes by default; ours are under 128. The cap bounds the parse.
export const MAX_NPY_HEADER = 65535;

export interface NpyHeader {
  descr: string;
  fortranOrder: boolean;
  shape: number[];
  /** Byte offset of the array data within the member. */
  dataOffset: number;
}

/** Python's repr of a shape tuple: `()`, `(3,)`, `(3, 4)`. */
export function shapeRepr(shape: readonly number[]): string {
  return shape.length === 1 ? `(${shape[0]},)` : `(${shape.join(', ')})`;
}

/** A version 1.0 header for a C-order array, padded with spaces and a final newline to a multiple of 64. */
export function encodeNpyHeader(descr: string, shape: readonly number[]): Uint8Array {
  const dict = `{'descr': '${descr}', 'fortran_order': False, 'shape': ${shapeRepr(shape)}, }`;
  const unpadded = MAGIC.length + 2 + 2 + dict.length + 1;
  const text = dict + ' '.repeat((ALIGN - (unpadded % ALIGN)) % ALIGN) + '\n';
  const out = new Uint8Array(MAGIC.length + 4 + text.length);
  out.set(MAGIC, 0);
  out[6] = 1;
  out[7] = 0;
  new DataView(out.buffer).setUint16(8, text.length, true);
  for (let i = 0; i < text.length; i++) out[10 + i] = text.charCodeAt(i);
  return out;
}

/** Parses and checks the header of the member `name`; throws InvalidInputError('npy') naming what is wrong. */
export function parseNpyHeader(name: string, bytes: Uint8Array): NpyHeader {
  const fail: (reason: string) => never = (reason) => {
    throw new InvalidInputError('npy', `${name}: ${reason}`);
  };
  if (bytes.length < 10 || MAGIC.some((b, i) => bytes[i] !== b)) fail('not a .npy array (bad magic)');
  const major = bytes[6]!;
  const minor = bytes[7]!;
  if (minor !== 0 || major < 1 || major > 3) fail(`unsupported .npy version ${major}.${minor}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let headerLen: number;
  let start: number;
  if (major === 1) {
    headerLen = view.getUint16(8, true);
    start = 10;
  } else {
    if (bytes.length < 12) fail('truncated header');
    headerLen = view.getUint32(8, true);
    start = 12;
  }
  if (headerLen > MAX_NPY_HEADER) fail(`header length ${headerLen} exceeds ${MAX_NPY_HEADER}`);
  if (start + headerLen > bytes.length) fail(`header length ${headerLen} runs past the member`);
  let text = '';
  for (let i = start; i < start + headerLen; i++) {
    const c = bytes[i]!;
    // Real headers are ASCII; refusing the rest keeps the literal parser simple and exact.
    if (c > 0x7e || (c < 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09))
      fail(`header byte 0x${c.toString(16)} is not printable ASCII`);
    text += String.fromCharCode(c);
  }
  const dict = parseDictLiteral(text, fail);
  const keys = [...dict.keys()].sort().join(',');
  if (keys !== 'descr,fortran_order,shape') fail(`header keys are {${keys}}, expected descr, fortran_order, shape`);
  const descr = dict.get('descr');
  const fortranOrder = dict.get('fortran_order');
  const shape = dict.get('shape');
  if (typeof descr !== 'string') fail('descr is not a string');
  if (typeof fortranOrder !== 'boolean') fail('fortran_order is not True or False');
  if (!Array.isArray(shape)) fail('shape is not a tuple');
  return { descr, fortranOrder, shape, dataOffset: start + headerLen };
}

type Literal = string | boolean | number[];

/**
 * A strict parser for the one dict shape numpy writes: string keys; values that are strings, True/False or
 * tuples of non-negative integers. Anything else (nesting, escapes, expressions) is refused, never evaluated.
 */
function parseDictLiteral(text: string, fail: (reason: string) => never): Map<string, Literal> {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i++;
  };
  const expect = (ch: string) => {
    ws();
    if (text[i] !== ch) fail(`header: expected '${ch}' at column ${i}`);
    i++;
  };
  const str = (): string => {
    ws();
    const quote = text[i];
    if (quote !== "'" && quote !== '"') fail(`header: expected a string at column ${i}`);
    const end = text.indexOf(quote!, i + 1);
    if (end < 0) fail('header: unterminated string');
    const s = text.slice(i + 1, end);
    if (s.includes('\\')) fail('header: escapes in strings are not supported');
    i = end + 1;
    return s;
  };
  const int = (): number => {
    ws();
    const m = /^[0-9]{1,15}/.exec(text.slice(i, i + 16));
    if (!m) return fail(`header: expected a dimension at column ${i}`);
    i += m[0].length;
    if (/[0-9]/.test(text[i] ?? '')) fail('header: dimension too large');
    return Number(m[0]);
  };
  const tuple = (): number[] => {
    expect('(');
    const dims: number[] = [];
    ws();
    if (text[i] === ')') {
      i++;
      return dims;
    }
    dims.push(int());
    expect(',');
    for (;;) {
      ws();
      if (text[i] === ')') break;
      if (dims.length >= 32) fail('header: shape has more than 32 dimensions');
      dims.push(int());
      ws();
      if (text[i] === ',') i++;
      else break;
    }
    expect(')');
    return dims;
  };
  const value = (): Literal => {
    ws();
    if (text.startsWith('True', i)) return ((i += 4), true);
    if (text.startsWith('False', i)) return ((i += 5), false);
    if (text[i] === '(') return tuple();
    return str();
  };

  const out = new Map<string, Literal>();
  expect('{');
  for (;;) {
    ws();
    if (text[i] === '}') break;
    const key = str();
    if (out.has(key)) fail(`header: key '${key}' appears twice`);
    expect(':');
    out.set(key, value());
    ws();
    if (text[i] === ',') i++;
    else break;
  }
  expect('}');
  ws();
  if (i !== text.length) fail(`header: unexpected text after the dict at column ${i}`);
  return out;
}
