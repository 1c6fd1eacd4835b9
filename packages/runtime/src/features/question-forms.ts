/**
 * The word lists the paraphrase rules cannot take from WordNet, kept here and nowhere else. Each list says what
 * it is for; a word is added when a question a person would ask needs it, never to fit a measured set.
 *
 * Keys are WordNet lemmas as questions produce them (features/terms.ts): "born" arrives as "bear", "wrote" as
 * "write", "deepest" as "deep".
 */

/**
 * What "how" + an adjective asks: the noun of that attribute ("How deep is X?" asks the depth of X). A question
 * is keyed with the noun in place of both words, when it is taught and when it is asked, so the two forms are
 * one question to the memory.
 */
export const HOW_ATTRIBUTE: ReadonlyMap<string, string> = new Map([
  ['deep', 'depth'],
  ['long', 'length'],
  ['tall', 'height'],
  ['high', 'height'],
  ['old', 'age'],
  ['far', 'distance'],
  ['big', 'size'],
  ['large', 'size'],
  ['heavy', 'weight'],
  ['wide', 'width'],
  ['broad', 'width'],
  ['thick', 'thickness'],
  ['fast', 'speed'],
  ['hot', 'temperature'],
  ['cold', 'temperature'],
  ['many', 'number'],
  ['much', 'amount'],
  ['often', 'frequency'],
]);

/**
 * A word after "how" + an attribute that the attribute already says: "How far away is X from Y?" asks how far X is
 * from Y. Keyed as part of the attribute, when taught and when asked.
 */
export const HOW_ATTRIBUTE_TAIL: ReadonlyMap<string, string> = new Map([['far', 'away']]);

/**
 * Words read as another wherever they stand (features/terms.ts): "the name of whoever founded X" asks who founded it;
 * a tally is a count, and so the number "how many" asks (QUESTION_FORMS); whereabouts are a location. Read where they
 * stand, not as a pair of QUESTION_FORMS, which reads both ways: a question saying "number" tries no reading more.
 */
export const READ_AS: ReadonlyMap<string, string> = new Map([
  ['whoever', 'who'],
  ['tally', 'count'],
  ['whereabouts', 'location'],
]);
/** Nouns read as another between a determiner and "of": "the identity of X's landlord", "the address of X's office". */
export const NOUN_OF: ReadonlyMap<string, string> = new Map([
  ['identity', 'name'],
  ['address', 'location'],
]);
/** "Please" written short, read as "please" opening or closing a question (features/terms.ts). */
export const PLEASE_SPELLED_SHORT: readonly string[] = ['pls', 'plz'];

/**
 * Verbs of money whose amount "what" asks after "do", "does" or "did" ("What did X spend on advertising?" asks what
 * "How much did X spend on advertising?" asks): "what" is keyed as "how much" is, when taught and when asked. Never
 * a verb that may take a thing ("make", "raise", "sell", "receive"); "cost" has its own reading (QUESTION_FORMS).
 */
export const AMOUNT_VERBS: ReadonlySet<string> = new Set(['spend', 'earn', 'pay', 'charge', 'fetch']);

/**
 * Question words that say what kind of answer is asked for, keyed as that noun ("When was X born?" asks a date,
 * "Where was X born?" a place): without it the two questions would be one. "who", "what" and "which" are left
 * as function words: the verb or noun that follows them says what is asked ("Who founded X?", "the founder").
 */
export const QUESTION_NOUN: ReadonlyMap<string, string> = new Map([
  ['when', 'date'],
  ['where', 'place'],
]);

/**
 * Question words that say what kind of answer is wanted (features/answer-kind.ts): a time for "when", a name for
 * "who" and a place for "where" (never a bare date or figure). "How" with an attribute of HOW_ATTRIBUTE asks an
 * amount, and "what" or "which" before one of TIME_NOUNS a time.
 */
export const ANSWER_KIND_WORDS: ReadonlyMap<string, 'time' | 'who' | 'place'> = new Map([
  ['when', 'time'],
  ['where', 'place'],
  ['who', 'who'],
  ['whom', 'who'],
  ['whose', 'who'],
]);
export const TIME_NOUNS: ReadonlySet<string> = new Set(['year', 'date', 'day', 'month', 'decade', 'century', 'time']);

/**
 * Verbs that say only where a thing is: in a question asking where, they are read past even after a relation
 * ("Where is the main data centre of X located?" asks where the data centre is), unlike another verb there ("Where
 * was the founder of X born?").
 */
export const LOCATING: ReadonlySet<string> = new Set(['locate', 'situate', 'site', 'base', 'house']);

/** Words that open a question about a kind of thing ("what year", "which day", "which town"). */
export const ASKING: ReadonlySet<string> = new Set(['what', 'which']);

/** A noun after "what" or "which" that asks what a question word would ("What year was X founded?" = when). */
export const ASKED_NOUN: ReadonlyMap<string, string> = new Map([
  ['year', 'date'],
  ['day', 'date'],
]);

/**
 * Pairs of wordings that ask the same thing: a verb and the noun of its doer or its event ("Who wrote X?" and
 * "the author of X", "When did X die?" and "the date of death of X"), and a question-word form and the compound
 * noun for it ("Where was X born?" and "the birthplace of X"). A question is read once with one side replaced
 * by the other, either way; like any reading under a change it must match a taught key confidently on its own.
 */
export const SAME_QUESTION: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['write'], ['author']],
  [['write'], ['writer']],
  [['paint'], ['painter']],
  [['direct'], ['director']],
  [['invent'], ['inventor']],
  [['discover'], ['discoverer']],
  [['compose'], ['composer']],
  [['design'], ['designer']],
  [['found'], ['founder']],
  [['design'], ['architect']],
  [['chair'], ['chairman']],
  [['chair'], ['chairperson']],
  [['create'], ['creator']],
  [['build'], ['builder']],
  [['own'], ['owner']],
  [['lead'], ['leader']],
  [['translate'], ['translator']],
  [['publish'], ['publisher']],
  [['die'], ['death']],
  [['bear'], ['birth']],
  [['place', 'bear'], ['birthplace']],
  [['date', 'bear'], ['birthdate']],
  [['marry'], ['spouse']],
  [['marry'], ['husband']],
  [['marry'], ['wife']],
  [['marry'], ['wedding']],
  [['marry'], ['marriage']],
  // "How much time did it take to write X?" asks what "How long did it take…" asks.
  [['amount', 'time'], ['length']],
  // "How much money did X earn?" asks what "How much did X earn?" asks.
  [['amount', 'money'], ['amount']],
  // "How many people live in X?": only with "live", so "How many people died in X?" is never the population.
  [['number', 'people', 'live'], ['population']],
  [['number', 'inhabitant'], ['population']],
  [['number', 'resident'], ['population']],
  [['number', 'employee'], ['workforce']],
  [['number', 'worker'], ['workforce']],
  [['number', 'people', 'employ'], ['workforce']],
  [['web', 'address'], ['website']],
  // "What is the location of X?" asks where X is.
  [['location'], ['place']],
  // "How big is X Island?": the size of a place is its area.
  [['size'], ['area']],
  // "How wide is the X Crater?": the width of something round is its diameter.
  [['width'], ['diameter']],
  // "How high is X?": its height above the sea is its altitude or elevation.
  [['height'], ['altitude']],
  [['height'], ['elevation']],
  // "What is the founding year of X?" = "In what year was X founded?": a question's year is its date, as
  // "what year" already is (ASKED_NOUN).
  [['year'], ['date']],
  // "How long does the crossing take?": "how long" keys as the length; of a time it is the duration.
  [['length'], ['duration']],
  // "When did X most recently erupt?" = "When did X last erupt?".
  [['most', 'recently'], ['last']],
  [['most', 'recent'], ['last']],
  // "What is the seat count of X?" = "How many seats does X have?": a count is the number "how many" asks.
  [['count'], ['number']],
  // "What price did X fetch?" = "How much did X fetch?": a price is the amount "how much" asks of money.
  [['price'], ['amount']],
  // "How much does X weigh?" asks its weight, as "How heavy is X?" does.
  [['amount', 'weigh'], ['weight']],
  // "How much is the chief executive of X paid?" asks the pay of the chief executive of X.
  [['amount', 'pay'], ['pay']],
  // "When did the pool in X open its doors?" asks when it opened.
  [['open', 'door'], ['open']],
  // "What does the toll cost?" = "How much is the toll?"; "the cost of hiring X" = "how much it costs to hire X".
  [['cost'], ['amount']],
  [['cost'], ['amount', 'cost']],
  // "When was X spotted for the first time?" = "When was X first spotted?".
  [['first', 'time'], ['first']],
  [['last', 'time'], ['last']],
  // "the time it takes to walk round X" asks what "How long does it take to walk round X?" asks.
  [
    ['time', 'take'],
    ['length', 'take'],
  ],
  // An event that takes place is held: "When does X's carnival take place?" = "When is X's carnival held?".
  [['take', 'place'], ['hold']],
];

/**
 * Words (and "these days") that put a question in the present, as its tense already does ("How old is X today?"): read like a
 * modifier that narrows nothing. Any other time ("in 1800", "last year") changes the question.
 */
export const PRESENT_TIME: ReadonlySet<string> = new Set([
  'today',
  'now',
  'nowadays',
  'presently',
  'currently',
  'these days',
]);

/**
 * Phrases that, closing a question, say only that the whole of what is asked is meant, that it is meant as it
 * is now, or that it was done in public ("How many branches does X have, all told?", "How long is the wall of X
 * all the way round?", "Who runs X at the moment?", "When did X open to the public?"): read like a closing frame
 * phrase, whatever the question asks.
 */
export const CLOSING_WHOLE: readonly string[] = [
  'all told',
  'at all',
  'in all',
  'all in all',
  'altogether',
  'all the way round',
  'all the way around',
  'from end to end',
  'from one end to the other',
  'from top to bottom',
  'at the moment',
  'at present',
  'at the present time',
  'right now',
  'as things stand',
  'in its history',
  'in their history',
  'in its long history',
  'in their long history',
  'at last count',
  'at the last count',
  'back then',
  // Done for anyone to see: "When did X open to the public?", "When was X first performed in public?".
  'to the public',
  'to the general public',
  'in public',
  // A tag asking for anyone who knows says nothing of what is asked.
  'does anyone know',
  'anyone know',
  'do you know',
  // A span of the entity's life or what tradition says of it frames a question about it without changing it:
  // "When did X first fly on a plane in their life?", "Who was X's best friend at school, growing up?", "Who is
  // the ghost of X said to be, according to legend?".
  'in their life',
  'in his life',
  'in her life',
  'in their lifetime',
  'in his lifetime',
  'in her lifetime',
  'growing up',
  'according to legend',
  'according to local legend',
  'according to tradition',
  'according to local tradition',
  'according to folklore',
  'according to local folklore',
  // For all time to come: "When did the coal mine in X close for good?" asks when it closed.
  'for good',
  'for ever',
  'once and for all',
  // The whole, as an adverb closing the question ("How many customers does X have overall?"); WordNet lists
  // "overall" only as an adjective and a noun.
  'overall',
  // A time gone by, as "back then": "How many monks lived at X Abbey back in the day?".
  'back in the day',
  'in those days',
];

/**
 * Phrases that, closing a question asking when or where, say only that the event recurs ("When is X's carnival
 * held each year?", "Where is the regatta on Lake X held every year?"): read like a closing frame phrase there,
 * and nowhere else ("How many people visit X each year?" asks a figure per year, not the one taught).
 */
export const CLOSING_RECURRING: readonly string[] = ['each year', 'every year'];

/**
 * Sentences that, after the question, only say that part of the answer will do ("When was X built? Year is fine.",
 * "Just the year's fine."), alone or closed by THANKS: the question is read without them, when taught and when
 * asked. As their words in lower case, without punctuation ("year's" is "year s"); any other sentence after the
 * question stays in it ("The second one.").
 */
export const AFTERWORDS: ReadonlySet<string> = new Set(
  [
    'year',
    'date',
    'month',
    'month and year',
    'day and month',
    'rough figure',
    'rough date',
    'ballpark figure',
    'figure',
    'number',
    'code',
    'name',
  ].flatMap((u) =>
    [`${u}`, `the ${u}`, `a ${u}`].flatMap((said) => [
      `${said} is fine`,
      `${said} s fine`,
      `${said} is enough`,
      `${said} s enough`,
      `${said} will do`,
      `${said} if possible`,
      `${said} only`,
      `just ${said}`,
      `just ${said} is fine`,
      `just ${said} s fine`,
      `just ${said} is enough`,
      `just ${said} s enough`,
      `just ${said} will do`,
      `only ${said}`,
    ]),
  ),
);

/**
 * Remarks after the question that say only why or how one asks ("… Just curious.", "… Asking for a friend.", "… I've
 * always wondered."), alone or closed by THANKS: read past as AFTERWORDS are. As their words in lower case, without
 * punctuation. "Asking for" takes only a person it is asked for (a friend, my boss): "Asking for the women's team."
 * says which team is meant, so it stays in the question.
 */
export const REMARKS: ReadonlySet<string> = new Set([
  ...['curious', 'wondering', 'asking', 'no rush', 'no hurry', 'if you know', 'if anyone knows'].flatMap((r) => [
    r,
    `just ${r}`,
  ]),
  ...['always wondered', 'i ve always wondered', 'i have always wondered', 'i always wondered'],
  ...['bet nobody knows', 'bet no one knows', 'i bet nobody knows', 'i bet no one knows'],
  ...['a friend', 'a colleague', 'a friend of mine'].map((who) => `asking for ${who}`),
  ...['friend', 'boss', 'manager', 'colleague', 'teacher', 'mum', 'mom', 'dad', 'wife', 'husband', 'partner', 'son']
    .concat(['daughter', 'kid', 'kids', 'brother', 'sister', 'grandma', 'grandad', 'grandpa', 'grandmother'])
    .concat(['grandfather', 'mother', 'father', 'parents', 'family'])
    .map((who) => `asking for my ${who}`),
]);

/**
 * Words that thank the reader or say please, alone as a sentence after the question ("Thanks!") or closing one of
 * AFTERWORDS ("Just the year's fine, thanks."). As their words in lower case, without punctuation.
 */
export const THANKS: readonly string[] = [
  'thanks in advance',
  'thanks a lot',
  'thank you',
  'many thanks',
  'thanks',
  'cheers',
  'please',
];

/**
 * Units of measure: of length, weight, area, volume and share. Said alone, with no figure, such a word answers
 * nothing ("metres"; features/answer-kind.ts). Not a unit of money or a temperature scale, which names a currency
 * or a scale ("euro", "Celsius"), nor one of time, which says when, nor "second", which is also an ordinal.
 */
export const MEASURE_UNITS: ReadonlySet<string> = new Set(
  `metre meter kilometre kilometer centimetre centimeter millimetre millimeter mile foot feet inch yard percent per
  degree kilogram kilo gram tonne ton litre liter hectare acre`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);
/**
 * Units a closing phrase may name to say how precise the answer should be, and nothing more ("When did X get
 * their licence, to the nearest year?", "When did X last strike, date-wise?", "Which town is nearest to Lake X in
 * terms of distance?", "… in cubic metres per second?"): with "to the nearest", before "-wise", after "in terms of",
 * or after "in" (features/terms.ts). Beside
 * these, the nouns of TIME_NOUNS and the attribute nouns of HOW_ATTRIBUTE. Not a thing that could be measured
 * from ("to the nearest town" asks another distance).
 */
export const PRECISION_UNITS: ReadonlySet<string> = new Set([
  ...MEASURE_UNITS,
  ...'dollar pound euro cent penny pence celsius fahrenheit'.split(' '),
  ...'hour minute second day week month year hundred thousand million billion ten number figure point'.split(' '),
]);

/**
 * Offices a person holds, in "holds the post of X" ("Who holds the office of commodore at the sailing club?"): the
 * verb and the office noun say what "Who is the commodore…?" says, so both are read past like a frame phrase.
 */
export const OFFICES: ReadonlySet<string> = new Set(['post', 'office', 'job', 'position', 'role', 'title']);

/**
 * Phrases that, opening a question, say it is asked as things are now ("At last count, how many grandchildren
 * does X have?"): read like a closing frame phrase.
 */
export const OPENING_NOW: readonly string[] = ['at last count', 'at the last count', 'as of now', 'as things stand'];

/**
 * Phrases that, opening a question, only say that the asker wants to know ("I'd like to know when X opened", "Any
 * idea how deep X is?"), as written after the tokenizer ("I'd" is "i d"): read past like a closing frame phrase.
 */
export const OPENING_ASKING: readonly string[] = [
  'i d like to know',
  'i would like to know',
  'i d love to know',
  'i would love to know',
  'i want to know',
  'i need to know',
  'i wonder',
  'i m curious',
  'i am curious',
  'any idea',
  'out of curiosity',
  'quick question',
  'quick one',
  'just wondering',
  'just curious',
];

/**
 * Greetings and words of hesitation that may open a question before its first question word ("hey, when was X
 * built?", "hi! who wrote X?", "ok so how deep is X"): read past like ASKING_OPENERS.
 */
export const GREETINGS: ReadonlySet<string> = new Set(
  'hey hi hello hiya yo ok okay um uh hmm oh right well'.split(' '),
);

/**
 * Words that, before the first question word, say only that a rough answer will do ("Ballpark, how much did X
 * spend …?", "around when did X open", "roughly how many …"): read past like GREETINGS. Only there: "around Lake X"
 * names a place, and "approximately" elsewhere is read as a modifier like any adverb.
 */
export const APPROXIMATORS: ReadonlySet<string> = new Set(['ballpark', 'around', 'roughly', 'approximately', 'approx']);

/**
 * A sentence before the question that says only who asks or why (features/terms.ts, withoutPreamble): a greeting
 * alone ("Good morning! Which year …?", "Afternoon!", "Hello there -"), or a remark about the asker, which names
 * the asker or the place or thing asked about as a pronoun ("I swim there most weekends, so I'd like to know: how
 * many …?", "Birdwatcher here, planning a trip: …", "We got lost in it for an hour! Who built …?") or opens with a
 * verb in -ing ("Prepping for a job interview there."). As words in lower case, without punctuation.
 */
export const GREETING_SENTENCES: ReadonlySet<string> = new Set([
  ...GREETINGS,
  ...['good morning', 'good afternoon', 'good evening', 'morning', 'afternoon', 'evening', 'greetings'],
  ...['hello there', 'hi there', 'hey there', 'hi all', 'hello all', 'hey all'],
]);
export const ASKER_WORDS: ReadonlySet<string> = new Set('i we my our me us here there it'.split(' '));

/**
 * What a piece of work the asker names as the reason for asking is ("For my family history research: when was X
 * born?", "I need X's footprint for a report."): "for" with "my", "our", "a" or "an" and at most three words before
 * one of these, opening or closing the question, is read past like a frame phrase. Never "for women", "for a
 * project" nor "for the research" (what is spent or counted for something).
 */
export const PURPOSES: ReadonlySet<string> = new Set(
  'research report essay homework assignment thesis dissertation article quiz presentation'.split(' '),
);

/**
 * Words after a verb that make another verb of it ("flow out" is not "flow in", "give up" not "give"): a
 * taught phrasing is never stored without one (features/paraphrase.ts), so a question without it, or with
 * another, does not read the fact.
 */
export const PARTICLES: ReadonlySet<string> = new Set(
  'out off up down away back over through around along across forward apart aside'.split(' '),
);

/**
 * Verbs that carry a phrase rather than act on its noun ("go into retirement", "turned into a canal", "measured in
 * millimetres"): unlike "apply for naturalisation", such a verb may be read past though a preposition and a noun
 * follow it (features/terms.ts).
 */
export const LIGHT_VERBS: ReadonlySet<string> = new Set(
  'go come get turn put take make set measure express'.split(' '),
);

/**
 * Prepositions that open a phrase which changes what is measured or counted ("by road", "for women", "with
 * suburbs"): such a closing phrase is never read as restating the frame, nor its noun as an extra word.
 */
export const CHANGING_PREPOSITIONS: ReadonlySet<string> = new Set(['by', 'for', 'with']);

/**
 * Kinds of place a name is given with "of" ("the town of X", "the small island of X", "the waters of Lake X"): the
 * noun names no relation, so the question is also read without it. Not "place" or "location": "the location of
 * X" asks one.
 */
export const NAMED_KINDS: ReadonlySet<string> = new Set(
  `city town village hamlet borough township municipality county province state island kingdom republic
  principality duchy emirate parish commune canton shire water waters`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);

/**
 * The edges or the land of a place something stands on, in the plural, before its name with "of" ("the lifeboat
 * station on the banks of the X River", "hotels on the shores of Lake X", "the maze in the grounds of X House"): they
 * say where, as "on the X River" and "at X House" do. Only the plural, and after a preposition: "the shore of Lake X"
 * and "How long are the shores of Lake X?" ask a measure of it.
 */
export const PLACE_EDGES: ReadonlySet<string> = new Set(['banks', 'shores', 'grounds']);

/**
 * Words that, before the first question word, only say that the asker wants to know ("Can someone tell me when X
 * was built?", "I'm trying to find out who wrote X", "Does anybody know how deep X is?"), beside function words:
 * such an opening is read past like OPENING_ASKING's phrases. As lemmas, and the tails the tokenizer leaves of a
 * contraction ("I'm" is "i m").
 */
export const ASKING_OPENERS: ReadonlySet<string> = new Set(
  `know tell find out wonder curious idea anyone anybody someone somebody everyone try like love want need
  interested ask please help figure learn remind explain confirm check share let look grateful m d re ve ll`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);

/**
 * Nouns that, in an opening before "who", ask for whoever it is ("Do you know the person who founded X?", "Tell me
 * the name of whoever founded X"): read past there as ASKING_OPENERS are, and before no other question word.
 */
export const WHO_OPENERS: ReadonlySet<string> = new Set(['name', 'person']);

/** Nouns that, in an opening before "where", ask for where it is ("I'm looking for the place where X meets Y"). */
export const WHERE_OPENERS: ReadonlySet<string> = new Set(['place', 'spot']);

/**
 * Nouns that, after "which" or "what", ask what "who" asks ("Which artist painted X?" = "Who painted X?"):
 * the question is also read without the noun, as "who" is a function word.
 */
export const WHO_KINDS: ReadonlySet<string> = new Set(
  `person people artist author writer poet painter sculptor composer musician singer actor actress
  player athlete explorer scientist inventor engineer architect designer director producer editor publisher
  politician leader ruler king queen emperor general officer captain pilot sailor soldier doctor lawyer teacher
  executive official
  company firm business organization organisation team band group`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);

/**
 * Settlements a question may name either way after "which" or "what" ("Which town is the capital of X?" = "Which
 * city is…"): the kind only says a place's name is asked. WordNet does not link them (a town is defined as
 * smaller than a city, and a definition's other nouns are no links), and elsewhere they differ.
 */
export const SETTLEMENTS: ReadonlyMap<string, string> = new Map([
  ['city', 'town'],
  ['town', 'city'],
]);

/**
 * Nouns that, after "what" or "which", ask what "where" asks ("In which town was X born?" = "Where was X
 * born?"). Unlike ASKED_NOUN they are not keyed as the asked noun: "Which city is the capital of X?" asks the
 * capital, so the question is read both ways (features/edits.ts), and a "where" question is also read with
 * each of them.
 */
export const PLACE_KINDS: ReadonlySet<string> = new Set([
  'city',
  'town',
  'village',
  'country',
  'nation',
  'state',
  'province',
  'county',
  'region',
  'place',
  'location',
  'harbour',
  'harbor',
  'port',
]);

/**
 * Adjectives that narrow nothing: how sure or how whole the figure is ("the exact depth", "the total length",
 * "the official language"), that it holds now ("the current captain"), and what is said of the entity rather
 * than asked of it ("the famous author", "the small town"). A question is also read without one of these, or
 * without a word of praise (features/evaluative.ts, from a sentiment lexicon rather than listed here). Any other
 * adjective is read as part of what is asked ("underground floors", "usable volume", "cover
 * illustrator", "private placement") and never left out: an adjective before the noun a question asks for
 * mostly picks a kind of it, and a question it was not taught with abstains. Adverbs are read past unless
 * CHANGING_MODIFIERS lists them ("Who actually wrote X?", not "Who originally owned X?").
 */
export const NARROWS_NOTHING: ReadonlySet<string> = new Set(
  `exact precise accurate correct actual real true rightful lawful legitimate approximate rough total full entire
  whole complete overall global worldwide current present usual official recorded known listed stated credited
  registered famous renowned acclaimed noted notable famed legendary iconic popular gifted skilled prominent
  distinguished eminent esteemed prolific historic storied illustrious influential picturesque scenic quaint mighty
  majestic stunning busy bustling sleepy little small tiny big large huge vast nearby`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);

/**
 * The adjectives of NARROWS_NOTHING that still narrow nothing right before what a question counts ("how many exact
 * …", "the number of known forgeries"): how sure or how whole the figure is. Any other adjective there picks which
 * ones are counted ("how many official launch points", "the number of small islands", "how many famous paintings").
 */
export const COUNT_NARROWS_NOTHING: ReadonlySet<string> = new Set(
  `exact precise accurate correct actual real true approximate rough total full entire whole complete overall current
  present known recorded`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);

/**
 * Modifiers that change what a question asks rather than narrowing nothing: another time ("former capital",
 * "medieval X"),
 * another rank or member ("second language", "vice president", "co-author"), a statistic of the thing ("average
 * depth"), another relation ("married name", "adopted son"), a part or a scope of it ("regional headquarters", "urban
 * population", "first exhibited abroad"), or a negation. A question is never read without one of these. Beside this list, an adjective in a
 * comparative or superlative form ("larger", "highest", "nearest"; features/terms.ts) and any number are never left
 * out either.
 */
export const CHANGING_MODIFIERS: ReadonlySet<string> = new Set(
  `former formerly old older new newer previous previously past late future next last first second third fourth
  fifth sixth seventh eighth ninth tenth penultimate original originally initial initially early earlier
  vice deputy assistant acting interim co ex non pre post sub super anti pro semi pseudo
  not no never nor without except other another alternative different
  average mean median typical maximum minimum max min
  alleged supposed fake false fictional imaginary rumored rumoured proposed planned potential possible
  unofficial illegal unrecognized unrecognised disputed claimed nominal honorary
  half partial part most least more less only sole main chief head
  annual daily monthly weekly yearly
  married maiden adopted divorced estranged deceased retired biological step foster
  regional local provincial municipal domestic foreign overseas urban rural suburban metropolitan
  abroad internationally nationally domestically locally regionally elsewhere indoors outdoors offshore inland
  upstream downstream online offline
  expected projected predicted forecast scheduled intended translated revised combined
  best worst better worse once woman man female male girl boy nearly almost barely hardly scarcely before after since until till during ago
  northern southern eastern western northeastern northwestern southeastern southwestern upper lower inner outer
  greater
  medieval mediaeval modern contemporary colonial precolonial postcolonial prehistoric prewar postwar interwar wartime
  summer winter autumn seasonal
  effective intellectual improved dedicated superior free ideal favorite favourite preferred recommended champion
  prize prizewinning peacekeeping won winning perfected positive welcome`
    .split(/\s+/)
    .filter((w) => w.length > 0),
);

/**
 * Prefixes CHANGING_MODIFIERS lists ("super-league" is another league) that, joined by a hyphen to an adjective
 * before the entity's name, only say how much ("the super-fit X"): read past with it there.
 */
export const DEGREE_PREFIXES: ReadonlySet<string> = new Set(['super']);
