import type { ReachRelation } from './reach-phrasings.js';

/**
 * The thirty-fifth held-out reach set (the thirty-seventh reach set), seed 4040. It was written blind: its author had
 * seen neither the rules that read paraphrases, nor the misses of any earlier set, nor any bench result, and it was
 * finished before it was first measured. Its fourteen relations ask after facts no earlier reach set touched: how many
 * bird hides stand around a lake, when the footpath around a lake was opened, where a river crosses the border, how
 * many canoe launch points a river has, when the large-print edition of a book was published, how many poems a book
 * holds, when a person took up birdwatching, where a person keeps their sailing boat, how many windmills a town has,
 * who designed a town's railway station, where the cover photo of an album was taken, who a company's chief operating
 * officer is, when a company launched its online shop, and how many stained-glass windows a cathedral has. The asks
 * are put the way people write to an assistant: some careful and complete, some typed fast in lower case with no
 * closing mark, some as requests or bare noun phrases, a few with a greeting, a reason for asking or an aside; none
 * was bent to suit a lever or to trip one. Two negatives per relation carry a modifier that makes it another question
 * with another answer, the first in front of the noun and the second a clause or phrase of time, part, kind, rank,
 * scope or condition (wheelchair-accessible hides, hides along the south shore; the upper footpath, the stretch that
 * runs through the woods; the old border, the border crossed for the second time; official launch points, launch
 * points below the weir; an American large-print edition, the large-print edition in paperback; prose poems, poems in
 * the second part; competitive birdwatching, birdwatching taken up again after the war; an old sailing boat, the boat
 * over the winter; working windmills, windmills in 1850; the original station, the station as rebuilt in the 1960s;
 * the back cover photo, the cover photo for the 2010 reissue; an interim chief operating officer, the one before the
 * merger; a German online shop, the online shop for trade customers; medieval windows, windows in the nave). Beside
 * them stand a neighbouring relation of the same entity and the taught question asked about another entity. Its misses
 * are reported and never read to change a lever.
 */
export const REACH_HELD_OUT_35: readonly ReachRelation[] = [
  {
    name: 'lake bird hides',
    kind: 'lake',
    taught: 'How many bird hides are there around Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'Do you know the number of bird hides around Lake {e}?', lever: 'question_form' },
      { template: 'bird hide count around Lake {e}', lever: 'question_form' },
      { template: 'How many bird hides are there round the shore of Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many bird-hides are there around Lake {e}?', lever: 'compound' },
      { template: 'How many bird hides are there around windswept Lake {e}?', lever: 'modifier' },
      { template: 'How many bird hides are there around Lake {e} in total?', lever: 'frame_phrase' },
      { template: "what's the total number of bird hides around Lake {e}", lever: 'two_changes' },
      {
        template:
          "Good morning! I'm bringing my binoculars next weekend - how many bird hides are there round the shore of windswept Lake {e}?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many wheelchair-accessible bird hides are there around Lake {e}?', kind: 'changing_modifier' },
      { template: 'How many bird hides are there along the south shore of Lake {e}?', kind: 'changing_modifier' },
      { template: 'How many picnic sites are there around Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many bird hides are there around Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lake footpath opening',
    kind: 'lake',
    taught: 'When was the footpath around Lake {e} opened?',
    answer: 'date',
    asks: [
      { template: 'What year was the footpath around Lake {e} opened?', lever: 'question_form' },
      { template: 'opening date of the footpath around Lake {e}?', lever: 'question_form' },
      { template: 'When was the path for walkers around Lake {e} opened?', lever: 'phrase_for_word' },
      { template: 'When was the Lake {e} footpath opened?', lever: 'compound' },
      { template: 'When was the footpath around sleepy Lake {e} opened?', lever: 'modifier' },
      { template: 'Do you happen to know when the footpath around Lake {e} was opened?', lever: 'frame_phrase' },
      { template: 'what year did they open the Lake {e} footpath', lever: 'two_changes' },
      {
        template:
          'We walk the dog there every morning and my husband reckons it is fairly new. When was the path for walkers around sleepy Lake {e} opened?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When was the upper footpath around Lake {e} opened?', kind: 'changing_modifier' },
      {
        template: 'When was the stretch of the footpath around Lake {e} that runs through the woods opened?',
        kind: 'changing_modifier',
      },
      { template: 'How long is the footpath around Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'When was the footpath around Lake {f} opened?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river border crossing',
    kind: 'river',
    taught: 'Where does the {e} River cross the border?',
    answer: 'place',
    asks: [
      { template: 'At what spot does the {e} River cross the border?', lever: 'question_form' },
      { template: 'Tell me the place where the {e} River crosses the border.', lever: 'question_form' },
      { template: 'Where does the {e} River flow from one country into the other?', lever: 'phrase_for_word' },
      { template: 'Where is the border crossing of the {e} River?', lever: 'compound' },
      { template: 'Where does the meandering {e} River cross the border?', lever: 'modifier' },
      { template: 'Where on the map does the {e} River cross the border?', lever: 'frame_phrase' },
      { template: 'where on the map is the border crossing of the {e} River', lever: 'two_changes' },
      {
        template:
          "Hello there. Planning a kayak trip, and I'd like to know where the meandering {e} River flows from one country into the other.",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Where does the {e} River cross the old border?', kind: 'changing_modifier' },
      { template: 'Where does the {e} River cross the border for the second time?', kind: 'changing_modifier' },
      { template: 'Where does the {e} River rise?', kind: 'neighbouring_relation' },
      { template: 'Where does the {f} River cross the border?', kind: 'other_entity' },
    ],
  },
  {
    name: 'canoe launch points',
    kind: 'river',
    taught: 'How many canoe launch points are there on the {e} River?',
    answer: 'number',
    asks: [
      { template: "I'd like the number of canoe launch points on the {e} River.", lever: 'question_form' },
      { template: 'count of canoe launch points on the {e} River?', lever: 'question_form' },
      {
        template: 'How many places are there to put a canoe in on the {e} River?',
        lever: 'phrase_for_word',
      },
      { template: 'How many canoe launchpoints are there on the {e} River?', lever: 'compound' },
      { template: 'How many canoe launch points are there on the picturesque {e} River?', lever: 'modifier' },
      { template: 'How many canoe launch points are there on the {e} River, all told?', lever: 'frame_phrase' },
      { template: 'number of canoe launchpoints on the {e} River', lever: 'two_changes' },
      {
        template:
          'We just bought an open canoe, so: how many places are there to put a canoe in on the {e} River, all told?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many official canoe launch points are there on the {e} River?', kind: 'changing_modifier' },
      {
        template: 'How many canoe launch points are there on the {e} River below the weir?',
        kind: 'changing_modifier',
      },
      { template: 'How many canoe hire shops are there on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How many canoe launch points are there on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'large-print edition',
    kind: 'book',
    taught: 'When was the large-print edition of {e} published?',
    answer: 'date',
    asks: [
      { template: 'Which year was the large-print edition of {e} published?', lever: 'question_form' },
      { template: 'publication date of the large-print edition of {e}?', lever: 'question_form' },
      { template: 'When did the large-print edition of {e} come out?', lever: 'phrase_for_word' },
      { template: 'When was the large print edition of {e} published?', lever: 'compound' },
      { template: 'When was the large-print edition of the sprawling {e} published?', lever: 'modifier' },
      { template: 'When was the large-print edition of the book {e} published?', lever: 'frame_phrase' },
      { template: 'when did the large print edition of {e} come out', lever: 'two_changes' },
      {
        template:
          "My gran's eyesight isn't what it was. What's the publication date of the large-print edition of the sprawling {e}?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When was the American large-print edition of {e} published?', kind: 'changing_modifier' },
      { template: 'When was the large-print edition of {e} published in paperback?', kind: 'changing_modifier' },
      { template: 'Who published the large-print edition of {e}?', kind: 'neighbouring_relation' },
      { template: 'When was the large-print edition of {f} published?', kind: 'other_entity' },
    ],
  },
  {
    name: 'poem count',
    kind: 'book',
    taught: 'How many poems are in {e}?',
    answer: 'number',
    asks: [
      { template: 'Could you find out the number of poems in {e}?', lever: 'question_form' },
      { template: 'poem count for {e}', lever: 'question_form' },
      { template: 'How many poems does {e} contain?', lever: 'phrase_for_word' },
      { template: 'How many {e} poems are there?', lever: 'compound' },
      { template: 'How many poems are in the prize-winning {e}?', lever: 'modifier' },
      { template: 'How many poems are in the collection {e}?', lever: 'frame_phrase' },
      { template: 'how many poems does the collection {e} contain', lever: 'two_changes' },
      {
        template: "Hi - I want to read one a day. What's the number of poems in the prize-winning {e}?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many prose poems are in {e}?', kind: 'changing_modifier' },
      { template: 'How many poems are in the second part of {e}?', kind: 'changing_modifier' },
      { template: 'How many pages are in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many poems are in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'took up birdwatching',
    kind: 'person',
    taught: 'When did {e} take up birdwatching?',
    answer: 'date',
    asks: [
      { template: 'In what year did {e} take up birdwatching?', lever: 'question_form' },
      { template: "I'm after the date {e} took up birdwatching.", lever: 'question_form' },
      { template: 'When did {e} start birdwatching?', lever: 'phrase_for_word' },
      { template: 'When did {e} take up bird-watching?', lever: 'compound' },
      { template: 'When did the soft-spoken {e} take up birdwatching?', lever: 'modifier' },
      { template: 'When did {e} take up birdwatching as a hobby?', lever: 'frame_phrase' },
      { template: 'when did {e} start bird watching', lever: 'two_changes' },
      {
        template: 'Just saw an interview on TV. What year did the soft-spoken {e} take up birdwatching?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did {e} take up competitive birdwatching?', kind: 'changing_modifier' },
      { template: 'When did {e} take up birdwatching again after the war?', kind: 'changing_modifier' },
      { template: 'When did {e} take up painting?', kind: 'neighbouring_relation' },
      { template: 'When did {f} take up birdwatching?', kind: 'other_entity' },
    ],
  },
  {
    name: 'sailing boat mooring',
    kind: 'person',
    taught: 'Where does {e} keep their sailing boat?',
    answer: 'place',
    asks: [
      { template: 'Tell me the place where {e} keeps their sailing boat.', lever: 'question_form' },
      { template: 'which harbour does {e} keep their sailing boat in', lever: 'question_form' },
      { template: 'Where does {e} keep the boat they go sailing in?', lever: 'phrase_for_word' },
      { template: 'Where does {e} keep their sailboat?', lever: 'compound' },
      { template: 'Where does the sea-loving {e} keep their sailing boat?', lever: 'modifier' },
      { template: 'Where does {e} usually keep their sailing boat?', lever: 'frame_phrase' },
      { template: 'where does {e} usually keep their sailboat', lever: 'two_changes' },
      {
        template:
          'My dad sailed with them years ago. Which harbour does the sea-loving {e} keep their sailing boat in?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Where does {e} keep their old sailing boat?', kind: 'changing_modifier' },
      { template: 'Where does {e} keep their sailing boat over the winter?', kind: 'changing_modifier' },
      { template: "What is the name of {e}'s sailing boat?", kind: 'neighbouring_relation' },
      { template: 'Where does {f} keep their sailing boat?', kind: 'other_entity' },
    ],
  },
  {
    name: 'windmill count',
    kind: 'town',
    taught: 'How many windmills are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'Could you give me the number of windmills in {e}?', lever: 'question_form' },
      { template: "what's the windmill count in {e}", lever: 'question_form' },
      { template: 'How many windmills does {e} have?', lever: 'phrase_for_word' },
      { template: 'How many wind mills are there in {e}?', lever: 'compound' },
      { template: 'How many windmills are there in flat, breezy {e}?', lever: 'modifier' },
      { template: 'How many windmills are there in the town of {e}?', lever: 'frame_phrase' },
      { template: 'how many wind mills does {e} have', lever: 'two_changes' },
      {
        template:
          "Evening! I'm on a sketching holiday nearby. How many windmills are there in the town of flat, breezy {e}?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many working windmills are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many windmills were there in {e} in 1850?', kind: 'changing_modifier' },
      { template: 'How many churches are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many windmills are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'railway station designer',
    kind: 'town',
    taught: "Who designed {e}'s railway station?",
    answer: 'person',
    asks: [
      { template: "Who was the designer of {e}'s railway station?", lever: 'question_form' },
      { template: "name of the architect of {e}'s railway station", lever: 'question_form' },
      { template: "Who drew up the plans for {e}'s railway station?", lever: 'phrase_for_word' },
      { template: 'Who designed the {e} railway station?', lever: 'compound' },
      { template: "Who designed {e}'s handsome railway station?", lever: 'modifier' },
      { template: "Who designed {e}'s railway station building?", lever: 'frame_phrase' },
      { template: 'who drew up the plans for the {e} railway station', lever: 'two_changes' },
      {
        template:
          "Waiting for a delayed train and admiring the roof. Who was the designer of {e}'s handsome railway station?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: "Who designed {e}'s original railway station?", kind: 'changing_modifier' },
      {
        template: "Who designed {e}'s railway station when it was rebuilt in the 1960s?",
        kind: 'changing_modifier',
      },
      { template: "When did {e}'s railway station open?", kind: 'neighbouring_relation' },
      { template: "Who designed {f}'s railway station?", kind: 'other_entity' },
    ],
  },
  {
    name: 'cover photo location',
    kind: 'work',
    taught: 'Where was the cover photo of {e} taken?',
    answer: 'place',
    asks: [
      { template: 'What is the location of the cover photo of {e}?', lever: 'question_form' },
      { template: 'which place was the cover photo of {e} taken in', lever: 'question_form' },
      { template: 'Where was the photograph on the front of {e} taken?', lever: 'phrase_for_word' },
      { template: 'Where was the {e} cover photo taken?', lever: 'compound' },
      { template: 'Where was the cover photo of the iconic {e} taken?', lever: 'modifier' },
      { template: 'Where in the world was the cover photo of {e} taken?', lever: 'frame_phrase' },
      { template: 'location of the {e} cover photo?', lever: 'two_changes' },
      {
        template:
          "I'm a huge fan and I'm planning a pilgrimage this summer. Where in the world was the photograph on the front of {e} taken?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Where was the back cover photo of {e} taken?', kind: 'changing_modifier' },
      { template: 'Where was the cover photo of {e} taken for the 2010 reissue?', kind: 'changing_modifier' },
      { template: 'Who took the cover photo of {e}?', kind: 'neighbouring_relation' },
      { template: 'Where was the cover photo of {f} taken?', kind: 'other_entity' },
    ],
  },
  {
    name: 'chief operating officer',
    kind: 'company',
    taught: 'Who is the chief operating officer of {e}?',
    answer: 'person',
    asks: [
      { template: 'Could you name the chief operating officer of {e}?', lever: 'question_form' },
      { template: 'name of the chief operating officer of {e} please', lever: 'question_form' },
      { template: 'Who is the COO of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} chief operating officer?', lever: 'compound' },
      { template: 'Who is the chief operating officer of the embattled {e}?', lever: 'modifier' },
      { template: 'Who is the chief operating officer of {e} at present?', lever: 'frame_phrase' },
      { template: 'who is the COO of {e} at present', lever: 'two_changes' },
      {
        template:
          'Hi, prepping for a job interview there tomorrow - could you name the chief operating officer of the ambitious {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who is the interim chief operating officer of {e}?', kind: 'changing_modifier' },
      { template: 'Who was the chief operating officer of {e} before the merger?', kind: 'changing_modifier' },
      { template: 'Who chairs the board of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the chief operating officer of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'online shop launch',
    kind: 'company',
    taught: 'When did {e} launch its online shop?',
    answer: 'date',
    asks: [
      { template: 'In what year did {e} launch its online shop?', lever: 'question_form' },
      { template: 'Any idea of the date {e} launched its online shop?', lever: 'question_form' },
      { template: 'When did {e} get its online shop up and running?', lever: 'phrase_for_word' },
      { template: 'When did {e} launch its on-line shop?', lever: 'compound' },
      { template: 'When did the old-fashioned {e} launch its online shop?', lever: 'modifier' },
      { template: 'So when was it that {e} launched its online shop?', lever: 'frame_phrase' },
      { template: 'what year did {e} launch its on-line shop', lever: 'two_changes' },
      {
        template:
          "Can't believe they held out so long. When did the old-fashioned {e} get its online shop up and running?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did {e} launch its German online shop?', kind: 'changing_modifier' },
      { template: 'When did {e} launch its online shop for trade customers?', kind: 'changing_modifier' },
      { template: 'When did {e} close its last high-street shop?', kind: 'neighbouring_relation' },
      { template: 'When did {f} launch its online shop?', kind: 'other_entity' },
    ],
  },
  {
    name: 'stained-glass windows',
    kind: 'place',
    taught: 'How many stained-glass windows are there in {e} Cathedral?',
    answer: 'number',
    asks: [
      {
        template: "I'd be grateful to know the number of stained-glass windows in {e} Cathedral.",
        lever: 'question_form',
      },
      { template: 'number of stained-glass windows in {e} Cathedral?', lever: 'question_form' },
      { template: 'How many stained-glass windows does {e} Cathedral have?', lever: 'phrase_for_word' },
      { template: 'How many stained glass windows are there in {e} Cathedral?', lever: 'compound' },
      { template: 'How many stained-glass windows are there in majestic {e} Cathedral?', lever: 'modifier' },
      { template: 'How many stained-glass windows are there in {e} Cathedral in all?', lever: 'frame_phrase' },
      { template: 'how many stained glass windows does {e} Cathedral have', lever: 'two_changes' },
      {
        template:
          "Visiting with my art history class next month. What's the number of stained-glass windows in majestic {e} Cathedral?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many medieval stained-glass windows are there in {e} Cathedral?', kind: 'changing_modifier' },
      { template: 'How many stained-glass windows are there in the nave of {e} Cathedral?', kind: 'changing_modifier' },
      { template: 'How many bells are there in {e} Cathedral?', kind: 'neighbouring_relation' },
      { template: 'How many stained-glass windows are there in {f} Cathedral?', kind: 'other_entity' },
    ],
  },
];
