import { AinizeFailure, type AinizeError } from '@ainize/core';
import { describe, expect, it } from 'vitest';
import { mapItems, mappingFields } from '../src/datasource/mapping.js';

/** The declarative mapping alone: where the rows are in an answer, how an item becomes a row, and what is refused. */

const refusal = (run: () => unknown): AinizeError => {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof AinizeFailure) return thrown.error;
    throw thrown;
  }
  throw new Error('expected a refusal');
};

const answer = {
  data: {
    _meta: { block: { number: 42 } },
    tokens: [
      { id: '0xc02a', symbol: 'WETH', name: 'Wrapped Ether', chain: 'from upstream', pool: { fee: 500 } },
      { id: '0xa0b8', symbol: 'USDC', name: 'USD Coin', chain: 'from upstream', pool: { fee: 100 } },
      { id: '0x6b17', symbol: '', name: 'Dai Stablecoin', pool: { fee: 3000 } },
      { id: '0xdac1', symbol: 'USDT', name: null, pool: { fee: 500 } },
      { id: '0x2260', symbol: 'WBTC', name: 'Wrapped BTC', pool: [1, 2] },
    ],
  },
};

const tokens = {
  path: 'data.tokens',
  prompt: 'What is the {chain} contract address of the {name} ({symbol}) token?',
  answer: '{id}',
  require: ['id', 'symbol'],
  constants: { chain: 'Ethereum mainnet' },
};

describe('mapping an answer into rows', () => {
  it('renders one row per item, constants over upstream fields, and rejects items with the reason and index', () => {
    const mapped = mapItems(answer, tokens);
    expect(mapped.items).toBe(5);
    expect(mapped.rows).toEqual([
      { prompt: 'What is the Ethereum mainnet contract address of the Wrapped Ether (WETH) token?', answer: '0xc02a' },
      { prompt: 'What is the Ethereum mainnet contract address of the USD Coin (USDC) token?', answer: '0xa0b8' },
      { prompt: 'What is the Ethereum mainnet contract address of the Wrapped BTC (WBTC) token?', answer: '0x2260' },
    ]);
    expect(mapped.from).toEqual([0, 1, 4]);
    expect(mapped.rejected).toEqual([
      { source_index: 2, status: 'required_empty', reason: 'the required field "symbol" is empty' },
      { source_index: 3, status: 'field_missing', reason: 'the field "name" is missing' },
    ]);
  });

  it('reads nested fields, a single object at the path, numbers, and literal braces', () => {
    const mapped = mapItems(answer, {
      path: 'data._meta',
      prompt: 'Which block is {{indexed}}?',
      answer: 'block {block.number}',
    });
    expect(mapped.rows).toEqual([{ prompt: 'Which block is {indexed}?', answer: 'block 42' }]);
    const nested = mapItems(answer, { path: 'data.tokens', prompt: 'Fee of {symbol}?', answer: '{pool.fee}' });
    expect(nested.rejected).toContainEqual({
      source_index: 4,
      status: 'field_missing',
      reason: 'the field "pool.fee" is missing',
    });
    const list = mapItems(answer, { path: 'data.tokens', prompt: 'Pool of {symbol}?', answer: '{pool}' });
    expect(list.rejected[0]).toMatchObject({ source_index: 0, status: 'not_a_value' });
  });

  it('names the fields a mapping reads, constants left out', () => {
    expect(mappingFields(tokens).fields).toEqual(['name', 'symbol', 'id']);
  });
});

describe('a mapping that cannot be right', () => {
  it('refuses a path that does not exist, and says what is there', () => {
    const error = refusal(() => mapItems(answer, { ...tokens, path: 'data.pools' }));
    expect(error.code).toBe('mapping_path_not_found');
    expect(error.message).toContain('data has no "pools" (it has _meta, tokens)');
  });

  it('refuses a path that leads to a value rather than rows', () => {
    const error = refusal(() => mapItems(answer, { ...tokens, path: 'data._meta.block.number' }));
    expect(error.code).toBe('mapping_path_not_found');
    expect(error.message).toContain('leads to a number');
  });

  it('refuses a template field that no item has, naming what the items do have', () => {
    const error = refusal(() => mapItems(answer, { ...tokens, answer: '{address}' }));
    expect(error.code).toBe('mapping_field_missing');
    expect(error.details).toMatchObject({ missing: ['address'] });
    expect(error.message).toContain('id, symbol, name, chain, pool');
    expect(refusal(() => mapItems(answer, { ...tokens, require: ['decimals'] })).code).toBe('mapping_field_missing');
  });

  it('refuses malformed mappings before reading anything', () => {
    const codes = [
      { ...tokens, prompt: 'What is {name?' },
      { ...tokens, prompt: 'What is name}?' },
      { ...tokens, answer: '{a b}' },
      { ...tokens, answer: '   ' },
      { ...tokens, rows: 'data.tokens' },
    ].map((mapping) => refusal(() => mappingFields(mapping)).code);
    expect(codes).toEqual(Array(5).fill('mapping_invalid'));
  });
});
