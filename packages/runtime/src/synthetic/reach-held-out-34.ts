import type { ReachRelation } from './reach-phrasings.js';

/**
 * The thirty-fourth held-out reach set (the thirty-sixth reach set), a blind held-out set, seed 3939, written by a
 * hand that had seen neither the rules that read paraphrases nor the misses of any earlier set, nor any bench result,
 * and before the set was first measured. None of its fourteen relations asks after a fact that an earlier reach set
 * touched: how many dragonfly species live at a lake, when the jetty at a lake was built, how many beavers live on a
 * river, who led the campaign to clean up a river, when a book was released as an ebook, who wrote the afterword to a
 * book, when a person gave up smoking, who a person's tennis partner is, how many playgrounds a town has, where a
 * town's police station is, how many tracks are on an album, who heads sustainability at a company, where a company's
 * call centre is, and how many deer live in the park of a country house. The asks are written as people really put
 * questions to an assistant: some careful and formal, some dashed off in lower case with no closing mark, some as
 * requests or bare noun phrases, a few opening with a greeting or carrying the reason for asking or a passing remark;
 * none was shaped to make a lever look better or worse. Each relation has two negatives whose modifier turns it into
 * another question with another answer, the first placed before the noun and the second added as a clause or phrase
 * of time, part, kind, rank, scope or condition (rare dragonflies, dragonflies a century ago; a new jetty, the jetty at
 * the northern end; adult beavers, beavers upstream of the old mill; a second clean-up campaign, the campaign of the
 * 1970s; a free ebook, the ebook in Japan; a translator's afterword, the afterword to an anniversary edition; pipe
 * smoking, giving up for the first time; a mixed-doubles partner, the partner at university; adventure playgrounds,
 * playgrounds with equipment for disabled children; a former police station, the station for the university campus;
 * bonus tracks, the tracks on side one; the first head of sustainability, the head of an American division; an
 * overseas call centre, the centre before it was outsourced; fallow deer, the deer of the eighteenth century), beside a
 * neighbouring relation of the same entity and the taught question put about another entity. Its misses are reported,
 * never read to change a lever.
 */
export const REACH_HELD_OUT_34: readonly ReachRelation[] = [
  {
    name: 'dragonfly species',
    kind: 'lake',
    taught: 'How many dragonfly species live at Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'Could you tell me the number of dragonfly species living at Lake {e}?', lever: 'question_form' },
      { template: "what's the count of dragonfly species at Lake {e}", lever: 'question_form' },
      { template: 'How many dragonfly species make their home at Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many species of dragonfly live at Lake {e}?', lever: 'compound' },
      { template: 'How many dragonfly species live at reed-fringed Lake {e}?', lever: 'modifier' },
      { template: 'As far as is known, how many dragonfly species live at Lake {e}?', lever: 'frame_phrase' },
      { template: 'hi, what is the number of species of dragonfly at Lake {e}', lever: 'two_changes' },
      {
        template:
          "My son's doing a school project on insects. How many dragonfly species make their home at reed-fringed Lake {e}?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many rare dragonfly species live at Lake {e}?', kind: 'changing_modifier' },
      { template: 'How many dragonfly species lived at Lake {e} a century ago?', kind: 'changing_modifier' },
      { template: 'How many species of frog live at Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many dragonfly species live at Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lake jetty construction',
    kind: 'lake',
    taught: 'When was the jetty at Lake {e} built?',
    answer: 'date',
    asks: [
      { template: 'What year was the jetty at Lake {e} built?', lever: 'question_form' },
      { template: 'I need the construction date of the jetty at Lake {e}.', lever: 'question_form' },
      { template: 'When was the jetty on the shore of Lake {e} built?', lever: 'phrase_for_word' },
      { template: 'When was the Lake {e} jetty built?', lever: 'compound' },
      { template: 'When was the jetty at peaceful Lake {e} built?', lever: 'modifier' },
      { template: 'when exactly was the jetty at Lake {e} built', lever: 'frame_phrase' },
      { template: 'what year was the Lake {e} jetty built', lever: 'two_changes' },
      {
        template:
          'We moored there last summer and wondered: when was the jetty on the shore of peaceful Lake {e} built?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When was the new jetty at Lake {e} built?', kind: 'changing_modifier' },
      { template: 'When was the jetty at the northern end of Lake {e} built?', kind: 'changing_modifier' },
      { template: 'Who paid for the jetty at Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'When was the jetty at Lake {f} built?', kind: 'other_entity' },
    ],
  },
  {
    name: 'beaver population',
    kind: 'river',
    taught: 'How many beavers live on the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the number of beavers living on the {e} River?', lever: 'question_form' },
      { template: 'size of the beaver population on the {e} River?', lever: 'question_form' },
      { template: 'How many beavers are living along the banks of the {e} River?', lever: 'phrase_for_word' },
      { template: 'How many {e} River beavers are there?', lever: 'compound' },
      { template: 'How many beavers live on the slow-flowing {e} River?', lever: 'modifier' },
      { template: 'How many beavers live on the {e} River these days?', lever: 'frame_phrase' },
      { template: 'how many {e} River beavers are there these days', lever: 'two_changes' },
      {
        template:
          "Saw my first one there on Sunday! What's the number of beavers living along the banks of the {e} River?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many adult beavers live on the {e} River?', kind: 'changing_modifier' },
      { template: 'How many beavers live on the {e} River upstream of the old mill?', kind: 'changing_modifier' },
      { template: 'When were beavers brought back to the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How many beavers live on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river clean-up campaign leader',
    kind: 'river',
    taught: 'Who led the campaign to clean up the {e} River?',
    answer: 'person',
    asks: [
      { template: 'Who was the leader of the campaign to clean up the {e} River?', lever: 'question_form' },
      { template: 'name of whoever led the campaign to clean up the {e} River?', lever: 'question_form' },
      { template: 'Who led the campaign to rid the {e} River of pollution?', lever: 'phrase_for_word' },
      { template: 'Who led the {e} River clean-up campaign?', lever: 'compound' },
      { template: 'Who led the campaign to clean up the long-neglected {e} River?', lever: 'modifier' },
      { template: 'Who was it that led the campaign to clean up the {e} River?', lever: 'frame_phrase' },
      { template: 'who was the leader of the {e} River clean-up campaign', lever: 'two_changes' },
      {
        template:
          'Writing a piece for the parish newsletter - who was it that led the campaign to clean up the long-neglected {e} River?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who led the second campaign to clean up the {e} River?', kind: 'changing_modifier' },
      { template: 'Who led the campaign to clean up the {e} River in the 1970s?', kind: 'changing_modifier' },
      { template: 'Who funded the campaign to clean up the {e} River?', kind: 'neighbouring_relation' },
      { template: 'Who led the campaign to clean up the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'ebook release',
    kind: 'book',
    taught: 'When was {e} released as an ebook?',
    answer: 'date',
    asks: [
      { template: 'What year was {e} released as an ebook?', lever: 'question_form' },
      { template: 'Can you check the date {e} was released as an ebook?', lever: 'question_form' },
      { template: 'When did {e} come out as an ebook?', lever: 'phrase_for_word' },
      { template: 'When was {e} released as an e-book?', lever: 'compound' },
      { template: 'When was the much-loved {e} released as an ebook?', lever: 'modifier' },
      { template: 'When was the book {e} released as an ebook?', lever: 'frame_phrase' },
      { template: 'what year did {e} come out as an ebook', lever: 'two_changes' },
      {
        template: 'Trying to cut down on shelf space. When was the much-loved {e} released as an e-book?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When was {e} released as a free ebook?', kind: 'changing_modifier' },
      { template: 'When was {e} released as an ebook in Japan?', kind: 'changing_modifier' },
      { template: 'How much does the ebook of {e} cost?', kind: 'neighbouring_relation' },
      { template: 'When was {f} released as an ebook?', kind: 'other_entity' },
    ],
  },
  {
    name: 'afterword author',
    kind: 'book',
    taught: 'Who wrote the afterword to {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the author of the afterword to {e}?', lever: 'question_form' },
      { template: 'Tell me the writer of the afterword to {e}.', lever: 'question_form' },
      { template: 'Who wrote the closing essay at the back of {e}?', lever: 'phrase_for_word' },
      { template: 'Who wrote the {e} afterword?', lever: 'compound' },
      { template: 'Who wrote the afterword to the cult classic {e}?', lever: 'modifier' },
      { template: 'Who actually wrote the afterword to {e}?', lever: 'frame_phrase' },
      { template: 'author of the {e} afterword?', lever: 'two_changes' },
      {
        template:
          'Just finished it and the ending stayed with me. Who actually wrote the afterword to the cult classic {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: "Who wrote the translator's afterword to {e}?", kind: 'changing_modifier' },
      { template: 'Who wrote the afterword to the fiftieth-anniversary edition of {e}?', kind: 'changing_modifier' },
      { template: 'Who wrote the blurb on the back of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who wrote the afterword to {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'gave up smoking',
    kind: 'person',
    taught: 'When did {e} give up smoking?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} give up smoking?', lever: 'question_form' },
      { template: 'do you have the date {e} gave up smoking', lever: 'question_form' },
      { template: 'When did {e} quit smoking?', lever: 'phrase_for_word' },
      { template: 'When did {e} become an ex-smoker?', lever: 'compound' },
      { template: 'When did the famously stubborn {e} give up smoking?', lever: 'modifier' },
      { template: 'When was it that {e} gave up smoking?', lever: 'frame_phrase' },
      { template: 'what year did {e} quit smoking', lever: 'two_changes' },
      {
        template: 'Hi! trying to quit myself, so curious - when was it that the famously stubborn {e} gave up smoking?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did {e} give up pipe smoking?', kind: 'changing_modifier' },
      { template: 'When did {e} give up smoking for the first time?', kind: 'changing_modifier' },
      { template: 'When did {e} start smoking?', kind: 'neighbouring_relation' },
      { template: 'When did {f} give up smoking?', kind: 'other_entity' },
    ],
  },
  {
    name: 'tennis partner',
    kind: 'person',
    taught: "Who is {e}'s tennis partner?",
    answer: 'person',
    asks: [
      { template: "What's the name of {e}'s tennis partner?", lever: 'question_form' },
      { template: 'Which player partners {e} at tennis?', lever: 'question_form' },
      { template: 'Who does {e} team up with at tennis?', lever: 'phrase_for_word' },
      { template: "Who is {e}'s partner at tennis?", lever: 'compound' },
      { template: "Who is the fiercely competitive {e}'s tennis partner?", lever: 'modifier' },
      { template: "Who is {e}'s tennis partner at the moment?", lever: 'frame_phrase' },
      { template: 'who does {e} team up with at tennis these days', lever: 'two_changes' },
      { template: "Quick one - what's the name of {e}'s partner at tennis?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "Who is {e}'s mixed-doubles tennis partner?", kind: 'changing_modifier' },
      { template: "Who was {e}'s tennis partner at university?", kind: 'changing_modifier' },
      { template: "Who is {e}'s tennis coach?", kind: 'neighbouring_relation' },
      { template: "Who is {f}'s tennis partner?", kind: 'other_entity' },
    ],
  },
  {
    name: 'playground count',
    kind: 'town',
    taught: 'How many playgrounds are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the number of playgrounds in {e}?', lever: 'question_form' },
      { template: 'playground count for {e}?', lever: 'question_form' },
      { template: "How many children's play areas are there in {e}?", lever: 'phrase_for_word' },
      { template: 'how many play grounds are there in {e}', lever: 'compound' },
      { template: 'How many playgrounds are there in leafy {e}?', lever: 'modifier' },
      { template: 'How many playgrounds are there in {e} altogether?', lever: 'frame_phrase' },
      { template: "how many children's play areas in leafy {e}?", lever: 'two_changes' },
      {
        template: "We've just moved there with two toddlers - what's the number of playgrounds in {e} altogether?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many adventure playgrounds are there in {e}?', kind: 'changing_modifier' },
      {
        template: 'How many playgrounds are there in {e} with equipment for disabled children?',
        kind: 'changing_modifier',
      },
      { template: 'How many tennis courts are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many playgrounds are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'police station location',
    kind: 'town',
    taught: "Where is {e}'s police station?",
    answer: 'place',
    asks: [
      { template: "What's the address of {e}'s police station?", lever: 'question_form' },
      { template: "Can you tell me the whereabouts of {e}'s police station?", lever: 'question_form' },
      { template: "Where's the cop shop in {e}?", lever: 'phrase_for_word' },
      { template: 'Where is the {e} police station?', lever: 'compound' },
      { template: "Where is historic {e}'s police station?", lever: 'modifier' },
      { template: "Where exactly is {e}'s police station?", lever: 'frame_phrase' },
      { template: 'where exactly is the cop shop in {e}', lever: 'two_changes' },
      { template: "Someone's stolen my bike! What's the address of the {e} police station?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "Where is {e}'s former police station?", kind: 'changing_modifier' },
      { template: "Where is {e}'s police station for the university campus?", kind: 'changing_modifier' },
      { template: "When is {e}'s police station open to the public?", kind: 'neighbouring_relation' },
      { template: "Where is {f}'s police station?", kind: 'other_entity' },
    ],
  },
  {
    name: 'track count',
    kind: 'work',
    taught: 'How many tracks are on {e}?',
    answer: 'number',
    asks: [
      { template: "What's the track count on {e}?", lever: 'question_form' },
      { template: 'number of tracks on {e}?', lever: 'question_form' },
      { template: 'How many songs are there on {e}?', lever: 'phrase_for_word' },
      { template: 'How many {e} tracks are there?', lever: 'compound' },
      { template: 'How many tracks are on the underrated {e}?', lever: 'modifier' },
      { template: 'How many tracks are on the album {e}?', lever: 'frame_phrase' },
      { template: 'how many songs on the album {e}', lever: 'two_changes' },
      {
        template: 'Making a road-trip playlist. How many tracks are there on the underrated album {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many bonus tracks are on {e}?', kind: 'changing_modifier' },
      { template: 'How many tracks are on side one of {e}?', kind: 'changing_modifier' },
      { template: 'How many singles were released from {e}?', kind: 'neighbouring_relation' },
      { template: 'How many tracks are on {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'head of sustainability',
    kind: 'company',
    taught: 'Who is the head of sustainability at {e}?',
    answer: 'person',
    asks: [
      { template: "What's the name of the head of sustainability at {e}?", lever: 'question_form' },
      { template: 'Which executive heads sustainability at {e}?', lever: 'question_form' },
      { template: 'Who is in charge of sustainability at {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the sustainability head at {e}?', lever: 'compound' },
      { template: 'Who is the head of sustainability at the fast-growing {e}?', lever: 'modifier' },
      { template: 'Who is the head of sustainability at {e} right now?', lever: 'frame_phrase' },
      { template: "who's in charge of sustainability at {e} right now", lever: 'two_changes' },
      {
        template: "Hello, I'm writing a report on green business. What's the name of the sustainability head at {e}?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who was the first head of sustainability at {e}?', kind: 'changing_modifier' },
      { template: "Who is the head of sustainability at {e}'s American division?", kind: 'changing_modifier' },
      { template: 'Who is the head of sales at {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the head of sustainability at {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'call centre location',
    kind: 'company',
    taught: "Where is {e}'s call centre?",
    answer: 'place',
    asks: [
      { template: "In which town is {e}'s call centre?", lever: 'question_form' },
      { template: "Tell me the location of {e}'s call centre.", lever: 'question_form' },
      { template: "Where is the centre that handles {e}'s phone calls?", lever: 'phrase_for_word' },
      { template: "Where is {e}'s callcentre?", lever: 'compound' },
      { template: "Where is the ever-expanding {e}'s call centre?", lever: 'modifier' },
      { template: "Where is {e}'s call centre based?", lever: 'frame_phrase' },
      { template: "where is {e}'s callcentre based", lever: 'two_changes' },
      {
        template: "Been on hold for forty minutes. Which town is {e}'s callcentre in, out of curiosity?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: "Where is {e}'s overseas call centre?", kind: 'changing_modifier' },
      { template: "Where was {e}'s call centre before it was outsourced?", kind: 'changing_modifier' },
      { template: 'When did {e} open its call centre?', kind: 'neighbouring_relation' },
      { template: "Where is {f}'s call centre?", kind: 'other_entity' },
    ],
  },
  {
    name: 'deer herd',
    kind: 'place',
    taught: 'How many deer are there in the park at {e} House?',
    answer: 'number',
    asks: [
      { template: "What's the number of deer in the park at {e} House?", lever: 'question_form' },
      { template: 'Give me a head count of the deer in the park at {e} House.', lever: 'question_form' },
      { template: 'How many deer roam the park at {e} House?', lever: 'phrase_for_word' },
      { template: 'How many deer are there in the {e} House park?', lever: 'compound' },
      { template: 'How many deer are there in the park at stately {e} House?', lever: 'modifier' },
      { template: 'How many deer are there in the park at {e} House nowadays?', lever: 'frame_phrase' },
      { template: 'how many deer roam the {e} House park', lever: 'two_changes' },
      {
        template: "Taking the grandchildren on Saturday. What's the number of deer in the park at stately {e} House?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many fallow deer are there in the park at {e} House?', kind: 'changing_modifier' },
      {
        template: 'How many deer were there in the park at {e} House in the eighteenth century?',
        kind: 'changing_modifier',
      },
      { template: 'How many sheep graze the park at {e} House?', kind: 'neighbouring_relation' },
      { template: 'How many deer are there in the park at {f} House?', kind: 'other_entity' },
    ],
  },
];
