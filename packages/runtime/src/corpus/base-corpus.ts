import { elements } from 'chemical-elements';
import { continents, countries } from 'countries-list';
import { currencies } from 'countries-list/currencies';
import ISO6391 from 'iso-639-1';

/**
 * What the bare model knows: facts drawn from open data shipped on npm (countries-list, iso-639-1,
 * chemical-elements), each under a few phrasings that all become keys. Deterministic: the same installed
 * packages give the same corpus, in the same order.
 */
export interface BaseFact {
  keys: string[];
  answer: string;
  /** Which dataset and relation the fact comes from, for reports. */
  source: string;
}

const HANGUL = /[\uac00-\ud7a3]/;

function byKey<T>(record: Record<string, T>): [string, T][] {
  return Object.entries(record).sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

function countryFacts(out: BaseFact[]): void {
  const continentNames = continents as Record<string, string>;
  const money = currencies as Record<string, { name: string } | undefined>;
  for (const [, c] of byKey(
    countries as Record<
      string,
      { name: string; native: string; capital: string; continent: string; currency: string[] }
    >,
  )) {
    const name = c.name;
    if (c.capital) {
      const keys = [
        `What is the capital of ${name}?`,
        `Which city is the capital of ${name}?`,
        `${name} capital`,
        `${name}의 수도는 어디입니까?`,
      ];
      if (HANGUL.test(c.native)) keys.push(`${c.native}의 수도는 어디입니까?`, `${c.native}의 수도는?`);
      out.push({ keys, answer: c.capital, source: 'countries-list capital' });
    }
    const cur = c.currency[0] ? money[c.currency[0]] : undefined;
    if (cur) {
      out.push({
        keys: [`Which currency does ${name} use?`, `What currency is used in ${name}?`, `${name} currency`],
        answer: cur.name,
        source: 'countries-list currency',
      });
    }
    const continent = continentNames[c.continent];
    if (continent) {
      out.push({
        keys: [`Which continent is ${name} in?`, `On which continent is ${name}?`, `${name} continent`],
        answer: continent,
        source: 'countries-list continent',
      });
    }
  }
}

function languageFacts(out: BaseFact[]): void {
  for (const code of [...ISO6391.getAllCodes()].sort()) {
    const name = ISO6391.getName(code);
    const native = ISO6391.getNativeName(code);
    const keys = [
      `What is the ISO 639-1 code for ${name}?`,
      `What is the language code of ${name}?`,
      `${name} language code`,
    ];
    if (HANGUL.test(native)) keys.push(`${native}의 언어 코드는 무엇입니까?`, `${native}의 ISO 639-1 코드는?`);
    out.push({ keys, answer: code, source: 'iso-639-1 code' });
  }
}

function elementFacts(out: BaseFact[]): void {
  for (const e of elements) {
    out.push({
      keys: [
        `What is the chemical symbol of ${e.name}?`,
        `Which symbol does the element ${e.name} have?`,
        `${e.name} chemical symbol`,
      ],
      answer: e.symbol,
      source: 'chemical-elements symbol',
    });
    out.push({
      keys: [`What is the atomic number of ${e.name}?`, `${e.name} atomic number`],
      answer: String(e.number),
      source: 'chemical-elements atomic number',
    });
  }
}

export function baseCorpus(): BaseFact[] {
  const out: BaseFact[] = [];
  countryFacts(out);
  languageFacts(out);
  elementFacts(out);
  return out;
}
