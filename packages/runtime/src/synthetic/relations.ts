/**
 * Relations of the synthetic world. Each has two phrasings used as keys (prompt, alt_prompt) and two held-out
 * phrasings that are never keys. Held-out phrasings keep the relation's content word and change the function
 * words, the order and the form of the question; a paraphrase with new content words is a different test
 * this runtime does not claim to pass.
 */
export interface Relation {
  name: string;
  taught: [string, string];
  heldOut: [string, string];
  /** Kind of answer the generator makes. */
  answer: 'place' | 'person' | 'currency' | 'language' | 'number' | 'dish' | 'mountain';
}

export const RELATIONS: readonly Relation[] = [
  {
    name: 'capital',
    taught: ['What is the capital of {e}?', 'Which city is the capital of {e}?'],
    heldOut: ['Tell me the capital of {e}.', "{e}'s capital is which city?"],
    answer: 'place',
  },
  {
    name: 'founder',
    taught: ['Who founded {e}?', 'Who was the founder of {e}?'],
    heldOut: ['Name the founder of {e}.', '{e} was founded by whom?'],
    answer: 'person',
  },
  {
    name: 'currency',
    taught: ['What currency is used in {e}?', 'Which currency does {e} use?'],
    heldOut: ['Tell me the currency of {e}.', 'In {e}, what is the currency?'],
    answer: 'currency',
  },
  {
    name: 'language',
    taught: ['What language is spoken in {e}?', 'Which language is spoken in {e}?'],
    heldOut: ['In {e}, which language is spoken?', 'Tell me the language spoken in {e}.'],
    answer: 'language',
  },
  {
    name: 'mountain',
    taught: ['What is the highest mountain in {e}?', 'Which mountain is the highest in {e}?'],
    heldOut: ['Name the highest mountain of {e}.', 'In {e}, which mountain is highest?'],
    answer: 'mountain',
  },
  {
    name: 'dish',
    taught: ['What is the national dish of {e}?', 'Which dish is the national dish of {e}?'],
    heldOut: ["{e}'s national dish is what?", 'Name the national dish of {e}.'],
    answer: 'dish',
  },
  {
    name: 'dialing',
    taught: ['What is the dialing code of {e}?', 'Which dialing code does {e} have?'],
    heldOut: ["{e}'s dialing code is what?", 'Tell me the dialing code for {e}.'],
    answer: 'number',
  },
];
