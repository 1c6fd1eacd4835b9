/**
 * Hard paraphrases of the synthetic relations, written as a person would ask, before measuring: each makes
 * ONE change to a taught phrasing beyond function words, order and inflection — it adds a content word,
 * leaves out a word of the phrasing (a type word), or says a word by a synonym a person would use (not
 * looked up in WordNet first). The bench reports them per lever.
 *
 * Beside them, questions this set does not claim (two changes at once, an added adjective or noun, a
 * synonym of several words, an irregular verb form, all lower case) and negatives that change the meaning
 * with one word (a modifier, a verb that takes the relation as its object, a neighbouring relation). They
 * are measured and reported apart, without a target, so the limits show.
 *
 * Added later, never removing or rewording one (marked "later" below): questions that test what the first
 * set missed once irregular forms, the added noun and WordNet's looser links were measured — an irregular
 * form the other way round ("speak" asked, "spoken" taught), and negatives where a relation phrase is the
 * subject of the added verb ("Where was the founder of X born?", "What is the national dish of X made
 * of?") or holds the added noun ("spoken by the founder of X").
 */

export type Lever = 'extra_word' | 'left_out' | 'synonym';

export interface HardPhrasing {
  template: string;
  lever: Lever;
}

export const HARD_PHRASINGS: Readonly<Record<string, readonly HardPhrasing[]>> = {
  capital: [
    { template: 'Which city serves as the capital of {e}?', lever: 'extra_word' },
    { template: 'What city did {e} pick as its capital?', lever: 'extra_word' },
    { template: 'Which town is the capital of {e}?', lever: 'synonym' },
  ],
  founder: [
    { template: 'Who established {e}?', lever: 'synonym' },
    { template: 'Who is credited with founding {e}?', lever: 'extra_word' },
    { template: 'Who was the creator of {e}?', lever: 'synonym' },
  ],
  currency: [
    { template: 'What money is used in {e}?', lever: 'synonym' },
    { template: 'Which currency circulates in {e}?', lever: 'extra_word' },
    { template: 'What currency do they pay with in {e}?', lever: 'extra_word' },
  ],
  language: [
    { template: 'What tongue is spoken in {e}?', lever: 'synonym' },
    { template: 'What is spoken in {e}?', lever: 'left_out' },
    { template: 'What language is spoken by people in {e}?', lever: 'extra_word' },
  ],
  mountain: [
    { template: 'What is the tallest mountain in {e}?', lever: 'synonym' },
    { template: 'Which mountain rises highest in {e}?', lever: 'extra_word' },
    { template: 'What is the highest mountain found in {e}?', lever: 'extra_word' },
  ],
  dish: [
    { template: 'What dish is {e} known for?', lever: 'left_out' },
    { template: 'What is the national food of {e}?', lever: 'synonym' },
    { template: 'What national dish is served in {e}?', lever: 'extra_word' },
  ],
  dialing: [
    { template: 'What do I dial for {e}?', lever: 'left_out' },
    { template: 'What is the calling code of {e}?', lever: 'synonym' },
    { template: 'Which dialing code do you use to reach {e}?', lever: 'extra_word' },
  ],
};

export type BeyondKind = 'two_changes' | 'added_modifier' | 'phrase_synonym' | 'irregular_form' | 'lower_case';

/** Same questions, beyond what the levers claim. `lower_case` is built from the hard phrasings themselves. */
export const BEYOND_PHRASINGS: Readonly<Record<string, readonly { template: string; kind: BeyondKind }[]>> = {
  capital: [
    { template: 'What is the seat of government of {e}?', kind: 'phrase_synonym' },
    { template: 'Which city was chosen as the capital of {e}?', kind: 'irregular_form' },
  ],
  founder: [
    { template: 'Which person founded {e}?', kind: 'added_modifier' },
    { template: 'Who first founded {e}?', kind: 'added_modifier' },
  ],
  currency: [{ template: 'What kind of money do people use in {e}?', kind: 'two_changes' }],
  language: [
    { template: 'Which language do the people of {e} speak?', kind: 'two_changes' },
    // later
    { template: 'Which language do they speak in {e}?', kind: 'irregular_form' },
  ],
  mountain: [{ template: 'What is the highest peak of {e}?', kind: 'phrase_synonym' }],
  dish: [{ template: 'What is the traditional national dish of {e}?', kind: 'added_modifier' }],
  dialing: [{ template: 'What is the phone prefix for {e}?', kind: 'two_changes' }],
};

/** A taught relation asked with one word that makes it another question; the answer must be an abstention. */
export const CHANGED_MEANING: Readonly<Record<string, readonly { template: string; kind: string }[]>> = {
  capital: [
    { template: 'What was the former capital of {e}?', kind: 'modifier' },
    { template: 'Which city borders the capital of {e}?', kind: 'verb_on_relation' },
    { template: 'What is the largest city of {e}?', kind: 'neighbouring_relation' },
  ],
  founder: [
    { template: 'Who was the co-founder of {e}?', kind: 'modifier' },
    { template: 'Who did the founder of {e} marry?', kind: 'verb_on_relation' },
    // later
    { template: 'Where was the founder of {e} born?', kind: 'verb_on_relation' },
  ],
  currency: [
    { template: 'What was the old currency of {e}?', kind: 'modifier' },
    { template: 'What is the currency symbol of {e}?', kind: 'neighbouring_relation' },
  ],
  language: [
    { template: 'What is the second language of {e}?', kind: 'modifier' },
    { template: 'Which language is taught in {e}?', kind: 'verb_on_relation' },
    // later
    { template: 'What language is spoken by the founder of {e}?', kind: 'noun_on_relation' },
  ],
  mountain: [
    { template: 'What is the second highest mountain in {e}?', kind: 'modifier' },
    { template: 'What is the longest river in {e}?', kind: 'neighbouring_relation' },
  ],
  dish: [
    { template: 'What is the national drink of {e}?', kind: 'neighbouring_relation' },
    { template: 'Which dish is banned in {e}?', kind: 'verb_on_relation' },
    // later
    { template: 'What is the national dish of {e} made of?', kind: 'verb_on_relation' },
  ],
  dialing: [
    { template: 'What is the postal code of {e}?', kind: 'neighbouring_relation' },
    { template: 'What was the old dialing code of {e}?', kind: 'modifier' },
  ],
};
