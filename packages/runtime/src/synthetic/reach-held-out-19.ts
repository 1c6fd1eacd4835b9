import type { ReachRelation } from './reach-phrasings.js';

/**
 * The nineteenth held-out reach set (the twenty-first reach set), written on 2026-12-06 by a hand that saw neither the
 * rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. No relation in
 * it appears in an earlier reach set: how many moorings a lake has, who manages the campsite at a lake, how deep a
 * river's gorge is, how many salmon swim up a river each year, who ghostwrote a book, how many weeks a book spent on
 * the bestseller list, who was best man at a person's wedding, when a person was baptised, who the vicar of a town is,
 * when a town's first cinema opened, how wide the canvas of a work is, a company's EORI number, where a company's
 * training centre is, and how long a pier is. The asks are typed the way people ask, with no eye on which wordings a
 * lever is known to read. Each relation has two negatives that turn the question with a modifier no earlier set used,
 * some set right before the asked noun or the entity's name and some as a clause of time, place or condition (visitor
 * moorings, the years before a water level was lowered; a scout campsite, a campsite's first season; an upstream gorge,
 * the point where a railway crosses; spring salmon, the stretch as far as the falls; an updated edition, a second
 * ghostwriter taken on after the first quit; a hardback list, the top of the list; a grandson's wedding, a wedding
 * after being widowed; a goddaughter, a baptism after converting to Orthodoxy; Little before a town's name, the Blitz;
 * a multiplex cinema, the years after the Second World War; a miniature copy, a canvas before it was cut down; a
 * sister company, the years before Brexit; a customer training centre, a move to a business park; a pier's covered
 * section, the storm of 1987), beside a neighbouring relation and another entity. Its misses are reported, never read
 * to change a lever.
 */
export const REACH_HELD_OUT_19: readonly ReachRelation[] = [
  {
    name: 'mooring count',
    kind: 'lake',
    taught: 'How many moorings are there on Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'How many moorings does Lake {e} have?', lever: 'question_form' },
      { template: 'What is the number of moorings on Lake {e}?', lever: 'question_form' },
      { template: 'How many places are there to moor a boat on Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many Lake {e} moorings are there?', lever: 'compound' },
      { template: 'How many moorings are there on wind-ruffled Lake {e}?', lever: 'modifier' },
      { template: 'How many moorings for boats are there on Lake {e}?', lever: 'frame_phrase' },
      { template: 'How many moorings does wind-ruffled Lake {e} have?', lever: 'two_changes' },
      { template: 'What is the number of Lake {e} moorings?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many visitor moorings are there on Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'How many moorings were there on Lake {e} before the water level was lowered?',
        kind: 'changing_modifier',
      },
      { template: 'How many slipways are there on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many moorings are there on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'campsite manager',
    kind: 'lake',
    taught: 'Who manages the campsite at Lake {e}?',
    answer: 'person',
    asks: [
      { template: 'Who is the manager of the campsite at Lake {e}?', lever: 'question_form' },
      { template: 'Who is in charge of the campsite at Lake {e}?', lever: 'phrase_for_word' },
      { template: 'Who manages the Lake {e} campsite?', lever: 'compound' },
      { template: 'Who manages the leafy campsite at Lake {e}?', lever: 'modifier' },
      { template: 'Who manages the campsite on the shore of Lake {e}?', lever: 'frame_phrase' },
      { template: 'Who is in charge of the Lake {e} campsite?', lever: 'two_changes' },
      { template: 'Who is the manager of the leafy campsite at Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who manages the scout campsite at Lake {e}?', kind: 'changing_modifier' },
      { template: 'Who managed the campsite at Lake {e} in its first season?', kind: 'changing_modifier' },
      { template: 'Who owns the campsite at Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'Who manages the campsite at Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'gorge depth',
    kind: 'river',
    taught: 'How deep is the gorge of the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the depth of the gorge of the {e} River?', lever: 'question_form' },
      { template: 'How far down does the gorge of the {e} River go?', lever: 'phrase_for_word' },
      { template: 'How deep is the {e} River gorge?', lever: 'compound' },
      { template: 'How deep is the gorge of the untamed {e} River?', lever: 'modifier' },
      { template: 'How deep is the gorge of the {e} River in metres?', lever: 'frame_phrase' },
      { template: 'What is the depth of the {e} River gorge?', lever: 'two_changes' },
      { template: 'How deep is the gorge of the untamed {e} River in metres?', lever: 'two_changes' },
      { template: 'How far down does the {e} River gorge go?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How deep is the upstream gorge of the {e} River?', kind: 'changing_modifier' },
      { template: 'How deep is the gorge of the {e} River where the railway crosses it?', kind: 'changing_modifier' },
      { template: 'How long is the gorge of the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How deep is the gorge of the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'salmon run',
    kind: 'river',
    taught: 'How many salmon swim up the {e} River each year?',
    answer: 'number',
    asks: [
      { template: 'What is the number of salmon that swim up the {e} River each year?', lever: 'question_form' },
      { template: 'How many salmon swim up the {e} River annually?', lever: 'phrase_for_word' },
      { template: 'How many salmon make their way up the {e} River each year?', lever: 'phrase_for_word' },
      { template: 'How many salmon swim up the crystal-clear {e} River each year?', lever: 'modifier' },
      { template: 'How many salmon swim up the {e} River to spawn each year?', lever: 'frame_phrase' },
      { template: 'How big is the yearly {e} River salmon run?', lever: 'two_changes' },
      { template: 'How many salmon swim up the crystal-clear {e} River annually?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many spring salmon swim up the {e} River each year?', kind: 'changing_modifier' },
      { template: 'How many salmon swim up the {e} River as far as the falls each year?', kind: 'changing_modifier' },
      { template: 'How many salmon are caught in the {e} River each year?', kind: 'neighbouring_relation' },
      { template: 'How many salmon swim up the {f} River each year?', kind: 'other_entity' },
    ],
  },
  {
    name: 'ghostwriter',
    kind: 'book',
    taught: 'Who ghostwrote {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the ghostwriter of {e}?', lever: 'question_form' },
      { template: 'Who wrote {e} behind the scenes?', lever: 'phrase_for_word' },
      { template: 'Who was the ghost behind {e}?', lever: 'phrase_for_word' },
      { template: 'Who was the {e} ghostwriter?', lever: 'compound' },
      { template: 'Who ghostwrote the breezy {e}?', lever: 'modifier' },
      { template: 'Who ghostwrote the memoir {e}?', lever: 'frame_phrase' },
      { template: 'Who was the ghostwriter of the breezy {e}?', lever: 'two_changes' },
      { template: 'Who wrote the memoir {e} behind the scenes?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who ghostwrote the updated edition of {e}?', kind: 'changing_modifier' },
      { template: 'Who ghostwrote {e} after the first ghostwriter quit?', kind: 'changing_modifier' },
      { template: 'Who is named as the author of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who ghostwrote {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bestseller weeks',
    kind: 'book',
    taught: 'How many weeks did {e} spend on the bestseller list?',
    answer: 'number',
    asks: [
      { template: 'For how many weeks was {e} on the bestseller list?', lever: 'question_form' },
      { template: 'How many weeks did {e} manage to stay on the bestseller list?', lever: 'phrase_for_word' },
      { template: 'How many weeks did {e} spend on the best-seller list?', lever: 'compound' },
      { template: 'How many weeks did the much-hyped {e} spend on the bestseller list?', lever: 'modifier' },
      { template: 'How many weeks did the novel {e} spend on the bestseller list?', lever: 'frame_phrase' },
      { template: 'For how many weeks was the much-hyped {e} on the bestseller list?', lever: 'two_changes' },
      {
        template: 'How many weeks did the novel {e} manage to stay on the bestseller list?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many weeks did {e} spend on the hardback bestseller list?', kind: 'changing_modifier' },
      { template: 'How many weeks did {e} spend at the top of the bestseller list?', kind: 'changing_modifier' },
      { template: 'What was the highest place {e} reached on the bestseller list?', kind: 'neighbouring_relation' },
      { template: 'How many weeks did {f} spend on the bestseller list?', kind: 'other_entity' },
    ],
  },
  {
    name: 'best man',
    kind: 'person',
    taught: 'Who was the best man at the wedding of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who did {e} have as best man at their wedding?', lever: 'question_form' },
      { template: 'Who was the best man when {e} got married?', lever: 'phrase_for_word' },
      { template: 'Who stood as best man at the wedding of {e}?', lever: 'phrase_for_word' },
      { template: 'Who was the best man at the {e} wedding?', lever: 'compound' },
      { template: 'Who was the best man at the lavish wedding of {e}?', lever: 'modifier' },
      { template: 'Who was the best man on the wedding day of {e}?', lever: 'frame_phrase' },
      { template: 'Who was the best man at the lavish {e} wedding?', lever: 'two_changes' },
      { template: 'Who stood as best man when {e} got married?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who was the best man at the wedding of the grandson of {e}?', kind: 'changing_modifier' },
      {
        template: 'Who was the best man at the wedding of {e} after they were widowed?',
        kind: 'changing_modifier',
      },
      { template: 'Who was the chief bridesmaid at the wedding of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who was the best man at the wedding of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'baptism',
    kind: 'person',
    taught: 'When was {e} baptised?',
    answer: 'date',
    asks: [
      { template: 'On what date was {e} baptised?', lever: 'question_form' },
      { template: 'What is the date of baptism of {e}?', lever: 'question_form' },
      { template: 'When did {e} have their christening?', lever: 'phrase_for_word' },
      { template: 'When was the devout {e} baptised?', lever: 'modifier' },
      { template: 'When was the {e} christening?', lever: 'two_changes' },
      { template: 'On what date was the devout {e} baptised?', lever: 'two_changes' },
      { template: 'When did the devout {e} have their christening?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was the goddaughter of {e} baptised?', kind: 'changing_modifier' },
      { template: 'When was {e} baptised after converting to Orthodoxy?', kind: 'changing_modifier' },
      { template: 'When was {e} confirmed?', kind: 'neighbouring_relation' },
      { template: 'When was {f} baptised?', kind: 'other_entity' },
    ],
  },
  {
    name: 'vicar',
    kind: 'town',
    taught: 'Who is the vicar of {e}?',
    answer: 'person',
    asks: [
      { template: 'Who does {e} have as its vicar?', lever: 'question_form' },
      { template: 'Who serves as the vicar of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} vicar?', lever: 'compound' },
      { template: 'Who is the vicar of picture-postcard {e}?', lever: 'modifier' },
      { template: 'Who is the vicar of the parish of {e}?', lever: 'frame_phrase' },
      { template: 'Who does picture-postcard {e} have as its vicar?', lever: 'two_changes' },
      { template: 'Who serves as the vicar of the parish of {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is the vicar of Little {e}?', kind: 'changing_modifier' },
      { template: 'Who was the vicar of {e} during the Blitz?', kind: 'changing_modifier' },
      { template: 'Who is the curate of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the vicar of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first cinema',
    kind: 'town',
    taught: 'When did the first cinema in {e} open?',
    answer: 'date',
    asks: [
      { template: 'In what year did the first cinema in {e} open?', lever: 'question_form' },
      { template: 'When did {e} get its first cinema?', lever: 'phrase_for_word' },
      { template: 'When did the first picture house in {e} open?', lever: 'phrase_for_word' },
      { template: 'When did the first {e} cinema open?', lever: 'compound' },
      { template: 'When did the first cinema in windswept {e} open?', lever: 'modifier' },
      { template: 'When did the first cinema in the town of {e} open?', lever: 'frame_phrase' },
      { template: 'When did windswept {e} get its first cinema?', lever: 'two_changes' },
      { template: 'In what year did the first picture house in {e} open?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did the first multiplex cinema in {e} open?', kind: 'changing_modifier' },
      {
        template: 'When did the first cinema in {e} open after the Second World War?',
        kind: 'changing_modifier',
      },
      { template: 'When did the first cinema in {e} close?', kind: 'neighbouring_relation' },
      { template: 'When did the first cinema in {f} open?', kind: 'other_entity' },
    ],
  },
  {
    name: 'canvas width',
    kind: 'work',
    taught: 'How wide is the canvas of {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the width of the canvas of {e}?', lever: 'question_form' },
      { template: 'How wide is the canvas that {e} is painted on?', lever: 'phrase_for_word' },
      { template: 'What does the canvas of {e} measure from side to side?', lever: 'phrase_for_word' },
      { template: 'How wide is the {e} canvas?', lever: 'compound' },
      { template: 'How wide is the canvas of the luminous {e}?', lever: 'modifier' },
      { template: 'How wide is the canvas of the painting {e}?', lever: 'frame_phrase' },
      { template: 'What is the width of the canvas of the luminous {e}?', lever: 'two_changes' },
      { template: 'What is the width of the {e} canvas?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How wide is the canvas of the miniature copy of {e}?', kind: 'changing_modifier' },
      { template: 'How wide was the canvas of {e} before it was cut down?', kind: 'changing_modifier' },
      { template: 'How tall is the canvas of {e}?', kind: 'neighbouring_relation' },
      { template: 'How wide is the canvas of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'eori number',
    kind: 'company',
    taught: 'What is the EORI number of {e}?',
    answer: 'code',
    asks: [
      { template: 'What EORI number does {e} have?', lever: 'question_form' },
      {
        template: 'What is the Economic Operators Registration and Identification number of {e}?',
        lever: 'phrase_for_word',
      },
      { template: 'What is the {e} EORI number?', lever: 'compound' },
      { template: 'What is the EORI number of the long-established {e}?', lever: 'modifier' },
      { template: 'What is the EORI number of the company {e}?', lever: 'frame_phrase' },
      { template: 'What EORI number does the long-established {e} have?', lever: 'two_changes' },
      { template: 'What EORI number does the company {e} have?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'What is the EORI number of the sister company of {e}?', kind: 'changing_modifier' },
      { template: 'What EORI number did {e} use before Brexit?', kind: 'changing_modifier' },
      { template: 'What is the VAT number of {e}?', kind: 'neighbouring_relation' },
      { template: 'What is the EORI number of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'training centre',
    kind: 'company',
    taught: 'Where is the training centre of {e}?',
    answer: 'place',
    asks: [
      { template: 'In which town is the training centre of {e}?', lever: 'question_form' },
      { template: 'Where does {e} have its training centre?', lever: 'question_form' },
      { template: 'Where is the centre where {e} trains its staff?', lever: 'phrase_for_word' },
      { template: 'Where is the {e} training centre?', lever: 'compound' },
      { template: 'Where is the training centre of the go-ahead {e}?', lever: 'modifier' },
      { template: 'Where is the training centre of the firm {e}?', lever: 'frame_phrase' },
      { template: 'In which town is the {e} training centre?', lever: 'two_changes' },
      { template: 'Where does the go-ahead {e} have its training centre?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the customer training centre of {e}?', kind: 'changing_modifier' },
      {
        template: 'Where was the training centre of {e} before it moved to the business park?',
        kind: 'changing_modifier',
      },
      { template: 'Where is the research centre of {e}?', kind: 'neighbouring_relation' },
      { template: 'Where is the training centre of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'pier length',
    kind: 'place',
    taught: 'How long is the {e} Pier?',
    answer: 'number',
    asks: [
      { template: 'What is the length of the {e} Pier?', lever: 'question_form' },
      { template: 'How far does the {e} Pier stretch out to sea?', lever: 'phrase_for_word' },
      { template: 'How long is the pier at {e}?', lever: 'compound' },
      { template: 'How long is the weather-beaten {e} Pier?', lever: 'modifier' },
      { template: 'How long is the {e} Pier in metres?', lever: 'frame_phrase' },
      { template: 'What is the length of the weather-beaten {e} Pier?', lever: 'two_changes' },
      { template: 'What is the length of the pier at {e}?', lever: 'two_changes' },
      { template: 'How far does the weather-beaten {e} Pier stretch out to sea?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How long is the covered section of the {e} Pier?', kind: 'changing_modifier' },
      { template: 'How long was the {e} Pier before the storm of 1987?', kind: 'changing_modifier' },
      { template: 'How wide is the {e} Pier?', kind: 'neighbouring_relation' },
      { template: 'How long is the {f} Pier?', kind: 'other_entity' },
    ],
  },
];
