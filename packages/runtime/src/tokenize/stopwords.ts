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
누구 누구인가요 누구입니까 언제 몇 어느 무슨 그 이 저 것 수 있다 있나요 있습니까 합니까 하나요 알려줘 알려주세요 말해줘`;

export const STOPWORDS: ReadonlySet<string> = new Set(`${ENGLISH} ${KOREAN}`.split(/\s+/).filter((w) => w.length > 0));
