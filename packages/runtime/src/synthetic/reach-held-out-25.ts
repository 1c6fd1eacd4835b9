import type { ReachRelation } from './reach-phrasings.js';

/**
 * The twenty-fifth held-out reach set (the twenty-seventh reach set), written on 2026-12-06 by a hand that saw neither
 * the rules that read paraphrases nor the misses of any earlier set, and before the set was first measured. Every
 * relation in it is new to the reach sets: what it costs to hire a pedalo on a lake, when a monster was first sighted
 * in a lake, when otters came back to a river, how high a river's flood barrier stands, whose words a book's epigraph
 * quotes, when a book was first serialised in a magazine, how many siblings a person has, when a person got their
 * first tattoo, how many car parks a town has, who made the clock on a town's town hall, who made the frame for a
 * work, where a company keeps its main data centre, when a company launched its first product, and what the toll is
 * to cross a bridge. The asks are worded as people type them, casual or formal, as questions, statements ending in a
 * question word or requests, with no thought for which wordings a lever can read. Each relation has two negatives
 * whose modifier turns the question into another one, none of them used by an earlier set, some placed before the
 * noun and some added as a clause of time, part, place or condition (a whole day’s hire, a pedalo shaped like a swan;
 * a sighting from the air, the last sighting; the upper river, the return after a chemical spill; a temporary barrier,
 * the barrier before it was raised; the epigraph to Part Two, the epigraph in the original manuscript; a French
 * magazine, a second serialisation; older siblings, siblings still alive; a facial tattoo, a tattoo after leaving the
 * navy; multi-storey car parks, car parks free in the evening; the clock’s bells, a clock melted down in the war; a
 * replica frame, the frame used for a loan to an exhibition; a backup data centre, the data centre before a fire; a
 * first subscription product, a first product after a buyout; the toll for a lorry, the toll on the day the bridge
 * opened), beside a neighbouring relation of the same entity and the same question about another entity. Its misses
 * are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_25: readonly ReachRelation[] = [
  {
    name: 'pedalo hire price',
    kind: 'lake',
    taught: 'How much does it cost to hire a pedalo on Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the price of hiring a pedalo on Lake {e}?', lever: 'question_form' },
      { template: 'Any idea what the cost of hiring a pedalo on Lake {e} is?', lever: 'question_form' },
      { template: 'How much does it cost to hire a pedal boat on Lake {e}?', lever: 'phrase_for_word' },
      { template: "What's the price of Lake {e} pedalo hire?", lever: 'compound' },
      { template: 'How much does it actually cost to hire a pedalo on Lake {e}?', lever: 'modifier' },
      { template: 'How much does it cost to hire a pedalo on Lake {e} these days?', lever: 'frame_phrase' },
      { template: 'Any idea how much it costs to hire a pedal boat on Lake {e} these days?', lever: 'two_changes' },
      { template: 'What is the price of hiring a pedalo on beautiful Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How much does it cost to hire a swan-shaped pedalo on Lake {e}?', kind: 'changing_modifier' },
      { template: 'How much does it cost to hire a pedalo on Lake {e} for a whole day?', kind: 'changing_modifier' },
      { template: 'How much is the deposit on a pedalo on Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How much does it cost to hire a pedalo on Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'monster sighting',
    kind: 'lake',
    taught: 'When was a monster first sighted in Lake {e}?',
    answer: 'date',
    asks: [
      { template: 'In which year was a monster first sighted in Lake {e}?', lever: 'question_form' },
      { template: 'Do you know the date of the first sighting of a monster in Lake {e}?', lever: 'question_form' },
      { template: 'When was a monster spotted for the first time in Lake {e}?', lever: 'phrase_for_word' },
      { template: 'When was the first Lake {e} monster sighting?', lever: 'compound' },
      { template: 'When was a monster first sighted in misty Lake {e}?', lever: 'modifier' },
      { template: 'When was a monster first sighted in the waters of Lake {e}?', lever: 'frame_phrase' },
      { template: 'What year was the first Lake {e} monster sighting?', lever: 'two_changes' },
      { template: 'When was a monster spotted for the first time in misty Lake {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was a monster last sighted in Lake {e}?', kind: 'changing_modifier' },
      { template: 'When was a monster first sighted in Lake {e} from the air?', kind: 'changing_modifier' },
      { template: 'Who first sighted a monster in Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'When was a monster first sighted in Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'otter return',
    kind: 'river',
    taught: 'When did otters return to the {e} River?',
    answer: 'date',
    asks: [
      { template: 'What year did otters return to the {e} River?', lever: 'question_form' },
      { template: 'Otters returned to the {e} River in what year?', lever: 'question_form' },
      { template: 'When did otters make a comeback on the {e} River?', lever: 'phrase_for_word' },
      { template: 'When was the otter return to the {e} River?', lever: 'compound' },
      { template: 'When did otters finally return to the {e} River?', lever: 'modifier' },
      { template: 'When did otters return to the waters of the {e} River?', lever: 'frame_phrase' },
      { template: 'What year did otters make a comeback on the {e} River?', lever: 'two_changes' },
      { template: 'When did otters finally return to the waters of the {e} River?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did otters return to the upper {e} River?', kind: 'changing_modifier' },
      {
        template: 'When did otters return to the {e} River after the chemical spill killed them off?',
        kind: 'changing_modifier',
      },
      { template: 'When did otters disappear from the {e} River?', kind: 'neighbouring_relation' },
      { template: 'When did otters return to the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'flood barrier height',
    kind: 'river',
    taught: 'How high is the flood barrier on the {e} River?',
    answer: 'number',
    asks: [
      { template: 'What is the height of the flood barrier on the {e} River?', lever: 'question_form' },
      { template: 'The flood barrier on the {e} River is how high?', lever: 'question_form' },
      { template: 'How high is the barrier built to hold back floods on the {e} River?', lever: 'phrase_for_word' },
      { template: 'How high is the {e} River flood barrier?', lever: 'compound' },
      { template: 'How high is the massive flood barrier on the {e} River?', lever: 'modifier' },
      { template: 'How high is the flood barrier on the {e} River, in metres?', lever: 'frame_phrase' },
      { template: 'What is the height of the {e} River flood barrier?', lever: 'two_changes' },
      { template: 'How high is the massive flood barrier on the {e} River, in metres?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How high is the temporary flood barrier on the {e} River?', kind: 'changing_modifier' },
      {
        template: 'How high was the flood barrier on the {e} River before it was raised in 2014?',
        kind: 'changing_modifier',
      },
      { template: 'How long is the flood barrier on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How high is the flood barrier on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'epigraph source',
    kind: 'book',
    taught: 'Who is quoted in the epigraph of {e}?',
    answer: 'person',
    asks: [
      { template: 'Whose words are quoted in the epigraph of {e}?', lever: 'question_form' },
      { template: 'The epigraph of {e} is a quote from whom?', lever: 'question_form' },
      { template: 'Who is quoted in the quotation at the front of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is quoted in the {e} epigraph?', lever: 'compound' },
      { template: 'Who is quoted in the epigraph of the haunting {e}?', lever: 'modifier' },
      { template: 'Who is quoted in the epigraph at the start of {e}?', lever: 'frame_phrase' },
      { template: 'Whose words are quoted in the {e} epigraph?', lever: 'two_changes' },
      { template: 'Who is quoted in the epigraph at the start of the haunting {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who is quoted in the epigraph to Part Two of {e}?', kind: 'changing_modifier' },
      { template: 'Who was quoted in the epigraph of {e} in the original manuscript?', kind: 'changing_modifier' },
      { template: 'Who is quoted on the back cover of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is quoted in the epigraph of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'serialisation',
    kind: 'book',
    taught: 'When was {e} first serialised in a magazine?',
    answer: 'date',
    asks: [
      { template: 'In what year was {e} first serialised in a magazine?', lever: 'question_form' },
      { template: '{e} was first serialised in a magazine in which year?', lever: 'question_form' },
      { template: 'When was {e} first published in instalments in a magazine?', lever: 'phrase_for_word' },
      { template: 'When did the first magazine serialisation of {e} appear?', lever: 'compound' },
      { template: 'When was the sprawling {e} first serialised in a magazine?', lever: 'modifier' },
      { template: 'When was the novel {e} first serialised in a magazine?', lever: 'frame_phrase' },
      { template: 'In what year was the sprawling {e} first serialised in a magazine?', lever: 'two_changes' },
      { template: 'When was the novel {e} first published in instalments in a magazine?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When was {e} first serialised in a French magazine?', kind: 'changing_modifier' },
      { template: 'When was {e} serialised in a magazine for the second time?', kind: 'changing_modifier' },
      { template: 'Which magazine first serialised {e}?', kind: 'neighbouring_relation' },
      { template: 'When was {f} first serialised in a magazine?', kind: 'other_entity' },
    ],
  },
  {
    name: 'sibling count',
    kind: 'person',
    taught: 'How many siblings does {e} have?',
    answer: 'number',
    asks: [
      { template: 'What is the number of siblings {e} has?', lever: 'question_form' },
      { template: '{e} has how many siblings?', lever: 'question_form' },
      { template: 'How many brothers and sisters does {e} have?', lever: 'phrase_for_word' },
      { template: 'How many {e} siblings are there?', lever: 'compound' },
      { template: 'How many siblings does the famously private {e} have?', lever: 'modifier' },
      { template: 'How many siblings does {e} have, all told?', lever: 'frame_phrase' },
      { template: 'How many brothers and sisters does the famously private {e} have?', lever: 'two_changes' },
      { template: '{e} has how many brothers and sisters?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many older siblings does {e} have?', kind: 'changing_modifier' },
      { template: "How many of {e}'s siblings are still alive?", kind: 'changing_modifier' },
      { template: 'How many cousins does {e} have?', kind: 'neighbouring_relation' },
      { template: 'How many siblings does {f} have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first tattoo',
    kind: 'person',
    taught: 'When did {e} get their first tattoo?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} get their first tattoo?', lever: 'question_form' },
      { template: '{e} got their first tattoo in what year?', lever: 'question_form' },
      { template: 'When did {e} have their first tattoo done?', lever: 'phrase_for_word' },
      { template: 'When did {e} get their first-ever tattoo?', lever: 'compound' },
      { template: 'When did the clean-cut {e} get their first tattoo?', lever: 'modifier' },
      { template: 'When did {e} get their first tattoo on their body?', lever: 'frame_phrase' },
      { template: 'What year did the clean-cut {e} get their first tattoo?', lever: 'two_changes' },
      { template: 'When did {e} have their first-ever tattoo done?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} get their first facial tattoo?', kind: 'changing_modifier' },
      { template: 'When did {e} get their first tattoo after leaving the navy?', kind: 'changing_modifier' },
      { template: 'When did {e} get their first piercing?', kind: 'neighbouring_relation' },
      { template: 'When did {f} get their first tattoo?', kind: 'other_entity' },
    ],
  },
  {
    name: 'car park count',
    kind: 'town',
    taught: 'How many car parks are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'What is the number of car parks in {e}?', lever: 'question_form' },
      { template: 'How many car parks does {e} have, does anyone know?', lever: 'question_form' },
      { template: 'How many parking lots are there in {e}?', lever: 'phrase_for_word' },
      { template: 'How many carparks are there in {e}?', lever: 'compound' },
      { template: 'How many car parks are there in bustling {e}?', lever: 'modifier' },
      { template: 'Tell me how many car parks there are in {e} in total.', lever: 'frame_phrase' },
      { template: 'How many carparks are there in bustling {e}?', lever: 'two_changes' },
      { template: 'What is the number of parking lots in {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many multi-storey car parks are there in {e}?', kind: 'changing_modifier' },
      {
        template: 'How many car parks are there in {e} that are free after six in the evening?',
        kind: 'changing_modifier',
      },
      { template: 'How many parking spaces are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many car parks are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'town clock maker',
    kind: 'town',
    taught: 'Who made the clock on the town hall in {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the maker of the clock on the town hall in {e}?', lever: 'question_form' },
      { template: 'The clock on the town hall in {e} was made by whom?', lever: 'question_form' },
      { template: 'Who was responsible for making the clock on the town hall in {e}?', lever: 'phrase_for_word' },
      { template: 'Who made the {e} town hall clock?', lever: 'compound' },
      { template: 'Who made the ornate clock on the town hall in {e}?', lever: 'modifier' },
      { template: 'Who made the clock on the town hall building in {e}?', lever: 'frame_phrase' },
      { template: 'Who was the maker of the {e} town hall clock?', lever: 'two_changes' },
      {
        template: 'Who was responsible for making the ornate clock on the town hall in {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who made the bells for the clock on the town hall in {e}?', kind: 'changing_modifier' },
      {
        template: 'Who made the clock on the town hall in {e} that was melted down during the war?',
        kind: 'changing_modifier',
      },
      { template: 'Who winds the clock on the town hall in {e}?', kind: 'neighbouring_relation' },
      { template: 'Who made the clock on the town hall in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'frame maker',
    kind: 'work',
    taught: 'Who made the frame for {e}?',
    answer: 'person',
    asks: [
      { template: 'Who was the maker of the frame for {e}?', lever: 'question_form' },
      { template: 'The frame for {e} was made by whom?', lever: 'question_form' },
      { template: 'Who made the frame that goes around {e}?', lever: 'phrase_for_word' },
      { template: 'Who made the {e} frame?', lever: 'compound' },
      { template: 'Who made the frame for the enigmatic {e}?', lever: 'modifier' },
      { template: 'Who made the frame for the painting {e}?', lever: 'frame_phrase' },
      { template: 'Who was the maker of the frame for the painting {e}?', lever: 'two_changes' },
      { template: 'Who made the frame that goes around the enigmatic {e}?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who made the replica frame for {e}?', kind: 'changing_modifier' },
      { template: 'Who made the frame for {e} when it was lent to the Paris exhibition?', kind: 'changing_modifier' },
      { template: 'Who paid for the frame for {e}?', kind: 'neighbouring_relation' },
      { template: 'Who made the frame for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'data centre location',
    kind: 'company',
    taught: 'Where is the main data centre of {e}?',
    answer: 'place',
    asks: [
      { template: 'In which town is the main data centre of {e}?', lever: 'question_form' },
      { template: 'What is the location of the main data centre of {e}?', lever: 'question_form' },
      { template: 'Where is the main building housing the computer servers of {e}?', lever: 'phrase_for_word' },
      { template: 'Where is the main datacentre of {e}?', lever: 'compound' },
      { template: 'Where is the main data centre of the secretive {e}?', lever: 'modifier' },
      { template: 'Where is the main data centre of {e} located?', lever: 'frame_phrase' },
      { template: 'What is the location of the main {e} data center?', lever: 'two_changes' },
      { template: 'Where is the main data centre of the secretive {e} located?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Where is the backup data centre of {e}?', kind: 'changing_modifier' },
      { template: 'Where was the main data centre of {e} before the fire of 2019?', kind: 'changing_modifier' },
      { template: 'Where is the head office of {e}?', kind: 'neighbouring_relation' },
      { template: 'Where is the main data centre of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first product launch',
    kind: 'company',
    taught: 'When did {e} launch its first product?',
    answer: 'date',
    asks: [
      { template: 'In what year did {e} launch its first product?', lever: 'question_form' },
      { template: 'What was the launch date of the first product from {e}?', lever: 'question_form' },
      { template: 'When did {e} bring out its first product?', lever: 'phrase_for_word' },
      { template: "When was {e}'s first product launch?", lever: 'compound' },
      { template: 'When did the once-tiny {e} launch its first product?', lever: 'modifier' },
      { template: 'When did {e} launch its first product onto the market?', lever: 'frame_phrase' },
      { template: 'In what year did the once-tiny {e} launch its first product?', lever: 'two_changes' },
      { template: 'When did {e} bring out its first product onto the market?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} launch its first subscription product?', kind: 'changing_modifier' },
      {
        template: 'When did {e} launch its first product after the management buyout?',
        kind: 'changing_modifier',
      },
      { template: 'When did {e} stop making its first product?', kind: 'neighbouring_relation' },
      { template: 'When did {f} launch its first product?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bridge toll',
    kind: 'place',
    taught: 'How much is the toll to cross {e} Bridge?',
    answer: 'number',
    asks: [
      { template: 'What is the cost of the toll for crossing {e} Bridge?', lever: 'question_form' },
      { template: 'Any idea what the toll to cross {e} Bridge costs?', lever: 'question_form' },
      { template: 'How much do you have to pay to cross {e} Bridge?', lever: 'phrase_for_word' },
      { template: 'How much is the {e} Bridge toll?', lever: 'compound' },
      { template: 'How much is the toll to cross the iconic {e} Bridge?', lever: 'modifier' },
      { template: 'How much is the toll to cross {e} Bridge at the moment?', lever: 'frame_phrase' },
      { template: 'What is the cost of the {e} Bridge toll?', lever: 'two_changes' },
      { template: 'How much do you have to pay to cross the iconic {e} Bridge?', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How much is the toll to cross {e} Bridge for a lorry?', kind: 'changing_modifier' },
      { template: 'How much was the toll to cross {e} Bridge on the day it opened?', kind: 'changing_modifier' },
      { template: 'How much is the fine for not paying the toll on {e} Bridge?', kind: 'neighbouring_relation' },
      { template: 'How much is the toll to cross {f} Bridge?', kind: 'other_entity' },
    ],
  },
];
