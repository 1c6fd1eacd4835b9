/**
 * The twelve fixed locality prompts: things the base knows, two of them in Korean. A lesson passes locality
 * when at least eleven of them are answered exactly as before.
 */
export const LOCALITY_PROMPTS: readonly string[] = [
  'What is the capital of France?',
  'What is the capital of Japan?',
  'What is the capital of Canada?',
  'Which currency does Brazil use?',
  'What currency is used in India?',
  'What is the chemical symbol of Iron?',
  'What is the chemical symbol of Gold?',
  'What is the atomic number of Oxygen?',
  'What is the ISO 639-1 code for German?',
  'Which continent is Kenya in?',
  '대한민국의 수도는 어디입니까?',
  '한국어의 언어 코드는 무엇입니까?',
];

/** Locality holds when at most this many stable prompts changed (12 prompts, ≥ 11 unchanged). */
export const LOCALITY_MAX_CHANGED = 1;
