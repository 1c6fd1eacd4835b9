/**
 * Words that carry no fact. The feasibility probe showed that without down-weighting them, pairs such as
 * `is|<entity>` carry the fact and unrelated questions about the same entity inherit the taught answer. A broad
 * background corpus would find them by frequency; the shipped base corpus is too narrow for that (it has no
 * "tell" or "please"), so this closed list stands in for the general-English end of the background. It holds
 * function words and question verbs only, never domain nouns: a word like "capital" gets its weight from the
 * corpus, so it keeps meaning something.
 */
const ENGLISH = `a an the this that these those it its it's they them their there here
is are was were be been being am do does did done doing has have had having will would shall should can could
may might must of in on at to for from by with about as into onto over under than then so such
and or but nor not no yes if whether what which who whom whose when where why how whats
i me my we us our you your he him his she her one ones s t
tell say said says give gave given name named names call called calls known know knows let show find
please kindly also just only very really mean means meaning refer refers referred term use uses used using`;

const KOREAN = `무엇 무엇인가요 무엇입니까 무엇이야 뭐 뭐야 뭐예요 뭔가요 어디 어디인가요 어디입니까 어디야 어디예요
누구 누구인가요 누구입니까 언제 몇 어느 무슨 그 이 저 것 수 있다 있나요 있습니까 합니까 하나요 알려줘 알려주세요 말해줘
뭐지 뭐니 뭐죠 뭘까 뭘까요 뭡니까 무엇이죠 무엇일까요 무엇인지 무엇이니 어디지 어디니 어디죠 어딘가요 어딥니까 어디일까요
어디인지 어딘지 누구지 누구니 누구죠 누구예요 누군가요 누구일까요 언제인가요 있어 있어요 있지 있는지 알려 주세요 줘 좀
말해 말해주세요 궁금해 궁금해요 궁금합니다 알고 싶어요 싶어요 싶습니다 인가 일까요 입니까 이죠 죠`;

export const STOPWORDS: ReadonlySet<string> = new Set(`${ENGLISH} ${KOREAN}`.split(/\s+/).filter((w) => w.length > 0));

/**
 * Function words the paraphrase rules read structure from (features/terms.ts), all of them stop words above.
 * Prepositions that open a phrase a question may add ("spoken by people in X"), without "of": a noun next to
 * "of" belongs to a relation ("the founder of X"). Determiners that may stand between a word and its noun.
 */
export const PREPOSITIONS: ReadonlySet<string> = new Set(
  'in on at to for from by with about into onto over under'.split(' '),
);
export const DETERMINERS: ReadonlySet<string> = new Set(
  'the a an this that these those its their his her our my your'.split(' '),
);
