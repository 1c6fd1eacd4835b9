import { AinizeFailure, type AinizeError } from '@ainize/core';
import { describe, expect, it } from 'vitest';
import { JSON_TEXT_MAX_BYTES, JSON_TEXT_MAX_DEPTH, parseJsonText } from '../src/datasource/json-text.js';
import { mapItems, mappingFields, type RowMapping, type ToolResult } from '../src/datasource/mapping.js';

/**
 * A mapping that declares JSON text: where in the tool result the text is, what it must be, and the bounds it is
 * read under. Pure — the same answers server-filesystem and server-memory give, without the servers.
 */

const refusal = (run: () => unknown): AinizeError => {
  try {
    run();
  } catch (thrown) {
    if (thrown instanceof AinizeFailure) return thrown.error;
    throw thrown;
  }
  throw new Error('expected a refusal');
};

const FACTS_TEXT = `{
  "atlas": "Orvandel gazetteer",
  "facts": [
    { "country": "Velmora", "capital": "Mirrow", "registry": 90071992547409931234 },
    { "country": "Orvandel", "capital": "Tarnwick", "registry": 12 },
    { "country": "Sallowmere", "capital": "" }
  ]
}
`;

/** What server-filesystem's read_text_file answers: the file's text in a structured field and in a text item. */
const fileResult = (text: string): ToolResult => ({
  content: [{ type: 'text', text }],
  structuredContent: { content: text },
});

const CAPITALS = {
  json: { at: 'structuredContent.content', shape: 'object' },
  path: 'facts',
  prompt: 'What is the capital of {country}?',
  answer: '{capital}',
  require: ['capital'],
} satisfies RowMapping;

const rules = { at: 'content.0.text', shape: 'object', maxBytes: JSON_TEXT_MAX_BYTES, maxDepth: 8 } as const;

describe('mapping rows from JSON that arrives as text', () => {
  it('parses the declared structured field and maps the items inside it as from any structured answer', () => {
    // The structured value alone is a string holder: without the declaration there is nothing to map.
    expect(refusal(() => mapItems({ content: FACTS_TEXT }, { ...CAPITALS, json: undefined })).code).toBe(
      'mapping_path_not_found',
    );
    const mapped = mapItems(undefined, CAPITALS, fileResult(FACTS_TEXT));
    expect(mapped.rows).toEqual([
      { prompt: 'What is the capital of Velmora?', answer: 'Mirrow' },
      { prompt: 'What is the capital of Orvandel?', answer: 'Tarnwick' },
    ]);
    expect(mapped.from).toEqual([0, 1]);
    expect(mapped.rejected).toEqual([
      { source_index: 2, status: 'required_empty', reason: 'the required field "capital" is empty' },
    ]);
  });

  it('reads a text content item to the same rows, and from a structured value alone when that is all there is', () => {
    const fromText = mapItems(
      undefined,
      { ...CAPITALS, json: { at: 'content.0.text', shape: 'object' } },
      fileResult(FACTS_TEXT),
    );
    expect(fromText).toEqual(mapItems(undefined, CAPITALS, fileResult(FACTS_TEXT)));
    expect(mapItems({ content: FACTS_TEXT }, CAPITALS)).toEqual(fromText);
  });

  it('keeps the digits of a number a double would round, and leaves every other number a number', () => {
    const mapped = mapItems(undefined, { ...CAPITALS, answer: '{registry}' }, fileResult(FACTS_TEXT));
    expect(mapped.rows.map((r) => r.answer)).toEqual(['90071992547409931234', '12']);
    expect(JSON.parse(FACTS_TEXT).facts[0].registry).toBe(90071992547409930000);

    const value = parseJsonText(
      '{"wei": 1000000000000000000000001, "neg": -12345678901234567890, "tiny": 1e-400, "huge": 1e400,' +
        ' "safe": 9007199254740991, "round": 100000000000000000000, "price": 1.50, "third": 0.1, "max": 1.7976931348623157e308,' +
        ' "quoted": "12345678901234567890", "escaped": "a\\"12345678901234567890", "list": [12345678901234567891, 2]}',
      rules,
    );
    expect(value).toEqual({
      wei: '1000000000000000000000001',
      neg: '-12345678901234567890',
      tiny: '1e-400',
      huge: '1e400',
      safe: 9007199254740991,
      round: 1e20,
      price: 1.5,
      third: 0.1,
      max: 1.7976931348623157e308,
      quoted: '12345678901234567890',
      escaped: 'a"12345678901234567890',
      list: ['12345678901234567891', 2],
    });
  });

  it('reads valid JSON exactly as JSON.parse does when every number fits a double', () => {
    const corpus = [
      '{"a":[1,-2.5,3e5,-0.25E-3,true,false,null],"b":{"c":"\\u00e9\\n\\"}{]["}}',
      '[{"é":"ünïcødé 🌍"},{"nested":[[[[]]]]},{"": ""}]',
      '  {"n": 123456789012345, "s": "[[[[[[[[[[[[[[[[[["}\n',
    ];
    for (const text of corpus)
      expect(parseJsonText(text, { ...rules, shape: JSON.parse(text) instanceof Array ? 'array' : 'object' })).toEqual(
        JSON.parse(text),
      );
  });
});

describe('bounds: refused by name before the text costs anything', () => {
  it('refuses text over the size cap, counting UTF-8 bytes, and takes text exactly at it', () => {
    const text = '{"k":"éé"}'; // 12 bytes, 10 UTF-16 units
    expect(parseJsonText(text, { ...rules, maxBytes: 12 })).toEqual({ k: 'éé' });
    const over = refusal(() => parseJsonText(text, { ...rules, maxBytes: 11 }));
    expect(over).toMatchObject({
      code: 'mapping_json_too_large',
      retryable: false,
      details: { at: 'content.0.text', limit: 'bytes', max_bytes: 11 },
    });
    expect(over.message).toBe(
      'the JSON text at content.0.text is 12 bytes; the mapping reads at most 11 (json.max_bytes)',
    );
    const huge = refusal(() =>
      parseJsonText(`"${'x'.repeat(JSON_TEXT_MAX_BYTES)}"`, { ...rules, maxBytes: JSON_TEXT_MAX_BYTES }),
    );
    expect(huge.code).toBe('mapping_json_too_large');
  });

  it('refuses nesting past the depth cap from a scan, before any parser runs, and counts no bracket inside a string', () => {
    const nest = (n: number) => `${'{"a":'.repeat(n - 1)}{}${'}'.repeat(n - 1)}`;
    expect(parseJsonText(nest(8), rules)).toBeTypeOf('object');
    const deep = refusal(() => parseJsonText(nest(9), rules));
    expect(deep).toMatchObject({
      code: 'mapping_json_too_large',
      details: { limit: 'depth', max_depth: 8, position: 40 },
    });
    expect(parseJsonText('{"a":"[[[[[[[[[[[[\\"[[[[[[["}', rules)).toEqual({ a: '[[[[[[[[[[[[\"[[[[[[[' });
    // A megabyte of openers is refused at the cap: no stack, no half-built value.
    const bomb = '['.repeat(JSON_TEXT_MAX_BYTES);
    const refused = refusal(() => parseJsonText(bomb, { ...rules, shape: 'array', maxDepth: JSON_TEXT_MAX_DEPTH }));
    expect(refused).toMatchObject({ code: 'mapping_json_too_large', details: { position: JSON_TEXT_MAX_DEPTH } });
  });
});

describe('text that is not what the mapping declares', () => {
  it('names text that is not JSON, with where it was and how it begins', () => {
    const error = refusal(() =>
      mapItems(undefined, CAPITALS, fileResult("Velmora's capital is Mirrow.\nOrvandel's is Tarnwick.")),
    );
    expect(error).toMatchObject({
      code: 'mapping_json_invalid',
      details: { at: 'structuredContent.content', begins: "Velmora's capital is Mirrow. Orvandel's is Tarnwick." },
    });
    expect(error.message).toMatch(/^the text at structuredContent\.content is not JSON \(.+\); it begins "Velmora's/);
    expect(refusal(() => mapItems(undefined, CAPITALS, fileResult('{"facts": [1, 2,]}'))).code).toBe(
      'mapping_json_invalid',
    );
    expect(refusal(() => mapItems(undefined, CAPITALS, fileResult(''))).code).toBe('mapping_json_invalid');
  });

  it('names a place that holds no text, and says a structured value needs no declaration', () => {
    const structured = refusal(() => mapItems({ content: { facts: [] } }, CAPITALS));
    expect(structured).toMatchObject({ code: 'mapping_json_invalid', details: { reason: 'not_text' } });
    expect(structured.message).toBe(
      'structuredContent.content holds an object, not JSON text; a value already structured is read by path, without json',
    );
    expect(refusal(() => mapItems({ content: 42 }, CAPITALS)).message).toBe(
      'structuredContent.content holds a number, not JSON text',
    );
  });

  it('names JSON of another shape than the declared one', () => {
    const list = refusal(() => mapItems(undefined, CAPITALS, fileResult('[{"country": "Velmora"}]')));
    expect(list).toMatchObject({
      code: 'mapping_json_wrong_shape',
      details: { at: 'structuredContent.content', declared: 'object', found: 'array' },
    });
    expect(list.message).toBe(
      'the JSON text at structuredContent.content is a list of 1, not an object as the mapping declares (json.shape "object")',
    );
    const asArray = { ...CAPITALS, json: { at: 'structuredContent.content', shape: 'array' } } satisfies RowMapping;
    expect(refusal(() => mapItems(undefined, asArray, fileResult(FACTS_TEXT))).details.found).toBe('object');
    expect(refusal(() => mapItems(undefined, CAPITALS, fileResult('"Mirrow"'))).details.found).toBe('string');
  });

  it('names a declared place the result does not have, with what it does have', () => {
    const missing = refusal(() =>
      mapItems(undefined, { ...CAPITALS, json: { at: 'structuredContent.text', shape: 'object' } }, fileResult('{}')),
    );
    expect(missing.code).toBe('mapping_path_not_found');
    expect(missing.message).toBe(
      'the path "structuredContent.text" does not exist: structuredContent has no "text" (it has content)',
    );
    const noItem = refusal(() =>
      mapItems(undefined, { ...CAPITALS, json: { at: 'content.1.text', shape: 'object' } }, fileResult('{}')),
    );
    expect(noItem.message).toBe('the path "content.1.text" does not exist: content has no "1" (it has 0…0)');
    const inside = refusal(() => mapItems(undefined, { ...CAPITALS, path: 'countries' }, fileResult(FACTS_TEXT)));
    expect(inside.message).toBe(
      'the path "countries" does not exist: the JSON text at structuredContent.content has no "countries" (it has atlas, facts)',
    );
  });
});

describe('a declaration that cannot be right is refused before anything is asked', () => {
  it.each([
    ['a place outside the tool result', { at: 'facts', shape: 'object' }],
    ['a content item without its text', { at: 'content.0', shape: 'object' }],
    ['the whole structured answer, which is never text', { at: 'structuredContent', shape: 'object' }],
    ['no shape', { at: 'content.0.text' }],
    ['a shape no path can lead into', { at: 'content.0.text', shape: 'string' }],
    ['a size cap over the ceiling', { at: 'content.0.text', shape: 'object', max_bytes: 64 * 1024 * 1024 }],
    ['a depth cap over the ceiling', { at: 'content.0.text', shape: 'object', max_depth: 1000 }],
    ['an unknown key', { at: 'content.0.text', shape: 'object', guess: true }],
  ])('%s', (_, json) => {
    const error = refusal(() => mappingFields({ ...CAPITALS, json }));
    expect(error.code).toBe('mapping_invalid');
    expect(error.message).toContain('json');
  });
});
