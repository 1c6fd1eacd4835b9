import type { ReachRelation } from './reach-phrasings.js';

/**
 * The thirty-third held-out reach set (the thirty-fifth reach set), a blind held-out set, seed 3838, written by a
 * hand that saw neither the rules that read paraphrases nor the misses of any earlier set, nor any bench result, and
 * before the set was first measured. Its fourteen relations each ask after a fact that no earlier reach set touched:
 * how many bird species nest at a lake, when the visitor centre at a lake opened, how many pollution incidents were
 * recorded on a river last year, who wrote the first guidebook to a river, who wrote the study guide to a book, when a
 * book was first adapted for radio, who a person's landlord is, when a person bought their first car, how many
 * bakeries a town has, where a town's recycling centre is, who wrote the liner notes for an album, who a company's
 * chief technology officer is, how much a company spent on advertising last year, and who built the maze at a country
 * house. The asks are typed the way a mixed crowd types to an assistant: careful and formal or quick and careless,
 * lower-case or with the closing mark left off, as requests, bare noun phrases and questions, now and then opened with
 * a greeting or carrying a reason for asking or an aside, and not one of them bent to suit a lever. Each relation has
 * two negatives whose modifier makes it a different question, the first put before the noun and the second added as a
 * clause or phrase of time, part, kind, rank, scope or condition (wading birds, birds that nested before the drainage
 * scheme; a new visitor centre, the centre reopened after its refurbishment; serious pollution incidents, incidents
 * below the sewage works; a cycling guidebook, a guidebook in German; an A-level study guide, the guide used in
 * American schools; local radio, radio in the United States; a commercial landlord, the landlord of the student years;
 * a first electric car, the first car after a move to London; independent bakeries, bakeries open on Sundays; a
 * textile recycling centre, the centre for commercial waste; reissue liner notes, the notes for the American release;
 * a deputy chief technology officer, the officer when the company was founded; television advertising, advertising
 * outside Europe; a turf maze, the maze as replanted in the 1990s), beside a neighbouring relation of the same entity
 * and the taught question put about another entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_33: readonly ReachRelation[] = [
  {
    name: 'nesting bird species',
    kind: 'lake',
    taught: 'How many bird species nest at Lake {e}?',
    answer: 'number',
    asks: [
      { template: 'Give me a count of the bird species that nest at Lake {e}.', lever: 'question_form' },
      { template: 'number of bird species nesting at Lake {e}', lever: 'question_form' },
      { template: 'How many bird species build their nests at Lake {e}?', lever: 'phrase_for_word' },
      { template: 'How many species of bird nest at Lake {e}?', lever: 'compound' },
      { template: 'How many bird species nest at windswept Lake {e}?', lever: 'modifier' },
      { template: 'All told, how many bird species nest at Lake {e}?', lever: 'frame_phrase' },
      { template: 'hey - how many species of bird build their nests at Lake {e}', lever: 'two_changes' },
      {
        template: 'Birdwatcher here, planning a spring trip: how many species of bird nest at windswept Lake {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many wading bird species nest at Lake {e}?', kind: 'changing_modifier' },
      { template: 'How many bird species nested at Lake {e} before the drainage scheme?', kind: 'changing_modifier' },
      { template: 'How many bird species spend the winter at Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'How many bird species nest at Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'lake visitor centre opening',
    kind: 'lake',
    taught: 'When did the visitor centre at Lake {e} open?',
    answer: 'date',
    asks: [
      { template: 'Which year did the visitor centre at Lake {e} open in?', lever: 'question_form' },
      { template: 'opening date of the visitor centre at Lake {e}?', lever: 'question_form' },
      { template: 'When did the visitor centre at Lake {e} open its doors?', lever: 'phrase_for_word' },
      { template: 'When did the Lake {e} visitor centre open?', lever: 'compound' },
      { template: 'When did the visitor centre at tranquil Lake {e} open?', lever: 'modifier' },
      { template: 'around when did the visitor centre at Lake {e} open', lever: 'frame_phrase' },
      { template: 'Good morning! Which year did the Lake {e} visitor centre open?', lever: 'two_changes' },
      {
        template: 'when did the visitor centre at tranquil Lake {e} open its doors, out of interest',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did the new visitor centre at Lake {e} open?', kind: 'changing_modifier' },
      {
        template: 'When did the visitor centre at Lake {e} open again after its refurbishment?',
        kind: 'changing_modifier',
      },
      { template: 'Who designed the visitor centre at Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'When did the visitor centre at Lake {f} open?', kind: 'other_entity' },
    ],
  },
  {
    name: 'pollution incidents',
    kind: 'river',
    taught: 'How many pollution incidents were recorded on the {e} River last year?',
    answer: 'number',
    asks: [
      {
        template: 'What was the tally of pollution incidents recorded on the {e} River last year?',
        lever: 'question_form',
      },
      {
        template: 'Can you look up the number of pollution incidents recorded on the {e} River last year?',
        lever: 'question_form',
      },
      {
        template: 'How many pollution incidents did the {e} River have on record last year?',
        lever: 'phrase_for_word',
      },
      { template: 'How many incidents of pollution were recorded on the {e} River last year?', lever: 'compound' },
      {
        template: 'How many pollution incidents were recorded on the much-loved {e} River last year?',
        lever: 'modifier',
      },
      {
        template: 'How many pollution incidents in total were recorded on the {e} River last year?',
        lever: 'frame_phrase',
      },
      { template: 'tally of incidents of pollution recorded on the {e} River last year pls', lever: 'two_changes' },
      {
        template:
          "I swim there most weekends, so I'd like to know: how many incidents of pollution were recorded on the much-loved {e} River last year?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      {
        template: 'How many serious pollution incidents were recorded on the {e} River last year?',
        kind: 'changing_modifier',
      },
      {
        template: 'How many pollution incidents were recorded on the {e} River below the sewage works last year?',
        kind: 'changing_modifier',
      },
      { template: 'How many flood warnings were issued for the {e} River last year?', kind: 'neighbouring_relation' },
      { template: 'How many pollution incidents were recorded on the {f} River last year?', kind: 'other_entity' },
    ],
  },
  {
    name: 'river guidebook author',
    kind: 'river',
    taught: 'Who wrote the first guidebook to the {e} River?',
    answer: 'person',
    asks: [
      { template: 'Who was the author of the first guidebook to the {e} River?', lever: 'question_form' },
      { template: 'Which author wrote the first guidebook to the {e} River?', lever: 'question_form' },
      { template: 'Who wrote the first guide for travellers on the {e} River?', lever: 'phrase_for_word' },
      { template: 'Who wrote the first {e} River guidebook?', lever: 'compound' },
      { template: 'Who wrote the first guidebook to the picturesque {e} River?', lever: 'modifier' },
      { template: 'Who wrote the first ever guidebook to the {e} River?', lever: 'frame_phrase' },
      { template: 'who was the author of the first {e} River guidebook', lever: 'two_changes' },
      {
        template: 'Collecting old travel books. Who wrote the first ever guidebook to the picturesque {e} River?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who wrote the first cycling guidebook to the {e} River?', kind: 'changing_modifier' },
      { template: 'Who wrote the first guidebook to the {e} River in German?', kind: 'changing_modifier' },
      { template: 'Who drew the first map of the {e} River?', kind: 'neighbouring_relation' },
      { template: 'Who wrote the first guidebook to the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'study guide author',
    kind: 'book',
    taught: 'Who wrote the study guide to {e}?',
    answer: 'person',
    asks: [
      { template: 'Find me the author of the study guide to {e}.', lever: 'question_form' },
      { template: 'study guide to {e}: author?', lever: 'question_form' },
      { template: 'Who wrote the guide for students studying {e}?', lever: 'phrase_for_word' },
      { template: 'Who wrote the {e} study guide?', lever: 'compound' },
      { template: 'Who wrote the study guide to the acclaimed {e}?', lever: 'modifier' },
      { template: 'Who wrote the study guide to the novel {e}?', lever: 'frame_phrase' },
      { template: 'who is the author of the {e} study guide', lever: 'two_changes' },
      {
        template: 'My daughter has exams next month - who wrote the guide for students studying the acclaimed {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who wrote the A-level study guide to {e}?', kind: 'changing_modifier' },
      { template: 'Who wrote the study guide to {e} used in American schools?', kind: 'changing_modifier' },
      { template: 'Who published the study guide to {e}?', kind: 'neighbouring_relation' },
      { template: 'Who wrote the study guide to {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'radio adaptation',
    kind: 'book',
    taught: 'When was {e} first adapted for radio?',
    answer: 'date',
    asks: [
      { template: 'Which year was {e} first adapted for radio?', lever: 'question_form' },
      { template: 'Look up when {e} was first adapted for radio, would you?', lever: 'question_form' },
      { template: 'When was {e} first turned into a radio play?', lever: 'phrase_for_word' },
      { template: 'When was the first radio adaptation of {e}?', lever: 'compound' },
      { template: 'When was the celebrated {e} first adapted for radio?', lever: 'modifier' },
      { template: 'When was {e} adapted for radio for the very first time?', lever: 'frame_phrase' },
      { template: 'which year was {e} first turned into a radio play', lever: 'two_changes' },
      {
        template: 'Just heard a repeat of it. When was the celebrated {e} adapted for radio for the very first time?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When was {e} first adapted for local radio?', kind: 'changing_modifier' },
      { template: 'When was {e} first adapted for radio in the United States?', kind: 'changing_modifier' },
      { template: 'When was {e} first adapted for television?', kind: 'neighbouring_relation' },
      { template: 'When was {f} first adapted for radio?', kind: 'other_entity' },
    ],
  },
  {
    name: 'landlord',
    kind: 'person',
    taught: "Who is {e}'s landlord?",
    answer: 'person',
    asks: [
      { template: "Do you know the name of {e}'s landlord?", lever: 'question_form' },
      { template: "I want to know the identity of {e}'s landlord.", lever: 'question_form' },
      { template: 'Who does {e} rent their home from?', lever: 'phrase_for_word' },
      { template: "who is {e}'s land lord", lever: 'compound' },
      { template: "Who is the reclusive {e}'s landlord?", lever: 'modifier' },
      { template: "Who is {e}'s landlord, as of today?", lever: 'frame_phrase' },
      { template: 'who does the reclusive {e} rent their home from', lever: 'two_changes' },
      { template: "Afternoon! Do you know the name of {e}'s land lord?", lever: 'two_changes' },
    ],
    negatives: [
      { template: "Who is {e}'s commercial landlord?", kind: 'changing_modifier' },
      { template: "Who was {e}'s landlord during their student years?", kind: 'changing_modifier' },
      { template: "Who is {e}'s next-door neighbour?", kind: 'neighbouring_relation' },
      { template: "Who is {f}'s landlord?", kind: 'other_entity' },
    ],
  },
  {
    name: 'first car',
    kind: 'person',
    taught: 'When did {e} buy their first car?',
    answer: 'date',
    asks: [
      { template: 'Which year did {e} buy their first car in?', lever: 'question_form' },
      { template: 'date {e} bought their first car?', lever: 'question_form' },
      { template: 'When did {e} buy their first set of wheels?', lever: 'phrase_for_word' },
      { template: 'When did {e} make their first car purchase?', lever: 'compound' },
      { template: 'When did the thrifty {e} buy their first car?', lever: 'modifier' },
      { template: 'Approximately when did {e} buy their first car?', lever: 'frame_phrase' },
      { template: 'yo when did {e} buy their first set of wheels, approximately', lever: 'two_changes' },
      { template: 'which year did {e} make their first car purchase? asking for a quiz', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'When did {e} buy their first electric car?', kind: 'changing_modifier' },
      { template: 'When did {e} buy their first car after moving to London?', kind: 'changing_modifier' },
      { template: 'When did {e} pass their driving test?', kind: 'neighbouring_relation' },
      { template: 'When did {f} buy their first car?', kind: 'other_entity' },
    ],
  },
  {
    name: 'bakery count',
    kind: 'town',
    taught: 'How many bakeries are there in {e}?',
    answer: 'number',
    asks: [
      { template: 'Could you give me the number of bakeries in {e}?', lever: 'question_form' },
      { template: 'number of bakeries {e} has?', lever: 'question_form' },
      { template: "How many bakers' shops are there in {e}?", lever: 'phrase_for_word' },
      { template: 'How many {e} bakeries are there?', lever: 'compound' },
      { template: 'How many bakeries are there in sleepy {e}?', lever: 'modifier' },
      { template: 'How many bakeries are there in {e} at last count?', lever: 'frame_phrase' },
      { template: 'how many {e} bakeries are there at last count', lever: 'two_changes' },
      {
        template:
          "Moving there in the spring and I love fresh bread. Could you give me the number of bakers' shops in {e}?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many independent bakeries are there in {e}?', kind: 'changing_modifier' },
      { template: 'How many bakeries are there in {e} that open on Sundays?', kind: 'changing_modifier' },
      { template: 'How many butchers are there in {e}?', kind: 'neighbouring_relation' },
      { template: 'How many bakeries are there in {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'recycling centre location',
    kind: 'town',
    taught: "Where is {e}'s recycling centre?",
    answer: 'place',
    asks: [
      { template: "What is the location of {e}'s recycling centre?", lever: 'question_form' },
      { template: "location of {e}'s recycling centre pls", lever: 'question_form' },
      { template: "Where's the tip in {e}?", lever: 'phrase_for_word' },
      { template: 'Where is the {e} recycling centre?', lever: 'compound' },
      { template: "Where is bustling {e}'s recycling centre?", lever: 'modifier' },
      { template: "Where is {e}'s recycling centre located?", lever: 'frame_phrase' },
      { template: "where's the tip in {e} located", lever: 'two_changes' },
      {
        template: "Clearing out the garage this weekend - what's the location of the {e} recycling centre?",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: "Where is {e}'s textile recycling centre?", kind: 'changing_modifier' },
      { template: "Where is {e}'s recycling centre for commercial waste?", kind: 'changing_modifier' },
      { template: "What are the opening hours of {e}'s recycling centre?", kind: 'neighbouring_relation' },
      { template: "Where is {f}'s recycling centre?", kind: 'other_entity' },
    ],
  },
  {
    name: 'liner notes author',
    kind: 'work',
    taught: 'Who wrote the liner notes for {e}?',
    answer: 'person',
    asks: [
      { template: 'Can you find the writer of the liner notes for {e}?', lever: 'question_form' },
      { template: "I'm after the name of whoever wrote the liner notes for {e}.", lever: 'question_form' },
      { template: 'Who wrote the notes on the sleeve of {e}?', lever: 'phrase_for_word' },
      { template: 'Who wrote the {e} liner notes?', lever: 'compound' },
      { template: 'Who wrote the liner notes for the long-forgotten {e}?', lever: 'modifier' },
      { template: 'Who wrote the liner notes for the album {e}?', lever: 'frame_phrase' },
      { template: 'writer of the {e} liner notes??', lever: 'two_changes' },
      {
        template: 'Found a copy at a car boot sale. Who wrote the notes on the sleeve of the album {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who wrote the reissue liner notes for {e}?', kind: 'changing_modifier' },
      { template: 'Who wrote the liner notes for {e} on its American release?', kind: 'changing_modifier' },
      { template: 'Who took the cover photograph for {e}?', kind: 'neighbouring_relation' },
      { template: 'Who wrote the liner notes for {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'chief technology officer',
    kind: 'company',
    taught: 'Who is the chief technology officer of {e}?',
    answer: 'person',
    asks: [
      { template: 'Give me the name of the chief technology officer of {e}.', lever: 'question_form' },
      { template: 'Whose job is chief technology officer at {e}?', lever: 'question_form' },
      { template: 'Who is the CTO of {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} chief technology officer?', lever: 'compound' },
      { template: 'Who is the chief technology officer of the well-funded {e}?', lever: 'modifier' },
      { template: 'At present, who is the chief technology officer of {e}?', lever: 'frame_phrase' },
      { template: "who's the {e} CTO", lever: 'two_changes' },
      {
        template:
          'Prepping for a job interview there. Give me the name of the chief technology officer of the well-funded {e}.',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who is the deputy chief technology officer of {e}?', kind: 'changing_modifier' },
      { template: 'Who was the chief technology officer of {e} when it was founded?', kind: 'changing_modifier' },
      { template: 'Who is the chief operating officer of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the chief technology officer of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'advertising spend',
    kind: 'company',
    taught: 'How much did {e} spend on advertising last year?',
    answer: 'number',
    asks: [
      { template: 'What did {e} spend on advertising last year?', lever: 'question_form' },
      { template: 'the amount {e} spent on advertising last year?', lever: 'question_form' },
      { template: 'How much money did {e} put into advertising last year?', lever: 'phrase_for_word' },
      { template: 'How much was the {e} advertising spend last year?', lever: 'compound' },
      { template: 'How much did the cash-rich {e} spend on advertising last year?', lever: 'modifier' },
      { template: 'Ballpark, how much did {e} spend on advertising last year?', lever: 'frame_phrase' },
      { template: 'what was the {e} advertising spend last year', lever: 'two_changes' },
      {
        template:
          'Hello there - ballpark, how much money did {e} put into advertising last year? Comparing competitors.',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How much did {e} spend on television advertising last year?', kind: 'changing_modifier' },
      { template: 'How much did {e} spend on advertising outside Europe last year?', kind: 'changing_modifier' },
      { template: 'How much did {e} spend on staff training last year?', kind: 'neighbouring_relation' },
      { template: 'How much did {f} spend on advertising last year?', kind: 'other_entity' },
    ],
  },
  {
    name: 'maze builder',
    kind: 'place',
    taught: 'Who built the maze at {e} House?',
    answer: 'person',
    asks: [
      { template: 'Who was the builder of the maze at {e} House?', lever: 'question_form' },
      { template: 'Whose work is the maze at {e} House?', lever: 'question_form' },
      { template: 'Who built the maze in the grounds of {e} House?', lever: 'phrase_for_word' },
      { template: 'Who built the {e} House maze?', lever: 'compound' },
      { template: 'Who built the maze at crumbling {e} House?', lever: 'modifier' },
      { template: 'Who originally built the maze at {e} House?', lever: 'frame_phrase' },
      { template: 'whose work is the {e} House maze', lever: 'two_changes' },
      {
        template: 'We got lost in it for an hour! Who built the maze in the grounds of crumbling {e} House?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who built the turf maze at {e} House?', kind: 'changing_modifier' },
      { template: 'Who built the maze at {e} House when it was replanted in the 1990s?', kind: 'changing_modifier' },
      { template: 'Who built the orangery at {e} House?', kind: 'neighbouring_relation' },
      { template: 'Who built the maze at {f} House?', kind: 'other_entity' },
    ],
  },
];
