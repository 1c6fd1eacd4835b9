import type { ReachRelation } from './reach-phrasings.js';

/**
 * The thirty-second held-out reach set (the thirty-fourth reach set), a blind held-out set, seed 3737, written by a
 * hand that saw neither the rules that read paraphrases nor the misses of any earlier set, nor any bench result, and
 * before the set was first measured. Each of its fourteen relations is a fact no earlier reach set asked about: how
 * thick the ice on a lake gets, which city takes its drinking water from a lake, how many boats are registered on a
 * river, when a river's annual raft race began, how many footnotes a book has, when the first French translation of
 * a book came out, who a person's personal trainer is, when a person first went skydiving, how far a town lies from
 * the nearest airport, when a town got its first fire station, who produced a recording, who a company's marketing
 * director is, how many customer complaints a company received last year, and who designed the gardens of a hall.
 * The asks are typed as different people type to an assistant: some formal, some offhand, some lower-case or with
 * no closing mark, some as requests or bare noun phrases, a few with a greeting, a reason for asking or a remark
 * tacked on, and none shaped to suit a lever. Every relation carries two negatives whose modifier turns it into
 * another question, the first set before the noun and the second added as a clause of time, part, kind, rank, scope
 * or condition (shore ice, the ice in a mild winter; emergency drinking water, the water drawn before the reservoir
 * was built; commercial boats, boats registered before the fee went up; the junior raft race, the race restarted
 * after the pandemic; translator's footnotes, footnotes in the second volume; an abridged translation, the
 * translation published in Canada; an on-set trainer, the trainer for a marathon; indoor skydiving, skydiving
 * without an instructor; an international airport, an airport with flights to Spain; a full-time fire station, a
 * station north of the river; an extended remix, the anniversary reissue; the European marketing director, the
 * director before the merger; written complaints, complaints about late deliveries; the Japanese gardens, the
 * gardens of the Victorian period), together with a neighbouring relation of the same entity and the same question
 * put about another entity. Its misses are reported, never read to change a lever.
 */
export const REACH_HELD_OUT_32: readonly ReachRelation[] = [
  {
    name: 'lake ice thickness',
    kind: 'lake',
    taught: 'How thick does the ice on Lake {e} get?',
    answer: 'number',
    asks: [
      { template: 'What thickness does the ice on Lake {e} reach?', lever: 'question_form' },
      { template: 'Tell me what thickness the ice on Lake {e} gets to.', lever: 'question_form' },
      { template: 'How thick does the sheet of ice on Lake {e} get?', lever: 'phrase_for_word' },
      { template: 'how thick does the Lake {e} ice get', lever: 'compound' },
      { template: 'How thick does the ice on remote Lake {e} get?', lever: 'modifier' },
      { template: 'Roughly how thick does the ice on Lake {e} get?', lever: 'frame_phrase' },
      { template: 'what thickness does the Lake {e} ice reach', lever: 'two_changes' },
      {
        template: 'Going ice fishing soon. How thick does the sheet of ice on remote Lake {e} get?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How thick does the shore ice on Lake {e} get?', kind: 'changing_modifier' },
      { template: 'How thick does the ice on Lake {e} get in a mild winter?', kind: 'changing_modifier' },
      { template: 'How many weeks a year is Lake {e} frozen over?', kind: 'neighbouring_relation' },
      { template: 'How thick does the ice on Lake {f} get?', kind: 'other_entity' },
    ],
  },
  {
    name: 'drinking water city',
    kind: 'lake',
    taught: 'Which city draws its drinking water from Lake {e}?',
    answer: 'place',
    asks: [
      { template: "What's the name of the city that draws its drinking water from Lake {e}?", lever: 'question_form' },
      { template: 'Name the city that draws its drinking water from Lake {e}, please.', lever: 'question_form' },
      { template: 'Which city draws the water its residents drink from Lake {e}?', lever: 'phrase_for_word' },
      { template: 'Which city draws its drinking-water from Lake {e}?', lever: 'compound' },
      { template: 'which city draws its drinking water from beautiful Lake {e}', lever: 'modifier' },
      { template: 'Which city is it that draws its drinking water from Lake {e}?', lever: 'frame_phrase' },
      { template: "what's the name of the city that draws its drinking-water from Lake {e}", lever: 'two_changes' },
      {
        template: 'Quick one: which city is it that draws its drinking water from crystal-clear Lake {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Which city draws its emergency drinking water from Lake {e}?', kind: 'changing_modifier' },
      {
        template: 'Which city drew its drinking water from Lake {e} before the reservoir was built?',
        kind: 'changing_modifier',
      },
      { template: 'Which city discharges its treated sewage into Lake {e}?', kind: 'neighbouring_relation' },
      { template: 'Which city draws its drinking water from Lake {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'registered boat count',
    kind: 'river',
    taught: 'How many boats are registered on the {e} River?',
    answer: 'number',
    asks: [
      { template: "What's the number of boats registered on the {e} River?", lever: 'question_form' },
      { template: 'Total number of boats registered on the {e} River?', lever: 'question_form' },
      { template: 'How many boats are on the register for the {e} River?', lever: 'phrase_for_word' },
      { template: 'How many {e} River boats are registered?', lever: 'compound' },
      { template: 'How many boats are registered on the winding {e} River?', lever: 'modifier' },
      { template: 'how many boats in all are registered on the {e} River?', lever: 'frame_phrase' },
      { template: 'number of boats on the register for the {e} River??', lever: 'two_changes' },
      { template: 'Hi, how many {e} River boats are registered at the moment? ta', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'How many commercial boats are registered on the {e} River?', kind: 'changing_modifier' },
      {
        template: 'How many boats were registered on the {e} River before the licence fee went up?',
        kind: 'changing_modifier',
      },
      { template: 'How many marinas are there on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'How many boats are registered on the {f} River?', kind: 'other_entity' },
    ],
  },
  {
    name: 'raft race start',
    kind: 'river',
    taught: 'When did the annual raft race on the {e} River begin?',
    answer: 'date',
    asks: [
      { template: 'In what year did the annual raft race on the {e} River begin?', lever: 'question_form' },
      {
        template: 'Could you find out the year the annual raft race on the {e} River began?',
        lever: 'question_form',
      },
      { template: 'When did the annual raft race on the {e} River get started?', lever: 'phrase_for_word' },
      { template: 'When did the annual {e} River raft race begin?', lever: 'compound' },
      { template: 'When did the annual raft race on the lazy {e} River begin?', lever: 'modifier' },
      { template: 'When did the annual raft race on the {e} River begin in the first place?', lever: 'frame_phrase' },
      { template: 'what year did the annual {e} River raft race begin', lever: 'two_changes' },
      {
        template: 'My kids want to enter! When did the annual raft race on the lazy {e} River get started?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did the annual junior raft race on the {e} River begin?', kind: 'changing_modifier' },
      {
        template: 'When did the annual raft race on the {e} River begin again after the pandemic?',
        kind: 'changing_modifier',
      },
      { template: 'Who won the first annual raft race on the {e} River?', kind: 'neighbouring_relation' },
      { template: 'When did the annual raft race on the {f} River begin?', kind: 'other_entity' },
    ],
  },
  {
    name: 'footnote count',
    kind: 'book',
    taught: 'How many footnotes does {e} have?',
    answer: 'number',
    asks: [
      { template: 'What is the number of footnotes in {e}?', lever: 'question_form' },
      { template: 'I need the number of footnotes {e} has.', lever: 'question_form' },
      { template: 'How many notes at the foot of the page does {e} have?', lever: 'phrase_for_word' },
      { template: 'How many foot-notes does {e} have?', lever: 'compound' },
      { template: 'How many footnotes does the sprawling {e} have?', lever: 'modifier' },
      { template: 'How many footnotes does {e} have altogether?', lever: 'frame_phrase' },
      { template: 'whats the number of foot notes in {e}', lever: 'two_changes' },
      {
        template: 'Writing an essay on it - how many notes at the foot of the page does the sprawling {e} have?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: "How many translator's footnotes does {e} have?", kind: 'changing_modifier' },
      { template: 'How many footnotes does {e} have in its second volume?', kind: 'changing_modifier' },
      { template: 'How many chapters does {e} have?', kind: 'neighbouring_relation' },
      { template: 'How many footnotes does {f} have?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first french translation',
    kind: 'book',
    taught: 'When was the first French translation of {e} published?',
    answer: 'date',
    asks: [
      { template: 'In what year was the first French translation of {e} published?', lever: 'question_form' },
      {
        template: 'Please give me the publication date of the first French translation of {e}.',
        lever: 'question_form',
      },
      { template: 'When did the first French translation of {e} come out?', lever: 'phrase_for_word' },
      { template: 'When was the first French-language translation of {e} published?', lever: 'compound' },
      { template: 'When was the first French translation of the classic {e} published?', lever: 'modifier' },
      { template: 'When exactly was the first French translation of {e} published?', lever: 'frame_phrase' },
      { template: 'what year was the first french-language translation of {e} published', lever: 'two_changes' },
      {
        template: 'When did the first French translation of the classic {e} come out? Merci!',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When was the first abridged French translation of {e} published?', kind: 'changing_modifier' },
      { template: 'When was the first French translation of {e} published in Canada?', kind: 'changing_modifier' },
      { template: 'Who made the first French translation of {e}?', kind: 'neighbouring_relation' },
      { template: 'When was the first French translation of {f} published?', kind: 'other_entity' },
    ],
  },
  {
    name: 'personal trainer',
    kind: 'person',
    taught: "Who is {e}'s personal trainer?",
    answer: 'person',
    asks: [
      { template: "What's the name of {e}'s personal trainer?", lever: 'question_form' },
      { template: "Name of {e}'s personal trainer?", lever: 'question_form' },
      { template: 'Who does the personal training for {e}?', lever: 'phrase_for_word' },
      { template: "Who is {e}'s personal-trainer?", lever: 'compound' },
      { template: "Who is the super-fit {e}'s personal trainer?", lever: 'modifier' },
      { template: "who is {e}'s personal trainer these days", lever: 'frame_phrase' },
      { template: "whats the name of {e}'s personal-trainer", lever: 'two_changes' },
      {
        template: 'Saw the photos online - who does the personal training for the super-fit {e}?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: "Who is {e}'s on-set personal trainer?", kind: 'changing_modifier' },
      { template: "Who was {e}'s personal trainer while preparing for the marathon?", kind: 'changing_modifier' },
      { template: "Who is {e}'s nutritionist?", kind: 'neighbouring_relation' },
      { template: "Who is {f}'s personal trainer?", kind: 'other_entity' },
    ],
  },
  {
    name: 'first skydive',
    kind: 'person',
    taught: 'When did {e} first go skydiving?',
    answer: 'date',
    asks: [
      { template: 'In what year did {e} first go skydiving?', lever: 'question_form' },
      { template: 'Any idea of the date {e} first went skydiving?', lever: 'question_form' },
      { template: 'When did {e} first jump out of a plane with a parachute?', lever: 'phrase_for_word' },
      { template: 'When did {e} first go sky-diving?', lever: 'compound' },
      { template: 'When did the adventurous {e} first go skydiving?', lever: 'modifier' },
      { template: 'When was the first time {e} went skydiving?', lever: 'frame_phrase' },
      { template: 'in what year did {e} first go sky diving', lever: 'two_changes' },
      {
        template: 'When was the first time the adventurous {e} went skydiving? Just saw a clip of it.',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did {e} first go indoor skydiving?', kind: 'changing_modifier' },
      { template: 'When did {e} first go skydiving without an instructor?', kind: 'changing_modifier' },
      { template: 'When did {e} first go bungee jumping?', kind: 'neighbouring_relation' },
      { template: 'When did {f} first go skydiving?', kind: 'other_entity' },
    ],
  },
  {
    name: 'distance to airport',
    kind: 'town',
    taught: 'How far is {e} from the nearest airport?',
    answer: 'number',
    asks: [
      { template: "What's the distance from {e} to the nearest airport?", lever: 'question_form' },
      { template: 'Distance between {e} and the nearest airport, please.', lever: 'question_form' },
      { template: 'How far away is {e} from the nearest airport?', lever: 'phrase_for_word' },
      { template: 'How far is {e} from the nearest air port?', lever: 'compound' },
      { template: 'How far is charming {e} from the nearest airport?', lever: 'modifier' },
      { template: 'How far exactly is {e} from the nearest airport?', lever: 'frame_phrase' },
      { template: "what's the distance from charming {e} to the nearest airport", lever: 'two_changes' },
      {
        template: 'Booking flights. How far away is {e} from the nearest airport, more or less?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How far is {e} from the nearest international airport?', kind: 'changing_modifier' },
      { template: 'How far is {e} from the nearest airport that has flights to Spain?', kind: 'changing_modifier' },
      { template: 'How far is {e} from the nearest hospital?', kind: 'neighbouring_relation' },
      { template: 'How far is {f} from the nearest airport?', kind: 'other_entity' },
    ],
  },
  {
    name: 'first fire station',
    kind: 'town',
    taught: 'When did {e} get its first fire station?',
    answer: 'date',
    asks: [
      { template: 'What year did {e} get its first fire station?', lever: 'question_form' },
      { template: 'Could you tell me the date {e} got its first fire station?', lever: 'question_form' },
      { template: 'When did {e} get a fire station for the first time?', lever: 'phrase_for_word' },
      { template: 'When did {e} get its first firestation?', lever: 'compound' },
      { template: 'When did little {e} get its first fire station?', lever: 'modifier' },
      { template: 'When did {e} get its first fire station of its own?', lever: 'frame_phrase' },
      { template: 'what year did {e} get its first firestation', lever: 'two_changes' },
      {
        template: 'Doing a local history project: when did little {e} get a fire station for the first time?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'When did {e} get its first full-time fire station?', kind: 'changing_modifier' },
      {
        template: 'When did {e} get its first fire station on the north side of the river?',
        kind: 'changing_modifier',
      },
      { template: 'When did {e} get its first police station?', kind: 'neighbouring_relation' },
      { template: 'When did {f} get its first fire station?', kind: 'other_entity' },
    ],
  },
  {
    name: 'record producer',
    kind: 'work',
    taught: 'Who produced {e}?',
    answer: 'person',
    asks: [
      { template: "What's the name of the producer of {e}?", lever: 'question_form' },
      { template: 'Who was the producer of {e}?', lever: 'question_form' },
      { template: 'Who handled the production of {e}?', lever: 'phrase_for_word' },
      { template: 'Who was the {e} producer?', lever: 'compound' },
      { template: 'Who produced the iconic {e}?', lever: 'modifier' },
      { template: 'who produced the track {e}', lever: 'frame_phrase' },
      { template: 'who handled the production of the iconic {e}', lever: 'two_changes' },
      { template: 'Who was the producer of the track {e}? Love the sound on it.', lever: 'two_changes' },
    ],
    negatives: [
      { template: 'Who produced the extended remix of {e}?', kind: 'changing_modifier' },
      {
        template: 'Who produced {e} when it was reissued for its twentieth anniversary?',
        kind: 'changing_modifier',
      },
      { template: 'Who wrote the lyrics to {e}?', kind: 'neighbouring_relation' },
      { template: 'Who produced {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'marketing director',
    kind: 'company',
    taught: 'Who is the marketing director of {e}?',
    answer: 'person',
    asks: [
      { template: "What's the name of the marketing director of {e}?", lever: 'question_form' },
      { template: 'Which executive is the marketing director of {e}?', lever: 'question_form' },
      { template: 'Who heads up marketing at {e}?', lever: 'phrase_for_word' },
      { template: 'Who is the {e} marketing director?', lever: 'compound' },
      { template: 'Who is the marketing director of the fast-growing {e}?', lever: 'modifier' },
      { template: 'who currently serves as the marketing director of {e}', lever: 'frame_phrase' },
      { template: 'who heads up marketing at the fast-growing {e}?', lever: 'two_changes' },
      {
        template: "What's the name of the {e} marketing director? Need to send them an email.",
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who is the European marketing director of {e}?', kind: 'changing_modifier' },
      { template: 'Who was the marketing director of {e} before the merger?', kind: 'changing_modifier' },
      { template: 'Who is the sales director of {e}?', kind: 'neighbouring_relation' },
      { template: 'Who is the marketing director of {f}?', kind: 'other_entity' },
    ],
  },
  {
    name: 'customer complaints',
    kind: 'company',
    taught: 'How many customer complaints did {e} receive last year?',
    answer: 'number',
    asks: [
      { template: 'What was the number of customer complaints {e} received last year?', lever: 'question_form' },
      { template: 'Number of customer complaints {e} received last year?', lever: 'question_form' },
      { template: 'How many complaints from customers did {e} receive last year?', lever: 'phrase_for_word' },
      { template: 'How many {e} customer complaints were there last year?', lever: 'compound' },
      { template: 'How many customer complaints did the troubled {e} receive last year?', lever: 'modifier' },
      {
        template: 'How many customer complaints did {e} receive over the course of last year?',
        lever: 'frame_phrase',
      },
      { template: 'how many complaints from customers did the troubled {e} receive last year', lever: 'two_changes' },
      {
        template: 'What was the number of {e} customer complaints last year? For a report I am writing.',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'How many written customer complaints did {e} receive last year?', kind: 'changing_modifier' },
      {
        template: 'How many customer complaints did {e} receive last year about late deliveries?',
        kind: 'changing_modifier',
      },
      { template: 'How many refunds did {e} issue last year?', kind: 'neighbouring_relation' },
      { template: 'How many customer complaints did {f} receive last year?', kind: 'other_entity' },
    ],
  },
  {
    name: 'garden designer',
    kind: 'place',
    taught: 'Who designed the gardens at {e} Hall?',
    answer: 'person',
    asks: [
      { template: 'Who was the designer of the gardens at {e} Hall?', lever: 'question_form' },
      { template: 'Name the person who designed the gardens at {e} Hall.', lever: 'question_form' },
      { template: 'Who laid out the gardens at {e} Hall?', lever: 'phrase_for_word' },
      { template: 'Who designed the {e} Hall gardens?', lever: 'compound' },
      { template: 'Who designed the gardens at stately {e} Hall?', lever: 'modifier' },
      { template: 'Who was it that designed the gardens at {e} Hall?', lever: 'frame_phrase' },
      { template: 'who laid out the {e} Hall gardens', lever: 'two_changes' },
      {
        template: 'Visited at the weekend - who was the designer of the gardens at stately {e} Hall?',
        lever: 'two_changes',
      },
    ],
    negatives: [
      { template: 'Who designed the Japanese gardens at {e} Hall?', kind: 'changing_modifier' },
      { template: 'Who designed the gardens at {e} Hall in the Victorian period?', kind: 'changing_modifier' },
      { template: 'Who was the architect of {e} Hall?', kind: 'neighbouring_relation' },
      { template: 'Who designed the gardens at {f} Hall?', kind: 'other_entity' },
    ],
  },
];
