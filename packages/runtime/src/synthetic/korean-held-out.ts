import { prng } from '../hash/hash.js';
import { pick, type Rand } from './lessons.js';
import type { KoreanLever, KoreanNegativeKind, KoreanReachSet } from './korean-reach.js';

/**
 * A second Korean set, written on 2026-12-04 apart from the Korean rules (features/korean.ts) and from the first
 * set's generator, before it was first measured: fixed questions as a person would type them, over companies,
 * shops and players, each taught one relation in one phrasing. Its misses are reported, not read to change a
 * rule. `{e}` is the taught name; `{f}` a sibling: the same name with one part changed.
 */
export interface HeldOutRelation {
  kind: 'company' | 'shop' | 'player';
  taught: string;
  answer: (r: Rand) => string;
  asks: readonly { template: string; lever: KoreanLever }[];
  negatives: readonly { template: string; kind: KoreanNegativeKind }[];
}

export const KOREAN_HELD_OUT: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 대표이사는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 대표 이사는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 대표이사가 누구예요?', lever: 'polite_ending' },
      { template: '{e} 대표이사가 누군지 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 대표 이사는 누구인가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 전 대표이사는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 사외이사는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 대표이사는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 설립일자는 언제입니까?',
    answer: (r) => `${1950 + (r() % 70)}년 ${1 + (r() % 12)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 설립 일자는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 설립일자가 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 설립일자를 알고 싶어요.', lever: 'polite_ending' },
      { template: '{e} 설립 일자 좀 알려주세요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 상장일자는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 해산일자는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 두 번째 공장 설립일자는 언제입니까?', kind: 'changed_modifier' },
      { template: '{f}의 설립일자는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 주력 제품은 무엇입니까?',
    answer: (r) => `${word(r, 2)}${pick(r, GOODS)}`,
    asks: [
      { template: '{e}의 주력제품은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 주력 제품이 뭔가요?', lever: 'polite_ending' },
      { template: '{e}의 주력 제품이 무엇인지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 주력제품이 뭐예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 신규 주력 제품은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 주력 시장은 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 주력 제품은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 영업시간은 언제입니까?',
    answer: (r) => `오전 ${7 + (r() % 4)}시부터 오후 ${6 + (r() % 5)}시까지`,
    asks: [
      { template: '{e}의 영업 시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 영업시간은 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 영업시간 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 영업 시간이 어떻게 되나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 영업시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 휴무일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 영업시간은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 우편번호는 무엇입니까?',
    answer: (r) => digits(r, 5),
    asks: [
      { template: '{e}의 우편 번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 우편번호가 뭐예요?', lever: 'polite_ending' },
      { template: '{e}의 우편번호 좀 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 우편 번호 알려 주실 수 있나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 옛 우편번호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 전화번호는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 우편번호는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 소속 구단은 어디입니까?',
    answer: (r) => `${word(r, 2)} ${pick(r, TEAMS)}`,
    asks: [
      { template: '{e}의 소속구단은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 소속 구단이 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 소속 구단을 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 소속구단이 어디인가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 전 소속 구단은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 출신 학교는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 소속 구단은 어디입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A third Korean set, written on 2026-12-04 after the second was measured and before its misses were read
 * (the second is a development set from then on); the same shape, other relations and endings.
 */
export const KOREAN_HELD_OUT_3: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 본사 주소는 어디입니까?',
    answer: (r) => `${word(r, 2)}시 ${word(r, 2)}로 ${1 + (r() % 200)}`,
    asks: [
      { template: '{e}의 본사주소는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 본사 주소가 어디죠?', lever: 'polite_ending' },
      { template: '{e}의 본사 주소를 가르쳐 주세요.', lever: 'polite_ending' },
      { template: '{e} 본사주소 어디예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 옛 본사 주소는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 공장 주소는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 본사 주소는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 시가총액은 얼마입니까?',
    answer: (r) => `${1 + (r() % 900)}억 원`,
    asks: [
      { template: '{e}의 시가 총액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 시가총액이 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 시가총액 좀 알려줘.', lever: 'polite_ending' },
      { template: '{e} 시가 총액은 얼마인가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 작년 시가총액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 매출액은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 시가총액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 출신 학교는 어디입니까?',
    answer: (r) => `${word(r, 2)}고등학교`,
    asks: [
      { template: '{e}의 출신학교는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 출신 학교가 어딘가요?', lever: 'polite_ending' },
      { template: '{e}의 출신 학교가 어디인지 알려주시겠어요?', lever: 'polite_ending' },
      { template: '{e} 출신학교가 어디인지 궁금해요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 아버지의 출신 학교는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 소속 구단은 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 출신 학교는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 주차요금은 얼마입니까?',
    answer: (r) => `시간당 ${1 + (r() % 5)}천 원`,
    asks: [
      { template: '{e}의 주차 요금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 주차요금이 얼마죠?', lever: 'polite_ending' },
      { template: '{e}의 주차요금을 알려 주시겠어요?', lever: 'polite_ending' },
      { template: '{e} 주차 요금 얼마예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 주차요금은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 입장료는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 주차요금은 얼마입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A fourth Korean set, written on 2026-12-06 by a hand that saw neither the Korean rules nor the third set's
 * misses, while those were being read, and before it was first measured: the same shape, other relations (a registration number, a shareholder,
 * a delivery area, a shirt number, a debut year), compounds spaced either way and other endings and requests.
 * Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_4: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 사업자등록번호는 무엇입니까?',
    answer: (r) => `${digits(r, 3)}-${digits(r, 2)}-${digits(r, 5)}`,
    asks: [
      { template: '{e}의 사업자 등록번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 사업자등록번호가 뭔가요?', lever: 'polite_ending' },
      { template: '{e}의 사업자등록번호를 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 사업자 등록 번호 좀 알려줘.', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 자회사의 사업자등록번호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 변경 전 사업자등록번호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 법인등록번호는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 사업자등록번호는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 최대주주는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 최대 주주는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 최대주주가 누구죠?', lever: 'polite_ending' },
      { template: '{e}의 최대주주가 누군지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 최대 주주 누구예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2대 주주는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 창업 당시 최대주주는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 창업자는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 최대주주는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 배달 지역은 어디입니까?',
    answer: (r) => `${word(r, 2)}동 일대`,
    asks: [
      { template: '{e}의 배달지역은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 배달 지역이 어디예요?', lever: 'polite_ending' },
      { template: '{e} 배달 지역이 어디까지예요?', lever: 'polite_ending' },
      { template: '{e} 배달지역 어딘지 알려줄래요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 무료 배달 지역은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 배달비는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 배달 지역은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 등번호는 몇 번입니까?',
    answer: (r) => `${1 + (r() % 99)}번`,
    asks: [
      { template: '{e}의 등 번호는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e} 등번호가 몇 번이에요?', lever: 'polite_ending' },
      { template: '{e}의 등번호가 몇 번인지 알려줘.', lever: 'polite_ending' },
      { template: '{e} 등 번호 몇 번이죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 국가대표팀 등번호는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e}의 데뷔 당시 등번호는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e}의 포지션은 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 등번호는 몇 번입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 데뷔 연도는 언제입니까?',
    answer: (r) => `${1995 + (r() % 30)}년`,
    asks: [
      { template: '{e}의 데뷔연도는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 데뷔 연도가 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 데뷔 연도는 언제인가요?', lever: 'polite_ending' },
      { template: '{e} 데뷔연도가 언제인지 궁금합니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 감독 데뷔 연도는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 은퇴 연도는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 데뷔 연도는 언제입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A fifth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor set 4's misses, while those
 * were being read, and before it was first measured: the same shape, other relations (a head count of staff, a credit
 * rating, a Wi-Fi password, a minimum order, a contract term), compounds spaced either way, other endings and
 * requests, and negatives that share a noun with the taught relation (임원 수, 신용 한도, 화장실 비밀번호,
 * 계약 금액). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_5: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 직원 수는 몇 명입니까?',
    answer: (r) => `${50 + (r() % 9000)}명`,
    asks: [
      { template: '{e}의 직원수는 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 직원 수가 몇 명이에요?', lever: 'polite_ending' },
      { template: '{e} 직원 수가 몇 명인지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 직원수 몇 명이에요?', lever: 'both' },
      { template: '{e}의 직원수가 몇 명인지 궁금해요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 해외 직원 수는 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}의 정규직 직원 수는 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}의 임원 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 직원 수는 몇 명입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 신용등급은 무엇입니까?',
    answer: (r) => pick(r, ['AAA', 'AA+', 'AA', 'AA-', 'A+', 'A', 'A-', 'BBB+']),
    asks: [
      { template: '{e}의 신용 등급은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 신용등급이 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e}의 신용등급이 뭔지 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 신용 등급 어떻게 돼요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 단기 신용등급은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 신용 한도는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 부채비율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 신용등급은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 와이파이 비밀번호는 무엇입니까?',
    answer: (r) => digits(r, 8),
    asks: [
      { template: '{e}의 와이파이 비밀 번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 와이파이 비밀번호가 뭐예요?', lever: 'polite_ending' },
      { template: '{e} 와이파이 비밀번호 좀 알려주세요.', lever: 'polite_ending' },
      { template: '{e}의 와이파이 비밀 번호가 뭔가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 직원용 와이파이 비밀번호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 와이파이 이름은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 화장실 비밀번호는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 와이파이 비밀번호는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 최소 주문 금액은 얼마입니까?',
    answer: (r) => `${8 + (r() % 15)},000원`,
    asks: [
      { template: '{e}의 최소주문금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 최소 주문 금액이 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 최소 주문 금액이 얼마인지 알려 주실래요?', lever: 'polite_ending' },
      { template: '{e} 최소주문금액 얼마죠?', lever: 'both' },
      { template: '{e} 최소 주문금액은 얼마인가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 심야 최소 주문 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 포장 할인은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 최소 주문 금액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 계약 기간은 언제까지입니까?',
    answer: (r) => `${2025 + (r() % 6)}년 ${r() % 2 === 0 ? 6 : 12}월까지`,
    asks: [
      { template: '{e}의 계약기간은 언제까지입니까?', lever: 'compound_split' },
      { template: '{e} 계약 기간이 언제까지예요?', lever: 'polite_ending' },
      { template: '{e}의 계약 기간은 언제까지인가요?', lever: 'polite_ending' },
      { template: '{e} 계약기간 언제까지인지 알려줘.', lever: 'both' },
      { template: '{e}의 계약기간이 언제까지인지 궁금합니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 임대 계약 기간은 언제까지입니까?', kind: 'changed_modifier' },
      { template: '{e}의 계약 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 연봉은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 계약 기간은 언제까지입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A sixth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor set 5's misses, while those
 * were being read, and before it was first measured: the same shape, other relations (research and development
 * spending, a distribution centre's location, a points rate, a floor area, career home runs), compounds of two and
 * three nouns spaced either way, other endings and requests, and negatives that share a noun with the taught
 * relation (광고비, 연구 인력, 물류센터 규모, 연구소 위치, 카드 할인율, 창고 면적, 통산 타점, 통산 도루 수). Its misses
 * are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_6: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 연구개발비는 얼마입니까?',
    answer: (r) => `${10 + (r() % 990)}억 원`,
    asks: [
      { template: '{e}의 연구 개발비는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 연구개발비가 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 연구개발비가 얼마나 되나요?', lever: 'polite_ending' },
      { template: '{e} 연구개발비 좀 알려 주실래요?', lever: 'polite_ending' },
      { template: '{e} 연구 개발비는 얼마 정도예요?', lever: 'both' },
      { template: '{e}의 연구 개발비가 얼마인지 궁금합니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 내년 연구개발비 예산은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 반도체 부문 연구개발비는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 광고비는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 연구 인력은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 연구개발비는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 물류센터 위치는 어디입니까?',
    answer: (r) => `${word(r, 2)}시 ${word(r, 2)}동`,
    asks: [
      { template: '{e}의 물류 센터 위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 물류센터위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 물류센터 위치가 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 물류센터 위치 좀 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 물류 센터 위치 어딘가요?', lever: 'both' },
      { template: '{e}의 물류 센터 위치가 어디인지 알려줄래요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 신설 물류센터 위치는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 물류센터 규모는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 연구소 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 물류센터 위치는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 포인트 적립률은 얼마입니까?',
    answer: (r) => `${1 + (r() % 10)}%`,
    asks: [
      { template: '{e}의 포인트적립률은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 포인트 적립률이 얼마예요?', lever: 'polite_ending' },
      { template: '{e} 포인트 적립률이 몇 프로예요?', lever: 'polite_ending' },
      { template: '{e}의 포인트 적립률 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 포인트적립률이 어떻게 되나요?', lever: 'both' },
      { template: '{e}의 포인트적립률이 얼마인지 궁금해요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 VIP 회원 포인트 적립률은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 포인트 유효기간은 언제까지입니까?', kind: 'other_relation' },
      { template: '{e}의 카드 할인율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 포인트 적립률은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 매장 면적은 얼마입니까?',
    answer: (r) => `${10 + (r() % 90)}평`,
    asks: [
      { template: '{e}의 매장면적은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 매장 면적이 얼마나 돼요?', lever: 'polite_ending' },
      { template: '{e} 매장 면적이 몇 평이에요?', lever: 'polite_ending' },
      { template: '{e}의 매장 면적을 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 매장면적 얼마예요?', lever: 'both' },
      { template: '{e}의 매장면적은 몇 평인가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 2호점의 매장 면적은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 창고 면적은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 매장 층수는 몇 층입니까?', kind: 'other_relation' },
      { template: '{f}의 매장 면적은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 통산 홈런 수는 몇 개입니까?',
    answer: (r) => `${r() % 400}개`,
    asks: [
      { template: '{e}의 통산 홈런수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 통산홈런수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 통산 홈런 수가 몇 개예요?', lever: 'polite_ending' },
      { template: '{e}의 통산 홈런 수가 몇 개인지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 통산 홈런수 몇 개죠?', lever: 'both' },
      { template: '{e} 통산홈런수가 몇 개인지 궁금합니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 올 시즌 홈런 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 포스트시즌 통산 홈런 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 통산 타점은 몇 점입니까?', kind: 'other_relation' },
      { template: '{e}의 통산 도루 수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{f}의 통산 홈런 수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A seventh Korean set, written on 2026-12-06 by a hand that saw neither the rules nor set 6's misses, while those
 * were being read, and before it was first measured: the same shape, other relations (a recruiter, the overseas share
 * of sales, a booking cancellation fee, a shop's owner, where a player is injured), compounds of two and three nouns
 * spaced either way, other endings and requests as people type them (누구신가요, 아시는 분?, 얼마임?, 알려주세요~,
 * 어디라고 하던가요), and negatives that share a noun with the taught relation (홍보담당자, 채용 공고, 해외 매출액,
 * 내수 비중, 예약 변경 수수료, 예약금, 건물 주인, 가게 위치, 부상 원인). Its misses are reported, not read to change
 * a rule.
 */
export const KOREAN_HELD_OUT_7: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 채용담당자는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 채용 담당자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 채용담당자가 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 채용담당자가 누구신가요?', lever: 'polite_ending' },
      { template: '{e} 채용담당자 누군지 아시는 분?', lever: 'polite_ending' },
      { template: '{e} 채용 담당자가 누구인지 알려 주세요.', lever: 'both' },
      { template: '{e}의 채용 담당자 누구예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 경력직 채용담당자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 대전 공장의 채용담당자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 홍보담당자는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 채용 공고 마감일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 채용담당자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 해외 매출 비중은 얼마입니까?',
    answer: (r) => `${5 + (r() % 90)}%`,
    asks: [
      { template: '{e}의 해외매출 비중은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 해외매출비중은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 해외 매출 비중이 얼마나 돼요?', lever: 'polite_ending' },
      { template: '{e} 해외 매출 비중이 몇 퍼센트예요?', lever: 'polite_ending' },
      { template: '{e}의 해외 매출 비중 좀 알려주실 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 해외 매출비중 얼마임?', lever: 'both' },
      { template: '{e}의 해외매출 비중이 어느 정도인지 궁금합니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2019년 해외 매출 비중은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 미국 매출 비중은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 해외 매출액은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 내수 비중은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 해외 매출 비중은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 예약 취소 수수료는 얼마입니까?',
    answer: (r) => `${(1 + (r() % 9)) * 5},000원`,
    asks: [
      { template: '{e}의 예약취소 수수료는 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 예약취소수수료는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 예약 취소 수수료가 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 예약 취소 수수료가 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 예약 취소 수수료 알려주세요~', lever: 'polite_ending' },
      { template: '{e} 예약취소 수수료 얼마죠?', lever: 'both' },
      { template: '{e}의 예약취소수수료가 얼마인지 알 수 있을까요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 당일 예약 취소 수수료는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 단체 예약 취소 수수료는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 예약 변경 수수료는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 예약금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 예약 취소 수수료는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 가게 주인은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 가게주인은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 가게 주인이 누구예요?', lever: 'polite_ending' },
      { template: '{e} 가게 주인이 누군지 아세요?', lever: 'polite_ending' },
      { template: '{e}의 가게 주인은 누구일까요?', lever: 'polite_ending' },
      { template: '{e} 가게주인 누구임?', lever: 'both' },
      { template: '{e}의 가게주인이 누구인지 궁금해요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 옆 가게 주인은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 예전 가게 주인은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 건물 주인은 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 가게 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 가게 주인은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 부상부위는 어디입니까?',
    answer: (r) => `${pick(r, ['왼쪽', '오른쪽'])} ${pick(r, ['무릎', '발목', '어깨', '허벅지', '팔꿈치'])}`,
    asks: [
      { template: '{e}의 부상 부위는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 부상부위가 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 부상부위가 어디라고 하던가요?', lever: 'polite_ending' },
      { template: '{e} 부상부위 어딘지 알려줘요.', lever: 'polite_ending' },
      { template: '{e} 부상 부위가 어디죠?', lever: 'both' },
      { template: '{e}의 부상 부위 좀 알려 주시겠어요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 고교 시절 부상부위는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 부상 원인은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 복귀 예정일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 부상부위는 어디입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * An eighth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor set 7's misses, while those
 * were being read, and before it was first measured: the same shape, other relations (a main bank, the starting
 * salary of new hires, a break time, a maximum capacity, a pitcher's top speed), compounds of two and three nouns
 * spaced either way, other endings and requests as people type them (어디에요, 아시나요, 얼마 받아요, 몇 시부터 몇
 * 시까지예요, 여쭤봐도 될까요, 몇 km까지 찍었어요, 알려주시면 감사하겠습니다), and negatives that share a noun with
 * the taught relation (주거래 증권사, 평균 연봉, 신입사원 채용 인원, 라스트 오더 시간, 단체 예약 최소 인원, 평균
 * 구속, 슬라이더 최고 구속). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_8: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 주거래 은행은 어디입니까?',
    answer: (r) => `${word(r, 2)}은행`,
    asks: [
      { template: '{e}의 주거래은행은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 주거래 은행이 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 주거래 은행이 어디인지 아시나요?', lever: 'polite_ending' },
      { template: '{e} 주거래 은행 어디에요?', lever: 'polite_ending' },
      { template: '{e} 주거래은행이 어딘가요?', lever: 'both' },
      { template: '{e}의 주거래은행 좀 알려주실 수 있나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 해외 법인의 주거래 은행은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 바뀌기 전 주거래 은행은 어디였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 주거래 증권사는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 외부 감사 법인은 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 주거래 은행은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 신입사원 초봉은 얼마입니까?',
    answer: (r) => `${2800 + (r() % 30) * 100}만 원`,
    asks: [
      { template: '{e}의 신입 사원 초봉은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 신입사원초봉은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 신입사원 초봉이 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 신입사원 초봉은 어느 정도인가요?', lever: 'polite_ending' },
      { template: '{e} 신입사원 초봉 얼마인지 아시는 분 계신가요?', lever: 'polite_ending' },
      { template: '{e} 신입 사원 초봉 얼마 받아요?', lever: 'both' },
      { template: '{e}의 신입사원초봉이 얼마쯤 되나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 석사 신입사원 초봉은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 10년 전 신입사원 초봉은 얼마였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 평균 연봉은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 신입사원 채용 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 신입사원 초봉은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 브레이크타임은 언제입니까?',
    answer: (r) => `오후 ${2 + (r() % 2)}시부터 ${4 + (r() % 2)}시까지`,
    asks: [
      { template: '{e}의 브레이크 타임은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 브레이크타임이 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 브레이크타임이 몇 시부터 몇 시까지예요?', lever: 'polite_ending' },
      { template: '{e} 브레이크타임 좀 알려 줄 수 있어요?', lever: 'polite_ending' },
      { template: '{e} 브레이크 타임이 언제죠?', lever: 'both' },
      { template: '{e}의 브레이크 타임은 몇 시부터 몇 시까지인가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 리뉴얼 전 브레이크타임은 언제였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 라스트 오더 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 오픈 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 브레이크타임은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 최대 수용 인원은 몇 명입니까?',
    answer: (r) => `${20 + (r() % 80)}명`,
    asks: [
      { template: '{e}의 최대 수용인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e}의 최대수용인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 최대 수용 인원이 몇 명이에요?', lever: 'polite_ending' },
      { template: '{e}의 최대 수용 인원은 몇 명까지인가요?', lever: 'polite_ending' },
      { template: '{e} 최대 수용 인원이 몇 명인지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 최대수용인원 몇 명이죠?', lever: 'both' },
      { template: '{e}의 최대 수용인원이 어떻게 되나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 룸의 최대 수용 인원은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e} 테라스석의 최대 수용 인원은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}의 좌석 수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{e}의 단체 예약 최소 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 최대 수용 인원은 몇 명입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 최고 구속은 얼마입니까?',
    answer: (r) => `시속 ${140 + (r() % 22)}km`,
    asks: [
      { template: '{e}의 최고구속은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 최고 구속이 몇 킬로예요?', lever: 'polite_ending' },
      { template: '{e}의 최고 구속은 얼마나 나오나요?', lever: 'polite_ending' },
      { template: '{e} 최고 구속 몇 km까지 찍었어요?', lever: 'polite_ending' },
      { template: '{e} 최고구속이 얼마예요?', lever: 'both' },
      { template: '{e}의 최고구속이 얼마인지 알려주시면 감사하겠습니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 평균 구속은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 수술 전 최고 구속은 얼마였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 슬라이더 최고 구속은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 주무기는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 평균자책점은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 최고 구속은 얼마입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A ninth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor set 8's misses, while those
 * were being read, and before it was first measured: the same shape, other relations (a dividend record date, the
 * days of annual leave, a corkage fee, a return deadline, a player's personal trainer), compounds of two and three
 * nouns spaced either way, other endings and requests as people type them (언제로 잡혀 있나요, 며칠이에요, 몇 일인가요,
 * 며칠 주나요, 얼마 받으세요, 알려 주세요~, 문의드립니다, 아는 사람?, 알려줄래?), and negatives that share a noun with
 * the taught relation (배당금 지급일, 병가 일수, 연차 수당, 와인잔 대여료, 교환 기한, 반품 배송비, 타격 코치) or
 * whose modifier changes the question (중간, 우선주, 입사 첫해, 임원, 샴페인, 평일 점심, 할인 상품, 온라인 주문, 비시즌,
 * 신인 시절). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_9: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 배당 기준일은 언제입니까?',
    answer: (r) => `${2020 + (r() % 6)}년 ${pick(r, ['3월 31일', '6월 30일', '9월 30일', '12월 31일'])}`,
    asks: [
      { template: '{e}의 배당기준일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 배당 기준일이 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 배당 기준일이 언제인지 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 배당 기준일 언제로 잡혀 있나요?', lever: 'polite_ending' },
      { template: '{e} 배당기준일이 며칠이에요?', lever: 'both' },
      { template: '{e}의 배당기준일 좀 확인해 주실 수 있나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 중간 배당 기준일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 우선주의 배당 기준일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 배당금 지급일은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 정기 주주총회 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 배당 기준일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 연차 휴가 일수는 며칠입니까?',
    answer: (r) => `${15 + (r() % 11)}일`,
    asks: [
      { template: '{e}의 연차휴가 일수는 며칠입니까?', lever: 'compound_split' },
      { template: '{e}의 연차휴가일수는 며칠입니까?', lever: 'compound_split' },
      { template: '{e} 연차 휴가 일수가 며칠이에요?', lever: 'polite_ending' },
      { template: '{e}의 연차 휴가 일수가 몇 일인가요?', lever: 'polite_ending' },
      { template: '{e} 연차 휴가 일수 며칠 정도 되나요?', lever: 'polite_ending' },
      { template: '{e} 연차휴가 일수 며칠 주나요?', lever: 'both' },
      { template: '{e}의 연차휴가일수가 며칠인지 궁금해요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 입사 첫해 연차 휴가 일수는 며칠입니까?', kind: 'changed_modifier' },
      { template: '{e} 임원의 연차 휴가 일수는 며칠입니까?', kind: 'changed_modifier' },
      { template: '{e}의 병가 일수는 며칠입니까?', kind: 'other_relation' },
      { template: '{e}의 연차 수당은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 연차 휴가 일수는 며칠입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 콜키지 비용은 얼마입니까?',
    answer: (r) => `병당 ${1 + (r() % 5)}만 원`,
    asks: [
      { template: '{e}의 콜키지비용은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 콜키지 비용이 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 콜키지 비용이 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 콜키지 비용 얼마 받으세요?', lever: 'polite_ending' },
      { template: '{e} 콜키지비용 얼마인가요?', lever: 'both' },
      { template: '{e}의 콜키지비용 좀 알려 주세요~', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 샴페인 콜키지 비용은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 평일 점심 콜키지 비용은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 와인잔 대여료는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 코스 요리 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 콜키지 비용은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 반품 기한은 언제까지입니까?',
    answer: (r) => `구매 후 ${pick(r, ['7', '14', '30'])}일까지`,
    asks: [
      { template: '{e}의 반품기한은 언제까지입니까?', lever: 'compound_split' },
      { template: '{e} 반품 기한이 언제까지예요?', lever: 'polite_ending' },
      { template: '{e}의 반품 기한은 며칠까지인가요?', lever: 'polite_ending' },
      { template: '{e} 반품 기한이 어떻게 되는지 알려 주실 수 있어요?', lever: 'polite_ending' },
      { template: '{e} 반품기한 언제까지죠?', lever: 'both' },
      { template: '{e}의 반품기한이 언제까지인지 문의드립니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 할인 상품 반품 기한은 언제까지입니까?', kind: 'changed_modifier' },
      { template: '{e}의 온라인 주문 반품 기한은 언제까지입니까?', kind: 'changed_modifier' },
      { template: '{e}의 교환 기한은 언제까지입니까?', kind: 'other_relation' },
      { template: '{e}의 반품 배송비는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 반품 기한은 언제까지입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 개인 트레이너는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 개인트레이너는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 개인 트레이너가 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 개인 트레이너가 누군지 아는 사람?', lever: 'polite_ending' },
      { template: '{e}의 개인 트레이너 이름이 뭐예요?', lever: 'polite_ending' },
      { template: '{e} 개인트레이너가 누구죠?', lever: 'both' },
      { template: '{e}의 개인트레이너 좀 알려줄래?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 비시즌 개인 트레이너는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 신인 시절 개인 트레이너는 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 에이전트는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 타격 코치는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 개인 트레이너는 누구입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A tenth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses, before
 * it was first measured: the same shape, other relations (the manager of a company's retirement pension, the yearly
 * welfare points staff get, a shop's daily parcel cut-off, a shop's signature product, a player's buyout sum, the year
 * a player was first picked for the national team), compounds of two and three nouns spaced either way (even a loan
 * word split in two, 바이 아웃), and endings and requests as people type them, from casual to very polite (어디야, 뭐야,
 * 얼마야, 언제야, 어디지, 얼마지, 얼만가요, 언젠가요, 무엇인지요, 뭐죠, 얼마로 돼 있어요, 얼마나 나와요, 얼마 줘요,
 * 궁금하네요~, 궁금한데요, 알려주셈, 알려주세용, 알려주라, 언제였더라, 언제였죠??, 알려 주십시오, 여쭙고 싶습니다,
 * 여쭤봅니다, 말씀해 주시겠습니까, 답변 부탁드립니다). Its negatives change the question with a modifier (확정기여형,
 * 이전, 월간, 신입사원, 토요일, 명절, 개업 당시, 온라인 전용, 국내 이적 시, 재계약 전, 청소년, 주장) or ask another
 * question that shares a noun with the taught one (퇴직연금 수익률, 퇴직연금 적립금, 연간 성과급, 복지포인트 사용처,
 * 택배 회사, 예약 마감 시간, 대표 상품 가격, 대표 번호, 바이아웃 조항 만료일, 이적료, 국가대표 은퇴 연도, 국가대표
 * 출전 경기 수). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_10: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 퇴직연금 운용사는 어디입니까?',
    answer: (r) => `${word(r, 2)}${pick(r, ['은행', '생명', '증권', '자산운용'])}`,
    asks: [
      { template: '{e}의 퇴직 연금 운용사는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 퇴직연금운용사는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 퇴직연금 운용사 어디야?', lever: 'polite_ending' },
      { template: '{e} 퇴직연금 운용사 어디로 돼 있어요?', lever: 'polite_ending' },
      { template: '{e}의 퇴직연금 운용사가 어디인지 여쭙고 싶습니다.', lever: 'polite_ending' },
      { template: '{e} 퇴직 연금 운용사가 어디지?', lever: 'both' },
      { template: '{e}의 퇴직연금운용사가 어디인지 답변 부탁드립니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 확정기여형 퇴직연금 운용사는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 이전 퇴직연금 운용사는 어디였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 퇴직연금 수익률은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 퇴직연금 적립금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 퇴직연금 운용사는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 연간 복지포인트는 얼마입니까?',
    answer: (r) => `${(10 + (r() % 30)) * 10}만 원`,
    asks: [
      { template: '{e}의 연간 복지 포인트는 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 연간복지포인트는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 연간 복지포인트 얼만가요?', lever: 'polite_ending' },
      { template: '{e}의 연간 복지포인트는 얼마나 나와요?', lever: 'polite_ending' },
      { template: '{e} 연간 복지포인트가 얼마인지 궁금하네요~', lever: 'polite_ending' },
      { template: '{e} 연간 복지 포인트 얼마 줘요?', lever: 'both' },
      { template: '{e}의 연간복지포인트가 얼마인지 말씀해 주시겠습니까?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 월간 복지포인트는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 신입사원의 연간 복지포인트는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 연간 성과급은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 복지포인트 사용처는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 연간 복지포인트는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 택배 마감 시간은 언제입니까?',
    answer: (r) => `오후 ${1 + (r() % 5)}시`,
    asks: [
      { template: '{e}의 택배마감 시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 택배마감시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 택배 마감 시간이 몇 시예요?', lever: 'polite_ending' },
      { template: '{e} 택배 마감 시간 언제야?', lever: 'polite_ending' },
      { template: '{e}의 택배 마감 시간을 알려 주십시오.', lever: 'polite_ending' },
      { template: '{e} 택배마감시간 몇 시까지예요?', lever: 'both' },
      { template: '{e}의 택배 마감시간이 언젠가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 토요일 택배 마감 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 명절 택배 마감 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 택배 회사는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 예약 마감 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 택배 마감 시간은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 대표 상품은 무엇입니까?',
    answer: (r) => `${word(r, 2)}${pick(r, ['세트', '꾸러미', '한정판'])}`,
    asks: [
      { template: '{e}의 대표상품은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 대표 상품이 뭐야?', lever: 'polite_ending' },
      { template: '{e}의 대표 상품이 무엇인지요?', lever: 'polite_ending' },
      { template: '{e} 대표 상품이 뭔지 알려주세용', lever: 'polite_ending' },
      { template: '{e} 대표상품 뭐죠?', lever: 'both' },
      { template: '{e}의 대표상품이 무엇인지 여쭤봅니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 개업 당시 대표 상품은 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e}의 온라인 전용 대표 상품은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 대표 상품 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 대표 번호는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 대표 상품은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 바이아웃 금액은 얼마입니까?',
    answer: (r) => `${10 + (r() % 90)}억 원`,
    asks: [
      { template: '{e}의 바이아웃금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 바이 아웃 금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 바이아웃 금액이 얼마야?', lever: 'polite_ending' },
      { template: '{e} 바이아웃 금액 얼마로 돼 있어요?', lever: 'polite_ending' },
      { template: '{e}의 바이아웃 금액이 얼마인지 알려주셈', lever: 'polite_ending' },
      { template: '{e} 바이아웃금액 얼마지?', lever: 'both' },
      { template: '{e}의 바이아웃금액 얼만지 궁금한데요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 국내 이적 시 바이아웃 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 재계약 전 바이아웃 금액은 얼마였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 바이아웃 조항 만료일은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 이적료는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 바이아웃 금액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 국가대표 발탁 연도는 언제입니까?',
    answer: (r) => `${2005 + (r() % 20)}년`,
    asks: [
      { template: '{e}의 국가대표 발탁연도는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 국가 대표 발탁 연도는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 국가대표 발탁 연도가 몇 년도예요?', lever: 'polite_ending' },
      { template: '{e} 국가대표 발탁 연도 언제였더라?', lever: 'polite_ending' },
      { template: '{e}의 국가대표 발탁 연도 좀 알려주라', lever: 'polite_ending' },
      { template: '{e} 국가대표 발탁연도가 언제였죠??', lever: 'both' },
      { template: '{e}의 국가 대표 발탁 연도 궁금합니다~', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 청소년 국가대표 발탁 연도는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 국가대표 주장 발탁 연도는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 국가대표 은퇴 연도는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 국가대표 출전 경기 수는 몇 경기입니까?', kind: 'other_relation' },
      { template: '{f}의 국가대표 발탁 연도는 언제입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * An eleventh Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses,
 * before it was first measured: the same shape, other relations (who a company's information security officer is, how
 * many overseas branches it has, where a shop's customer car park is entered, what a shop charges to join as a member,
 * when a player becomes a free agent, the title of a player's walk-up song), compounds of two, three and four nouns
 * spaced either way (even 등장 곡, FA자격취득시기), and endings and requests as people type them, with and without
 * particles and with the usual slips: 누가 맡고 있나요, 누군데, 누구에요, 누구신지 안내 부탁드립니다, 확인 부탁드려요,
 * 몇 개나 되나요, 몇 개야, 몇개임, 알려주실 수 있을까요, 알고 싶습니다, 어디 있어요, 어딨나요, 어디니, 어디예여,
 * 어디에 있는지 안내해 주세요, 얼마 내야 돼요, 얼마?, 얼마에요, 얼마인가여, 알려주실 수 있으신가요, 언제쯤 되나요,
 * 언제냐, 확인해 주실 수 있을까요, 알려주세여, 뭐라고 해요, 머예요, 뭐였지, 무엇인가용, 확인 가능할까요. Its negatives
 * change the question with a modifier (전임, 미국 지사, 유럽 지역, 설립 초기, 직원 전용, 야간, 법인 회원, 프리미엄
 * 회원, 해외 FA, 두 번째, 올스타전, 지난 시즌) or ask another question that shares a noun with the taught one (안전보건
 * 책임자, 정보보호 예산, 해외 지사 직원 수, 해외 지사 위치, 고객 주차장 출구, 고객 주차장 이용 시간, 회원 연회비,
 * 회원 가입 혜택, FA 자격 취득 조건, FA 보상 등급, 응원가 제목, 등장곡 가수). Its misses are reported, not read to
 * change a rule.
 */
export const KOREAN_HELD_OUT_11: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 정보보호 책임자는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 정보 보호 책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 정보보호책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 정보보호 책임자 누가 맡고 있나요?', lever: 'polite_ending' },
      { template: '{e} 정보보호 책임자는 누군데?', lever: 'polite_ending' },
      { template: '{e}의 정보보호 책임자가 누구신지 안내 부탁드립니다.', lever: 'polite_ending' },
      { template: '{e} 정보 보호 책임자가 누구에요?', lever: 'both' },
      { template: '{e}의 정보보호책임자 누구인지 확인 부탁드려요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 전임 정보보호 책임자는 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e} 미국 지사의 정보보호 책임자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 안전보건 책임자는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 정보보호 예산은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 정보보호 책임자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 해외 지사 수는 몇 개입니까?',
    answer: (r) => `${1 + (r() % 40)}개`,
    asks: [
      { template: '{e}의 해외지사 수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 해외지사수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 해외 지사 수가 몇 개나 되나요?', lever: 'polite_ending' },
      { template: '{e} 해외 지사 수 몇 개야?', lever: 'polite_ending' },
      { template: '{e}의 해외 지사 수가 몇 개인지 알려주실 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 해외지사수 몇개임?', lever: 'both' },
      { template: '{e}의 해외지사 수가 몇 개인지 알고 싶습니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 유럽 지역 해외 지사 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 설립 초기 해외 지사 수는 몇 개였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 해외 지사 직원 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 해외 지사 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 해외 지사 수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 고객 주차장 입구는 어디입니까?',
    answer: (r) => `${word(r, 2)}로 ${1 + (r() % 90)}길 쪽`,
    asks: [
      { template: '{e}의 고객주차장 입구는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 고객주차장입구는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 고객 주차장 입구 어디 있어요?', lever: 'polite_ending' },
      { template: '{e} 고객 주차장 입구가 어디니?', lever: 'polite_ending' },
      { template: '{e}의 고객 주차장 입구가 어디에 있는지 안내해 주세요.', lever: 'polite_ending' },
      { template: '{e} 고객주차장 입구 어딨나요?', lever: 'both' },
      { template: '{e} 고객 주차장입구 어디예여?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 직원 전용 주차장 입구는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 야간 고객 주차장 입구는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 고객 주차장 출구는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 고객 주차장 이용 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 고객 주차장 입구는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 회원 가입비는 얼마입니까?',
    answer: (r) => `${(1 + (r() % 10)) * 5},000원`,
    asks: [
      { template: '{e}의 회원가입비는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 회원 가입비 얼마 내야 돼요?', lever: 'polite_ending' },
      { template: '{e} 회원 가입비 얼마?', lever: 'polite_ending' },
      { template: '{e}의 회원 가입비가 얼마인지 알려주실 수 있으신가요?', lever: 'polite_ending' },
      { template: '{e} 회원가입비 얼마에요?', lever: 'both' },
      { template: '{e}의 회원가입비가 얼마인가여?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 법인 회원 가입비는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 프리미엄 회원 가입비는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 회원 연회비는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 회원 가입 혜택은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 회원 가입비는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 FA 자격 취득 시기는 언제입니까?',
    answer: (r) => `${2025 + (r() % 6)}년 시즌 종료 후`,
    asks: [
      { template: '{e}의 FA자격 취득 시기는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 FA 자격취득시기는 언제입니까?', lever: 'compound_split' },
      { template: '{e} FA 자격 취득 시기가 언제쯤 되나요?', lever: 'polite_ending' },
      { template: '{e} FA 자격 취득 시기 언제냐?', lever: 'polite_ending' },
      { template: '{e}의 FA 자격 취득 시기가 언제인지 확인해 주실 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} FA자격 취득시기 언제예요?', lever: 'both' },
      { template: '{e}의 FA 자격취득 시기가 언젠지 알려주세여', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 해외 FA 자격 취득 시기는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 두 번째 FA 자격 취득 시기는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 FA 자격 취득 조건은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 FA 보상 등급은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 FA 자격 취득 시기는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 등장곡 제목은 무엇입니까?',
    answer: (r) => `${word(r, 2)} ${pick(r, ['행진곡', '블루스', '아리랑', '랩소디'])}`,
    asks: [
      { template: '{e}의 등장곡제목은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 등장 곡 제목은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 등장곡 제목 뭐라고 해요?', lever: 'polite_ending' },
      { template: '{e} 등장곡 제목이 머예요?', lever: 'polite_ending' },
      { template: '{e}의 등장곡 제목이 무엇인지 확인 가능할까요?', lever: 'polite_ending' },
      { template: '{e} 등장곡제목 뭐였지?', lever: 'both' },
      { template: '{e}의 등장 곡 제목이 무엇인가용?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 올스타전 등장곡 제목은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 지난 시즌 등장곡 제목은 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e}의 응원가 제목은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 등장곡 가수는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 등장곡 제목은 무엇입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A twelfth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses, before
 * it was first measured: the same shape, six relations not asked before (who chairs a company's labour union, a
 * company's registered English name, the subway station near a shop, what a shop charges to gift-wrap, where a player
 * went in the rookie draft, the date a player enlists for military service), one taught with each of 누구, 무엇, 어디,
 * 얼마, 몇 and 언제, compounds of two and three nouns spaced either way, and endings and requests as people type them,
 * casual to very polite, with dropped particles and slips: 누가 하고 있어요, 누구냐, 누구신지 여쭈어도 되겠습니까,
 * 누구시죠, 누군지 가르쳐 줘, 뭐라고 써요, 어떻게 돼?, 알려 주시기 바랍니다, 뭐임, 뭐에요, 어딘데요, 어디?, 안내
 * 바랍니다, 어디임, 좀 알려 주시겠습니까, 얼마 들어요, 얼마니, 알려 주시면 좋겠습니다, 얼마 해요, 얼마일까여, 몇
 * 순위였어요, 몇 순위냐, 알려 주실 수 있으십니까, 몇순위였음, 알려 주겠니, 언제로 정해졌어요, 언제래, 알려 주시면
 * 고맙겠습니다, 언제임, 언제예욤. Its negatives change the question with a modifier (초대, 사무직, 합병 전, 일본 법인,
 * 분점, 이전 전 매장, 대형 상품, 보자기, 예상, 메이저리그, 동생, 연기 전) or ask another question that shares a noun
 * with the taught one (노동조합 조합원 수, 노사협의회 위원장, 한자 상호, 영문 홈페이지 주소, 인근 버스 정류장,
 * 지하철역까지 걷는 시간, 선물 포장 종류, 선물 배송 비용, 신인 드래프트 지명 구단, 신인 계약금, 군 전역 날짜, 군
 * 복무 부대). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_12: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 노동조합 위원장은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 노동 조합 위원장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 노동조합위원장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 노동조합 위원장 누가 하고 있어요?', lever: 'polite_ending' },
      { template: '{e} 노동조합 위원장이 누구냐?', lever: 'polite_ending' },
      { template: '{e}의 노동조합 위원장이 누구신지 여쭈어도 되겠습니까?', lever: 'polite_ending' },
      { template: '{e} 노동조합위원장 누구시죠?', lever: 'both' },
      { template: '{e}의 노동 조합 위원장이 누군지 가르쳐 줘.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 초대 노동조합 위원장은 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 사무직 노동조합 위원장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 노동조합 조합원 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 노사협의회 위원장은 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 노동조합 위원장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 영문 상호는 무엇입니까?',
    answer: (r) =>
      `${pick(r, ['Hanul', 'Daon', 'Saerom', 'Nuri', 'Maru', 'Gaon'])} ${pick(r, ['Industries', 'Holdings', 'Corporation', 'Trading', 'Materials'])}`,
    asks: [
      { template: '{e}의 영문상호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 영문 상호 뭐라고 써요?', lever: 'polite_ending' },
      { template: '{e} 영문 상호가 어떻게 돼?', lever: 'polite_ending' },
      { template: '{e}의 영문 상호가 무엇인지 알려 주시기 바랍니다.', lever: 'polite_ending' },
      { template: '{e} 영문상호 뭐임?', lever: 'both' },
      { template: '{e}의 영문상호가 뭐에요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 합병 전 영문 상호는 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e} 일본 법인의 영문 상호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 한자 상호는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 영문 홈페이지 주소는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 영문 상호는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 인근 지하철역은 어디입니까?',
    answer: (r) => `${word(r, 2)}역 ${1 + (r() % 8)}번 출구`,
    asks: [
      { template: '{e}의 인근 지하철 역은 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 인근지하철역은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 인근 지하철역이 어딘데요?', lever: 'polite_ending' },
      { template: '{e} 인근 지하철역 어디?', lever: 'polite_ending' },
      { template: '{e}의 인근 지하철역이 어디인지 안내 바랍니다.', lever: 'polite_ending' },
      { template: '{e} 인근 지하철 역 어디임?', lever: 'both' },
      { template: '{e}의 인근지하철역이 어디인지 좀 알려 주시겠습니까?', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 분점의 인근 지하철역은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 이전 전 매장의 인근 지하철역은 어디였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 인근 버스 정류장은 어디입니까?', kind: 'other_relation' },
      { template: '{e}에서 지하철역까지 걸어서 몇 분입니까?', kind: 'other_relation' },
      { template: '{f}의 인근 지하철역은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 선물 포장 비용은 얼마입니까?',
    answer: (r) => `${1 + (r() % 5)},000원`,
    asks: [
      { template: '{e}의 선물포장 비용은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 선물포장비용은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 선물 포장 비용 얼마 들어요?', lever: 'polite_ending' },
      { template: '{e} 선물 포장 비용이 얼마니?', lever: 'polite_ending' },
      { template: '{e}의 선물 포장 비용이 얼마인지 알려 주시면 좋겠습니다.', lever: 'polite_ending' },
      { template: '{e} 선물포장 비용 얼마 해요?', lever: 'both' },
      { template: '{e} 선물 포장비용이 얼마일까여?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 대형 상품 선물 포장 비용은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 보자기 선물 포장 비용은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 선물 포장 종류는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 선물 배송 비용은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 선물 포장 비용은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 신인 드래프트 순위는 몇 순위입니까?',
    answer: (r) => `전체 ${1 + (r() % 100)}순위`,
    asks: [
      { template: '{e}의 신인드래프트 순위는 몇 순위입니까?', lever: 'compound_split' },
      { template: '{e}의 신인드래프트순위는 몇 순위입니까?', lever: 'compound_split' },
      { template: '{e} 신인 드래프트 순위 몇 순위였어요?', lever: 'polite_ending' },
      { template: '{e} 신인 드래프트 순위가 몇 순위냐?', lever: 'polite_ending' },
      { template: '{e}의 신인 드래프트 순위가 몇 순위였는지 알려 주실 수 있으십니까?', lever: 'polite_ending' },
      { template: '{e} 신인드래프트 순위 몇순위였음?', lever: 'both' },
      { template: '{e}의 신인드래프트 순위가 몇 순위인지 알려 주겠니?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 예상 신인 드래프트 순위는 몇 순위였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 메이저리그 신인 드래프트 순위는 몇 순위입니까?', kind: 'changed_modifier' },
      { template: '{e}의 신인 드래프트 지명 구단은 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 신인 계약금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 신인 드래프트 순위는 몇 순위입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 군 입대 날짜는 언제입니까?',
    answer: (r) => `${2025 + (r() % 4)}년 ${1 + (r() % 12)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 군입대 날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 군입대날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 군 입대 날짜 언제로 정해졌어요?', lever: 'polite_ending' },
      { template: '{e} 군 입대 날짜가 언제래?', lever: 'polite_ending' },
      { template: '{e}의 군 입대 날짜가 언제인지 알려 주시면 고맙겠습니다.', lever: 'polite_ending' },
      { template: '{e} 군입대 날짜 언제임?', lever: 'both' },
      { template: '{e}의 군 입대날짜 언제예욤?', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 동생의 군 입대 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 연기 전 군 입대 날짜는 언제였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 군 전역 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 군 복무 부대는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 군 입대 날짜는 언제입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A thirteenth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses,
 * before it was first measured: the same shape, six relations not asked before (who a company's chief financial
 * officer is, the colour of a company's corporate logo, where a shop keeps lost property, the discount a shop gives on
 * group orders, how many Golden Gloves a player has won, the date of a player's fan signing), one taught with each of
 * 누구, 무엇, 어디, 얼마, 몇 and 언제, compounds of two and three nouns spaced either way (even 골든 글러브), and endings
 * and requests as people type them, from casual to very polite, with dropped particles and slips: 누구더라, 누구로
 * 되어 있습니까, 가르쳐 주실 수 있나요, 누구야, 누구세요, 무슨 색이에요, 뭔데, 알려 주셨으면 합니다, 무슨 색이야,
 * 뭐죵, 어디에 있죠, 어디일까, 물어봐도 될까요, 어디여, 알려 주실 분?, 몇 퍼야, 어느 정도 됩니까, 공유해 주실 수
 * 있나요, 얼마쯤이에요, 알려주삼, 몇 회예요, 몇 번이지, 알아봐 주실 수 있을까요, 몇번?, 알려줘용, 언제라고 했지,
 * 며칠이야, 확인 좀 부탁해요, 언제에요??, 알고 싶은데요. Its negatives change the question with a modifier (차기, 유럽
 * 법인, 전임, 리브랜딩 전, 다크 모드용, 구, 귀중품, 장기, 임시, 50인 이상, 첫, 기업, 유격수, 2010년대, 연속, 부산,
 * 지난, 온라인), some asked with a request after the question word and some with the modifier written onto the noun,
 * or ask another question that shares a noun with the taught one (최고기술책임자, 최고재무책임자 연봉, 기업 로고 모양,
 * 유니폼 색상, 분실물 보관 기간, 우산 보관 장소, 단체 주문 최소 수량, 재방문 할인율, MVP 수상 횟수, 골든글러브 첫
 * 수상 연도, 팬 사인회 장소, 팬 미팅 날짜). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_13: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 최고재무책임자는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 최고 재무 책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 최고재무 책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 최고재무책임자가 누구더라?', lever: 'polite_ending' },
      { template: '{e}의 최고재무책임자는 누구로 되어 있습니까?', lever: 'polite_ending' },
      { template: '{e} 최고재무책임자 누군지 가르쳐 주실 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 최고 재무책임자 누구야?', lever: 'both' },
      { template: '{e}의 최고 재무 책임자님이 누구세요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 차기 최고재무책임자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 유럽 법인의 최고재무책임자가 누구인지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 전임최고재무책임자 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 최고기술책임자는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 최고재무책임자 연봉은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 최고재무책임자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 기업 로고 색상은 무엇입니까?',
    answer: (r) => pick(r, ['남색', '주황색', '초록색', '자주색', '하늘색', '빨간색']),
    asks: [
      { template: '{e}의 기업로고 색상은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 기업로고색상은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 기업 로고 색상이 무슨 색이에요?', lever: 'polite_ending' },
      { template: '{e} 기업 로고 색상 뭔데?', lever: 'polite_ending' },
      { template: '{e}의 기업 로고 색상이 무엇인지 알려 주셨으면 합니다.', lever: 'polite_ending' },
      { template: '{e} 기업로고 색상이 무슨 색이야?', lever: 'both' },
      { template: '{e}의 기업 로고색상 뭐죵?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 리브랜딩 전 기업 로고 색상은 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e}의 다크 모드용 기업 로고 색상이 무엇인지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e}의 구기업로고 색상은 무엇이었어요?', kind: 'changed_modifier' },
      { template: '{e}의 기업 로고 모양은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 유니폼 색상은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 기업 로고 색상은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 분실물 보관 장소는 어디입니까?',
    answer: (r) => pick(r, ['계산대 뒤 선반', '2층 사무실', '입구 옆 보관함', '카운터 아래 서랍', '창고 안 상자']),
    asks: [
      { template: '{e}의 분실물보관 장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 분실물 보관장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 분실물 보관 장소 어디에 있죠?', lever: 'polite_ending' },
      { template: '{e} 분실물 보관 장소가 어디일까?', lever: 'polite_ending' },
      { template: '{e}의 분실물 보관 장소가 어디인지 물어봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 분실물보관장소 어디여?', lever: 'both' },
      { template: '{e}의 분실물 보관장소가 어디인지 알려 주실 분?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 귀중품 분실물 보관 장소는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 장기 분실물 보관 장소가 어디인지 알려줘.', kind: 'changed_modifier' },
      { template: '{e}의 임시분실물 보관 장소는 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 분실물 보관 기간은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 우산 보관 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 분실물 보관 장소는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 단체 주문 할인율은 얼마입니까?',
    answer: (r) => `${5 + (r() % 26)}%`,
    asks: [
      { template: '{e}의 단체주문 할인율은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 단체주문할인율은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 단체 주문 할인율 몇 퍼야?', lever: 'polite_ending' },
      { template: '{e}의 단체 주문 할인율은 어느 정도 됩니까?', lever: 'polite_ending' },
      { template: '{e} 단체 주문 할인율이 얼마인지 공유해 주실 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 단체주문 할인율 얼마쯤이에요?', lever: 'both' },
      { template: '{e} 단체 주문할인율 얼마인지 알려주삼', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 50인 이상 단체 주문 할인율은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 첫 단체 주문 할인율이 얼마인지 알려 주실래요?', kind: 'changed_modifier' },
      { template: '{e}의 기업단체 주문 할인율은 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 단체 주문 최소 수량은 몇 개입니까?', kind: 'other_relation' },
      { template: '{e}의 재방문 할인율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 단체 주문 할인율은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 골든글러브 수상 횟수는 몇 번입니까?',
    answer: (r) => `${1 + (r() % 9)}회`,
    asks: [
      { template: '{e}의 골든글러브 수상횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e}의 골든 글러브 수상 횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e} 골든글러브 수상 횟수가 몇 회예요?', lever: 'polite_ending' },
      { template: '{e} 골든글러브 수상 횟수 몇 번이지?', lever: 'polite_ending' },
      { template: '{e}의 골든글러브 수상 횟수가 몇 번인지 알아봐 주실 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 골든글러브수상횟수 몇번?', lever: 'both' },
      { template: '{e}의 골든 글러브 수상 횟수 몇 번인지 알려줘용', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 유격수 골든글러브 수상 횟수는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e}의 2010년대 골든글러브 수상 횟수가 몇 번인지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e}의 골든글러브 연속수상 횟수는 몇 번이에요?', kind: 'changed_modifier' },
      { template: '{e}의 MVP 수상 횟수는 몇 번입니까?', kind: 'other_relation' },
      { template: '{e}의 골든글러브 첫 수상 연도는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 골든글러브 수상 횟수는 몇 번입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 팬 사인회 날짜는 언제입니까?',
    answer: (r) => `${2025 + (r() % 3)}년 ${1 + (r() % 12)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 팬사인회 날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 팬사인회날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 팬 사인회 날짜가 언제라고 했지?', lever: 'polite_ending' },
      { template: '{e} 팬 사인회 날짜 며칠이야?', lever: 'polite_ending' },
      { template: '{e}의 팬 사인회 날짜가 언제인지 확인 좀 부탁해요.', lever: 'polite_ending' },
      { template: '{e} 팬사인회 날짜 언제에요??', lever: 'both' },
      { template: '{e}의 팬 사인회날짜가 언제인지 알고 싶은데요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 부산 팬 사인회 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 지난 팬 사인회 날짜가 언제였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e}의 온라인팬사인회 날짜는 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 팬 사인회 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 팬 미팅 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 팬 사인회 날짜는 언제입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A fourteenth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses,
 * before it was first measured: the same shape, six relations no earlier set taught (who heads a company's overseas
 * sales division, how many patents a company holds, where a shop's smoking area is, what a shop charges for a paper
 * bag, the day a player leaves for spring training camp, which brand of bat a player uses), asked with 누구, 몇,
 * 어디, 얼마, 언제 and 무엇 one apiece, compounds of two and three nouns written joined, split or half and half, and
 * endings and requests of the kind people type, from curt to formal, with particles dropped and keys slipped: 누굽니까,
 * 누구래요, 말씀 좀 해 주세요, 누구시더라, 좀 찾아 줄래, 몇 건이나 돼요, 몇 건이요, 좀 봐 주세요, 몇 건 돼, 몇 건이
 * 되는지 여쭙니다, 어디쯤이에요, 어디에 마련돼 있나요, 어딘지 말해 줄래, 어디 있음, 어디로 가면 돼요, 안내 좀
 * 부탁드려도 될까요, 얼마 하나요, 얼마인데요, 여쭈어 봐도 괜찮을까요, 얼마에여, 얼맙니까, 언제쯤이에요, 언제인데,
 * 귀띔 좀 해 주세요, 언제예용, 말해 줄 수 있어, 뭐 써요, 무엇이죠, 여쭤봐도 돼요, 뭐지, 뭐 쓰는지 아세요, 뭔가여.
 * Its negatives turn the question into another with a modifier (유럽 담당, 직전, 부-, 배터리 관련, 5년 전, 해외,
 * 전자담배, 야외, 신설, 손잡이 달린, 친환경, 소형, 2차, 재활조, 2군, 연습용, 고교 시절, 알루미늄), some followed by
 * a verb or a request after the question word and some with the modifier run onto the noun, or ask a neighbouring
 * question that shares a noun with the taught one (국내 영업 본부장, 해외 영업 실적, 특허 출원 건수, 상표 보유 건수,
 * 금연 구역, 흡연 부스 개수, 비닐봉투 가격, 종이봉투 제조사, 전지훈련 장소, 전지훈련 복귀일, 글러브 브랜드, 배트
 * 무게). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_14: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 해외 영업 본부장은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 해외영업 본부장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 해외 영업본부장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 해외 영업 본부장 누굽니까?', lever: 'polite_ending' },
      { template: '{e} 해외 영업 본부장이 누구래요?', lever: 'polite_ending' },
      { template: '{e}의 해외 영업 본부장이 누구인지 말씀 좀 해 주세요.', lever: 'polite_ending' },
      { template: '{e} 해외영업본부장 누구시더라?', lever: 'both' },
      { template: '{e}의 해외영업 본부장이 누군지 좀 찾아 줄래?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 유럽 담당 해외 영업 본부장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 직전 해외 영업 본부장이 누구였는지 좀 알려줄래?', kind: 'changed_modifier' },
      { template: '{e} 해외영업 부본부장 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 국내 영업 본부장은 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 해외 영업 실적은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 해외 영업 본부장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 특허 보유 건수는 몇 건입니까?',
    answer: (r) => `${10 + (r() % 990)}건`,
    asks: [
      { template: '{e}의 특허보유 건수는 몇 건입니까?', lever: 'compound_split' },
      { template: '{e}의 특허 보유건수는 몇 건입니까?', lever: 'compound_split' },
      { template: '{e} 특허 보유 건수가 몇 건이나 돼요?', lever: 'polite_ending' },
      { template: '{e} 특허 보유 건수 몇 건이요?', lever: 'polite_ending' },
      { template: '{e}의 특허 보유 건수가 몇 건인지 좀 봐 주세요.', lever: 'polite_ending' },
      { template: '{e} 특허보유건수 몇 건 돼?', lever: 'both' },
      { template: '{e}의 특허보유 건수는 몇 건이 되는지 여쭙니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 배터리 관련 특허 보유 건수는 몇 건입니까?', kind: 'changed_modifier' },
      { template: '{e}의 5년 전 특허 보유 건수가 몇 건이었는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e}의 해외특허 보유 건수 몇 건이에요?', kind: 'changed_modifier' },
      { template: '{e}의 특허 출원 건수는 몇 건입니까?', kind: 'other_relation' },
      { template: '{e}의 상표 보유 건수는 몇 건입니까?', kind: 'other_relation' },
      { template: '{f}의 특허 보유 건수는 몇 건입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 흡연 구역은 어디입니까?',
    answer: (r) => pick(r, ['건물 뒤편', '옥상 정원', '주차장 옆', '후문 밖 골목', '2층 테라스 끝']),
    asks: [
      { template: '{e}의 흡연구역은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 흡연 구역 어디쯤이에요?', lever: 'polite_ending' },
      { template: '{e} 흡연 구역이 어디에 마련돼 있나요?', lever: 'polite_ending' },
      { template: '{e}의 흡연 구역이 어딘지 말해 줄래?', lever: 'polite_ending' },
      { template: '{e} 흡연구역 어디 있음?', lever: 'both' },
      { template: '{e} 흡연구역 어디로 가면 돼요?', lever: 'both' },
      { template: '{e}의 흡연구역이 어디인지 안내 좀 부탁드려도 될까요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 전자담배 흡연 구역은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 야외 흡연 구역 어디 있는지 알려 줘.', kind: 'changed_modifier' },
      { template: '{e} 신설흡연구역 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 금연 구역은 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 흡연 부스 개수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{f}의 흡연 구역은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 종이봉투 가격은 얼마입니까?',
    answer: (r) => `${pick(r, ['50', '100', '200', '300', '500'])}원`,
    asks: [
      { template: '{e}의 종이 봉투 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 종이봉투가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 종이봉투 가격 얼마 하나요?', lever: 'polite_ending' },
      { template: '{e} 종이봉투 가격이 얼마인데요?', lever: 'polite_ending' },
      { template: '{e}의 종이봉투 가격이 얼마인지 여쭈어 봐도 괜찮을까요?', lever: 'polite_ending' },
      { template: '{e} 종이 봉투 가격 얼마에여?', lever: 'both' },
      { template: '{e}의 종이 봉투가격 얼맙니까?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 손잡이 달린 종이봉투 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 친환경 종이봉투 가격 얼마 받는지 알려 주실래요?', kind: 'changed_modifier' },
      { template: '{e}의 소형종이봉투 가격은 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 비닐봉투 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 종이봉투 제조사는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 종이봉투 가격은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 전지훈련 출발일은 언제입니까?',
    answer: (r) => `${2025 + (r() % 3)}년 ${1 + (r() % 2)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 전지 훈련 출발일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 전지훈련출발일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 전지훈련 출발일이 언제쯤이에요?', lever: 'polite_ending' },
      { template: '{e} 전지훈련 출발일 언제인데?', lever: 'polite_ending' },
      { template: '{e}의 전지훈련 출발일이 언제인지 귀띔 좀 해 주세요.', lever: 'polite_ending' },
      { template: '{e} 전지 훈련 출발일 언제예용?', lever: 'both' },
      { template: '{e}의 전지 훈련출발일이 언제인지 말해 줄 수 있어?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2차 전지훈련 출발일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 재활조 전지훈련 출발일 언제인지 알려 줄래?', kind: 'changed_modifier' },
      { template: '{e}의 2군전지훈련 출발일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 전지훈련 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 전지훈련 복귀일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 전지훈련 출발일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 배트 브랜드는 무엇입니까?',
    answer: (r) => `${word(r, 2)}${pick(r, ['스포츠', '우드', '배트'])}`,
    asks: [
      { template: '{e}의 배트브랜드는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 배트 브랜드 뭐 써요?', lever: 'polite_ending' },
      { template: '{e}의 배트 브랜드는 무엇이죠?', lever: 'polite_ending' },
      { template: '{e}의 배트 브랜드가 뭔지 여쭤봐도 돼요?', lever: 'polite_ending' },
      { template: '{e} 배트브랜드 뭐지?', lever: 'both' },
      { template: '{e} 배트브랜드 뭐 쓰는지 아세요?', lever: 'both' },
      { template: '{e}의 배트브랜드가 뭔가여?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 연습용 배트 브랜드는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 고교 시절 배트 브랜드 뭐 썼는지 알려 줘.', kind: 'changed_modifier' },
      { template: '{e}의 알루미늄배트 브랜드는 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 글러브 브랜드는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 배트 무게는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 배트 브랜드는 무엇입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A fifteenth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses,
 * before it was first measured: the same shape, six relations no earlier set taught (who directs a company's
 * technology research institute, how many production plants a company runs, where a shop's bicycle rack stands, what
 * a shop charges for quick courier delivery, the day a player is due to start as pitcher, the name of a player's
 * official fan club), asked with 누구, 몇, 어디, 얼마, 언제 and 무엇 one apiece, compounds of two and three nouns written
 * joined, split or half and half, and endings and requests of the kind people type, from curt to formal, with
 * particles dropped and keys slipped: 누구요, 성함이 어떻게 되시나요, 누가 맡고 계신가요, 누구심, 누구신지 알려 주실
 * 수 있겠습니까, 몇 군데예요, 몇 곳쯤 됩니까, 몇 곳인가ㅛ, 몇 곳이나 돼, 알려 주시면 감사하겠어요, 어디래요,
 * 안내받을 수 있을까요, 어디쥬, 어디냐, 말씀해 주실 수 있으세요, 얼마 나옴, 얼마로 책정돼 있습니까, 얼마 정도
 * 생각하면 돼요, 얼마씩 받아요, 알려 주실 수 있을는지요, 며칠로 잡혔어, 언제예요, 일러 주시겠습니까, 언젠데,
 * 언제예요ㅛ, 뭐라고 불러요, 무엇이라고 합니까, 뭐더라, 뭐래, 뭐라고 하나요. Its negatives turn the question into
 * another with a modifier (북미, 퇴임한, 자율주행, 중국, 가동 중단된, 위탁, 유료, 공유, 전기, 경기도 지역, 우천 시,
 * 왕복, 시범경기, 퓨처스리그, 원정, 대만, 1기, 어린이), some followed by a verb or a request after the question word
 * and some with the modifier run onto the noun, or ask a neighbouring question that shares a noun with the taught one
 * (디자인 연구소 소장, 기술 연구소 연구원 수, 생산 라인 수, 생산 공장 가동률, 자전거 거치대 개수, 오토바이 주차
 * 위치, 퀵 배송 가능 지역, 택배 배송 요금, 선발 등판 상대 팀, 불펜 투구 예정일, 공식 팬클럽 회원 수, 공식 마스코트
 * 이름). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_15: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 기술 연구소 소장은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 기술연구소 소장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 기술연구소소장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 기술 연구소 소장 누구요?', lever: 'polite_ending' },
      { template: '{e}의 기술 연구소 소장님 성함이 어떻게 되시나요?', lever: 'polite_ending' },
      { template: '{e}의 기술 연구소 소장은 누가 맡고 계신가요?', lever: 'polite_ending' },
      { template: '{e} 기술연구소 소장 누구심?', lever: 'both' },
      { template: '{e}의 기술연구소소장이 누구신지 알려 주실 수 있겠습니까?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 북미 기술 연구소 소장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 퇴임한 기술 연구소 소장이 누구였는지 알려 주실래요?', kind: 'changed_modifier' },
      { template: '{e} 자율주행기술연구소 소장 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 디자인 연구소 소장은 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 기술 연구소 연구원 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 기술 연구소 소장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 생산 공장 수는 몇 곳입니까?',
    answer: (r) => `${1 + (r() % 15)}곳`,
    asks: [
      { template: '{e}의 생산공장 수는 몇 곳입니까?', lever: 'compound_split' },
      { template: '{e}의 생산공장수는 몇 곳입니까?', lever: 'compound_split' },
      { template: '{e} 생산 공장 수 몇 군데예요?', lever: 'polite_ending' },
      { template: '{e} 생산 공장 수가 몇 곳쯤 됩니까?', lever: 'polite_ending' },
      { template: '{e} 생산 공장 수 몇 곳인가ㅛ?', lever: 'polite_ending' },
      { template: '{e} 생산공장 수 몇 곳이나 돼?', lever: 'both' },
      { template: '{e}의 생산공장수가 몇 곳인지 알려 주시면 감사하겠어요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 중국 생산 공장 수는 몇 곳입니까?', kind: 'changed_modifier' },
      { template: '{e}의 가동 중단된 생산 공장 수가 몇 곳인지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 위탁생산 공장 수 몇 곳이에요?', kind: 'changed_modifier' },
      { template: '{e}의 생산 라인 수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{e}의 생산 공장 가동률은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 생산 공장 수는 몇 곳입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 자전거 거치대 위치는 어디입니까?',
    answer: (r) =>
      pick(r, ['가게 정문 왼쪽', '건물 뒤편 주차장', '길 건너 공영 주차장', '지하 1층 계단 옆', '옆 건물 입구 앞']),
    asks: [
      { template: '{e}의 자전거거치대 위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 자전거거치대위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 자전거 거치대 위치가 어디래요?', lever: 'polite_ending' },
      { template: '{e}의 자전거 거치대 위치를 안내받을 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 자전거 거치대 위치 어디쥬?', lever: 'polite_ending' },
      { template: '{e} 자전거거치대 위치 어디냐', lever: 'both' },
      { template: '{e}의 자전거거치대위치가 어디인지 말씀해 주실 수 있으세요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 유료 자전거 거치대 위치는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 공유 자전거 거치대 위치가 어디인지 알려 줄 수 있어요?', kind: 'changed_modifier' },
      { template: '{e} 전기자전거 거치대 위치 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 자전거 거치대 개수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{e}의 오토바이 주차 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 자전거 거치대 위치는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 퀵 배송 요금은 얼마입니까?',
    answer: (r) => `${4 + (r() % 12)},000원`,
    asks: [
      { template: '{e}의 퀵배송 요금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 퀵배송요금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 퀵 배송 요금 얼마 나옴?', lever: 'polite_ending' },
      { template: '{e}의 퀵 배송 요금은 얼마로 책정돼 있습니까?', lever: 'polite_ending' },
      { template: '{e} 퀵 배송 요금 얼마 정도 생각하면 돼요?', lever: 'polite_ending' },
      { template: '{e} 퀵배송 요금 얼마씩 받아요?', lever: 'both' },
      { template: '{e}의 퀵배송요금이 얼마인지 알려 주실 수 있을는지요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 경기도 지역 퀵 배송 요금은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 우천 시 퀵 배송 요금이 얼마인지 알려 줄래요?', kind: 'changed_modifier' },
      { template: '{e} 왕복퀵 배송 요금 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 퀵 배송 가능 지역은 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 택배 배송 요금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 퀵 배송 요금은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 선발 등판 예정일은 언제입니까?',
    answer: (r) => `2026년 ${3 + (r() % 7)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 선발등판 예정일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 선발등판예정일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 선발 등판 예정일 며칠로 잡혔어?', lever: 'polite_ending' },
      { template: '{e} 선발 등판 예정일이 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 선발 등판 예정일이 언제인지 일러 주시겠습니까?', lever: 'polite_ending' },
      { template: '{e} 선발등판 예정일 언젠데?', lever: 'both' },
      { template: '{e} 선발등판예정일이 언제예요ㅛ?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 시범경기 선발 등판 예정일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 퓨처스리그 선발 등판 예정일이 언제인지 좀 알려 줄래요?', kind: 'changed_modifier' },
      { template: '{e} 원정선발 등판 예정일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 선발 등판 상대 팀은 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 불펜 투구 예정일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 선발 등판 예정일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 공식 팬클럽 이름은 무엇입니까?',
    answer: (r) => `${word(r, 2)}${pick(r, ['단', '패밀리', '크루', '나라'])}`,
    asks: [
      { template: '{e}의 공식팬클럽 이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 공식팬클럽이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 공식 팬클럽 이름 뭐라고 불러요?', lever: 'polite_ending' },
      { template: '{e}의 공식 팬클럽 이름은 무엇이라고 합니까?', lever: 'polite_ending' },
      { template: '{e} 공식 팬클럽 이름 뭐더라?', lever: 'polite_ending' },
      { template: '{e} 공식팬클럽 이름이 뭐래?', lever: 'both' },
      { template: '{e}의 공식팬클럽이름은 뭐라고 하나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 대만 공식 팬클럽 이름은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 1기 공식 팬클럽 이름이 뭐였는지 알려 줄래?', kind: 'changed_modifier' },
      { template: '{e} 어린이공식 팬클럽 이름 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 공식 팬클럽 회원 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 공식 마스코트 이름은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 공식 팬클럽 이름은 무엇입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A sixteenth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses,
 * before it was first measured: the same shape, six relations no earlier set taught (who heads a company's customer
 * support centre, how many children a company's workplace daycare takes, what a shop charges to book the whole place
 * for a group, the day a shop launches its new menu, where a player does his own training, a player's Instagram
 * account name), asked with 누구, 몇, 얼마, 언제, 어디 and 무엇 one apiece, compounds of two and three nouns written
 * joined, split or half and half (신메뉴출시 날짜, 인스타그램계정 아이디), and endings and requests of the kind people
 * type, from curt to formal, with particles dropped and keys slipped: 누구지요, 누구인지 여쭙겠습니다, 누구얌, 누군지
 * 아는 분 계세요, 누구십니까, 몇 명까지 받아요, 몇 명인지 아실까요, 몇 명이에오, 몇 명 돼요, 몇 명으로 정해져
 * 있습니까, 얼마 잡아야 돼요, 얼마여, 문의하고 싶습니다, 얼마나 하죠, 얼마인지 알려주실래여, 언제려나, 언제로
 * 예정되어 있습니까, 언제에여, 언제쯤인지 아세요, 며칠이에요, 어딥니까, 어디인지 좀 가르쳐 주실래요, 어딘지 알랴줘,
 * 어디로 알려져 있나요, 어디더라, 뭐냐, 무엇인지 공유 부탁드립니다, 머임, 뭐였더라, 알 수 있을까여. Its negatives
 * turn the question into another with a modifier (호남권, 2020년, VIP, 제2, 개원 당시, 신축, 연말, 2층, 반나절, 겨울,
 * 배달 전용, 비건, 시즌 중, 재활 기간, 새벽, 비공개, 고등학생 때, 반려견), some followed by a verb or a request after
 * the question word and some with the modifier run onto the noun, or ask a neighbouring question that shares a noun
 * with the taught one (기술 지원 센터장, 고객 지원 센터 위치, 사내 어린이집 교사 수, 사내 어린이집 대기 인원, 단체
 * 대관 가능 인원, 돌잔치 대관 비용, 신메뉴 이름, 신메뉴 시식 행사 날짜, 개인 훈련 파트너, 팀 훈련 장소, 인스타그램
 * 팔로워 수, 틱톡 계정 아이디). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_16: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 고객 지원 센터장은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 고객지원 센터장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 고객 지원센터장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 고객 지원 센터장 누구지요?', lever: 'polite_ending' },
      { template: '{e}의 고객 지원 센터장이 누구인지 여쭙겠습니다.', lever: 'polite_ending' },
      { template: '{e} 고객 지원 센터장 누구얌?', lever: 'polite_ending' },
      { template: '{e} 고객지원센터장이 누군지 아는 분 계세요?', lever: 'both' },
      { template: '{e}의 고객지원 센터장은 누구십니까?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 호남권 고객 지원 센터장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 2020년 고객 지원 센터장이 누구였는지 가르쳐 줄래요?', kind: 'changed_modifier' },
      { template: '{e} VIP고객 지원 센터장 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 기술 지원 센터장은 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 고객 지원 센터 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 고객 지원 센터장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 사내 어린이집 정원은 몇 명입니까?',
    answer: (r) => `${20 + (r() % 130)}명`,
    asks: [
      { template: '{e}의 사내어린이집 정원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e}의 사내 어린이집정원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 사내 어린이집 정원 몇 명까지 받아요?', lever: 'polite_ending' },
      { template: '{e}의 사내 어린이집 정원이 몇 명인지 아실까요?', lever: 'polite_ending' },
      { template: '{e} 사내 어린이집 정원 몇 명이에오?', lever: 'polite_ending' },
      { template: '{e} 사내어린이집정원 몇 명 돼요?', lever: 'both' },
      { template: '{e}의 사내어린이집 정원은 몇 명으로 정해져 있습니까?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 제2 사내 어린이집 정원은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}의 개원 당시 사내 어린이집 정원이 몇 명이었는지 알려 줘요.', kind: 'changed_modifier' },
      { template: '{e} 신축사내 어린이집 정원 몇 명이에요?', kind: 'changed_modifier' },
      { template: '{e}의 사내 어린이집 교사 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 사내 어린이집 대기 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 사내 어린이집 정원은 몇 명입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 단체 대관 비용은 얼마입니까?',
    answer: (r) => `${pick(r, ['30', '50', '80', '120', '200'])}만 원`,
    asks: [
      { template: '{e}의 단체대관 비용은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 단체 대관비용은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 단체 대관 비용 얼마 잡아야 돼요?', lever: 'polite_ending' },
      { template: '{e} 단체 대관 비용 얼마여?', lever: 'polite_ending' },
      { template: '{e}의 단체 대관 비용을 문의하고 싶습니다.', lever: 'polite_ending' },
      { template: '{e} 단체대관 비용이 얼마나 하죠?', lever: 'both' },
      { template: '{e}의 단체대관비용 얼마인지 알려주실래여?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 연말 단체 대관 비용은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 2층 단체 대관 비용이 얼마인지 알려 주시겠어요?', kind: 'changed_modifier' },
      { template: '{e} 반나절단체 대관 비용 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 단체 대관 가능 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 돌잔치 대관 비용은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 단체 대관 비용은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 신메뉴 출시 날짜는 언제입니까?',
    answer: (r) => `2026년 ${1 + (r() % 12)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 신메뉴 출시날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 신메뉴출시 날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 신메뉴 출시 날짜가 언제려나?', lever: 'polite_ending' },
      { template: '{e}의 신메뉴 출시 날짜는 언제로 예정되어 있습니까?', lever: 'polite_ending' },
      { template: '{e} 신메뉴 출시 날짜 언제에여?', lever: 'polite_ending' },
      { template: '{e} 신메뉴 출시날짜 언제쯤인지 아세요?', lever: 'both' },
      { template: '{e}의 신메뉴출시날짜 며칠이에요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 겨울 신메뉴 출시 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 배달 전용 신메뉴 출시 날짜가 언제인지 알려 줄래?', kind: 'changed_modifier' },
      { template: '{e} 비건신메뉴 출시 날짜 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 신메뉴 이름은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 신메뉴 시식 행사 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 신메뉴 출시 날짜는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 개인 훈련 장소는 어디입니까?',
    answer: (r) => pick(r, ['제주 서귀포', '경남 남해', '괌', '사이판', '일본 오키나와']),
    asks: [
      { template: '{e}의 개인훈련 장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 개인 훈련장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 개인 훈련 장소 어딥니까?', lever: 'polite_ending' },
      { template: '{e}의 개인 훈련 장소가 어디인지 좀 가르쳐 주실래요?', lever: 'polite_ending' },
      { template: '{e} 개인 훈련 장소 어딘지 알랴줘', lever: 'polite_ending' },
      { template: '{e}의 개인훈련 장소는 어디로 알려져 있나요?', lever: 'both' },
      { template: '{e} 개인훈련장소가 어디더라?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 시즌 중 개인 훈련 장소는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 재활 기간 개인 훈련 장소가 어디였는지 알려 줄래요?', kind: 'changed_modifier' },
      { template: '{e} 새벽개인 훈련 장소 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 개인 훈련 파트너는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 팀 훈련 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 개인 훈련 장소는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 인스타그램 계정 아이디는 무엇입니까?',
    answer: (r) => `${pick(r, ['bit', 'haram', 'nuri', 'saeron', 'maru'])}_${digits(r, 2)}`,
    asks: [
      { template: '{e}의 인스타그램 계정아이디는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 인스타그램계정 아이디는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 인스타그램 계정 아이디 뭐냐?', lever: 'polite_ending' },
      { template: '{e}의 인스타그램 계정 아이디가 무엇인지 공유 부탁드립니다.', lever: 'polite_ending' },
      { template: '{e} 인스타그램 계정 아이디 머임?', lever: 'polite_ending' },
      { template: '{e} 인스타그램계정 아이디가 뭐였더라?', lever: 'both' },
      { template: '{e}의 인스타그램 계정아이디 좀 알 수 있을까여?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 비공개 인스타그램 계정 아이디는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 고등학생 때 인스타그램 계정 아이디가 뭐였는지 알려 줘요.', kind: 'changed_modifier' },
      { template: '{e} 반려견인스타그램 계정 아이디 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 인스타그램 팔로워 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 틱톡 계정 아이디는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 인스타그램 계정 아이디는 무엇입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A seventeenth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses,
 * before it was first measured: the same shape, six relations no earlier set taught (who chairs a company's audit
 * committee, how many in-house clubs a company has, the deposit a shop takes to lend an umbrella, when a shop's
 * points expire, the hospital where a player does his rehabilitation, the name of a player's scoring celebration),
 * asked with 누구, 몇, 얼마, 언제, 어디 and 무엇 one apiece, compounds of two and three nouns written joined, split
 * or half and half (감사위원회 위원장, 우산 대여보증금, 득점세리머니이름), and endings and requests of the kind people
 * type, from curt to formal, with particles dropped, common misspellings and keys slipped: 누구임, 누구신지
 * 궁금합니다, 누구에요, 누군가요, 누구인지 좀 찾아 주세요, 몇 개나 돼, 몇 개인지 파악 부탁드립니다, 몇 개에ㅛ, 몇
 * 개예여, 몇 개 있나요, 얼마 받으시나요, 얼마인지 안내 부탁드립니다, 얼마에용, 얼마쯤 되나요, 언제야, 언제인지
 * 문의드립니다, 언젠가요, 언제까지예요, 알고 싶어요, 어디래, 어디인지 여쭤봐도 될까요, 어디얘요, 어딘가요, 어디로
 * 다니고 있습니까, 뭐야, 무엇인지 알려주시면 감사하겠습니다, 모예요, 뭔가요, 뭐라고 해요. Its negatives turn the
 * question into another with a modifier (전임, 상장 당시, 자회사, 부산 지사, 코로나 이전, 2024년, 골프 우산, 2024년
 * 장마철, 역삼점, 휴면 계정, 연말 이벤트로 받은, 온라인몰, 무릎, 2023년 수술 후, 국내, 국가대표, 신인 시절,
 * 홈경기), some followed by a verb or a request after the question word and some with the modifier run onto the noun,
 * or ask a neighbouring question that shares a noun with the taught one (감사 위원회 위원 수, 보상 위원회 위원장, 사내
 * 동호회 회원 수, 사내 동호회 지원금, 우산 대여 기간, 텀블러 대여 보증금, 쿠폰 소멸 시점, 포인트 사용 조건, 재활
 * 치료 담당 의사, 수술 병원, 득점 세리머니 의미, 통산 득점 수). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_17: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 감사 위원회 위원장은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 감사위원회 위원장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 감사 위원회위원장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 감사 위원회 위원장 누구임?', lever: 'polite_ending' },
      { template: '{e}의 감사 위원회 위원장이 누구신지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 감사 위원회 위원장은 누구에요?', lever: 'polite_ending' },
      { template: '{e} 감사위원회 위원장 누군가요?', lever: 'both' },
      { template: '{e}의 감사위원회위원장이 누구인지 좀 찾아 주세요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 전임 감사 위원회 위원장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 상장 당시 감사 위원회 위원장이 누구였는지 확인해 주실래요?', kind: 'changed_modifier' },
      { template: '{e} 자회사감사 위원회 위원장 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 감사 위원회 위원 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 보상 위원회 위원장은 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 감사 위원회 위원장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 사내 동호회 수는 몇 개입니까?',
    answer: (r) => `${3 + (r() % 40)}개`,
    asks: [
      { template: '{e}의 사내동호회 수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 사내 동호회수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 사내 동호회 수 몇 개나 돼?', lever: 'polite_ending' },
      { template: '{e}의 사내 동호회 수가 몇 개인지 파악 부탁드립니다.', lever: 'polite_ending' },
      { template: '{e} 사내 동호회 수 몇 개에ㅛ?', lever: 'polite_ending' },
      { template: '{e} 사내동호회수 몇 개예여?', lever: 'both' },
      { template: '{e}의 사내동호회 수 몇 개 있나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 부산 지사 사내 동호회 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 코로나 이전 사내 동호회 수가 몇 개였는지 알아봐 주세요.', kind: 'changed_modifier' },
      { template: '{e} 2024년사내 동호회 수 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 사내 동호회 회원 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 사내 동호회 지원금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 사내 동호회 수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 우산 대여 보증금은 얼마입니까?',
    answer: (r) => `${pick(r, ['2천', '3천', '5천', '1만'])} 원`,
    asks: [
      { template: '{e}의 우산대여 보증금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 우산 대여보증금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 우산 대여 보증금은 얼마 받으시나요?', lever: 'polite_ending' },
      { template: '{e}의 우산 대여 보증금이 얼마인지 안내 부탁드립니다.', lever: 'polite_ending' },
      { template: '{e} 우산 대여 보증금 얼마에용?', lever: 'polite_ending' },
      { template: '{e} 우산대여보증금 얼마임?', lever: 'both' },
      { template: '{e}의 우산 대여보증금이 얼마쯤 되나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 골프 우산 대여 보증금은 얼마입니까?', kind: 'changed_modifier' },
      {
        template: '{e}의 2024년 장마철 우산 대여 보증금이 얼마였는지 알려 주실 수 있을까요?',
        kind: 'changed_modifier',
      },
      { template: '{e} 역삼점우산 대여 보증금 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 우산 대여 기간은 며칠입니까?', kind: 'other_relation' },
      { template: '{e}의 텀블러 대여 보증금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 우산 대여 보증금은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 포인트 소멸 시점은 언제입니까?',
    answer: (r) =>
      pick(r, ['적립일로부터 1년 후', '적립일로부터 2년 후', '매년 12월 31일', '적립 후 6개월', '매년 6월 30일']),
    asks: [
      { template: '{e}의 포인트소멸 시점은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 포인트 소멸시점은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 포인트 소멸 시점 언제야?', lever: 'polite_ending' },
      { template: '{e}의 포인트 소멸 시점이 언제인지 문의드립니다.', lever: 'polite_ending' },
      { template: '{e} 포인트 소멸 시점 언젠가요?', lever: 'polite_ending' },
      { template: '{e} 포인트소멸시점 언제까지예요?', lever: 'both' },
      { template: '{e}의 포인트 소멸시점을 알고 싶어요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 휴면 계정 포인트 소멸 시점은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 연말 이벤트로 받은 포인트 소멸 시점이 언제인지 확인해 주시겠어요?', kind: 'changed_modifier' },
      { template: '{e} 온라인몰포인트 소멸 시점 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 쿠폰 소멸 시점은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 포인트 사용 조건은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 포인트 소멸 시점은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 재활 치료 병원은 어디입니까?',
    answer: (r) =>
      `${pick(r, ['서울 송파', '경기 분당', '부산 해운대', '대구 수성', '일본 요코하마'])} ${word(r, 2)}병원`,
    asks: [
      { template: '{e}의 재활치료 병원은 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 재활 치료병원은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 재활 치료 병원 어디래?', lever: 'polite_ending' },
      { template: '{e}의 재활 치료 병원이 어디인지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 재활 치료 병원 어디얘요?', lever: 'polite_ending' },
      { template: '{e} 재활치료병원 어딘가요?', lever: 'both' },
      { template: '{e}의 재활치료 병원은 어디로 다니고 있습니까?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 무릎 재활 치료 병원은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 2023년 수술 후 재활 치료 병원이 어디였는지 알려 주시겠습니까?', kind: 'changed_modifier' },
      { template: '{e} 국내재활 치료 병원 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 재활 치료 담당 의사는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 수술 병원은 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 재활 치료 병원은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 득점 세리머니 이름은 무엇입니까?',
    answer: (r) => pick(r, ['활시위', '비행기', '하트 총', '거수경례', '물개 박수']),
    asks: [
      { template: '{e}의 득점세리머니 이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 득점 세리머니이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 득점 세리머니 이름 뭐야?', lever: 'polite_ending' },
      { template: '{e}의 득점 세리머니 이름이 무엇인지 알려주시면 감사하겠습니다.', lever: 'polite_ending' },
      { template: '{e} 득점 세리머니 이름 모예요?', lever: 'polite_ending' },
      { template: '{e} 득점세리머니 이름이 뭔가요?', lever: 'both' },
      { template: '{e}의 득점세리머니이름 뭐라고 해요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 국가대표 득점 세리머니 이름은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 신인 시절 득점 세리머니 이름이 뭐였는지 말해 줄 수 있어요?', kind: 'changed_modifier' },
      { template: '{e} 홈경기득점 세리머니 이름 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 득점 세리머니 의미는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 통산 득점 수는 몇 점입니까?', kind: 'other_relation' },
      { template: '{f}의 득점 세리머니 이름은 무엇입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * An eighteenth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses,
 * before it was first measured: the same shape, six relations no earlier set taught (who is a company's compliance
 * officer, how many months a company's overseas training lasts, how much a shop takes off for a brought tumbler, the
 * weekday a shop regularly closes, where a player holds his charity match, a player's signature pitch), asked with
 * 누구, 몇, 얼마, 언제, 어디 and 무엇 one apiece, compounds of two and three nouns written joined, split or half and
 * half (준법감시책임자, 주 무기 구종, 자선경기 개최장소), and endings and requests of the kind people type, from curt
 * to formal, with particles dropped and keys slipped: 누구임, 누구신지 여쭤봐도 될까요, 누구에요, 누군가요, 누군지
 * 궁금합니다, 몇 달이에요, 몇 개월 정도 되는지 알고 싶습니다, 몇개월, 몇 개월인가여, 몇 개월로 잡혀 있나요, 얼마임니까,
 * 얼마인지 안내 부탁드립니다, 얼마냐, 얼마나 돼요, 얼마인지 알 수 있나요, 언제야, 무슨 요일인지 알려 주시면
 * 감사하겠습니다, 언제져, 무슨 요일이에요, 언제인가용, 어디래, 안내해 주실 수 있을까요, 어디라고요, 어딘데, 어디인지
 * 알려 주세요, 뭐지, 무엇인지 말씀해 주실 수 있습니까, 머야, 뭔가요, 뭔지 아시는 분. Its negatives turn the question
 * into another with a modifier (유럽 법인, 합병 직후, 전임, 임원, 제도가 바뀌기 전, 단기, 강남점, 지구의 날 행사가
 * 열렸을 때, 대용량, 2호점, 리모델링하기 전, 성수기, 첫, 국가대표로 뛰던 시절, 2024년, 좌타자 상대, 팔꿈치 수술을
 * 받기 전, 신인 시절), some followed by a verb or a request after the question word and some with the modifier run
 * onto the noun, or ask a neighbouring question that shares a noun with the taught one (준법 감시 부서 인원, 안전 보건
 * 책임자, 해외 연수 인원, 해외 파견 기간, 텀블러 판매 가격, 텀블러 할인 조건, 임시 휴무 날짜, 정기 세일 기간, 자선
 * 경기 개최 날짜, 자선 경기 수익금, 주무기 구종 구사율, 보조 구종). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_18: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 준법 감시 책임자는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 준법감시 책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 준법 감시책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 준법 감시 책임자 누구임?', lever: 'polite_ending' },
      { template: '{e}의 준법 감시 책임자가 누구신지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 준법 감시 책임자가 누구에요?', lever: 'polite_ending' },
      { template: '{e} 준법감시책임자 누군가요?', lever: 'both' },
      { template: '{e}의 준법감시 책임자가 누군지 궁금합니다.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 유럽 법인 준법 감시 책임자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 합병 직후 준법 감시 책임자가 누구였는지 확인해 주세요.', kind: 'changed_modifier' },
      { template: '{e} 전임준법 감시 책임자 누구였어요?', kind: 'changed_modifier' },
      { template: '{e}의 준법 감시 부서 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 안전 보건 책임자는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 준법 감시 책임자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 해외 연수 기간은 몇 개월입니까?',
    answer: (r) => `${2 + (r() % 11)}개월`,
    asks: [
      { template: '{e}의 해외연수 기간은 몇 개월입니까?', lever: 'compound_split' },
      { template: '{e}의 해외 연수기간은 몇 개월입니까?', lever: 'compound_split' },
      { template: '{e} 해외 연수 기간 몇 달이에요?', lever: 'polite_ending' },
      { template: '{e}의 해외 연수 기간이 몇 개월 정도 되는지 알고 싶습니다.', lever: 'polite_ending' },
      { template: '{e} 해외 연수 기간 몇개월?', lever: 'polite_ending' },
      { template: '{e} 해외연수기간 몇 개월인가여?', lever: 'both' },
      { template: '{e}의 해외연수 기간은 몇 개월로 잡혀 있나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 임원 해외 연수 기간은 몇 개월입니까?', kind: 'changed_modifier' },
      {
        template: '{e}의 제도가 바뀌기 전 해외 연수 기간이 몇 개월이었는지 알려 주실 수 있나요?',
        kind: 'changed_modifier',
      },
      { template: '{e} 단기해외 연수 기간 몇 개월이에요?', kind: 'changed_modifier' },
      { template: '{e}의 해외 연수 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 해외 파견 기간은 몇 개월입니까?', kind: 'other_relation' },
      { template: '{f}의 해외 연수 기간은 몇 개월입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 텀블러 할인 금액은 얼마입니까?',
    answer: (r) => `${pick(r, ['200', '300', '400', '500', '1,000'])}원`,
    asks: [
      { template: '{e}의 텀블러할인 금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 텀블러 할인금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 텀블러 할인 금액은 얼마임니까?', lever: 'polite_ending' },
      { template: '{e}의 텀블러 할인 금액이 얼마인지 안내 부탁드립니다.', lever: 'polite_ending' },
      { template: '{e} 텀블러 할인 금액 얼마냐', lever: 'polite_ending' },
      { template: '{e} 텀블러할인금액 얼마나 돼요?', lever: 'both' },
      { template: '{e}의 텀블러할인 금액 얼마인지 알 수 있나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 강남점 텀블러 할인 금액은 얼마입니까?', kind: 'changed_modifier' },
      {
        template: '{e}의 지구의 날 행사가 열렸을 때 텀블러 할인 금액이 얼마였는지 찾아 주세요.',
        kind: 'changed_modifier',
      },
      { template: '{e} 대용량텀블러 할인 금액 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 텀블러 판매 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 텀블러 할인 조건은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 텀블러 할인 금액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 정기 휴무 요일은 언제입니까?',
    answer: (r) => pick(r, ['월요일', '화요일', '수요일', '목요일', '일요일']),
    asks: [
      { template: '{e}의 정기휴무 요일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 정기 휴무요일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 정기 휴무 요일 언제야?', lever: 'polite_ending' },
      { template: '{e}의 정기 휴무 요일이 무슨 요일인지 알려 주시면 감사하겠습니다.', lever: 'polite_ending' },
      { template: '{e} 정기 휴무 요일 언제져?', lever: 'polite_ending' },
      { template: '{e} 정기휴무요일 무슨 요일이에요?', lever: 'both' },
      { template: '{e}의 정기휴무 요일은 언제인가용?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2호점 정기 휴무 요일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 리모델링하기 전 정기 휴무 요일이 언제였는지 말해 줄래요?', kind: 'changed_modifier' },
      { template: '{e} 성수기정기 휴무 요일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 임시 휴무 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 정기 세일 기간은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 정기 휴무 요일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 자선 경기 개최 장소는 어디입니까?',
    answer: (r) => pick(r, ['서울 잠실', '부산 사직', '대구 라이온즈파크', '광주 챔피언스필드', '인천 문학']),
    asks: [
      { template: '{e}의 자선경기 개최 장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 자선 경기 개최장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 자선 경기 개최 장소 어디래?', lever: 'polite_ending' },
      { template: '{e}의 자선 경기 개최 장소를 안내해 주실 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 자선 경기 개최 장소가 어디라고요?', lever: 'polite_ending' },
      { template: '{e} 자선경기개최장소 어딘데?', lever: 'both' },
      { template: '{e}의 자선경기 개최장소가 어디인지 알려 주세요.', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 첫 자선 경기 개최 장소는 어디입니까?', kind: 'changed_modifier' },
      {
        template: '{e}의 국가대표로 뛰던 시절 자선 경기 개최 장소가 어디였는지 알려 줄 수 있어요?',
        kind: 'changed_modifier',
      },
      { template: '{e} 2024년자선 경기 개최 장소 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 자선 경기 개최 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 자선 경기 수익금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 자선 경기 개최 장소는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 주무기 구종은 무엇입니까?',
    answer: (r) => pick(r, ['슬라이더', '커브', '포크볼', '체인지업', '커터']),
    asks: [
      { template: '{e}의 주무기구종은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 주 무기 구종은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 주무기 구종 뭐지?', lever: 'polite_ending' },
      { template: '{e}의 주무기 구종이 무엇인지 말씀해 주실 수 있습니까?', lever: 'polite_ending' },
      { template: '{e} 주무기 구종 머야', lever: 'polite_ending' },
      { template: '{e} 주무기구종이 뭔가요?', lever: 'both' },
      { template: '{e}의 주 무기 구종 뭔지 아시는 분?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 좌타자 상대 주무기 구종은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 팔꿈치 수술을 받기 전 주무기 구종이 무엇이었는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 신인시절주무기 구종 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 주무기 구종 구사율은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 보조 구종은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 주무기 구종은 무엇입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * A nineteenth Korean set, written on 2026-12-06 by a hand that saw neither the rules nor any earlier set's misses,
 * before it was first measured: the same shape, six relations no earlier set taught (who heads a company's quality
 * control team, how many commuter bus routes a company runs, what a shop adds for lettering on a cake, the hour a
 * shop's closing-time discount starts, where a player took his tryout to join the club, the chant a player's fans
 * cheer with), asked with 누구, 몇, 얼마, 언제, 어디 and 무엇 one apiece, compounds of three nouns written joined,
 * split or half and half (품질관리 팀장, 통근 버스노선, 레터링추가요금, 마감할인 시간, 입단테스트장소, 팬응원 구호),
 * and endings and requests of the kind people type, from curt to formal, in dialect, with particles dropped and keys
 * slipped: 누군가요, 누구신지 알려 주시면 감사하겠습니다, 누고, 누구신가요, 누구엿지, 몇 개나 있어요, 몇 개인지 확인
 * 부탁드려요, 몇 갠디, 몇 개 운영하나요, 멫 개임, 얼마 받으세요, 얼마인지 안내 부탁드립니다, 얼만교, 얼마 붙어요,
 * 얼마쥬, 언젠데, 언제인지 여쭤봐도 될까요, 언제라예, 언제쯤이에요, 언재임, 어디였어요, 어디인지 알려 주시면
 * 좋겠습니다, 어디고, 어디였음, 어디엿나요, 뭐야, 무엇인지 가르쳐 주시겠어요, 뭐꼬, 뭔가요, 뭔지 아시는 분. Its
 * negatives turn the question into another with a modifier (울산 공장, 리콜 사태 당시, 반도체, 수도권, 코로나 이전,
 * 심야, 3단 케이크, 크리스마스 시즌, 영문, 주말, 리모델링 전, 본점, 유럽, 부상 복귀 후, 일본, 원정 경기, 신인 시절,
 * 국가대표), some followed by a request after the question word and some with the modifier run onto the noun, or ask
 * a neighbouring question that shares a noun with the taught one, one of each pair with a verb of change after the
 * question word (품질 관리 팀장 교체 시기, 품질 관리 팀원 수, 통근 버스 노선 증가 수, 통근 버스 배차 간격, 레터링
 * 추가 요금 인상 시기, 레터링 글자 수 제한, 마감 할인 시간 변경 시기, 마감 할인 비율, 입단 테스트 장소 변경 횟수,
 * 입단 계약 장소, 팬 응원 구호 변경 시기, 팬 응원 도구). Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_19: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 품질 관리 팀장은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 품질관리 팀장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 품질 관리팀장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 품질 관리 팀장이 누군가요?', lever: 'polite_ending' },
      { template: '{e}의 품질 관리 팀장이 누구신지 알려 주시면 감사하겠습니다.', lever: 'polite_ending' },
      { template: '{e} 품질 관리 팀장 누고?', lever: 'polite_ending' },
      { template: '{e} 품질관리팀장 누구신가요?', lever: 'both' },
      { template: '{e}의 품질관리 팀장 누구엿지?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 울산 공장 품질 관리 팀장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 리콜 사태 당시 품질 관리 팀장이 누구였는지 말씀해 주시겠어요?', kind: 'changed_modifier' },
      { template: '{e} 반도체품질 관리 팀장 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 품질 관리 팀장은 언제 교체되었습니까?', kind: 'other_relation' },
      { template: '{e}의 품질 관리 팀원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 품질 관리 팀장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 통근 버스 노선은 몇 개입니까?',
    answer: (r) => `${2 + (r() % 14)}개`,
    asks: [
      { template: '{e}의 통근버스 노선은 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 통근 버스노선은 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 통근 버스 노선 몇 개나 있어요?', lever: 'polite_ending' },
      { template: '{e}의 통근 버스 노선이 몇 개인지 확인 부탁드려요.', lever: 'polite_ending' },
      { template: '{e} 통근 버스 노선 몇 갠디?', lever: 'polite_ending' },
      { template: '{e} 통근버스노선 몇 개 운영하나요?', lever: 'both' },
      { template: '{e}의 통근버스 노선 멫 개임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 수도권 통근 버스 노선은 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 코로나 이전 통근 버스 노선이 몇 개였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 심야통근 버스 노선 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 통근 버스 노선은 올해 몇 개 늘어났습니까?', kind: 'other_relation' },
      { template: '{e}의 통근 버스 배차 간격은 몇 분입니까?', kind: 'other_relation' },
      { template: '{f}의 통근 버스 노선은 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 레터링 추가 요금은 얼마입니까?',
    answer: (r) => `${pick(r, ['2000', '3000', '5000', '7000'])}원`,
    asks: [
      { template: '{e}의 레터링 추가요금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 레터링추가 요금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 레터링 추가 요금 얼마 받으세요?', lever: 'polite_ending' },
      { template: '{e}의 레터링 추가 요금이 얼마인지 안내 부탁드립니다.', lever: 'polite_ending' },
      { template: '{e} 레터링 추가 요금 얼만교?', lever: 'polite_ending' },
      { template: '{e} 레터링추가요금 얼마 붙어요?', lever: 'both' },
      { template: '{e} 레터링추가 요금 얼마쥬?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 3단 케이크 레터링 추가 요금은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 크리스마스 시즌 레터링 추가 요금이 얼마인지 알려 주실 수 있나요?', kind: 'changed_modifier' },
      { template: '{e} 영문레터링 추가 요금 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 레터링 추가 요금은 언제 인상되었습니까?', kind: 'other_relation' },
      { template: '{e}의 레터링 글자 수 제한은 몇 자입니까?', kind: 'other_relation' },
      { template: '{f}의 레터링 추가 요금은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 마감 할인 시간은 언제입니까?',
    answer: (r) => pick(r, ['오후 7시', '오후 8시', '오후 8시 30분', '오후 9시', '오후 9시 30분']),
    asks: [
      { template: '{e}의 마감할인 시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 마감 할인시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 마감 할인 시간 언젠데?', lever: 'polite_ending' },
      { template: '{e}의 마감 할인 시간이 언제인지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 마감 할인 시간 언제라예?', lever: 'polite_ending' },
      { template: '{e} 마감할인시간 언제쯤이에요?', lever: 'both' },
      { template: '{e}의 마감할인 시간 언재임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 마감 할인 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 리모델링 전 마감 할인 시간이 언제였는지 좀 알려 줄래요?', kind: 'changed_modifier' },
      { template: '{e} 본점마감 할인 시간 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 마감 할인 시간은 언제 변경되었습니까?', kind: 'other_relation' },
      { template: '{e}의 마감 할인 비율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 마감 할인 시간은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 입단 테스트 장소는 어디입니까?',
    answer: (r) => pick(r, ['이천 훈련장', '구리 챔피언스파크', '함평 챌린저스필드', '경산 볼파크', '서산 2군 구장']),
    asks: [
      { template: '{e}의 입단테스트 장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 입단 테스트장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 입단 테스트 장소 어디였어요?', lever: 'polite_ending' },
      { template: '{e}의 입단 테스트 장소가 어디인지 알려 주시면 좋겠습니다.', lever: 'polite_ending' },
      { template: '{e} 입단 테스트 장소 어디고?', lever: 'polite_ending' },
      { template: '{e} 입단테스트장소 어디였음?', lever: 'both' },
      { template: '{e}의 입단테스트 장소 어디엿나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 유럽 입단 테스트 장소는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 부상 복귀 후 입단 테스트 장소가 어디였는지 알려 주실래요?', kind: 'changed_modifier' },
      { template: '{e} 일본입단 테스트 장소 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 입단 테스트 장소는 몇 번 바뀌었습니까?', kind: 'other_relation' },
      { template: '{e}의 입단 계약 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 입단 테스트 장소는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 팬 응원 구호는 무엇입니까?',
    answer: (r) => `${word(r, 2)} ${pick(r, ['가자', '날아라', '파이팅', '해내자', '최고다'])}`,
    asks: [
      { template: '{e}의 팬응원 구호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 팬 응원구호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 팬 응원 구호 뭐야?', lever: 'polite_ending' },
      { template: '{e}의 팬 응원 구호가 무엇인지 가르쳐 주시겠어요?', lever: 'polite_ending' },
      { template: '{e} 팬 응원 구호 뭐꼬?', lever: 'polite_ending' },
      { template: '{e} 팬응원구호 뭔가요?', lever: 'both' },
      { template: '{e} 팬 응원구호 뭔지 아시는 분?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 원정 경기 팬 응원 구호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 신인 시절 팬 응원 구호가 무엇이었는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 국가대표팬 응원 구호 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 팬 응원 구호는 언제 바뀌었습니까?', kind: 'other_relation' },
      { template: '{e}의 팬 응원 도구는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 팬 응원 구호는 무엇입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twentieth Korean set, written on 2026-12-06 by a hand that had seen neither the Korean rules nor the
 * questions any earlier set missed, before it was first measured. Twelve relations no earlier set taught, each a
 * compound of three nouns: for companies the audit firm, the customer-service phone number, the days worked from
 * home and the TV commercial model; for shops the restroom door code, the free parking time, the stamp-card reward
 * and the delivery agency; for players the batting coach, the equipment sponsor, the salary raise and when they
 * go abroad. Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_20: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 회계 감사 법인은 어디입니까?',
    answer: (r) => pick(r, ['삼일회계법인', '삼정회계법인', '안진회계법인', '한영회계법인', '대주회계법인']),
    asks: [
      { template: '{e}의 회계감사 법인은 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 회계 감사법인은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 회계 감사 법인 어디야?', lever: 'polite_ending' },
      { template: '{e}의 회계 감사 법인이 어디인지 알려 주실 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 회계 감사 법인 어데고?', lever: 'polite_ending' },
      { template: '{e} 회계감사법인 어디예요?', lever: 'both' },
      { template: '{e} 회계 감사법인 어디에여?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 중국 자회사 회계 감사 법인은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 상장 직전 회계 감사 법인이 어디였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 차기회계 감사 법인 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 회계 감사 법인은 어떤 감사 의견을 냈습니까?', kind: 'other_relation' },
      { template: '{e}의 회계 감사 보수는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 회계 감사 법인은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 고객 상담 전화번호는 무엇입니까?',
    answer: (r) => `1588-${digits(r, 4)}`,
    asks: [
      { template: '{e}의 고객상담 전화번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 고객 상담전화번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 고객 상담 전화번호 뭐임?', lever: 'polite_ending' },
      { template: '{e}의 고객 상담 전화번호가 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 고객 상담 전화번호 뭐여?', lever: 'polite_ending' },
      { template: '{e} 고객상담전화번호 좀 알려주세요', lever: 'both' },
      { template: '{e} 고객상담 전화번호 뭔가여?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 야간 고객 상담 전화번호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 해외에서 걸 때 고객 상담 전화번호가 무엇인지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 법인고객 상담 전화번호 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 고객 상담 전화는 몇 시까지 받습니까?', kind: 'other_relation' },
      { template: '{e}의 고객 상담 이메일 주소는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 고객 상담 전화번호는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 재택 근무 일수는 며칠입니까?',
    answer: (r) => `주 ${1 + (r() % 4)}일`,
    asks: [
      { template: '{e}의 재택근무 일수는 며칠입니까?', lever: 'compound_split' },
      { template: '{e}의 재택 근무일수는 며칠입니까?', lever: 'compound_split' },
      { template: '{e} 재택 근무 일수 며칠이야?', lever: 'polite_ending' },
      { template: '{e}의 재택 근무 일수는 며칠인지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 재택 근무 일수 며칠인교?', lever: 'polite_ending' },
      { template: '{e} 재택근무일수 몇일이에요?', lever: 'both' },
      { template: '{e} 재택근무 일수 며칠임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 임산부 재택 근무 일수는 며칠입니까?', kind: 'changed_modifier' },
      { template: '{e}의 여름 휴가철 동안 재택 근무 일수가 며칠인지 알려 주실래요?', kind: 'changed_modifier' },
      { template: '{e} 인턴재택 근무 일수 며칠이에요?', kind: 'changed_modifier' },
      { template: '{e}의 재택 근무 일수는 언제부터 줄었습니까?', kind: 'other_relation' },
      { template: '{e}의 재택 근무 신청 방법은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 재택 근무 일수는 며칠입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 TV 광고 모델은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 TV광고 모델은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 TV 광고모델은 누구입니까?', lever: 'compound_split' },
      { template: '{e} TV 광고 모델 누구냐?', lever: 'polite_ending' },
      { template: '{e}의 TV 광고 모델이 누구인지 알려 주시겠습니까?', lever: 'polite_ending' },
      { template: '{e} TV 광고 모델 누구유?', lever: 'polite_ending' },
      { template: '{e} TV광고모델 누구예요?', lever: 'both' },
      { template: '{e} TV 광고모델 누구에요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 중국 TV 광고 모델은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 창립 10주년 때 TV 광고 모델이 누구였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} TV 광고 남자모델 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 TV 광고 모델은 몇 년마다 교체됩니까?', kind: 'other_relation' },
      { template: '{e}의 TV 광고 배경 음악은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 TV 광고 모델은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 화장실 문 비밀번호는 무엇입니까?',
    answer: (r) => digits(r, 4),
    asks: [
      { template: '{e}의 화장실문 비밀번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 화장실 문비밀번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 화장실 문 비밀번호 뭐야?', lever: 'polite_ending' },
      { template: '{e}의 화장실 문 비밀번호 좀 알려 주실 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 화장실 문 비밀번호 머에요?', lever: 'polite_ending' },
      { template: '{e} 화장실문비밀번호 뭐예요?', lever: 'both' },
      { template: '{e} 화장실문 비밀번호 뭔데요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2층 화장실 문 비밀번호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 지난달 바뀌기 전 화장실 문 비밀번호가 무엇이었는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 남자화장실 문 비밀번호 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 화장실 문 비밀번호는 얼마나 자주 바뀝니까?', kind: 'other_relation' },
      { template: '{e}의 화장실 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 화장실 문 비밀번호는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 무료 주차 시간은 몇 시간입니까?',
    answer: (r) => `${1 + (r() % 3)}시간`,
    asks: [
      { template: '{e}의 무료주차 시간은 몇 시간입니까?', lever: 'compound_split' },
      { template: '{e}의 무료 주차시간은 몇 시간입니까?', lever: 'compound_split' },
      { template: '{e} 무료 주차 시간 몇 시간이야?', lever: 'polite_ending' },
      { template: '{e}의 무료 주차 시간이 몇 시간인지 안내해 주시면 감사하겠습니다.', lever: 'polite_ending' },
      { template: '{e} 무료 주차 시간 몇 시간이고?', lever: 'polite_ending' },
      { template: '{e} 무료주차시간 몇시간인가요?', lever: 'both' },
      { template: '{e} 무료주차 시간 몇 시간 되나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 경차 무료 주차 시간은 몇 시간입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 5만 원 이상 구매했을 때 무료 주차 시간은 몇 시간인가요?', kind: 'changed_modifier' },
      { template: '{e} 야간무료 주차 시간 몇 시간이에요?', kind: 'changed_modifier' },
      { template: '{e}의 무료 주차 시간은 어떻게 연장합니까?', kind: 'other_relation' },
      { template: '{e}의 무료 주차 대수는 몇 대입니까?', kind: 'other_relation' },
      { template: '{f}의 무료 주차 시간은 몇 시간입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 스탬프 쿠폰 혜택은 무엇입니까?',
    answer: (r) => `${pick(r, ['10', '12'])}개 적립 시 ${pick(r, ['5000원 할인', '10% 할인', '사은품 증정'])}`,
    asks: [
      { template: '{e}의 스탬프쿠폰 혜택은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 스탬프 쿠폰혜택은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 스탬프 쿠폰 혜택 뭐 있어?', lever: 'polite_ending' },
      { template: '{e}의 스탬프 쿠폰 혜택이 무엇인지 설명 부탁드립니다.', lever: 'polite_ending' },
      { template: '{e} 스탬프 쿠폰 혜택 머임?', lever: 'polite_ending' },
      { template: '{e} 스탬프쿠폰혜택 뭐예요?', lever: 'both' },
      { template: '{e} 스탬프쿠폰 혜택 뭐 있나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 VIP 스탬프 쿠폰 혜택은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 생일이 있는 달에 받는 스탬프 쿠폰 혜택이 무엇인지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 스탬프 쿠폰 추가혜택 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 스탬프 쿠폰은 어떻게 발급받습니까?', kind: 'other_relation' },
      { template: '{e}의 스탬프 쿠폰 유효 기간은 언제까지입니까?', kind: 'other_relation' },
      { template: '{f}의 스탬프 쿠폰 혜택은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 배달 대행 업체는 어디입니까?',
    answer: (r) => `${word(r, 2)}${pick(r, ['퀵', '딜리버리', '라이더스', '로지스'])}`,
    asks: [
      { template: '{e}의 배달대행 업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 배달 대행업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 배달 대행 업체 어디 써?', lever: 'polite_ending' },
      { template: '{e}의 배달 대행 업체가 어디인지 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 배달 대행 업체 어디당가?', lever: 'polite_ending' },
      { template: '{e} 배달대행업체 어디에요?', lever: 'both' },
      { template: '{e} 배달대행 업체 어디 쓰세요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 제주도 배달 대행 업체는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 작년 여름까지 쓰던 배달 대행 업체가 어디였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 새벽배달 대행 업체 어디예요?', kind: 'changed_modifier' },
      { template: '{e}에서는 배달 대행 업체를 왜 바꿨나요?', kind: 'other_relation' },
      { template: '{e}의 배달 대행 수수료는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 배달 대행 업체는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 타격 전담 코치는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 타격전담 코치는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 타격 전담코치는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 타격 전담 코치 누구야?', lever: 'polite_ending' },
      { template: '{e}의 타격 전담 코치가 누구신지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 타격 전담 코치 누군교?', lever: 'polite_ending' },
      { template: '{e} 타격전담코치 누구예요?', lever: 'both' },
      { template: '{e} 타격 전담코치 누군지 알려줘요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2군 타격 전담 코치는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 고등학교 때 타격 전담 코치가 누구였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 타격 전담 보조코치 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 타격 전담 코치는 언제 부임했습니까?', kind: 'other_relation' },
      { template: '{e}의 타격 폼 특징은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 타격 전담 코치는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 용품 후원 업체는 어디입니까?',
    answer: (r) => pick(r, ['나이키', '아디다스', '미즈노', '언더아머', '데상트']),
    asks: [
      { template: '{e}의 용품후원 업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 용품 후원업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 용품 후원 업체 어디냐?', lever: 'polite_ending' },
      { template: '{e}의 용품 후원 업체가 어디인지 알려 주시면 고맙겠습니다.', lever: 'polite_ending' },
      { template: '{e} 용품 후원 업체 어디더라?', lever: 'polite_ending' },
      { template: '{e} 용품후원업체 어디예요?', lever: 'both' },
      { template: '{e} 용품후원 업체 어디임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 글러브 용품 후원 업체는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 대학 시절 용품 후원 업체가 어디였는지 알려 주실래요?', kind: 'changed_modifier' },
      { template: '{e} 골프용품 후원 업체 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 용품 후원 계약은 언제 끝납니까?', kind: 'other_relation' },
      { template: '{e}의 용품 후원 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 용품 후원 업체는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 연봉 인상 금액은 얼마입니까?',
    answer: (r) => `${pick(r, ['3000만', '5000만', '7000만', '1억', '1억 5000만', '2억'])} 원`,
    asks: [
      { template: '{e}의 연봉인상 금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 연봉 인상금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 연봉 인상 금액 얼마야?', lever: 'polite_ending' },
      { template: '{e}의 연봉 인상 금액이 얼마인지 알려 주실 수 있으세요?', lever: 'polite_ending' },
      { template: '{e} 연봉 인상 금액 얼마여?', lever: 'polite_ending' },
      { template: '{e} 연봉인상금액 얼마예요?', lever: 'both' },
      { template: '{e} 연봉인상 금액 얼마나 돼요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 첫 연봉 인상 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 우승 직후 연봉 인상 금액이 얼마였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 연봉 인상 요구금액 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 연봉 인상 금액은 누가 결정했습니까?', kind: 'other_relation' },
      { template: '{e}의 연봉 삭감 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 연봉 인상 금액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 해외 진출 시기는 언제입니까?',
    answer: (r) => `${2018 + (r() % 8)}년`,
    asks: [
      { template: '{e}의 해외진출 시기는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 해외 진출시기는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 해외 진출 시기 언제야?', lever: 'polite_ending' },
      { template: '{e}의 해외 진출 시기가 언제인지 여쭙고 싶습니다.', lever: 'polite_ending' },
      { template: '{e} 해외 진출 시기 언젠교?', lever: 'polite_ending' },
      { template: '{e} 해외진출시기 언제예요?', lever: 'both' },
      { template: '{e} 해외진출 시기 언젠지 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 두 번째 해외 진출 시기는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 데뷔 당시 예상됐던 해외 진출 시기는 언제였나요?', kind: 'changed_modifier' },
      { template: '{e} 해외 재진출 시기 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 해외 진출은 왜 무산되었습니까?', kind: 'other_relation' },
      { template: '{e}의 해외 진출 구단은 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 해외 진출 시기는 언제입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twenty-first Korean set, written on 2026-12-06 by a hand that had seen neither the Korean rules nor any set's
 * misses, before it was first measured. Companies are taught who their PR executive is, the date of the
 * shareholders' meeting, the lead underwriter of their listing and the meal allowance on business trips; shops
 * their review-event gift, the shop's lease deposit, who manages the shop and when the clearance sale runs; players
 * their team's manager, the date of their farewell game, their FA contract total and their career stolen bases.
 * Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_21: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 홍보 담당 임원은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 홍보담당 임원은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 홍보 담당임원은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 홍보 담당 임원 누구임?', lever: 'polite_ending' },
      { template: '{e}의 홍보 담당 임원이 어느 분이신지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 홍보 담당 임원 누고?', lever: 'polite_ending' },
      { template: '{e} 홍보담당임원 누구에요?', lever: 'both' },
      { template: '{e} 홍보담당 임원이 누구죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 미국 지사 홍보 담당 임원은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 리콜 사태 때 홍보 담당 임원이 누구였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 사내홍보 담당 임원 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 홍보 담당 임원은 언제 선임되었습니까?', kind: 'other_relation' },
      { template: '{e}의 홍보 대행사는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 홍보 담당 임원은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 주주총회 개최일은 언제입니까?',
    answer: (r) => `3월 ${16 + (r() % 14)}일`,
    asks: [
      { template: '{e}의 주주 총회 개최일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 주주총회개최일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 주주총회 개최일 언제냐?', lever: 'polite_ending' },
      { template: '{e}의 주주총회 개최일이 언제인지 안내 부탁드립니다.', lever: 'polite_ending' },
      { template: '{e} 주주총회 개최일 언제고?', lever: 'polite_ending' },
      { template: '{e} 주주 총회 개최일 언제예요?', lever: 'both' },
      { template: '{e} 주주총회개최일 언제임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 내년 주주총회 개최일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 합병을 결의한 주주총회 개최일이 언제였나요?', kind: 'changed_modifier' },
      { template: '{e} 임시주주총회 개최일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 주주총회 개최 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 주주총회 개최일은 누가 정합니까?', kind: 'other_relation' },
      { template: '{f}의 주주총회 개최일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 상장 주관 증권사는 어디입니까?',
    answer: (r) => pick(r, ['미래에셋증권', '한국투자증권', 'NH투자증권', 'KB증권', '삼성증권']),
    asks: [
      { template: '{e}의 상장주관 증권사는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 상장 주관증권사는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 상장 주관 증권사 어디?', lever: 'polite_ending' },
      { template: '{e}의 상장 주관 증권사가 어디인지 알고 싶습니다.', lever: 'polite_ending' },
      { template: '{e} 상장 주관 증권사 어딘가요?', lever: 'polite_ending' },
      { template: '{e} 상장주관증권사 어디에요?', lever: 'both' },
      { template: '{e} 상장주관 증권사 어디냐', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 나스닥 상장 주관 증권사는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 자회사 분할 상장 때 상장 주관 증권사가 어디였나요?', kind: 'changed_modifier' },
      { template: '{e} 상장 공동주관 증권사 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 상장 주관 증권사는 공모가를 얼마로 정했습니까?', kind: 'other_relation' },
      { template: '{e}의 상장 예정일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 상장 주관 증권사는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 출장 식비 한도는 얼마입니까?',
    answer: (r) => `하루 ${pick(r, ['3만', '4만', '5만', '6만'])} 원`,
    asks: [
      { template: '{e}의 출장식비 한도는 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 출장 식비한도는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 출장 식비 한도 얼마임?', lever: 'polite_ending' },
      { template: '{e}의 출장 식비 한도가 얼마로 정해져 있는지 알려 주시겠어요?', lever: 'polite_ending' },
      { template: '{e} 출장 식비 한도 얼마에요?', lever: 'polite_ending' },
      { template: '{e} 출장식비한도 얼마예요?', lever: 'both' },
      { template: '{e} 출장식비 한도 얼마까지 돼요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 임원 출장 식비 한도는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 당일치기로 다녀오는 출장 식비 한도는 얼마인가요?', kind: 'changed_modifier' },
      { template: '{e} 장기출장 식비 한도 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 출장 식비는 어떻게 정산합니까?', kind: 'other_relation' },
      { template: '{e}의 출장 숙박비 한도는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 출장 식비 한도는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 리뷰 이벤트 사은품은 무엇입니까?',
    answer: (r) => pick(r, ['음료 1잔', '쿠키 2개', '에코백', '미니 화분', '손소독제']),
    asks: [
      { template: '{e}의 리뷰이벤트 사은품은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 리뷰 이벤트사은품은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 리뷰 이벤트 사은품 뭐 줘?', lever: 'polite_ending' },
      { template: '{e}의 리뷰 이벤트 사은품이 무엇인지 문의드립니다.', lever: 'polite_ending' },
      { template: '{e} 리뷰 이벤트 사은품 뭐여유?', lever: 'polite_ending' },
      { template: '{e} 리뷰이벤트사은품 머예요?', lever: 'both' },
      { template: '{e} 리뷰이벤트 사은품 뭔지 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 포토 리뷰 이벤트 사은품은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 크리스마스 기간에 하는 리뷰 이벤트 사은품은 뭔가요?', kind: 'changed_modifier' },
      { template: '{e} 영수증리뷰 이벤트 사은품 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 리뷰 이벤트는 언제 끝납니까?', kind: 'other_relation' },
      { template: '{e}의 리뷰 이벤트 참여 방법은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 리뷰 이벤트 사은품은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 점포 임대 보증금은 얼마입니까?',
    answer: (r) => `${pick(r, ['3000만', '5000만', '7000만', '1억'])} 원`,
    asks: [
      { template: '{e}의 점포임대 보증금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 점포 임대보증금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 점포 임대 보증금 얼마야?', lever: 'polite_ending' },
      { template: '{e}의 점포 임대 보증금이 얼마인지 여쭙겠습니다.', lever: 'polite_ending' },
      { template: '{e} 점포 임대 보증금 얼마드라?', lever: 'polite_ending' },
      { template: '{e} 점포임대보증금 얼마에요?', lever: 'both' },
      { template: '{e} 점포 임대보증금 얼만데요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 분점 점포 임대 보증금은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 재계약하기 전 점포 임대 보증금이 얼마였나요?', kind: 'changed_modifier' },
      { template: '{e} 점포 단기임대 보증금 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 점포 임대료는 한 달에 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 점포 임대 계약은 언제 만료됩니까?', kind: 'other_relation' },
      { template: '{f}의 점포 임대 보증금은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 매장 관리 책임자는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 매장관리 책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 매장 관리책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 매장 관리 책임자 누구냐', lever: 'polite_ending' },
      { template: '{e}의 매장 관리 책임자분이 누구신지 알려 주시겠어요?', lever: 'polite_ending' },
      { template: '{e} 매장 관리 책임자 누꼬?', lever: 'polite_ending' },
      { template: '{e} 매장관리책임자 누구임?', lever: 'both' },
      { template: '{e} 매장관리 책임자 누군가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 매장 관리 책임자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 리모델링 전 매장 관리 책임자는 누구였나요?', kind: 'changed_modifier' },
      { template: '{e} 매장 위생관리 책임자 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 매장 관리 책임자 연락처는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 매장 관리 책임자는 몇 년째 근무 중입니까?', kind: 'other_relation' },
      { template: '{f}의 매장 관리 책임자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 재고 정리 세일은 언제입니까?',
    answer: (r) => `${pick(r, ['1월', '2월', '7월', '8월', '12월'])} 마지막 주`,
    asks: [
      { template: '{e}의 재고정리 세일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 재고 정리세일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 재고 정리 세일 언제 해?', lever: 'polite_ending' },
      { template: '{e}의 재고 정리 세일이 언제인지 알려 주실 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 재고 정리 세일 언제 하노?', lever: 'polite_ending' },
      { template: '{e} 재고정리세일 언제예요?', lever: 'both' },
      { template: '{e} 재고정리 세일 언제하나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 온라인 재고 정리 세일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 이사 가기 전에 했던 재고 정리 세일은 언제였나요?', kind: 'changed_modifier' },
      { template: '{e} 겨울재고 정리 세일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 재고 정리 세일 할인율은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 재고 정리 세일은 며칠 동안 합니까?', kind: 'other_relation' },
      { template: '{f}의 재고 정리 세일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 소속팀 감독은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 소속 팀 감독은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 소속팀감독은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 소속팀 감독 누구야', lever: 'polite_ending' },
      { template: '{e}의 소속팀 감독님이 누구신지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 소속팀 감독 누군겨?', lever: 'polite_ending' },
      { template: '{e} 소속 팀 감독 누구예요?', lever: 'both' },
      { template: '{e} 소속팀감독 누군지 좀 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 이전 소속팀 감독은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 신인왕 수상 당시 소속팀 감독이 누구였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 소속팀 초대감독 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 소속팀 감독은 언제부터 팀을 맡았습니까?', kind: 'other_relation' },
      { template: '{e}의 소속팀 홈구장은 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 소속팀 감독은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 은퇴 경기 날짜는 언제입니까?',
    answer: (r) => `${2025 + (r() % 3)}년 ${4 + (r() % 7)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 은퇴경기 날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 은퇴 경기날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 은퇴 경기 날짜 언제?', lever: 'polite_ending' },
      { template: '{e}의 은퇴 경기 날짜가 언제로 잡혔는지 알려 주십시오.', lever: 'polite_ending' },
      { template: '{e} 은퇴 경기 날짜 언젠디?', lever: 'polite_ending' },
      { template: '{e} 은퇴경기날짜 언제에요?', lever: 'both' },
      { template: '{e} 은퇴경기 날짜 언제임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 국가대표 은퇴 경기 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 일본에서 열리는 은퇴 경기 날짜는 언제인가요?', kind: 'changed_modifier' },
      { template: '{e} 은퇴 경기 예매날짜 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 은퇴 경기 입장권은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 은퇴 경기 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 은퇴 경기 날짜는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 FA 계약 총액은 얼마입니까?',
    answer: (r) => `${pick(r, ['4년', '5년', '6년'])} ${pick(r, ['50억', '80억', '100억', '120억'])} 원`,
    asks: [
      { template: '{e}의 FA계약 총액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 FA 계약총액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} FA 계약 총액 얼마냐?', lever: 'polite_ending' },
      { template: '{e}의 FA 계약 총액이 얼마인지 알려 주시겠습니까?', lever: 'polite_ending' },
      { template: '{e} FA 계약 총액 얼만교?', lever: 'polite_ending' },
      { template: '{e} FA계약총액 얼마예요?', lever: 'both' },
      { template: '{e} fa계약 총액 얼마에요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 예상 FA 계약 총액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '메이저리그에서 돌아온 뒤 {e}의 FA 계약 총액은 얼마였나요?', kind: 'changed_modifier' },
      { template: '{e} FA 계약 보장총액 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 FA 계약은 어느 구단과 맺었습니까?', kind: 'other_relation' },
      { template: '{e}의 FA 계약 발표일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 FA 계약 총액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 통산 도루 개수는 몇 개입니까?',
    answer: (r) => `${50 + (r() % 250)}개`,
    asks: [
      { template: '{e}의 통산도루 개수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 통산 도루개수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 통산 도루 개수 몇 개야?', lever: 'polite_ending' },
      { template: '{e}의 통산 도루 개수가 몇 개인지 확인 부탁드립니다.', lever: 'polite_ending' },
      { template: '{e} 통산 도루 개수 몇 개고?', lever: 'polite_ending' },
      { template: '{e} 통산도루개수 몇개예요?', lever: 'both' },
      { template: '{e} 통산도루 개수 몇 개나 돼요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 포스트시즌 통산 도루 개수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '퓨처스리그에서 뛸 때 {e}의 통산 도루 개수는 몇 개였나요?', kind: 'changed_modifier' },
      { template: '{e} 통산 홈도루 개수 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 통산 도루 성공률은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 통산 도루 순위는 몇 위입니까?', kind: 'other_relation' },
      { template: '{f}의 통산 도루 개수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twenty-second Korean set, written on 2026-12-06 by a hand that had seen neither the Korean rules nor any
 * set's misses, before it was first measured. Companies are taught who runs their staff cafeteria, how many
 * outside directors sit on the board, when the new product launch is held and who heads strategic planning;
 * shops who made their signboard, what the night part-time shift pays, when they joined a delivery app and what
 * their seasonal item is; players who interprets for them, their most hits in a season, when they return to the
 * first team and where they stay at spring camp. Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_22: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 사내 식당 운영 업체는 어디입니까?',
    answer: (r) => pick(r, ['아워홈', '신세계푸드', 'CJ프레시웨이', '삼성웰스토리', '현대그린푸드']),
    asks: [
      { template: '{e}의 사내식당 운영 업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 사내 식당 운영업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 사내 식당 운영 업체 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 사내 식당 운영 업체가 어디인지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 사내 식당 운영 업체 어디여?', lever: 'polite_ending' },
      { template: '{e} 사내식당운영업체 어디임?', lever: 'both' },
      { template: '{e} 사내식당 운영업체가 어디죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 지방 공장 사내 식당 운영 업체는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 작년 입찰로 바뀌기 전 사내 식당 운영 업체는 어디였어요?', kind: 'changed_modifier' },
      { template: '{e} 기숙사 식당 운영 업체 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 사내 식당 한 끼 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 사내 식당 운영 업체는 언제 바뀌었습니까?', kind: 'other_relation' },
      { template: '{f}의 사내 식당 운영 업체는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 사외 이사 인원은 몇 명입니까?',
    answer: (r) => `${3 + (r() % 5)}명`,
    asks: [
      { template: '{e}의 사외이사 인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e}의 사외 이사인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 사외 이사 인원 몇 명이에요?', lever: 'polite_ending' },
      { template: '{e}의 사외 이사 인원이 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 사외 이사 인원 몇 명이고?', lever: 'polite_ending' },
      { template: '{e} 사외이사인원 몇명임?', lever: 'both' },
      { template: '{e} 사외이사 인원 몇 명인지 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 여성 사외 이사 인원은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 지배구조를 개편하기 전 사외 이사 인원은 몇 명이었나요?', kind: 'changed_modifier' },
      { template: '{e} 감사위원 겸직 사외이사 인원 몇 명이에요?', kind: 'changed_modifier' },
      { template: '{e}의 사외 이사 임기는 몇 년입니까?', kind: 'other_relation' },
      { template: '{e}의 사외 이사 보수 총액은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 사외 이사 인원은 몇 명입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 신제품 발표회 일정은 언제입니까?',
    answer: (r) => `${pick(r, ['3월', '5월', '9월', '11월'])} ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 신제품발표회 일정은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 신제품 발표회일정은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 신제품 발표회 일정 언제래?', lever: 'polite_ending' },
      { template: '{e}의 신제품 발표회 일정을 알려주세요.', lever: 'polite_ending' },
      { template: '{e}의 신제품 발표회 일정이 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 신제품발표회일정 언제에요?', lever: 'both' },
      { template: '{e} 신제품발표회 일정 좀 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 하반기 신제품 발표회 일정은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 코로나 때 온라인으로 열었던 신제품 발표회 일정은 언제였나요?', kind: 'changed_modifier' },
      { template: '{e} 신제품 비공개 발표회 일정 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 신제품 발표회는 어디서 열립니까?', kind: 'other_relation' },
      { template: '{e}의 신제품 발표회에서는 무엇을 공개합니까?', kind: 'other_relation' },
      { template: '{f}의 신제품 발표회 일정은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 전략 기획 실장은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 전략기획 실장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 전략 기획실장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 전략 기획 실장 누구야?', lever: 'polite_ending' },
      { template: '{e}의 전략 기획 실장님 성함이 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 전략 기획 실장 누군교?', lever: 'polite_ending' },
      { template: '{e} 전략기획실장 누구예요?', lever: 'both' },
      { template: '{e} 전략기획 실장이 누구신가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 그룹 전략 기획 실장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 창업주가 회장이던 시절 전략 기획 실장이 누구였는지 알려 주세요.', kind: 'changed_modifier' },
      { template: '{e} 전략 기획 부실장 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 전략 기획 실장은 어느 대학 출신입니까?', kind: 'other_relation' },
      { template: '{e}의 전략 기획실 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 전략 기획 실장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 간판 제작 업체는 어디입니까?',
    answer: (r) => `${word(r, 2)}광고`,
    asks: [
      { template: '{e}의 간판제작 업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 간판 제작업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 간판 제작 업체 어디야?', lever: 'polite_ending' },
      { template: '{e}의 간판 제작 업체가 어디인지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 간판 제작 업체 어데고?', lever: 'polite_ending' },
      { template: '{e} 간판제작업체 어디에요?', lever: 'both' },
      { template: '{e} 간판제작 업체 어딘지 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 LED 간판 제작 업체는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 상호를 바꾸기 전에 달았던 간판 제작 업체는 어디였나요?', kind: 'changed_modifier' },
      { template: '{e} 입간판 제작 업체 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 간판 제작 비용은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 간판 디자인은 누가 했습니까?', kind: 'other_relation' },
      { template: '{f}의 간판 제작 업체는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 야간 아르바이트 시급은 얼마입니까?',
    answer: (r) => `${pick(r, ['1만 1000', '1만 2000', '1만 3000', '1만 5000'])} 원`,
    asks: [
      { template: '{e}의 야간아르바이트 시급은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 야간 아르바이트시급은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 야간 아르바이트 시급 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 야간 아르바이트 시급이 어떻게 되는지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 야간 아르바이트 시급 얼마고?', lever: 'polite_ending' },
      { template: '{e} 야간아르바이트시급 얼마임?', lever: 'both' },
      { template: '{e} 야간아르바이트 시급 얼만지 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 야간 아르바이트 시급은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 최저임금이 오르기 전 야간 아르바이트 시급은 얼마였나요?', kind: 'changed_modifier' },
      { template: '{e} 야간 아르바이트 수습 시급 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 야간 아르바이트 근무 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 야간 아르바이트 모집 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 야간 아르바이트 시급은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 배달 앱 입점일은 언제입니까?',
    answer: (r) => `${2021 + (r() % 5)}년 ${1 + (r() % 12)}월`,
    asks: [
      { template: '{e}의 배달앱 입점일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 배달앱입점일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 배달 앱 입점일 언제야?', lever: 'polite_ending' },
      { template: '{e}의 배달 앱 입점일이 언제였는지 알려 주시겠어요?', lever: 'polite_ending' },
      { template: '{e} 배달 앱 입점일 언젠교?', lever: 'polite_ending' },
      { template: '{e} 배달앱 입점일 언제예요?', lever: 'both' },
      { template: '{e} 배달앱입점일 언제임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2호점 배달 앱 입점일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 한 번 탈퇴한 뒤 배달 앱에 다시 입점한 날은 언제였나요?', kind: 'changed_modifier' },
      { template: '{e} 새벽배달 앱 입점일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 배달 앱 별점은 몇 점입니까?', kind: 'other_relation' },
      { template: '{e}의 배달 앱 입점 수수료는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 배달 앱 입점일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 계절 한정 상품은 무엇입니까?',
    answer: (r) => pick(r, ['딸기 케이크', '밤 식빵', '벚꽃 에디션', '수박 주스', '유자차 세트']),
    asks: [
      { template: '{e}의 계절한정 상품은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 계절 한정상품은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 계절 한정 상품 뭐예요?', lever: 'polite_ending' },
      { template: '{e}의 계절 한정 상품이 뭔지 알려주실래요?', lever: 'polite_ending' },
      { template: '{e} 계절 한정 상품 뭐꼬?', lever: 'polite_ending' },
      { template: '{e} 계절한정상품 머임?', lever: 'both' },
      { template: '{e} 계절한정 상품 뭐가 있어요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 온라인 전용 계절 한정 상품은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 작년 이맘때 팔던 계절 한정 상품은 뭐였나요?', kind: 'changed_modifier' },
      { template: '{e} 계절 한정 증정상품 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 계절 한정 상품은 언제까지 판매합니까?', kind: 'other_relation' },
      { template: '{e}의 계절 한정 상품 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 계절 한정 상품은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 개인 통역 담당자는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 개인통역 담당자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 개인 통역담당자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 개인 통역 담당자 누구임?', lever: 'polite_ending' },
      { template: '{e}의 개인 통역 담당자가 누구인지 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 개인 통역 담당자 누구여?', lever: 'polite_ending' },
      { template: '{e} 개인통역담당자 누구예요?', lever: 'both' },
      { template: '{e} 개인통역 담당자가 누구신가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 스페인어 개인 통역 담당자는 누구입니까?', kind: 'changed_modifier' },
      { template: '한국에 온 첫해 {e}의 개인 통역 담당자는 누구였나요?', kind: 'changed_modifier' },
      { template: '{e} 개인 통역 보조담당자 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 개인 통역 담당자는 몇 개 국어를 합니까?', kind: 'other_relation' },
      { template: '{e}의 개인 통역 담당자 연봉은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 개인 통역 담당자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 시즌 최다 안타 기록은 몇 개입니까?',
    answer: (r) => `${150 + (r() % 60)}개`,
    asks: [
      { template: '{e}의 시즌최다 안타 기록은 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 시즌 최다안타 기록은 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 시즌 최다 안타 기록 몇 개야?', lever: 'polite_ending' },
      { template: '{e}의 시즌 최다 안타 기록이 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 시즌 최다 안타 기록 몇 개여?', lever: 'polite_ending' },
      { template: '{e} 시즌최다안타기록 몇개임?', lever: 'both' },
      { template: '{e} 시즌 최다안타기록 몇 개예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 한 경기 최다 안타 기록은 몇 개입니까?', kind: 'changed_modifier' },
      { template: '부상에서 돌아온 뒤 {e}의 시즌 최다 안타 기록은 몇 개였나요?', kind: 'changed_modifier' },
      { template: '{e} 시즌 최다 내야안타 기록 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 시즌 최다 안타 기록은 몇 년도에 세웠습니까?', kind: 'other_relation' },
      { template: '{e}의 시즌 최다 홈런 기록은 몇 개입니까?', kind: 'other_relation' },
      { template: '{f}의 시즌 최다 안타 기록은 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 1군 복귀 날짜는 언제입니까?',
    answer: (r) => `${4 + (r() % 6)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 1군복귀 날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 1군 복귀날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 1군 복귀 날짜 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 1군 복귀 날짜가 언제로 잡혀 있는지 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 1군 복귀 날짜 언제유?', lever: 'polite_ending' },
      { template: '{e} 1군복귀날짜 언제임?', lever: 'both' },
      { template: '{e} 1군복귀 날짜 언제쯤이에요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 지난 시즌 1군 복귀 날짜는 언제였습니까?', kind: 'changed_modifier' },
      { template: '군 전역 후 {e}의 첫 1군 복귀 날짜는 언제였나요?', kind: 'changed_modifier' },
      { template: '{e} 1군 타자복귀 날짜 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 1군 복귀 첫 경기 상대는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 1군 말소 사유는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 1군 복귀 날짜는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 스프링캠프 숙소는 어디입니까?',
    answer: (r) => pick(r, ['오키나와 리조트', '애리조나 호텔', '괌 리조트', '미야자키 호텔', '가고시마 호텔']),
    asks: [
      { template: '{e}의 스프링 캠프 숙소는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 스프링캠프숙소는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 스프링캠프 숙소 어디야?', lever: 'polite_ending' },
      { template: '{e}의 스프링캠프 숙소가 어디인지 알려주실 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 스프링캠프 숙소 어디당가?', lever: 'polite_ending' },
      { template: '{e} 스프링 캠프 숙소 어디에요?', lever: 'both' },
      { template: '{e} 스프링캠프숙소 어딘지 좀 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2차 스프링캠프 숙소는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 신인 시절 스프링캠프 숙소는 어디였나요?', kind: 'changed_modifier' },
      { template: '{e} 스프링캠프 가족숙소 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 스프링캠프 훈련장은 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 스프링캠프 룸메이트는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 스프링캠프 숙소는 어디입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twenty-third Korean set, written on 2026-12-06 by a hand that had seen neither the Korean rules nor any
 * set's misses, before it was first measured. Companies are taught who oversees their personnel affairs, which
 * law firm gives them legal advice, when the summer holiday falls and how many contract staff were made
 * permanent; shops who designed the shop interior, which roaster supplies their coffee beans, when the opening
 * celebration is held and what rule governs bringing a dog in; players who negotiates their salary for them,
 * which hospital operated on their elbow, when they hit their first professional home run and how many All-Star
 * games they have played in. Its misses are reported, not read to change a rule.
 */
export const KOREAN_HELD_OUT_23: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 인사 총괄 책임자는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 인사총괄 책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 인사 총괄책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 인사 총괄 책임자 누구인가요?', lever: 'polite_ending' },
      { template: '{e}의 인사 총괄 책임자가 누군지 아시는 분 계신가요?', lever: 'polite_ending' },
      { template: '{e} 인사 총괄 책임자 누구냐', lever: 'polite_ending' },
      { template: '{e} 인사총괄책임자 누구임?', lever: 'both' },
      { template: '{e} 인사총괄 책임자 누구신지 궁금해요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 해외 법인 인사 총괄 책임자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 작년 조직 개편 전에 인사 총괄 책임자는 누구였나요?', kind: 'changed_modifier' },
      { template: '{e} 생산직 인사 총괄 책임자 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 인사 총괄 책임자는 언제 선임되었습니까?', kind: 'other_relation' },
      { template: '{e}의 인사팀 직원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 인사 총괄 책임자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 법률 자문 로펌은 어디입니까?',
    answer: (r) => pick(r, ['김앤장', '법무법인 광장', '법무법인 태평양', '법무법인 세종', '법무법인 율촌']),
    asks: [
      { template: '{e}의 법률자문 로펌은 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 법률 자문로펌은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 법률 자문 로펌 어디인가요?', lever: 'polite_ending' },
      { template: '{e}의 법률 자문 로펌이 어디인지 알고 싶습니다.', lever: 'polite_ending' },
      { template: '{e} 법률 자문 로펌 어디냐?', lever: 'polite_ending' },
      { template: '{e} 법률자문로펌 어딘지 아세요?', lever: 'both' },
      { template: '{e} 법률자문 로펌 어디임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 미국 소송 법률 자문 로펌은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 인수 합병을 진행할 당시 법률 자문 로펌은 어디였나요?', kind: 'changed_modifier' },
      { template: '{e} 노무 자문 로펌 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 법률 자문 계약 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 사내 법무팀장은 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 법률 자문 로펌은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 하계 휴가 기간은 언제입니까?',
    answer: (r) => `${pick(r, ['7월 말', '8월 초', '8월 중순'])}부터 ${3 + (r() % 5)}일간`,
    asks: [
      { template: '{e}의 하계휴가 기간은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 하계 휴가기간은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 하계 휴가 기간이 언제죠?', lever: 'polite_ending' },
      { template: '{e}의 하계 휴가 기간을 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 하계 휴가 기간 언제야?', lever: 'polite_ending' },
      { template: '{e} 하계휴가기간 언제임?', lever: 'both' },
      { template: '{e} 하계휴가 기간 언젠지 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 울산 공장 하계 휴가 기간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 주 4일제를 도입하기 전 하계 휴가 기간은 언제였나요?', kind: 'changed_modifier' },
      { template: '{e} 하계 휴가 연장 신청 기간 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 하계 휴가비는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 하계 휴양소는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 하계 휴가 기간은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 정규직 전환 인원은 몇 명입니까?',
    answer: (r) => `${10 + (r() % 190)}명`,
    asks: [
      { template: '{e}의 정규직전환 인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e}의 정규직 전환인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 정규직 전환 인원 몇 명인가요?', lever: 'polite_ending' },
      { template: '{e}의 정규직 전환 인원이 몇 명인지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 정규직 전환 인원 몇명?', lever: 'polite_ending' },
      { template: '{e} 정규직전환인원 몇 명이에요?', lever: 'both' },
      { template: '{e} 정규직전환 인원 몇명인지 아는 사람?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 인턴 출신 정규직 전환 인원은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 노사 합의가 있기 전 정규직 전환 인원은 몇 명이었나요?', kind: 'changed_modifier' },
      { template: '{e} 연구소 정규직 전환 인원 몇 명이에요?', kind: 'changed_modifier' },
      { template: '{e}의 정규직 전환 심사 기준은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 계약직 직원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 정규직 전환 인원은 몇 명입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 매장 인테리어 디자이너는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 매장인테리어 디자이너는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 매장 인테리어디자이너는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 매장 인테리어 디자이너 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 매장 인테리어 디자이너가 누구신지 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 매장 인테리어 디자이너 누구?', lever: 'polite_ending' },
      { template: '{e} 매장인테리어디자이너 누군가요?', lever: 'both' },
      { template: '{e} 매장 인테리어디자이너 누군지 아시나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2층 매장 인테리어 디자이너는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 리모델링하기 전 매장 인테리어 디자이너는 누구였나요?', kind: 'changed_modifier' },
      { template: '{e} 매장 조명 디자이너 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 매장 인테리어 비용은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 매장 인테리어 공사는 언제 끝났습니까?', kind: 'other_relation' },
      { template: '{f}의 매장 인테리어 디자이너는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 원두 납품 업체는 어디입니까?',
    answer: (r) => pick(r, ['테라로사', '커피리브레', '프릳츠', '모모스커피', '나무사이로']),
    asks: [
      { template: '{e}의 원두납품 업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 원두 납품업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 원두 납품 업체가 어디죠?', lever: 'polite_ending' },
      { template: '{e} 원두 납품 업체 어딘지 궁금해요', lever: 'polite_ending' },
      { template: '{e} 원두 납품 업체 어디니?', lever: 'polite_ending' },
      { template: '{e} 원두납품업체 어디야', lever: 'both' },
      { template: '{e} 원두납품 업체 어디인지 알려주실 수 있나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 디카페인 원두 납품 업체는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 로스팅을 직접 하기 전 원두 납품 업체는 어디였나요?', kind: 'changed_modifier' },
      { template: '{e} 강남점 원두 납품 업체 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 원두 납품 주기는 며칠입니까?', kind: 'other_relation' },
      { template: '{e}의 바리스타는 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 원두 납품 업체는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 개점 기념 행사는 언제입니까?',
    answer: (r) => `${pick(r, ['3월', '4월', '6월', '10월'])} ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 개점기념 행사는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 개점 기념행사는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 개점 기념 행사 언제 하나요?', lever: 'polite_ending' },
      { template: '{e}의 개점 기념 행사가 언제인지 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 개점 기념 행사 언제임', lever: 'polite_ending' },
      { template: '{e} 개점기념행사 언제야?', lever: 'both' },
      { template: '{e} 개점기념 행사 언제인가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 부산점 개점 기념 행사는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 지금 자리로 옮기기 전 첫 개점 기념 행사는 언제였나요?', kind: 'changed_modifier' },
      { template: '{e} 개점 10주년 기념 행사 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 개점 기념 행사 사은품은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 개점 기념 할인율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 개점 기념 행사는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 반려견 동반 규정은 무엇입니까?',
    answer: (r) =>
      pick(r, ['소형견만 동반 가능', '테라스석만 동반 가능', '이동장 이용 시 동반 가능', '반려견 동반 불가']),
    asks: [
      { template: '{e}의 반려견동반 규정은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 반려견 동반규정은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 반려견 동반 규정 어떻게 돼요?', lever: 'polite_ending' },
      { template: '{e}의 반려견 동반 규정이 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 반려견 동반 규정 뭐임?', lever: 'polite_ending' },
      { template: '{e} 반려견동반규정 뭐예요?', lever: 'both' },
      { template: '{e} 반려견동반 규정 좀 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 대형견 동반 규정은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 민원이 들어오기 전 반려견 동반 규정은 무엇이었나요?', kind: 'changed_modifier' },
      { template: '{e} 야외 테라스 반려견 동반 규정 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 반려견 동반 추가 요금은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 반려견 간식 메뉴는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 반려견 동반 규정은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 연봉 협상 대리인은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 연봉협상 대리인은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 연봉 협상대리인은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 연봉 협상 대리인 누구죠?', lever: 'polite_ending' },
      { template: '{e}의 연봉 협상 대리인이 누구인지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 연봉 협상 대리인 누구냐', lever: 'polite_ending' },
      { template: '{e} 연봉협상대리인 누구?', lever: 'both' },
      { template: '{e} 연봉협상 대리인 누군지 아시는 분', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 메이저리그 연봉 협상 대리인은 누구입니까?', kind: 'changed_modifier' },
      { template: 'FA 선언 전 {e}의 연봉 협상 대리인은 누구였나요?', kind: 'changed_modifier' },
      { template: '{e} 광고 계약 협상 대리인 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 연봉 협상 마감일은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 올해 연봉은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 연봉 협상 대리인은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 팔꿈치 수술 병원은 어디입니까?',
    answer: (r) => pick(r, ['세브란스병원', '삼성서울병원', '조브 클리닉', '서울아산병원', '분당서울대병원']),
    asks: [
      { template: '{e}의 팔꿈치수술 병원은 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 팔꿈치 수술병원은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 팔꿈치 수술 병원 어딘가요?', lever: 'polite_ending' },
      { template: '{e}의 팔꿈치 수술 병원이 어디였는지 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 팔꿈치 수술 병원 어디?', lever: 'polite_ending' },
      { template: '{e} 팔꿈치수술병원 어디임', lever: 'both' },
      { template: '{e} 팔꿈치수술 병원 어딘지 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 어깨 수술 병원은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 고교 시절 팔꿈치 수술 병원은 어디였나요?', kind: 'changed_modifier' },
      { template: '{e} 팔꿈치 재수술 병원 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 팔꿈치 수술 집도의는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 팔꿈치 수술 후 재활 기간은 몇 개월입니까?', kind: 'other_relation' },
      { template: '{f}의 팔꿈치 수술 병원은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 프로 첫 홈런 날짜는 언제입니까?',
    answer: (r) => `${2014 + (r() % 10)}년 ${4 + (r() % 6)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 프로 첫홈런 날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 프로 첫 홈런날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 프로 첫 홈런 날짜 언제였죠?', lever: 'polite_ending' },
      { template: '{e} 프로 첫 홈런 날짜 아시는 분 있나요?', lever: 'polite_ending' },
      { template: '{e} 프로 첫 홈런 날짜 언제더라', lever: 'polite_ending' },
      { template: '{e} 프로첫홈런 날짜 언제임?', lever: 'both' },
      { template: '{e} 프로 첫홈런날짜 언제야?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 프로 첫 만루 홈런 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 포스트시즌 첫 홈런 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 이적 후 첫 홈런 날짜 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 프로 첫 홈런 상대 투수는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 프로 첫 안타 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 프로 첫 홈런 날짜는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 올스타전 출전 횟수는 몇 번입니까?',
    answer: (r) => `${1 + (r() % 12)}번`,
    asks: [
      { template: '{e}의 올스타전출전 횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e}의 올스타전 출전횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e} 올스타전 출전 횟수 몇 번이에요?', lever: 'polite_ending' },
      { template: '{e}의 올스타전 출전 횟수를 알려주실 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 올스타전 출전 횟수 몇 번임', lever: 'polite_ending' },
      { template: '{e} 올스타전출전횟수 몇번?', lever: 'both' },
      { template: '{e} 올스타전 출전횟수 몇 번인가요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 올스타전 선발 출전 횟수는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e}의 해외 리그 올스타전 출전 횟수는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e} 20대 때 올스타전 출전 횟수 몇 번이에요?', kind: 'changed_modifier' },
      { template: '{e}의 올스타전 MVP 수상 횟수는 몇 번입니까?', kind: 'other_relation' },
      { template: '{e}의 올스타전 팬 투표 득표수는 몇 표입니까?', kind: 'other_relation' },
      { template: '{f}의 올스타전 출전 횟수는 몇 번입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twenty-fourth Korean set, written on 2026-12-06 by a hand that had seen neither the Korean rules nor any
 * set's misses, before it was first measured. Companies are taught who chairs their social-contribution
 * foundation, how many floors their head-office building has, when the paper deadline of their regular hiring
 * round falls and where their new-hire training centre stands; shops who develops their menu, how much their
 * birthday coupon takes off, when their outdoor terrace opens and who supplies their take-out containers; players
 * who composed their personal cheer song, how many walk-off hits they have over their career, when their number
 * was retired and what their personal YouTube channel is called. Its misses are reported, not read to change a
 * rule.
 */
export const KOREAN_HELD_OUT_24: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 사회 공헌 재단 이사장은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 사회공헌 재단 이사장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 사회 공헌 재단이사장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 사회 공헌 재단 이사장이 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 사회 공헌 재단 이사장이 누구인지 궁금합니다', lever: 'polite_ending' },
      { template: '{e} 사회 공헌 재단 이사장 누구냐?', lever: 'polite_ending' },
      { template: '{e} 사회공헌재단 이사장 누군가요?', lever: 'both' },
      { template: '{e} 사회공헌 재단이사장 누구임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 사회 공헌 재단 초대 이사장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 해외 사회 공헌 재단 이사장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 사회 공헌 재단 이사장 직무대행 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 사회 공헌 재단은 언제 설립되었습니까?', kind: 'other_relation' },
      { template: '{e}의 사회 공헌 재단 연간 기부액은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 사회 공헌 재단 이사장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 본사 건물 층수는 몇 층입니까?',
    answer: (r) => `${8 + (r() % 40)}층`,
    asks: [
      { template: '{e}의 본사건물 층수는 몇 층입니까?', lever: 'compound_split' },
      { template: '{e}의 본사 건물층수는 몇 층입니까?', lever: 'compound_split' },
      { template: '{e} 본사 건물 층수가 몇 층이에요?', lever: 'polite_ending' },
      { template: '{e}의 본사 건물 층수가 어떻게 되는지 알고 싶어요.', lever: 'polite_ending' },
      { template: '{e} 본사 건물 층수 몇 층임?', lever: 'polite_ending' },
      { template: '{e} 본사건물 층수 몇층인가요?', lever: 'both' },
      { template: '{e} 본사건물층수 몇 층이야?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 본사 건물 지하 층수는 몇 층입니까?', kind: 'changed_modifier' },
      { template: '{e}의 신축 중인 본사 건물 층수는 몇 층입니까?', kind: 'changed_modifier' },
      { template: '{e} 판교 별관 건물 층수 몇 층이에요?', kind: 'changed_modifier' },
      { template: '{e}의 본사 건물 준공 연도는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 본사 건물 설계자는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 본사 건물 층수는 몇 층입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 정기 공채 서류 마감일은 언제입니까?',
    answer: (r) => `${pick(r, ['3월', '4월', '9월', '10월'])} ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 정기공채 서류 마감일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 정기 공채 서류마감일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 정기 공채 서류 마감일 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 정기 공채 서류 마감일이 언제인가요?', lever: 'polite_ending' },
      { template: '{e} 정기 공채 서류 마감일 언제야??', lever: 'polite_ending' },
      { template: '{e} 정기공채 서류마감일 언제인지 알려주세요', lever: 'both' },
      { template: '{e} 정기공채서류마감일 언제임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 경력직 공채 서류 마감일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 해외 법인 정기 공채 서류 마감일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 작년 정기 공채 서류 마감일은 언제였나요?', kind: 'changed_modifier' },
      { template: '{e}의 정기 공채 모집 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 정기 공채 최종 합격 발표일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 정기 공채 서류 마감일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 신입 사원 연수원 위치는 어디입니까?',
    answer: (r) => pick(r, ['경기 용인', '충남 천안', '강원 평창', '경북 경주', '경기 이천']),
    asks: [
      { template: '{e}의 신입사원 연수원 위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 신입 사원 연수원위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 신입 사원 연수원 위치가 어디죠?', lever: 'polite_ending' },
      { template: '{e}의 신입 사원 연수원 위치를 알려 주실 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 신입 사원 연수원 위치 어디냐', lever: 'polite_ending' },
      { template: '{e} 신입사원연수원 위치 어디에요?', lever: 'both' },
      { template: '{e} 신입사원 연수원 위치 어딘가요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 임원 연수원 위치는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 이전하기 전 신입 사원 연수원 위치는 어디였나요?', kind: 'changed_modifier' },
      { template: '{e} 신입 사원 해외 연수원 위치 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 신입 사원 연수 기간은 며칠입니까?', kind: 'other_relation' },
      { template: '{e}의 신입 사원 연수원 원장은 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 신입 사원 연수원 위치는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 메뉴 개발 담당자는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 메뉴개발 담당자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 메뉴 개발담당자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 메뉴 개발 담당자가 누구예요?', lever: 'polite_ending' },
      { template: '{e} 메뉴 개발 담당자 누구?', lever: 'polite_ending' },
      { template: '{e}의 메뉴 개발 담당자분이 누구신지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 메뉴개발담당자 누구야', lever: 'both' },
      { template: '{e} 메뉴개발 담당자 누군지 알려주세요~', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 디저트 메뉴 개발 담당자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 가맹 사업을 시작하기 전 메뉴 개발 담당자는 누구였어요?', kind: 'changed_modifier' },
      { template: '{e} 부산 지점 메뉴 개발 담당자 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 메뉴 개발 담당자는 어느 호텔 출신입니까?', kind: 'other_relation' },
      { template: '{e}의 신메뉴 시식회는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 메뉴 개발 담당자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 생일 쿠폰 할인 금액은 얼마입니까?',
    answer: (r) => `${pick(r, ['2000', '3000', '5000', '1만'])} 원`,
    asks: [
      { template: '{e}의 생일쿠폰 할인 금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 생일 쿠폰 할인금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 생일 쿠폰 할인 금액이 얼마죠?', lever: 'polite_ending' },
      { template: '{e}의 생일 쿠폰 할인 금액이 얼마인지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 생일 쿠폰 할인 금액 얼마?', lever: 'polite_ending' },
      { template: '{e} 생일쿠폰 할인금액 얼마나 돼요?', lever: 'both' },
      { template: '{e} 생일쿠폰할인금액 얼마임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 VIP 회원 생일 쿠폰 할인 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 멤버십을 개편하기 전 생일 쿠폰 할인 금액은 얼마였나요?', kind: 'changed_modifier' },
      { template: '{e} 홀케이크 살 때 생일 쿠폰 할인 금액 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 생일 쿠폰 사용 기한은 언제까지입니까?', kind: 'other_relation' },
      { template: '{e}의 생일 쿠폰은 어떻게 받을 수 있습니까?', kind: 'other_relation' },
      { template: '{f}의 생일 쿠폰 할인 금액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 야외 테라스 개장 시기는 언제입니까?',
    answer: (r) => `${pick(r, ['3월', '4월', '5월'])} ${pick(r, ['초', '중순', '말'])}`,
    asks: [
      { template: '{e}의 야외테라스 개장 시기는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 야외 테라스 개장시기는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 야외 테라스 개장 시기가 언제예요?', lever: 'polite_ending' },
      { template: '{e} 야외 테라스 개장 시기 언제임?', lever: 'polite_ending' },
      { template: '{e}의 야외 테라스 개장 시기를 알려 주시면 감사하겠습니다.', lever: 'polite_ending' },
      { template: '{e} 야외테라스 개장시기 언제인가요?', lever: 'both' },
      { template: '{e} 야외테라스개장시기 언제?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2층 야외 테라스 개장 시기는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 작년 야외 테라스 개장 시기는 언제였습니까?', kind: 'changed_modifier' },
      { template: '{e} 반려견 동반 야외 테라스 개장 시기 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 야외 테라스 좌석은 몇 석입니까?', kind: 'other_relation' },
      { template: '{e}의 야외 테라스는 몇 시까지 운영합니까?', kind: 'other_relation' },
      { template: '{f}의 야외 테라스 개장 시기는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 포장 용기 공급 업체는 어디입니까?',
    answer: (r) => `${word(r, 2)}패키지`,
    asks: [
      { template: '{e}의 포장용기 공급 업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 포장 용기 공급업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 포장 용기 공급 업체는 어디에요?', lever: 'polite_ending' },
      { template: '{e}의 포장 용기 공급 업체 좀 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 포장 용기 공급 업체 어디냐?', lever: 'polite_ending' },
      { template: '{e} 포장용기공급업체 어디?', lever: 'both' },
      { template: '{e} 포장용기 공급 업체가 어딘지 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 친환경 포장 용기 공급 업체는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 일회용품 규제 전에 쓰던 포장 용기 공급 업체는 어디였나요?', kind: 'changed_modifier' },
      { template: '{e} 소스 포장 용기 공급 업체 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 포장 용기 개당 단가는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 포장 용기 재질은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 포장 용기 공급 업체는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 개인 응원가 작곡가는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 개인응원가 작곡가는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 개인 응원가작곡가는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 개인 응원가 작곡가가 누구죠?', lever: 'polite_ending' },
      { template: '{e} 개인 응원가 작곡가 누군지 아시는 분?', lever: 'polite_ending' },
      { template: '{e}의 개인 응원가 작곡가가 누구인지 궁금합니다!', lever: 'polite_ending' },
      { template: '{e} 개인응원가 작곡가 누구임?', lever: 'both' },
      { template: '{e} 개인응원가작곡가 누구야', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 국가대표 시절 개인 응원가 작곡가는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 이적 전 팀 개인 응원가 작곡가는 누구였나요?', kind: 'changed_modifier' },
      { template: '{e} 개인 응원가 리믹스 버전 작곡가 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 개인 응원가 가사는 누가 썼습니까?', kind: 'other_relation' },
      { template: '{e}의 개인 응원가는 언제 처음 불렸습니까?', kind: 'other_relation' },
      { template: '{f}의 개인 응원가 작곡가는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 통산 끝내기 안타 수는 몇 개입니까?',
    answer: (r) => `${2 + (r() % 14)}개`,
    asks: [
      { template: '{e}의 통산 끝내기안타 수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 통산 끝내기 안타수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 통산 끝내기 안타 수 몇 개임?', lever: 'polite_ending' },
      { template: '{e}의 통산 끝내기 안타 수가 몇 개인지 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 통산 끝내기 안타 수가 몇 개죠?', lever: 'polite_ending' },
      { template: '{e} 통산 끝내기안타수 몇개야?', lever: 'both' },
      { template: '{e} 통산 끝내기안타 수 몇 개나 돼요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 포스트시즌 통산 끝내기 안타 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 원정 경기 통산 끝내기 안타 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e} 올 시즌 끝내기 안타 수 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 통산 끝내기 홈런 수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{e}의 첫 끝내기 안타는 언제였습니까?', kind: 'other_relation' },
      { template: '{f}의 통산 끝내기 안타 수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 영구 결번 지정일은 언제입니까?',
    answer: (r) => `${2008 + (r() % 17)}년 ${1 + (r() % 12)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 영구결번 지정일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 영구 결번지정일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 영구 결번 지정일이 언제예요?', lever: 'polite_ending' },
      { template: '{e} 영구 결번 지정일 언제였지?', lever: 'polite_ending' },
      { template: '{e}의 영구 결번 지정일이 언제인지 여쭙고 싶습니다.', lever: 'polite_ending' },
      { template: '{e} 영구결번 지정일 언제임', lever: 'both' },
      { template: '{e} 영구결번지정일이 언제였나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 국가대표팀 영구 결번 지정일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 전 소속팀 영구 결번 지정일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 모교 야구부 영구 결번 지정일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 영구 결번 번호는 몇 번입니까?', kind: 'other_relation' },
      { template: '{e}의 영구 결번식은 어디서 열렸습니까?', kind: 'other_relation' },
      { template: '{f}의 영구 결번 지정일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 개인 유튜브 채널 이름은 무엇입니까?',
    answer: (r) => `${word(r, 2)}TV`,
    asks: [
      { template: '{e}의 개인 유튜브채널 이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 개인 유튜브 채널이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 개인 유튜브 채널 이름이 뭐죠?', lever: 'polite_ending' },
      { template: '{e} 개인 유튜브 채널 이름 뭐였더라?', lever: 'polite_ending' },
      { template: '{e}의 개인 유튜브 채널 이름 좀 알려주세요', lever: 'polite_ending' },
      { template: '{e} 개인유튜브채널 이름 뭐임?', lever: 'both' },
      { template: '{e} 개인 유튜브채널이름 뭐야', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 은퇴 후 개인 유튜브 채널 이름은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 부부 공동 유튜브 채널 이름은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 개인 유튜브 서브 채널 이름 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 개인 유튜브 채널 구독자 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 개인 유튜브 채널은 언제 개설되었습니까?', kind: 'other_relation' },
      { template: '{f}의 개인 유튜브 채널 이름은 무엇입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twenty-fifth Korean set, written on 2026-12-07 by a hand that saw neither the Korean rules nor the misses of
 * earlier sets, before it was first measured. Companies: the office move's planned date, expatriate headcount, the
 * disclosure department, the year-end bonus rate. Shops: the kitchen hygiene check, custom cake lead time, lunch
 * special price, takeout wait. Players: alma mater scholarship gift, club jersey sales rank, memoir launch venue,
 * salary arbitration filing date. Its negatives' modifiers: 두 번째, 자회사, 당초, 중국, 여성, 내년도, ESG,
 * 상장 초기, 수시, 반도체 부문, 재작년, 계약직, 지난 분기, 2호점, 불시, 캐릭터, 대형 사이즈, 크리스마스 시즌,
 * 주말, 곱빼기, 강남역점, 저녁 피크 타임, 배달 앱, 터미널 지점, 중학교, 첫 해, 추가, 어센틱, 지난 시즌,
 * 리그 전체, 10주년, 2차, 일본어판, 마이너리그 시절, 철회, 구단 측.
 */
export const KOREAN_HELD_OUT_25: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 사옥 이전 예정일은 언제입니까?',
    answer: (r) => `${2027 + (r() % 3)}년 ${1 + (r() % 12)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 사옥이전 예정일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 사옥 이전예정일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 사옥 이전 예정일이 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 사옥 이전 예정일이 언제인지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 사옥 이전 예정일 언제쯤이야?', lever: 'polite_ending' },
      { template: '{e} 사옥이전 예정일 언제로 잡혔나요?', lever: 'both' },
      { template: '{e} 사옥이전예정일 언제임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 두 번째 사옥 이전 예정일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 자회사 사옥 이전 예정일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 사옥 이전 당초 예정일 언제였어요?', kind: 'changed_modifier' },
      { template: '{e}의 사옥 이전 후보지는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 현 사옥 매각 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 사옥 이전 예정일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 주재원 파견 인원은 몇 명입니까?',
    answer: (r) => `${5 + (r() % 60)}명`,
    asks: [
      { template: '{e}의 주재원파견 인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e}의 주재원 파견인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 주재원 파견 인원이 몇 명이에요?', lever: 'polite_ending' },
      { template: '{e}의 주재원 파견 인원이 몇 명인지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 주재원 파견 인원 몇 명 정도 돼?', lever: 'polite_ending' },
      { template: '{e} 주재원파견 인원 몇명인가요?', lever: 'both' },
      { template: '{e} 주재원 파견인원 몇 명인지 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 중국 주재원 파견 인원은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e} 주재원 파견 인원 중 여성은 몇 명이에요?', kind: 'changed_modifier' },
      { template: '{e}의 내년도 주재원 파견 인원은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}의 주재원 파견 기간은 몇 년입니까?', kind: 'other_relation' },
      { template: '{e}의 주재원 주거 지원금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 주재원 파견 인원은 몇 명입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 공시 업무 담당 부서는 어디입니까?',
    answer: (r) => pick(r, ['IR팀', '재무기획팀', '경영지원팀', '공시팀', '재무팀']),
    asks: [
      { template: '{e}의 공시업무 담당 부서는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 공시 업무 담당부서는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 공시 업무 담당 부서가 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 공시 업무 담당 부서가 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 공시 업무 담당 부서 어디임?', lever: 'polite_ending' },
      { template: '{e} 공시업무 담당부서 어딘지 알려 주세요', lever: 'both' },
      { template: '{e} 공시업무담당부서 어디야?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 ESG 공시 업무 담당 부서는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 상장 초기 공시 업무 담당 부서 어디였어요?', kind: 'changed_modifier' },
      { template: '{e}의 공시 업무 중 수시 공시 담당 부서는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 공시 업무 담당 부서장은 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 가장 최근 공시 제출일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 공시 업무 담당 부서는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 연말 성과급 지급 비율은 얼마입니까?',
    answer: (r) => `${pick(r, ['100', '150', '200', '300', '500'])}%`,
    asks: [
      { template: '{e}의 연말성과급 지급 비율은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 연말 성과급 지급비율은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 연말 성과급 지급 비율이 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 연말 성과급 지급 비율이 어떻게 되는지 궁금합니다', lever: 'polite_ending' },
      { template: '{e} 연말 성과급 지급 비율 얼마임?', lever: 'polite_ending' },
      { template: '{e} 연말성과급 지급비율 몇 퍼센트인가요?', lever: 'both' },
      { template: '{e} 연말성과급지급비율 얼마야', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 반도체 부문 연말 성과급 지급 비율은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 연말 성과급 지급 비율 재작년엔 얼마였어요?', kind: 'changed_modifier' },
      { template: '{e}의 계약직 연말 성과급 지급 비율은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 연말 성과급 지급일은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 성과급 산정 기준은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 연말 성과급 지급 비율은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 주방 위생 점검일은 언제입니까?',
    answer: (r) => `${1 + (r() % 12)}월 ${1 + (r() % 28)}일`,
    asks: [
      { template: '{e}의 주방위생 점검일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 주방 위생점검일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 주방 위생 점검일이 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 주방 위생 점검일을 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 주방 위생 점검일 언제냐', lever: 'polite_ending' },
      { template: '{e} 주방위생 점검일 언제인가요?', lever: 'both' },
      { template: '{e} 주방위생점검일 언제임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 지난 분기 주방 위생 점검일은 언제였습니까?', kind: 'changed_modifier' },
      { template: '{e} 2호점 주방 위생 점검일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 주방 위생 불시 점검일은 언제였나요?', kind: 'changed_modifier' },
      { template: '{e}의 주방 위생 등급은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 주방 위생 관리 책임자는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 주방 위생 점검일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 케이크 주문 제작 기간은 며칠입니까?',
    answer: (r) => `${2 + (r() % 6)}일`,
    asks: [
      { template: '{e}의 케이크 주문제작 기간은 며칠입니까?', lever: 'compound_split' },
      { template: '{e}의 케이크 주문 제작기간은 며칠입니까?', lever: 'compound_split' },
      { template: '{e} 케이크 주문 제작 기간이 며칠이에요?', lever: 'polite_ending' },
      { template: '{e}의 케이크 주문 제작 기간이 며칠 걸리는지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 케이크 주문 제작 기간 며칠 걸려?', lever: 'polite_ending' },
      { template: '{e} 케이크 주문제작 기간 며칠인가요?', lever: 'both' },
      { template: '{e} 케이크주문제작 기간 며칠임', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 캐릭터 케이크 주문 제작 기간 며칠이에요?', kind: 'changed_modifier' },
      { template: '{e}의 대형 사이즈 케이크 주문 제작 기간은 며칠입니까?', kind: 'changed_modifier' },
      { template: '{e}의 케이크 주문 제작 기간은 크리스마스 시즌에 며칠입니까?', kind: 'changed_modifier' },
      { template: '{e}의 케이크 주문 제작 최소 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 케이크 픽업 가능 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 케이크 주문 제작 기간은 며칠입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 점심 특선 메뉴 가격은 얼마입니까?',
    answer: (r) => `${pick(r, ['8900', '9900', '1만 1000', '1만 2000'])} 원`,
    asks: [
      { template: '{e}의 점심특선 메뉴 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 점심 특선메뉴 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 점심 특선 메뉴 가격이 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 점심 특선 메뉴 가격 좀 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 점심 특선 메뉴 가격 얼마냐?', lever: 'polite_ending' },
      { template: '{e} 점심특선 메뉴 가격 얼마인가요?', lever: 'both' },
      { template: '{e} 점심특선메뉴 가격 얼마임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 점심 특선 메뉴 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 점심 특선 메뉴 곱빼기 가격 얼마예요?', kind: 'changed_modifier' },
      { template: '{e} 강남역점 점심 특선 메뉴 가격 얼마야?', kind: 'changed_modifier' },
      { template: '{e}의 점심 특선 메뉴 제공 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 점심 특선 메뉴 구성은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 점심 특선 메뉴 가격은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 포장 주문 대기 시간은 몇 분입니까?',
    answer: (r) => `${10 + (r() % 30)}분`,
    asks: [
      { template: '{e}의 포장주문 대기 시간은 몇 분입니까?', lever: 'compound_split' },
      { template: '{e}의 포장 주문 대기시간은 몇 분입니까?', lever: 'compound_split' },
      { template: '{e} 포장 주문 대기 시간이 몇 분이에요?', lever: 'polite_ending' },
      { template: '{e}의 포장 주문 대기 시간이 보통 얼마나 걸리나요?', lever: 'polite_ending' },
      { template: '{e} 포장 주문 대기 시간 몇 분임?', lever: 'polite_ending' },
      { template: '{e} 포장주문 대기시간 몇분 정도예요?', lever: 'both' },
      { template: '{e} 포장주문대기시간 얼마나 돼?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 저녁 피크 타임 포장 주문 대기 시간은 몇 분입니까?', kind: 'changed_modifier' },
      { template: '{e} 포장 주문 대기 시간 배달 앱으로 하면 몇 분이에요?', kind: 'changed_modifier' },
      { template: '{e}의 터미널 지점 포장 주문 대기 시간은 몇 분입니까?', kind: 'changed_modifier' },
      { template: '{e}의 포장 주문 할인 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 매장 식사 대기 시간은 몇 분입니까?', kind: 'other_relation' },
      { template: '{f}의 포장 주문 대기 시간은 몇 분입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 모교 장학금 기부액은 얼마입니까?',
    answer: (r) => `${pick(r, ['1000만', '3000만', '5000만', '1억'])} 원`,
    asks: [
      { template: '{e}의 모교장학금 기부액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 모교 장학금기부액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 모교 장학금 기부액이 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 모교 장학금 기부액이 얼마인지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 모교 장학금 기부액 얼마나 됨?', lever: 'polite_ending' },
      { template: '{e} 모교장학금 기부액 얼마인가요?', lever: 'both' },
      { template: '{e} 모교 장학금기부액 얼마야?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 중학교 모교 장학금 기부액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 모교 장학금 기부액 첫 해엔 얼마였어요?', kind: 'changed_modifier' },
      { template: '{e}의 모교 장학금 추가 기부액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 모교 장학금 이름은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 모교 장학금 수혜 학생 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 모교 장학금 기부액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 구단 유니폼 판매 순위는 몇 위입니까?',
    answer: (r) => `${1 + (r() % 10)}위`,
    asks: [
      { template: '{e}의 구단 유니폼판매 순위는 몇 위입니까?', lever: 'compound_split' },
      { template: '{e}의 구단 유니폼 판매순위는 몇 위입니까?', lever: 'compound_split' },
      { template: '{e} 구단 유니폼 판매 순위가 몇 위예요?', lever: 'polite_ending' },
      { template: '{e}의 구단 유니폼 판매 순위가 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 구단 유니폼 판매 순위 몇 위임?', lever: 'polite_ending' },
      { template: '{e} 구단 유니폼판매 순위 몇위인지 알려 주세요', lever: 'both' },
      { template: '{e} 구단 유니폼판매순위 몇 위야?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 구단 어센틱 유니폼 판매 순위는 몇 위입니까?', kind: 'changed_modifier' },
      { template: '{e} 지난 시즌 구단 유니폼 판매 순위 몇 위였어요?', kind: 'changed_modifier' },
      { template: '{e}의 유니폼 판매 순위는 리그 전체에서 몇 위입니까?', kind: 'changed_modifier' },
      { template: '{e}의 구단 유니폼 판매량은 몇 장입니까?', kind: 'other_relation' },
      { template: '{e}의 유니폼 마킹 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 구단 유니폼 판매 순위는 몇 위입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 자서전 출간 기념회 장소는 어디입니까?',
    answer: (r) => pick(r, ['교보문고 광화문점', '코엑스 컨퍼런스룸', '잠실 롯데호텔', '홈구장 스카이박스']),
    asks: [
      { template: '{e}의 자서전 출간기념회 장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 자서전출간 기념회 장소는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 자서전 출간 기념회 장소가 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 자서전 출간 기념회 장소가 어디인지 알고 싶습니다.', lever: 'polite_ending' },
      { template: '{e} 자서전 출간 기념회 장소 어디래?', lever: 'polite_ending' },
      { template: '{e} 자서전 출간기념회 장소 어디예요?', lever: 'both' },
      { template: '{e} 자서전출간 기념회 장소 어딘가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 자서전 출간 10주년 기념회 장소는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 일본어판 자서전 출간 기념회 장소 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 자서전 출간 기념회 2차 장소는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 자서전 출간 기념회 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 자서전 제목은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 자서전 출간 기념회 장소는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 연봉 조정 신청일은 언제입니까?',
    answer: (r) => `${2015 + (r() % 10)}년 1월 ${5 + (r() % 20)}일`,
    asks: [
      { template: '{e}의 연봉조정 신청일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 연봉 조정신청일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 연봉 조정 신청일이 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 연봉 조정 신청일이 언제였는지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 연봉 조정 신청일 언제였음?', lever: 'polite_ending' },
      { template: '{e} 연봉조정 신청일 언제였나요?', lever: 'both' },
      { template: '{e} 연봉조정신청일 언제야', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 마이너리그 시절 연봉 조정 신청일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 연봉 조정 철회 신청일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 구단 측 연봉 조정 신청일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 연봉 조정 결과는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 연봉 조정 요구액은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 연봉 조정 신청일은 언제입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twenty-sixth Korean set, written on 2026-12-07 by a hand that saw neither the Korean rules nor the misses of
 * earlier sets, before it was first measured. Companies: the staff health-check clinic, the quarterly earnings
 * release date, the size of the share buyback, the number of staff on parental leave. Shops: the americano refill
 * price, the genre of the in-store music, how many high chairs it keeps, the last-order time. Players: who
 * officiated the wedding, the rookie-of-the-year year, the country of coaching training, how many children
 * sponsored. Its negatives' modifiers: 임원 전용, 작년, 지방 사업장, 잠정, 지난 분기, 미국 법인, 올해 하반기,
 * 우선주, 계열사, 남성, 작년, 연구소, 아이스, 벤티 사이즈, 오전 시간대, 두 번째로 많이, 2층, 개업 초기, 부스터형,
 * 본점, 리모델링 전, 주말, 주류, 테라스석, 형, 리마인드, 원래 섭외됐던, 퓨처스리그, 대학 시절, 일본 리그,
 * 두 번째, 단기, 내년, 해외, 데뷔 첫해, 고등학생.
 */
export const KOREAN_HELD_OUT_26: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 임직원 건강 검진 기관은 어디입니까?',
    answer: (r) =>
      pick(r, [
        '강북삼성병원 건강의학센터',
        '서울아산병원 건강증진센터',
        'KMI 한국의학연구소',
        '한국건강관리협회',
        '세브란스 체크업',
      ]),
    asks: [
      { template: '{e}의 임직원 건강검진 기관은 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 임직원 건강 검진기관은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 임직원 건강 검진 기관이 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 임직원 건강 검진 기관이 어딘지 궁금합니다', lever: 'polite_ending' },
      { template: '{e} 임직원 건강 검진 기관 어디야?', lever: 'polite_ending' },
      { template: '{e} 임직원 건강검진 기관 어디로 가나요?', lever: 'both' },
      { template: '{e} 임직원 건강검진기관 어디임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 임원 전용 건강 검진 기관은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 임직원 건강 검진 기관 작년엔 어디였어요?', kind: 'changed_modifier' },
      { template: '{e}의 지방 사업장 임직원 건강 검진 기관은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 임직원 건강 검진 지원 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 임직원 단체 상해 보험사는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 임직원 건강 검진 기관은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 분기 실적 발표일은 언제입니까?',
    answer: (r) => `${2026 + (r() % 2)}년 ${pick(r, ['1', '4', '7', '10'])}월 ${20 + (r() % 9)}일`,
    asks: [
      { template: '{e}의 분기실적 발표일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 분기 실적발표일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 분기 실적 발표일이 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 분기 실적 발표일 좀 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 분기 실적 발표일 언제지?', lever: 'polite_ending' },
      { template: '{e} 분기실적 발표일이 언제쯤이에요?', lever: 'both' },
      { template: '{e} 분기 실적발표일 언제인지 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 분기 잠정 실적 발표일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 지난 분기 실적 발표일 언제였어요?', kind: 'changed_modifier' },
      { template: '{e}의 미국 법인 분기 실적 발표일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 분기 실적 발표 방식은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 분기 영업 이익은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 분기 실적 발표일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 자사주 매입 규모는 얼마입니까?',
    answer: (r) => `${pick(r, ['300', '500', '1000', '2000', '3000'])}억 원`,
    asks: [
      { template: '{e}의 자사주매입 규모는 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 자사주 매입규모는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 자사주 매입 규모가 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 자사주 매입 규모가 얼마나 되는지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 자사주 매입 규모 얼마임?', lever: 'polite_ending' },
      { template: '{e} 자사주매입 규모 어느 정도인가요?', lever: 'both' },
      { template: '{e} 자사주 매입규모 얼마래?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 올해 하반기 자사주 매입 규모는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 우선주 자사주 매입 규모 얼마예요?', kind: 'changed_modifier' },
      { template: '{e} 계열사 자사주 매입 규모 얼마야?', kind: 'changed_modifier' },
      { template: '{e}의 자사주 소각 예정일은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 주당 배당금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 자사주 매입 규모는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 육아 휴직 사용 인원은 몇 명입니까?',
    answer: (r) => `${3 + (r() % 80)}명`,
    asks: [
      { template: '{e}의 육아휴직 사용 인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e}의 육아 휴직 사용인원은 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 육아 휴직 사용 인원이 몇 명이에요?', lever: 'polite_ending' },
      { template: '{e}의 육아 휴직 사용 인원을 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 육아 휴직 사용 인원 몇 명 됨?', lever: 'polite_ending' },
      { template: '{e} 육아휴직 사용인원 몇 명이나 되나요?', lever: 'both' },
      { template: '{e} 육아휴직 사용 인원 몇명임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 남성 육아 휴직 사용 인원은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e} 작년 육아 휴직 사용 인원 몇 명이었어요?', kind: 'changed_modifier' },
      { template: '{e}의 연구소 육아 휴직 사용 인원은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}의 육아 휴직 최대 기간은 몇 개월입니까?', kind: 'other_relation' },
      { template: '{e}의 육아 휴직 후 복귀율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 육아 휴직 사용 인원은 몇 명입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 아메리카노 리필 가격은 얼마입니까?',
    answer: (r) => `${pick(r, ['500', '1000', '1500', '2000'])}원`,
    asks: [
      { template: '{e}의 아메리카노리필 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 아메리카노 리필가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 아메리카노 리필 가격 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 아메리카노 리필 가격이 얼마인지 알려 주실 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 아메리카노 리필 가격 얼마야', lever: 'polite_ending' },
      { template: '{e} 아메리카노 리필가격 얼만가요?', lever: 'both' },
      { template: '{e} 아메리카노리필 가격 얼마 받아요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 아이스 아메리카노 리필 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 아메리카노 벤티 사이즈 리필 가격 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 오전 시간대 아메리카노 리필 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 아메리카노 원두 원산지는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 아메리카노 리필 가능 횟수는 몇 번입니까?', kind: 'other_relation' },
      { template: '{f}의 아메리카노 리필 가격은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 매장 배경 음악 장르는 무엇입니까?',
    answer: (r) => pick(r, ['재즈', '시티팝', '로파이 힙합', '보사노바', '인디 어쿠스틱']),
    asks: [
      { template: '{e}의 매장 배경음악 장르는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 매장 배경 음악장르는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 매장 배경 음악 장르가 뭐예요?', lever: 'polite_ending' },
      { template: '{e}의 매장 배경 음악 장르가 무엇인지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 매장 배경 음악 장르 뭐임?', lever: 'polite_ending' },
      { template: '{e} 매장 배경음악 장르 뭔가요?', lever: 'both' },
      { template: '{e} 매장배경음악 장르 뭐야?', lever: 'both' },
    ],
    negatives: [
      { template: '{e} 매장 배경 음악 장르 중 두 번째로 많이 트는 건 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 2층 매장 배경 음악 장르는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 개업 초기 매장 배경 음악 장르는 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e}의 매장 배경 음악 선곡 담당자는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 매장 음악 스트리밍 서비스는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 매장 배경 음악 장르는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 유아 의자 보유 개수는 몇 개입니까?',
    answer: (r) => `${1 + (r() % 6)}개`,
    asks: [
      { template: '{e}의 유아의자 보유 개수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 유아 의자 보유개수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 유아 의자 보유 개수 몇 개예요?', lever: 'polite_ending' },
      { template: '{e}의 유아 의자 보유 개수가 몇 개인지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 유아 의자 보유 개수 몇 개야?', lever: 'polite_ending' },
      { template: '{e} 유아의자 보유 개수 몇 개 있나요?', lever: 'both' },
      { template: '{e} 유아의자 보유개수 몇개임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 부스터형 유아 의자 보유 개수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 본점 유아 의자 보유 개수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e} 유아 의자 보유 개수 리모델링 전엔 몇 개였어요?', kind: 'changed_modifier' },
      { template: '{e}의 기저귀 교환대 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 유아 의자 대여 요금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 유아 의자 보유 개수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 라스트 오더 시간은 언제입니까?',
    answer: (r) => pick(r, ['오후 8시', '오후 8시 30분', '오후 9시', '오후 9시 30분', '밤 10시']),
    asks: [
      { template: '{e}의 라스트오더 시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 라스트 오더시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 라스트 오더 시간이 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 라스트 오더 시간이 몇 시인지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 라스트 오더 시간 몇 시야?', lever: 'polite_ending' },
      { template: '{e} 라스트오더 시간 몇 시까지예요?', lever: 'both' },
      { template: '{e} 라스트오더시간 언제임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 라스트 오더 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 주류 라스트 오더 시간 언제예요?', kind: 'changed_modifier' },
      { template: '{e} 테라스석 라스트 오더 시간 몇 시야?', kind: 'changed_modifier' },
      { template: '{e}의 폐점 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 오픈 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 라스트 오더 시간은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 결혼식 주례 선생님은 누구입니까?',
    answer: (r) => pick(r, ['박성호 전 감독', '고교 은사 이재훈 감독', '최민수 단장', '김태영 해설위원']),
    asks: [
      { template: '{e}의 결혼식 주례선생님은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 결혼식주례 선생님은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 결혼식 주례 선생님이 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 결혼식 주례 선생님이 누구셨는지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 결혼식 주례 선생님 누구임?', lever: 'polite_ending' },
      { template: '{e} 결혼식 주례선생님 누구였나요?', lever: 'both' },
      { template: '{e} 결혼식주례 선생님 누군지 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 형 결혼식 주례 선생님은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 리마인드 결혼식 주례 선생님은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 결혼식 주례 선생님으로 원래 섭외됐던 분은 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 결혼식 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 결혼식 축가 가수는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 결혼식 주례 선생님은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 신인왕 수상 연도는 언제입니까?',
    answer: (r) => `${2008 + (r() % 15)}년`,
    asks: [
      { template: '{e}의 신인왕수상 연도는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 신인왕 수상연도는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 신인왕 수상 연도가 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 신인왕 수상 연도가 몇 년도인지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 신인왕 수상 연도 언제였지?', lever: 'polite_ending' },
      { template: '{e} 신인왕 수상연도 몇 년이에요?', lever: 'both' },
      { template: '{e} 신인왕수상연도 언제임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 퓨처스리그 신인왕 수상 연도는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 대학 시절 신인왕 수상 연도는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 일본 리그 신인왕 수상 연도 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 신인왕 투표 득표수는 몇 표입니까?', kind: 'other_relation' },
      { template: '{e}의 MVP 수상 연도는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 신인왕 수상 연도는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 지도자 연수 국가는 어디입니까?',
    answer: (r) => pick(r, ['미국', '일본', '호주', '대만', '도미니카공화국']),
    asks: [
      { template: '{e}의 지도자연수 국가는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 지도자 연수국가는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 지도자 연수 국가가 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 지도자 연수 국가가 어디인지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 지도자 연수 국가 어디야?', lever: 'polite_ending' },
      { template: '{e} 지도자연수 국가 어딘가요?', lever: 'both' },
      { template: '{e} 지도자연수 국가 어디로 갔음?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 두 번째 지도자 연수 국가는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 단기 지도자 연수 국가는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 내년 지도자 연수 국가 어디래요?', kind: 'changed_modifier' },
      { template: '{e}의 지도자 연수 기간은 몇 개월입니까?', kind: 'other_relation' },
      { template: '{e}의 지도자 연수 구단은 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 지도자 연수 국가는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 후원 아동 수는 몇 명입니까?',
    answer: (r) => `${2 + (r() % 40)}명`,
    asks: [
      { template: '{e}의 후원아동 수는 몇 명입니까?', lever: 'compound_split' },
      { template: '{e}의 후원 아동수는 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 후원 아동 수가 몇 명이에요?', lever: 'polite_ending' },
      { template: '{e}의 후원 아동 수가 몇 명인지 알고 싶어요.', lever: 'polite_ending' },
      { template: '{e} 후원 아동 수 몇 명이야?', lever: 'polite_ending' },
      { template: '{e} 후원아동 수 몇 명쯤 돼요?', lever: 'both' },
      { template: '{e} 후원아동수 몇명임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 해외 후원 아동 수는 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e} 데뷔 첫해 후원 아동 수 몇 명이었어요?', kind: 'changed_modifier' },
      { template: '{e}의 후원 아동 중 고등학생은 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}의 후원 단체 이름은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 연간 기부 총액은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 후원 아동 수는 몇 명입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twenty-seventh Korean set, written on 2026-12-07 by a hand that saw neither the Korean rules nor the misses of
 * earlier sets, before it was first measured. Companies: who the industrial safety manager is, the online shop's
 * address, the carbon emission cut target, how many new hires. Shops: the age limit of the no-kids zone, the hours
 * for booking by phone, the price of the handmade burger set, how many vegan dishes. Players: career game-winning
 * RBIs, when the fielding position changed, the time of arrival for home games, the personal diet dietitian. Its
 * negatives' modifiers: 울산 공장, 야간 근무조, 협력업체, 중국어, 도매 전용, 아울렛, 베트남 공장, 공급망, 10년 전,
 * 경력직, 청주 캠퍼스, 2024년, 저녁 시간, 루프탑, 성수점, 명절 연휴, 단체석, 판교점, 더블 패티, 점심 할인 시간,
 * 배달 주문, 디저트, 여름 한정, 강남점, 포스트시즌, 좌완 상대, 연장전, 국가대표팀, 마지막, 외야, 원정 경기,
 * 더블헤더 날, 시범 경기 기간, 비시즌, 괌 캠프, 이전.
 */
export const KOREAN_HELD_OUT_27: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 산업 안전 관리자는 누구입니까?',
    answer: (r) => pick(r, ['김정훈 안전보건팀장', '이수민 부장', '박영철 안전관리실장', '최은지 차장', '정대호 상무']),
    asks: [
      { template: '{e}의 산업안전 관리자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 산업 안전관리자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 산업 안전 관리자가 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 산업 안전 관리자가 누구인지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 산업 안전 관리자 누구야?', lever: 'polite_ending' },
      { template: '{e} 산업안전 관리자 누구신가요?', lever: 'both' },
      { template: '{e} 산업안전관리자 누군지 궁금합니다', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 울산 공장 산업 안전 관리자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 야간 근무조 산업 안전 관리자 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 협력업체 산업 안전 관리자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 산업 재해 발생 건수는 몇 건입니까?', kind: 'other_relation' },
      { template: '{e}의 안전 보건 교육 주기는 어떻게 됩니까?', kind: 'other_relation' },
      { template: '{f}의 산업 안전 관리자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 온라인 쇼핑몰 주소는 무엇입니까?',
    answer: (r) =>
      pick(r, [
        'shop.hanmall.co.kr',
        'www.daon-store.com',
        'mall.nuri.kr',
        'store.byeolbit.co.kr',
        'www.maru-online.com',
      ]),
    asks: [
      { template: '{e}의 온라인쇼핑몰 주소는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 온라인 쇼핑몰주소는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 온라인 쇼핑몰 주소가 뭐예요?', lever: 'polite_ending' },
      { template: '{e}의 온라인 쇼핑몰 주소 좀 알려 주시겠어요?', lever: 'polite_ending' },
      { template: '{e} 온라인 쇼핑몰 주소 뭐야?', lever: 'polite_ending' },
      { template: '{e} 온라인쇼핑몰 주소 어떻게 되나요?', lever: 'both' },
      { template: '{e} 온라인쇼핑몰주소 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 중국어 온라인 쇼핑몰 주소는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 도매 전용 온라인 쇼핑몰 주소는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 아울렛 온라인 쇼핑몰 주소 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 온라인 쇼핑몰 운영 대행사는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 공식 블로그 주소는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 온라인 쇼핑몰 주소는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 탄소 배출 감축 목표는 얼마입니까?',
    answer: (r) =>
      pick(r, [
        '2030년까지 30% 감축',
        '2030년까지 40% 감축',
        '2035년까지 50% 감축',
        '2040년까지 탄소 중립',
        '2050년까지 넷제로',
      ]),
    asks: [
      { template: '{e}의 탄소배출 감축 목표는 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 탄소 배출 감축목표는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 탄소 배출 감축 목표가 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 탄소 배출 감축 목표가 어느 정도인지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 탄소 배출 감축 목표 얼마야?', lever: 'polite_ending' },
      { template: '{e} 탄소배출 감축목표 어떻게 되나요?', lever: 'both' },
      { template: '{e} 탄소배출감축 목표 몇 퍼센트임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 베트남 공장 탄소 배출 감축 목표는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 공급망 탄소 배출 감축 목표는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 10년 전 탄소 배출 감축 목표 얼마였어요?', kind: 'changed_modifier' },
      { template: '{e}의 연간 탄소 배출량은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 재생 에너지 사용 비율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 탄소 배출 감축 목표는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 신규 채용 규모는 몇 명입니까?',
    answer: (r) => pick(r, ['50명', '120명', '200명', '350명', '500명']),
    asks: [
      { template: '{e}의 신규채용 규모는 몇 명입니까?', lever: 'compound_split' },
      { template: '{e}의 신규 채용규모는 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 신규 채용 규모가 몇 명이에요?', lever: 'polite_ending' },
      { template: '{e}의 신규 채용 규모를 알려 주실 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 신규 채용 규모 몇 명이야?', lever: 'polite_ending' },
      { template: '{e} 신규채용 규모 몇 명 정도인가요?', lever: 'both' },
      { template: '{e} 신규채용규모 몇명임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 경력직 신규 채용 규모는 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e} 청주 캠퍼스 신규 채용 규모 몇 명이에요?', kind: 'changed_modifier' },
      { template: '{e}의 2024년 신규 채용 규모는 몇 명이었습니까?', kind: 'changed_modifier' },
      { template: '{e}의 신규 채용 지원 자격은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 연간 퇴사자 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 신규 채용 규모는 몇 명입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 노키즈 존 제한 연령은 몇 살입니까?',
    answer: (r) => pick(r, ['만 5세 미만', '만 7세 미만', '만 10세 미만', '만 13세 미만', '초등학생 이하']),
    asks: [
      { template: '{e}의 노키즈존 제한 연령은 몇 살입니까?', lever: 'compound_split' },
      { template: '{e}의 노키즈 존 제한연령은 몇 살입니까?', lever: 'compound_split' },
      { template: '{e} 노키즈 존 제한 연령이 몇 살이에요?', lever: 'polite_ending' },
      { template: '{e}의 노키즈 존 제한 연령이 어떻게 되는지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 노키즈 존 제한 연령 몇 살이야?', lever: 'polite_ending' },
      { template: '{e} 노키즈존 제한연령 몇 살인가요?', lever: 'both' },
      { template: '{e} 노키즈존 제한 연령 몇살임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 저녁 시간 노키즈 존 제한 연령은 몇 살입니까?', kind: 'changed_modifier' },
      { template: '{e}의 루프탑 노키즈 존 제한 연령은 몇 살입니까?', kind: 'changed_modifier' },
      { template: '{e} 성수점 노키즈 존 제한 연령 몇 살이에요?', kind: 'changed_modifier' },
      { template: '{e}의 노키즈 존 운영 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 유모차 입장 가능 여부는 어떻게 됩니까?', kind: 'other_relation' },
      { template: '{f}의 노키즈 존 제한 연령은 몇 살입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 전화 예약 가능 시간은 언제입니까?',
    answer: (r) =>
      pick(r, [
        '오전 10시부터 오후 5시까지',
        '오전 11시부터 오후 3시까지',
        '오후 2시부터 오후 5시까지',
        '오전 9시부터 오후 6시까지',
        '평일 오후 3시 이후',
      ]),
    asks: [
      { template: '{e}의 전화예약 가능 시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 전화 예약 가능시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 전화 예약 가능 시간이 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 전화 예약 가능 시간을 알고 싶습니다.', lever: 'polite_ending' },
      { template: '{e} 전화 예약 가능 시간 언제야?', lever: 'polite_ending' },
      { template: '{e} 전화예약 가능시간 몇 시부터 몇 시까지예요?', lever: 'both' },
      { template: '{e} 전화예약 가능 시간 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 명절 연휴 전화 예약 가능 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 단체석 전화 예약 가능 시간 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 판교점 전화 예약 가능 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 예약 전화번호는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 예약 보증금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 전화 예약 가능 시간은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 수제 버거 세트 가격은 얼마입니까?',
    answer: (r) => pick(r, ['8,900원', '9,500원', '10,900원', '11,800원', '12,500원']),
    asks: [
      { template: '{e}의 수제버거 세트 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 수제 버거세트 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 수제 버거 세트 가격 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 수제 버거 세트 가격이 얼마인가요?', lever: 'polite_ending' },
      { template: '{e} 수제 버거 세트 가격 얼마지?', lever: 'polite_ending' },
      { template: '{e} 수제버거 세트 가격 얼마 정도 해요?', lever: 'both' },
      { template: '{e} 수제버거세트 가격 얼마임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 더블 패티 수제 버거 세트 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 점심 할인 시간 수제 버거 세트 가격 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 배달 주문 수제 버거 세트 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 수제 버거 세트 구성은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 수제 버거 패티 원산지는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 수제 버거 세트 가격은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 비건 메뉴 종류는 몇 가지입니까?',
    answer: (r) => pick(r, ['2가지', '3가지', '4가지', '6가지', '8가지']),
    asks: [
      { template: '{e}의 비건메뉴 종류는 몇 가지입니까?', lever: 'compound_split' },
      { template: '{e}의 비건 메뉴종류는 몇 가지입니까?', lever: 'compound_split' },
      { template: '{e} 비건 메뉴 종류가 몇 가지예요?', lever: 'polite_ending' },
      { template: '{e}의 비건 메뉴 종류가 몇 가지나 되는지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 비건 메뉴 종류 몇 개야?', lever: 'polite_ending' },
      { template: '{e} 비건메뉴 종류 몇 가지 있나요?', lever: 'both' },
      { template: '{e} 비건메뉴종류 몇개임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 비건 디저트 메뉴 종류는 몇 가지입니까?', kind: 'changed_modifier' },
      { template: '{e} 여름 한정 비건 메뉴 종류 몇 가지예요?', kind: 'changed_modifier' },
      { template: '{e}의 강남점 비건 메뉴 종류는 몇 가지입니까?', kind: 'changed_modifier' },
      { template: '{e}의 비건 인증 기관은 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 비건 메뉴 가격대는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 비건 메뉴 종류는 몇 가지입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 통산 결승 타점 수는 몇 개입니까?',
    answer: (r) => pick(r, ['27개', '41개', '58개', '73개', '96개']),
    asks: [
      { template: '{e}의 통산 결승타점 수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 통산 결승 타점수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 통산 결승 타점 수가 몇 개예요?', lever: 'polite_ending' },
      { template: '{e}의 통산 결승 타점 수를 알려 주실 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 통산 결승 타점 수 몇 개야?', lever: 'polite_ending' },
      { template: '{e} 통산 결승타점 수 몇 개나 돼요?', lever: 'both' },
      { template: '{e} 통산 결승타점수 몇개임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 포스트시즌 통산 결승 타점 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e} 좌완 상대 통산 결승 타점 수 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 연장전 통산 결승 타점 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 통산 타점 순위는 몇 위입니까?', kind: 'other_relation' },
      { template: '{e}의 통산 득점권 타율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 통산 결승 타점 수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 수비 포지션 변경 시기는 언제입니까?',
    answer: (r) =>
      pick(r, [
        '2019년 스프링캠프',
        '2020년 시즌 중반',
        '2021년 마무리 캠프',
        '2022년 시범 경기',
        '2023년 시즌 개막 직후',
      ]),
    asks: [
      { template: '{e}의 수비포지션 변경 시기는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 수비 포지션변경 시기는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 수비 포지션 변경 시기가 언제예요?', lever: 'polite_ending' },
      { template: '{e}의 수비 포지션 변경 시기가 언제였는지 궁금합니다.', lever: 'polite_ending' },
      { template: '{e} 수비 포지션 변경 시기 언제야?', lever: 'polite_ending' },
      { template: '{e} 수비포지션 변경 시기 언제였나요?', lever: 'both' },
      { template: '{e} 수비 포지션변경 시기 언제임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 국가대표팀 수비 포지션 변경 시기는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 마지막 수비 포지션 변경 시기는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 외야 수비 포지션 변경 시기 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 원래 수비 포지션은 어디입니까?', kind: 'other_relation' },
      { template: '{e}에게 수비 포지션 변경을 권유한 코치는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 수비 포지션 변경 시기는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 홈 경기 출근 시간은 몇 시입니까?',
    answer: (r) => pick(r, ['오전 11시', '오후 12시 30분', '오후 1시', '오후 1시 30분', '오후 2시']),
    asks: [
      { template: '{e}의 홈경기 출근 시간은 몇 시입니까?', lever: 'compound_split' },
      { template: '{e}의 홈 경기 출근시간은 몇 시입니까?', lever: 'compound_split' },
      { template: '{e} 홈 경기 출근 시간이 몇 시예요?', lever: 'polite_ending' },
      { template: '{e}의 홈 경기 출근 시간이 언제인지 알려 주세요.', lever: 'polite_ending' },
      { template: '{e} 홈 경기 출근 시간 몇 시야?', lever: 'polite_ending' },
      { template: '{e} 홈경기 출근시간 몇 시쯤이에요?', lever: 'both' },
      { template: '{e} 홈경기 출근 시간 몇시임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 원정 경기 출근 시간은 몇 시입니까?', kind: 'changed_modifier' },
      { template: '{e} 더블헤더 날 홈 경기 출근 시간 몇 시예요?', kind: 'changed_modifier' },
      { template: '{e}의 시범 경기 기간 홈 경기 출근 시간은 몇 시입니까?', kind: 'changed_modifier' },
      { template: '{e}의 홈 경기 퇴근 시간은 몇 시입니까?', kind: 'other_relation' },
      { template: '{e}의 출근길 패션 브랜드는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 홈 경기 출근 시간은 몇 시입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 개인 식단 관리 영양사는 누구입니까?',
    answer: (r) =>
      pick(r, ['김하은 영양사', '이지수 스포츠영양사', '박소연 원장', '정민아 팀장', '구단 소속 최은영 영양사']),
    asks: [
      { template: '{e}의 개인 식단관리 영양사는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 개인식단 관리 영양사는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 개인 식단 관리 영양사가 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 개인 식단 관리 영양사가 누군지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 개인 식단 관리 영양사 누구야?', lever: 'polite_ending' },
      { template: '{e} 개인 식단관리 영양사 누구신가요?', lever: 'both' },
      { template: '{e} 개인식단관리 영양사 누구임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 비시즌 개인 식단 관리 영양사는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 괌 캠프 개인 식단 관리 영양사 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 이전 개인 식단 관리 영양사는 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 하루 섭취 칼로리는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 개인 식단 관리 비용은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 개인 식단 관리 영양사는 누구입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twenty-eighth Korean set, written on 2026-12-07 by a hand that saw neither the Korean rules nor the misses of
 * earlier sets, before it was first measured. Companies: the night-shift allowance rate, who runs in-house security
 * training, the EV battery production capacity, when the second-half recruitment interviews are. Shops: where the
 * pet treat corner is, the self-service laundromat fee, the weekend brunch hours, the card payment minimum.
 * Players: the season ERA, days on the injured list, the price of the cheering towel, the season home run target.
 * Its negatives' modifiers: 주말, 계약직, 구미 공장, 신입 사원, 해외 법인, 작년, 미국 공장, 2030년 목표, 전고체,
 * 상반기, 임원, 연구직, 고양이 전용, 2호점, 유통기한 임박, 이불 세탁, 심야, 대학가 지점, 평일, 연휴 기간, 홍대점,
 * 해외, 포장 주문, 법인, 후반기, 지난 시즌, 홈 경기, 퓨처스리그, 첫 번째, 한정판, 사인 들어간, 올스타전 기념,
 * 데뷔 첫 시즌, 통산, 내년 시즌.
 */
export const KOREAN_HELD_OUT_28: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 야간 근무 수당 지급률은 얼마입니까?',
    answer: (r) => pick(r, ['통상임금의 150%', '통상임금의 200%', '기본급의 50% 가산', '시급의 1.5배', '시급의 2배']),
    asks: [
      { template: '{e}의 야간근무 수당 지급률은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 야간 근무수당 지급률은 얼마입니까?', lever: 'compound_split' },
      { template: '혹시 {e} 야간 근무 수당 지급률이 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 야간 근무 수당 지급률 얼마냐', lever: 'polite_ending' },
      { template: '{e}에서 야간 근무 수당 지급률을 얼마로 주는지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 야간근무수당 지급률 몇 퍼센트인지 알려줘', lever: 'both' },
      { template: '저기 {e} 야간 근무수당 지급률 얼마인지 좀 알려주실래요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 야간 근무 수당 지급률은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 계약직 야간 근무 수당 지급률 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 구미 공장 야간 근무 수당 지급률은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 야간 근무 수당 지급일은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 야간 근무자 식대는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 야간 근무 수당 지급률은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 사내 보안 교육 담당자는 누구입니까?',
    answer: (r) =>
      pick(r, ['정보보안팀 한승우 과장', '김나래 대리', '보안관리실 오세진 차장', '이동현 책임', '윤채원 선임']),
    asks: [
      { template: '{e}의 사내 보안교육 담당자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 사내보안 교육담당자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 사내 보안 교육 담당자 누구냐?', lever: 'polite_ending' },
      { template: '음 {e} 사내 보안 교육 담당자분이 누구신지 알 수 있을까요', lever: 'polite_ending' },
      { template: '{e}의 사내 보안 교육 담당자가 누군지 알려줘', lever: 'polite_ending' },
      { template: '{e} 사내보안교육 담당자 누구임?', lever: 'both' },
      { template: '그 {e} 사내 보안교육 담당자분 누구세요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 신입 사원 보안 교육 담당자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 해외 법인 사내 보안 교육 담당자 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 작년 사내 보안 교육 담당자는 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 사내 보안 교육 이수 기한은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 정보 보안 사고 신고 창구는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 사내 보안 교육 담당자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 전기차 배터리 생산 능력은 얼마입니까?',
    answer: (r) => pick(r, ['연간 20GWh', '연간 45GWh', '연간 80GWh', '연 120GWh', '연간 전기차 50만 대분']),
    asks: [
      { template: '{e}의 전기차배터리 생산 능력은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 전기차 배터리 생산능력은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 전기차 배터리 생산 능력이 얼마나 되나요?', lever: 'polite_ending' },
      { template: '아 {e} 전기차 배터리 생산 능력 얼마였지?', lever: 'polite_ending' },
      { template: '{e}의 전기차 배터리 생산 능력이 어느 정도인지 좀 알려주실래요?', lever: 'polite_ending' },
      { template: '{e} 전기차배터리 생산능력 몇 기가와트시임?', lever: 'both' },
      { template: '{e}에서 전기차 배터리 생산능력 얼마나 돼요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 미국 공장 전기차 배터리 생산 능력은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 2030년 목표 전기차 배터리 생산 능력 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 전고체 배터리 생산 능력은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 전기차 배터리 주요 고객사는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 전기차 배터리 공장 가동률은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 전기차 배터리 생산 능력은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 하반기 공채 면접 일정은 언제입니까?',
    answer: (r) => pick(r, ['10월 셋째 주', '11월 2일부터 4일까지', '10월 중순', '11월 초', '9월 마지막 주']),
    asks: [
      { template: '{e}의 하반기 공채면접 일정은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 하반기 공채 면접일정은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 하반기 공채 면접 일정 언제냐', lever: 'polite_ending' },
      { template: '혹시 {e} 하반기 공채 면접 일정이 언제쯤인지 아시나요?', lever: 'polite_ending' },
      { template: '{e}의 하반기 공채 면접 일정 언제로 잡혀 있어요?', lever: 'polite_ending' },
      { template: '{e} 하반기공채 면접일정 언제임', lever: 'both' },
      { template: '{e} 하반기 공채면접 일정 좀 알려주세요~', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 상반기 공채 면접 일정은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 하반기 공채 임원 면접 일정 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 하반기 연구직 공채 면접 일정은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 하반기 공채 합격자 발표일은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 하반기 공채 면접 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 하반기 공채 면접 일정은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 반려동물 간식 코너 위치는 어디입니까?',
    answer: (r) =>
      pick(r, [
        '입구 왼쪽 첫 번째 진열대',
        '2층 에스컬레이터 옆',
        '계산대 뒤편',
        '매장 안쪽 B열',
        '지하 1층 생활용품 코너 옆',
      ]),
    asks: [
      { template: '{e}의 반려동물간식 코너 위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 반려동물 간식코너 위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 반려동물 간식 코너 위치가 어디예요?', lever: 'polite_ending' },
      { template: '저 {e}에서 반려동물 간식 코너 위치 어딘지 알려 줄래?', lever: 'polite_ending' },
      { template: '{e} 반려동물 간식 코너 위치 어디냐?', lever: 'polite_ending' },
      { template: '{e} 반려동물간식코너 위치 어디임', lever: 'both' },
      { template: '{e}에 반려동물 간식코너 위치가 어디쯤이죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 고양이 전용 간식 코너 위치는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 2호점 반려동물 간식 코너 위치 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 유통기한 임박 반려동물 간식 코너 위치는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 반려동물 간식 코너에서 제일 잘 팔리는 상품은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 반려동물 사료 배송비는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 반려동물 간식 코너 위치는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 셀프 빨래방 이용 요금은 얼마입니까?',
    answer: (r) =>
      pick(r, [
        '세탁 4,000원',
        '세탁 5,000원, 건조 3,000원',
        '1회 6,000원',
        '대형 세탁기 8,000원',
        '세탁과 건조 합쳐 9,000원',
      ]),
    asks: [
      { template: '{e}의 셀프빨래방 이용 요금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 셀프 빨래방 이용요금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 셀프 빨래방 이용 요금 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 셀프 빨래방 이용 요금이 얼마인지 알려줘', lever: 'polite_ending' },
      { template: '근데 {e} 셀프 빨래방 이용 요금 얼마 받아?', lever: 'polite_ending' },
      { template: '{e} 셀프빨래방 이용요금 얼마나 해요?', lever: 'both' },
      { template: '{e} 셀프빨래방 이용 요금 얼마냐', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 셀프 빨래방 이불 세탁 이용 요금은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 셀프 빨래방 심야 이용 요금 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 대학가 지점 셀프 빨래방 이용 요금은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 셀프 빨래방 세제 판매 여부는 어떻게 됩니까?', kind: 'other_relation' },
      { template: '{e}의 셀프 빨래방 결제 수단은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 셀프 빨래방 이용 요금은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 주말 브런치 운영 시간은 언제입니까?',
    answer: (r) =>
      pick(r, [
        '오전 9시부터 오후 2시까지',
        '오전 10시부터 오후 3시까지',
        '오전 10시 30분부터 오후 2시 30분까지',
        '오전 11시부터 오후 4시까지',
        '오전 9시 30분부터 정오까지',
      ]),
    asks: [
      { template: '{e}의 주말브런치 운영 시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 주말 브런치 운영시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 주말 브런치 운영 시간이 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 주말 브런치 운영 시간 몇 시부터 몇 시까지냐?', lever: 'polite_ending' },
      { template: '안녕하세요 {e}의 주말 브런치 운영 시간 좀 알려주실래요?', lever: 'polite_ending' },
      { template: '{e} 주말브런치 운영시간 언제임?', lever: 'both' },
      { template: '{e} 주말 브런치 운영시간이 언제예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 평일 브런치 운영 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 연휴 기간 주말 브런치 운영 시간 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 홍대점 주말 브런치 운영 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 주말 브런치 대표 메뉴는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 주말 브런치 예약 방법은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 주말 브런치 운영 시간은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 카드 결제 최소 금액은 얼마입니까?',
    answer: (r) => pick(r, ['1,000원', '3,000원', '5,000원', '10,000원', '제한 없음']),
    asks: [
      { template: '{e}의 카드결제 최소 금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 카드 결제 최소금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}에서 카드 결제 최소 금액이 얼마예요?', lever: 'polite_ending' },
      { template: '{e} 카드 결제 최소 금액 얼마임?', lever: 'polite_ending' },
      { template: '{e}의 카드 결제 최소 금액이 얼마인지 궁금한데 알려줄 수 있어?', lever: 'polite_ending' },
      { template: '{e} 카드결제 최소금액 얼마부터인가요?', lever: 'both' },
      { template: '아 {e} 카드결제 최소 금액 얼마지', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 해외 카드 결제 최소 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 포장 주문 카드 결제 최소 금액 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 법인 카드 결제 최소 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 카드 결제 수수료는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 카드 할부 가능 금액은 얼마부터입니까?', kind: 'other_relation' },
      { template: '{f}의 카드 결제 최소 금액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 시즌 평균 자책점은 얼마입니까?',
    answer: (r) => pick(r, ['2.31', '2.87', '3.14', '3.68', '4.05']),
    asks: [
      { template: '{e}의 시즌 평균자책점은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 시즌평균자책점은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 선수 시즌 평균 자책점 얼마예요?', lever: 'polite_ending' },
      { template: '{e} 시즌 평균 자책점 얼마냐', lever: 'polite_ending' },
      { template: '{e}의 시즌 평균 자책점이 어떻게 되는지 알려 주시겠습니까?', lever: 'polite_ending' },
      { template: '{e} 시즌 평균자책점 몇임?', lever: 'both' },
      { template: '혹시 {e} 선수 시즌 평균자책점 얼마인지 아세요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 후반기 평균 자책점은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 지난 시즌 평균 자책점 얼마였어요?', kind: 'changed_modifier' },
      { template: '{e}의 시즌 홈 경기 평균 자책점은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 시즌 탈삼진 수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{e}의 시즌 승리 횟수는 몇 번입니까?', kind: 'other_relation' },
      { template: '{f}의 시즌 평균 자책점은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 부상자 명단 등재 기간은 며칠입니까?',
    answer: (r) => pick(r, ['10일', '15일', '21일', '30일', '60일']),
    asks: [
      { template: '{e}의 부상자명단 등재 기간은 며칠입니까?', lever: 'compound_split' },
      { template: '{e}의 부상자 명단 등재기간은 며칠입니까?', lever: 'compound_split' },
      { template: '{e} 부상자 명단 등재 기간 며칠이야?', lever: 'polite_ending' },
      { template: '{e}의 부상자 명단 등재 기간이 며칠인가요?', lever: 'polite_ending' },
      { template: '{e} 부상자 명단 등재 기간 며칠로 잡혔어요?', lever: 'polite_ending' },
      { template: '{e} 부상자명단 등재기간 며칠임', lever: 'both' },
      { template: '{e} 선수 부상자명단 등재 기간 며칠인지 좀 알려줄래', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 지난 시즌 부상자 명단 등재 기간은 며칠입니까?', kind: 'changed_modifier' },
      { template: '{e} 퓨처스리그 부상자 명단 등재 기간 며칠이에요?', kind: 'changed_modifier' },
      { template: '{e}의 첫 번째 부상자 명단 등재 기간은 며칠입니까?', kind: 'changed_modifier' },
      { template: '{e}의 부상자 명단 등재 사유는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 1군 복귀 예상 시점은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 부상자 명단 등재 기간은 며칠입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 응원 타월 판매 가격은 얼마입니까?',
    answer: (r) => pick(r, ['15,000원', '18,000원', '20,000원', '22,000원', '25,000원']),
    asks: [
      { template: '{e}의 응원타월 판매 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 응원 타월 판매가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 응원 타월 판매 가격 얼마야?', lever: 'polite_ending' },
      { template: '{e} 응원 타월 판매 가격이 얼마인지 알 수 있을까요?', lever: 'polite_ending' },
      { template: '아 맞다 {e} 응원 타월 판매 가격 얼마예요?', lever: 'polite_ending' },
      { template: '{e} 응원타월 판매가격 얼마임?', lever: 'both' },
      { template: '{e} 선수 응원타월 판매 가격 얼마인가요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 한정판 응원 타월 판매 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 사인 들어간 응원 타월 판매 가격 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 올스타전 기념 응원 타월 판매 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 응원 타월 판매처는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 홈 유니폼 판매 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 응원 타월 판매 가격은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 시즌 목표 홈런 개수는 몇 개입니까?',
    answer: (r) => pick(r, ['15개', '20개', '25개', '30개', '40개']),
    asks: [
      { template: '{e}의 시즌 목표 홈런개수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 시즌목표 홈런 개수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 시즌 목표 홈런 개수가 몇 개래요?', lever: 'polite_ending' },
      { template: '{e} 시즌 목표 홈런 개수 몇 개냐', lever: 'polite_ending' },
      { template: '{e}의 시즌 목표 홈런 개수 몇 개인지 알려줘', lever: 'polite_ending' },
      { template: '{e} 선수 시즌 목표홈런 개수 몇 개로 잡았나요?', lever: 'both' },
      { template: '{e} 시즌목표 홈런개수 몇개임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 데뷔 첫 시즌 목표 홈런 개수는 몇 개였습니까?', kind: 'changed_modifier' },
      { template: '{e} 통산 목표 홈런 개수 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 내년 시즌 목표 홈런 개수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 시즌 목표 타율은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 현재 시즌 홈런 개수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{f}의 시즌 목표 홈런 개수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The twenty-ninth Korean set, written on 2026-12-07 by a hand that saw neither the Korean rules nor the misses of
 * earlier sets, before it was first measured. Companies: the day suppliers are paid, who heads product design, the
 * in-house venture grant, where the staff dormitory is. Shops: how many seats have a power outlet, how long clothes
 * alterations take, the basic delivery tip, the owner's recommended dish. Players: the date of removal from the
 * first-team entry, the consecutive on-base streak record, the auction price of a signed ball, the roommate on road
 * trips. Its negatives' modifiers: 해외, 2차, 명절 전 조기, 전임, 유럽 법인, 패키지, 작년, 2단계, 대학생, 외국인 근로자,
 * 울산 공장, 새로 짓는, 2층, 테라스, 강남역점, 가죽 옷, 웨딩드레스, 명절 연휴, 우천 시, 장거리, 한 그릇, 직원,
 * 겨울 한정, 술안주, 데뷔 후 첫, 포스트시즌, 두 번째, 한국시리즈, 원정 경기, 국가대표 경기, 200호 홈런, 사인 배트,
 * 루키 시절, 스프링캠프, 작년, 국가대표팀.
 */
export const KOREAN_HELD_OUT_29: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 협력 업체 대금 지급일은 언제입니까?',
    answer: (r) => pick(r, ['매월 10일', '매월 15일', '매월 25일', '매월 말일', '납품 후 30일 이내']),
    asks: [
      { template: '{e}의 협력업체 대금 지급일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 협력 업체 대금지급일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 협력 업체 대금 지급일이 언제인가요?', lever: 'polite_ending' },
      { template: '{e} 협력 업체 대금 지급일 언제야', lever: 'polite_ending' },
      { template: '{e}에서 협력 업체 대금 지급일을 며칠로 정해 두었는지 알려주시겠어요?', lever: 'polite_ending' },
      { template: '{e} 협력업체 대금지급일 언제임?', lever: 'both' },
      { template: '혹시 {e} 협력업체 대금 지급일 언제쯤인지 아세요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 해외 협력 업체 대금 지급일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 2차 협력 업체 대금 지급일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 명절 전 협력 업체 대금 조기 지급일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 협력 업체 대금 지급 방식은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 협력 업체 등록 절차는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 협력 업체 대금 지급일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 제품 디자인 총괄 책임자는 누구입니까?',
    answer: (r) => pick(r, ['박서윤 전무', '최민혁 상무', '이지안 부사장', '정하늘 상무', '강도윤 전무']),
    asks: [
      { template: '{e}의 제품디자인 총괄 책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 제품 디자인 총괄책임자는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 제품 디자인 총괄 책임자가 누구예요?', lever: 'polite_ending' },
      { template: '{e} 제품 디자인 총괄 책임자 누구냐', lever: 'polite_ending' },
      { template: '{e}의 제품 디자인 총괄 책임자가 어느 분이신지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '{e} 제품디자인 총괄책임자 누구임', lever: 'both' },
      { template: '요즘 {e} 제품디자인 총괄 책임자 누가 맡고 있어?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 전임 제품 디자인 총괄 책임자는 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e} 유럽 법인 제품 디자인 총괄 책임자 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 패키지 디자인 총괄 책임자는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 제품 디자인 인력은 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 디자인 어워드 수상 횟수는 몇 번입니까?', kind: 'other_relation' },
      { template: '{f}의 제품 디자인 총괄 책임자는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 사내 벤처 지원금은 얼마입니까?',
    answer: (r) => pick(r, ['팀당 최대 1억 원', '최대 5천만 원', '과제당 3억 원', '연간 2억 원 한도', '팀당 7천만 원']),
    asks: [
      { template: '{e}의 사내벤처 지원금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 사내 벤처지원금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 사내 벤처 지원금 얼마나 줘요?', lever: 'polite_ending' },
      { template: '{e}의 사내 벤처 지원금이 얼마인지 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 사내 벤처 지원금 얼마냐?', lever: 'polite_ending' },
      { template: '{e} 사내벤처 지원금 얼마까지 나와요?', lever: 'both' },
      { template: '{e} 사내벤처지원금 얼마임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 작년 사내 벤처 지원금은 얼마였습니까?', kind: 'changed_modifier' },
      { template: '{e} 사내 벤처 2단계 지원금 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 대학생 벤처 지원금은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 사내 벤처 공모 마감일은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 사내 벤처 분사 성공 건수는 몇 건입니까?', kind: 'other_relation' },
      { template: '{f}의 사내 벤처 지원금은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 직원 기숙사 위치는 어디입니까?',
    answer: (r) =>
      pick(r, [
        '본사 정문 건너편',
        '공장 후문에서 도보 5분 거리',
        '천안시 서북구 성정동',
        '평택 고덕 신도시',
        '사옥 뒤편 B동',
      ]),
    asks: [
      { template: '{e}의 직원기숙사 위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 직원 기숙사위치는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 직원 기숙사 위치가 어디예요?', lever: 'polite_ending' },
      { template: '{e} 직원 기숙사 위치 어디야?', lever: 'polite_ending' },
      { template: '{e}의 직원 기숙사 위치가 어딘지 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 직원기숙사 위치 어디임?', lever: 'both' },
      { template: '혹시 {e} 직원기숙사 위치 어딘지 아시는 분?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 외국인 근로자 기숙사 위치는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 울산 공장 직원 기숙사 위치 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 새로 짓는 직원 기숙사 위치는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 직원 기숙사 월 이용료는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 직원 기숙사 입사 신청 기간은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 직원 기숙사 위치는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 콘센트 좌석 수는 몇 개입니까?',
    answer: (r) => pick(r, ['6석', '10석', '12석', '창가 쪽 8석', '20석']),
    asks: [
      { template: '{e}의 콘센트좌석 수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 콘센트 좌석수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 콘센트 좌석 수 몇 개예요?', lever: 'polite_ending' },
      { template: '{e}에 콘센트 좌석 수가 몇 개나 되나요?', lever: 'polite_ending' },
      { template: '{e} 콘센트 좌석 수 몇 개야', lever: 'polite_ending' },
      { template: '{e} 콘센트좌석수 몇개임?', lever: 'both' },
      { template: '카공하려는데 {e} 콘센트 좌석수 몇 개인지 아세요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2층 콘센트 좌석 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e} 테라스 콘센트 좌석 수 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 강남역점 콘센트 좌석 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 전체 좌석 수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{e}의 노트북 이용 시간 제한은 몇 시간입니까?', kind: 'other_relation' },
      { template: '{f}의 콘센트 좌석 수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 옷 수선 소요 기간은 며칠입니까?',
    answer: (r) => pick(r, ['당일', '하루', '2~3일', '4일', '일주일']),
    asks: [
      { template: '{e}의 옷수선 소요 기간은 며칠입니까?', lever: 'compound_split' },
      { template: '{e}의 옷 수선 소요기간은 며칠입니까?', lever: 'compound_split' },
      { template: '{e} 옷 수선 소요 기간 며칠 걸려요?', lever: 'polite_ending' },
      { template: '{e}의 옷 수선 소요 기간이 며칠인가요?', lever: 'polite_ending' },
      { template: '{e} 옷 수선 소요 기간 며칠이냐', lever: 'polite_ending' },
      { template: '{e} 옷수선 소요기간 며칠임', lever: 'both' },
      { template: '{e} 옷수선 소요 기간 며칠 정도인지 알려줄래?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 가죽 옷 수선 소요 기간은 며칠입니까?', kind: 'changed_modifier' },
      { template: '{e} 웨딩드레스 수선 소요 기간 며칠이에요?', kind: 'changed_modifier' },
      { template: '{e}의 명절 연휴 옷 수선 소요 기간은 며칠입니까?', kind: 'changed_modifier' },
      { template: '{e}의 바지 기장 수선 비용은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 수선 완료 옷 보관 기한은 며칠입니까?', kind: 'other_relation' },
      { template: '{f}의 옷 수선 소요 기간은 며칠입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 기본 배달 팁은 얼마입니까?',
    answer: (r) => pick(r, ['1,000원', '2,000원', '2,500원', '3,000원', '무료']),
    asks: [
      { template: '{e}의 기본 배달팁은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 기본배달팁은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 기본 배달 팁 얼마예요?', lever: 'polite_ending' },
      { template: '{e} 기본 배달 팁 얼마야?', lever: 'polite_ending' },
      { template: '{e}의 기본 배달 팁이 얼마인지 알려 주실 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 기본 배달팁 얼마임', lever: 'both' },
      { template: '{e} 기본배달팁이 얼마죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 우천 시 배달 팁은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 장거리 배달 팁 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 한 그릇 배달 팁은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 배달 최소 주문 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 평균 배달 소요 시간은 몇 분입니까?', kind: 'other_relation' },
      { template: '{f}의 기본 배달 팁은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 사장님 추천 메뉴는 무엇입니까?',
    answer: (r) => pick(r, ['차돌 된장찌개', '수제 돈가스', '바질 크림 파스타', '매운 갈비찜', '명란 크림 우동']),
    asks: [
      { template: '{e}의 사장님 추천메뉴는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 사장님추천메뉴는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 사장님 추천 메뉴가 뭐예요?', lever: 'polite_ending' },
      { template: '{e} 사장님 추천 메뉴 뭐야?', lever: 'polite_ending' },
      { template: '처음 가 보는데 {e}의 사장님 추천 메뉴 좀 알려주세요!', lever: 'polite_ending' },
      { template: '{e} 사장님 추천메뉴 뭐임?', lever: 'both' },
      { template: '{e} 사장님 추천메뉴 뭔가요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 직원 추천 메뉴는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 겨울 한정 사장님 추천 메뉴 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 술안주로 사장님이 추천하는 메뉴는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}에서 가장 많이 팔리는 메뉴는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 사장님 추천 메뉴 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 사장님 추천 메뉴는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 1군 엔트리 말소 날짜는 언제입니까?',
    answer: (r) => pick(r, ['4월 18일', '5월 3일', '6월 21일', '7월 9일', '8월 27일']),
    asks: [
      { template: '{e}의 1군엔트리 말소 날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 1군 엔트리 말소날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 1군 엔트리 말소 날짜가 언제예요?', lever: 'polite_ending' },
      { template: '{e} 1군 엔트리 말소 날짜 언제냐', lever: 'polite_ending' },
      { template: '{e} 선수 1군 엔트리 말소 날짜 좀 알려주세요.', lever: 'polite_ending' },
      { template: '{e} 1군엔트리 말소날짜 언제임?', lever: 'both' },
      { template: '{e} 1군 엔트리 말소날짜 언제였죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 데뷔 후 첫 1군 엔트리 말소 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 포스트시즌 엔트리 말소 날짜 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 두 번째 1군 엔트리 말소 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 1군 엔트리 말소 사유는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 1군 엔트리 재등록 가능일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 1군 엔트리 말소 날짜는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 연속 출루 기록은 몇 경기입니까?',
    answer: (r) => pick(r, ['23경기', '31경기', '38경기', '45경기', '52경기']),
    asks: [
      { template: '{e}의 연속출루 기록은 몇 경기입니까?', lever: 'compound_split' },
      { template: '{e}의 연속 출루기록은 몇 경기입니까?', lever: 'compound_split' },
      { template: '{e} 연속 출루 기록 몇 경기예요?', lever: 'polite_ending' },
      { template: '{e} 연속 출루 기록 몇 경기야?', lever: 'polite_ending' },
      { template: '{e} 선수의 연속 출루 기록이 몇 경기인지 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 연속출루기록 몇 경기임', lever: 'both' },
      { template: '와 {e} 연속출루 기록 몇 경기까지 갔어요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 한국시리즈 연속 출루 기록은 몇 경기입니까?', kind: 'changed_modifier' },
      { template: '{e} 원정 경기 연속 출루 기록 몇 경기예요?', kind: 'changed_modifier' },
      { template: '{e}의 국가대표 경기 연속 출루 기록은 몇 경기입니까?', kind: 'changed_modifier' },
      { template: '{e}의 연속 안타 기록은 몇 경기입니까?', kind: 'other_relation' },
      { template: '{e}의 시즌 출루율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 연속 출루 기록은 몇 경기입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 사인 볼 경매 낙찰가는 얼마입니까?',
    answer: (r) => pick(r, ['35만 원', '80만 원', '120만 원', '210만 원', '500만 원']),
    asks: [
      { template: '{e}의 사인볼 경매 낙찰가는 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 사인 볼 경매낙찰가는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 사인 볼 경매 낙찰가 얼마였어요?', lever: 'polite_ending' },
      { template: '{e} 사인 볼 경매 낙찰가 얼마냐?', lever: 'polite_ending' },
      { template: '{e}의 사인 볼 경매 낙찰가가 얼마인지 알려주세요', lever: 'polite_ending' },
      { template: '{e} 사인볼 경매낙찰가 얼마임?', lever: 'both' },
      { template: '{e} 사인볼 경매 낙찰가 얼마에 팔렸나요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 200호 홈런 사인 볼 경매 낙찰가는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 사인 배트 경매 낙찰가 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 루키 시절 사인 볼 경매 낙찰가는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 사인 볼 경매 수익금 기부처는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 팬 사인회 참가비는 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 사인 볼 경매 낙찰가는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 원정 숙소 룸메이트는 누구입니까?',
    answer: (r) => pick(r, ['김태윤', '박준서', '이현우', '정민재', '최우진']),
    asks: [
      { template: '{e}의 원정숙소 룸메이트는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 원정 숙소 룸 메이트는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 원정 숙소 룸메이트가 누구예요?', lever: 'polite_ending' },
      { template: '{e} 원정 숙소 룸메이트 누구야', lever: 'polite_ending' },
      { template: '{e} 선수 원정 숙소 룸메이트가 누군지 아시는 분 계신가요?', lever: 'polite_ending' },
      { template: '{e} 원정숙소 룸메이트 누구임?', lever: 'both' },
      { template: '{e} 원정숙소 룸 메이트 누군가요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 스프링캠프 숙소 룸메이트는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 작년 원정 숙소 룸메이트 누구였어요?', kind: 'changed_modifier' },
      { template: '{e}의 국가대표팀 숙소 룸메이트는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 원정 숙소 호텔은 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 팀 내 가장 친한 선수는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 원정 숙소 룸메이트는 누구입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The thirtieth Korean set, written blind on 2026-12-07 (seed 7070) by a hand that had seen neither the Korean rules
 * nor any earlier set's misses or results, and before the set was first measured. Companies: the opening hours of the
 * in-house gym, the spending limit on the corporate card, the name of the electronic approval system, who chairs the
 * ESG management committee. Shops: how to put your name on the waiting list, the extra charge for a double portion,
 * which days the tasting corner is open, who the pastry chef in charge of desserts is. Players: how many times he has
 * been interviewed as player of the game, the name of his youth baseball school, how many kilograms he aims to lose
 * in the off-season, which catcher is dedicated to his starts. Its negatives' modifiers: 주말, 판교 사옥, 다음 달부터
 * 바뀌는, 임원용, 해외 출장 때, 건당, 이전, 베트남 지사, 모바일 앱, 초대, 위원회 간사, 차기, 단체 손님, 평일 점심,
 * 성수점, 짬뽕, 배달 주문, 다음 달 인상되는, 와인, 지하 1층, 12월, 전, 본점, 보조, 원정 경기, 이번 달, 데뷔 시즌,
 * 성인, 부산, 은퇴 후 열, 지난, 개막 전까지, 체지방, 고교 시절, 원정, 백업.
 */
export const KOREAN_HELD_OUT_30: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 사내 헬스장 운영 시간은 언제입니까?',
    answer: (r) =>
      pick(r, [
        '오전 6시부터 오후 10시까지',
        '평일 오전 7시~오후 9시',
        '24시간',
        '오전 6시 30분부터 밤 11시까지',
        '평일 오후 6시~10시',
      ]),
    asks: [
      { template: '{e}의 사내헬스장 운영 시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 사내 헬스장 운영시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 사내 헬스장 운영 시간 몇 시부터 몇 시까지예요?', lever: 'polite_ending' },
      { template: '{e} 사내 헬스장 운영 시간 언제임', lever: 'polite_ending' },
      { template: '{e}의 사내 헬스장 운영 시간이 어떻게 되는지 궁금해요', lever: 'polite_ending' },
      { template: '입사 예정인데 {e} 사내헬스장 운영시간 어떻게 돼요?', lever: 'both' },
      { template: '{e} 사내 헬스장 운영시간 언제까지야', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 사내 헬스장 운영 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 판교 사옥 헬스장 운영 시간 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 다음 달부터 바뀌는 사내 헬스장 운영 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 사내 헬스장 월 이용료는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 사내 헬스장 위치는 몇 층입니까?', kind: 'other_relation' },
      { template: '{f}의 사내 헬스장 운영 시간은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 법인 카드 사용 한도는 얼마입니까?',
    answer: (r) => pick(r, ['월 300만 원', '월 500만 원', '1인당 월 200만 원', '팀당 월 1,000만 원', '월 150만 원']),
    asks: [
      { template: '{e}의 법인카드 사용 한도는 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 법인 카드 사용한도는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 법인 카드 사용 한도 얼마에요', lever: 'polite_ending' },
      { template: '{e}의 법인 카드 사용 한도는 얼마로 정해져 있나요?', lever: 'polite_ending' },
      { template: '{e} 법인 카드 사용 한도 얼마지', lever: 'polite_ending' },
      { template: '{e} 법인카드 사용한도 얼마까지임?', lever: 'both' },
      { template: '신입인데요 {e} 법인카드 사용 한도 얼마인가요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 임원용 법인 카드 사용 한도는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 해외 출장 때 법인 카드 사용 한도 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 법인 카드 건당 사용 한도는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 법인 카드 발급 카드사는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 법인 카드 영수증 제출 기한은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 법인 카드 사용 한도는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 전자 결재 시스템 이름은 무엇입니까?',
    answer: (r) => pick(r, ['다온결재', '이음워크', '한빛 e결재', 'SmartSign', '누리플로']),
    asks: [
      { template: '{e}의 전자결재 시스템 이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 전자 결재시스템 이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 전자 결재 시스템 이름이 뭐예요?', lever: 'polite_ending' },
      { template: '{e} 전자 결재 시스템 이름 뭐였지', lever: 'polite_ending' },
      { template: '{e} 전자 결재 시스템 이름 좀 알려주세요', lever: 'polite_ending' },
      { template: '{e} 전자결재시스템 이름 뭐임', lever: 'both' },
      { template: '이직 준비 중인데 {e} 전자결재 시스템 이름이 뭔가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 이전 전자 결재 시스템 이름은 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e} 베트남 지사 전자 결재 시스템 이름 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 모바일 전자 결재 앱 이름은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 전자 결재 시스템 개발 업체는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 사내 메신저 이름은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 전자 결재 시스템 이름은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 ESG 경영 위원장은 누구입니까?',
    answer: (r) => pick(r, ['김도현 사외이사', '이서연 부회장', '박정우 사장', '최유진 사외이사', '한승민 부사장']),
    asks: [
      { template: '{e}의 ESG경영 위원장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 ESG 경영위원장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} ESG 경영 위원장 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 ESG 경영 위원장이 누군지 궁금합니다', lever: 'polite_ending' },
      { template: '{e} ESG 경영 위원장 누구야', lever: 'polite_ending' },
      { template: '{e} esg경영위원장 누구임', lever: 'both' },
      { template: '기사 보다가 궁금해서요 {e} ESG 경영위원장이 누구죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 초대 ESG 경영 위원장은 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e} ESG 경영 위원회 간사 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 차기 ESG 경영 위원장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 ESG 평가 등급은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 지속가능경영 보고서 발간일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 ESG 경영 위원장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 웨이팅 등록 방법은 무엇입니까?',
    answer: (r) =>
      pick(r, [
        '매장 앞 태블릿에 전화번호 입력',
        '테이블링 앱으로 원격 줄서기',
        '카카오톡 채널로 접수',
        '입구 대기 명단에 이름 작성',
        '캐치테이블 앱에서 등록',
      ]),
    asks: [
      { template: '{e}의 웨이팅등록 방법은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 웨이팅 등록방법은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 웨이팅 등록 방법 뭐예요?', lever: 'polite_ending' },
      { template: '{e} 웨이팅 등록 방법 어떻게 돼?', lever: 'polite_ending' },
      { template: '{e}의 웨이팅 등록 방법 알려주세요ㅠㅠ', lever: 'polite_ending' },
      { template: '지금 가는 중인데 {e} 웨이팅등록 방법 뭐예요??', lever: 'both' },
      { template: '{e} 웨이팅 등록방법 어케됨', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 단체 손님 웨이팅 등록 방법은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 평일 점심 웨이팅 등록 방법 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 성수점 웨이팅 등록 방법은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 평균 웨이팅 시간은 몇 분입니까?', kind: 'other_relation' },
      { template: '{e}의 예약 가능 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 웨이팅 등록 방법은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 곱빼기 추가 금액은 얼마입니까?',
    answer: (r) => pick(r, ['1,000원', '1,500원', '2,000원', '2,500원', '3,000원']),
    asks: [
      { template: '{e}의 곱빼기 추가금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 곱빼기추가 금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 곱빼기 추가 금액 얼마예요', lever: 'polite_ending' },
      { template: '{e} 곱빼기 추가 금액 얼마냐', lever: 'polite_ending' },
      { template: '{e}의 곱빼기 추가 금액이 얼마인지 알 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 곱빼기 추가금액 얼마임?', lever: 'both' },
      { template: '배고파서 그러는데 {e} 곱빼기 추가금액이 얼마죠', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 짬뽕 곱빼기 추가 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 배달 주문 곱빼기 추가 금액 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 다음 달 인상되는 곱빼기 추가 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 면 사리 추가 금액은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 공깃밥 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 곱빼기 추가 금액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 시식 코너 운영 요일은 언제입니까?',
    answer: (r) => pick(r, ['매주 토요일', '주말', '매주 금요일과 토요일', '화요일과 목요일', '매주 수요일']),
    asks: [
      { template: '{e}의 시식코너 운영 요일은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 시식 코너 운영요일은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 시식 코너 운영 요일이 무슨 요일이에요?', lever: 'polite_ending' },
      { template: '{e} 시식 코너 운영 요일 언제야', lever: 'polite_ending' },
      { template: '{e}의 시식 코너 운영 요일을 알려주실 수 있을까요', lever: 'polite_ending' },
      { template: '{e} 시식코너 운영요일 언제임', lever: 'both' },
      { template: '애들 데리고 가려는데 {e} 시식코너 운영 요일 언제예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 와인 시식 코너 운영 요일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 지하 1층 시식 코너 운영 요일 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 12월 시식 코너 운영 요일은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 시식 코너 운영 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 정기 세일 요일은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 시식 코너 운영 요일은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 디저트 담당 파티시에는 누구입니까?',
    answer: (r) => pick(r, ['윤하린', '서지호', '문채원', '오세린', '장민서']),
    asks: [
      { template: '{e}의 디저트담당 파티시에는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 디저트 담당파티시에는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 디저트 담당 파티시에 누구예요', lever: 'polite_ending' },
      { template: '{e} 디저트 담당 파티시에가 누구야?', lever: 'polite_ending' },
      { template: '{e}의 디저트 담당 파티시에가 누구신지 아시나요?', lever: 'polite_ending' },
      { template: '{e} 디저트담당 파티시에 누구임?', lever: 'both' },
      { template: '케이크 먹어 보고 반했는데 {e} 디저트담당 파티시에 누구예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 전 디저트 담당 파티시에는 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e} 본점 디저트 담당 파티시에 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 보조 디저트 파티시에는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 시그니처 디저트는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 디저트 메뉴 개수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{f}의 디저트 담당 파티시에는 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 수훈 선수 인터뷰 횟수는 몇 번입니까?',
    answer: (r) => pick(r, ['7번', '12번', '15번', '21번', '28번']),
    asks: [
      { template: '{e}의 수훈선수 인터뷰 횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e}의 수훈 선수 인터뷰횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e} 수훈 선수 인터뷰 횟수 몇 번이에요?', lever: 'polite_ending' },
      { template: '{e} 수훈 선수 인터뷰 횟수 몇 번임', lever: 'polite_ending' },
      { template: '{e}의 수훈 선수 인터뷰 횟수가 몇 번인지 궁금해요', lever: 'polite_ending' },
      { template: '{e} 수훈선수 인터뷰횟수 몇번이냐', lever: 'both' },
      { template: '오늘도 인터뷰하던데 {e} 수훈선수 인터뷰 횟수 몇 번 돼요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 원정 경기 수훈 선수 인터뷰 횟수는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e} 이번 달 수훈 선수 인터뷰 횟수 몇 번이에요?', kind: 'changed_modifier' },
      { template: '{e}의 데뷔 시즌 수훈 선수 인터뷰 횟수는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e}의 월간 MVP 수상 횟수는 몇 번입니까?', kind: 'other_relation' },
      { template: '{e}의 인터뷰 통역 담당자는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 수훈 선수 인터뷰 횟수는 몇 번입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 유소년 야구 교실 이름은 무엇입니까?',
    answer: (r) =>
      pick(r, [
        '드림볼 야구교실',
        '꿈나무 베이스볼 캠프',
        '홈런키즈 아카데미',
        '새싹 리틀야구 교실',
        '스타트 야구 스쿨',
      ]),
    asks: [
      { template: '{e}의 유소년 야구교실 이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 유소년야구 교실 이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 유소년 야구 교실 이름 뭐예요?', lever: 'polite_ending' },
      { template: '{e} 유소년 야구 교실 이름 뭐냐', lever: 'polite_ending' },
      { template: '{e} 선수가 운영하는 유소년 야구 교실 이름이 뭔지 알려주세요', lever: 'polite_ending' },
      { template: '아들 보내려고 하는데 {e} 유소년 야구교실 이름이 뭐예요?', lever: 'both' },
      { template: '{e} 유소년야구교실 이름 뭐임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 성인 야구 교실 이름은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 부산 유소년 야구 교실 이름 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 은퇴 후 열 유소년 야구 교실 이름은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 유소년 야구 교실 수강료는 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 유소년 야구 교실 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 유소년 야구 교실 이름은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 비시즌 체중 감량 목표는 몇 킬로그램입니까?',
    answer: (r) => pick(r, ['5킬로그램', '6킬로그램', '8킬로그램', '10킬로그램', '12킬로그램']),
    asks: [
      { template: '{e}의 비시즌 체중감량 목표는 몇 킬로그램입니까?', lever: 'compound_split' },
      { template: '{e}의 비시즌 체중 감량목표는 몇 킬로그램입니까?', lever: 'compound_split' },
      { template: '{e} 비시즌 체중 감량 목표 몇 킬로예요?', lever: 'polite_ending' },
      { template: '{e} 비시즌 체중 감량 목표 몇 kg임?', lever: 'polite_ending' },
      { template: '{e}의 비시즌 체중 감량 목표가 몇 킬로그램인지 아세요?', lever: 'polite_ending' },
      { template: '{e} 비시즌 체중감량 목표 몇키로야', lever: 'both' },
      { template: '살 좀 뺀다던데 {e} 비시즌 체중감량목표 몇 kg이에요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 지난 비시즌 체중 감량 목표는 몇 킬로그램이었습니까?', kind: 'changed_modifier' },
      { template: '{e} 개막 전까지 체중 감량 목표 몇 킬로예요?', kind: 'changed_modifier' },
      { template: '{e}의 비시즌 체지방 감량 목표는 몇 퍼센트입니까?', kind: 'changed_modifier' },
      { template: '{e}의 현재 체중은 몇 킬로그램입니까?', kind: 'other_relation' },
      { template: '{e}의 키는 몇 센티미터입니까?', kind: 'other_relation' },
      { template: '{f}의 비시즌 체중 감량 목표는 몇 킬로그램입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 선발 경기 전담 포수는 누구입니까?',
    answer: (r) => pick(r, ['조태훈', '백승현', '유건우', '남궁혁', '임재석']),
    asks: [
      { template: '{e}의 선발경기 전담 포수는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 선발 경기 전담포수는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 선발 경기 전담 포수 누구예요?', lever: 'polite_ending' },
      { template: '{e} 선발 경기 전담 포수 누구냐?', lever: 'polite_ending' },
      { template: '{e} 선발 경기 전담 포수가 누군지 알려줄 수 있어?', lever: 'polite_ending' },
      { template: '{e} 선발경기 전담포수 누구임', lever: 'both' },
      { template: '직관 가는데 {e} 선발경기 전담 포수가 누구죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 고교 시절 전담 포수는 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e} 원정 선발 경기 전담 포수 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 선발 경기 백업 포수는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 선발 경기 평균 투구 수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{e}의 담당 투수 코치는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 선발 경기 전담 포수는 누구입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The thirty-first Korean set, written blind on 2026-12-07 (seed 7171) apart from the Korean rules and without sight
 * of any earlier set's misses or results, and before it was first measured. Companies: what it costs to reissue an
 * employee ID card, how to apply for a factory tour, how many in-house lawyers it employs, where its data center
 * is. Shops: the deposit on a disposable cup, where the napa cabbage kimchi comes from, which director handles nail
 * art, how many free side-dish refills you get. Players: his most strikeouts in one game, his career batting average
 * in international tournaments, the date he hit for the cycle, which player he takes as his role model. Its
 * negatives' modifiers: 임시, 협력사 직원 출입증, 두 번째, 단체, 해외, 온라인 가상, 미국 변호사 자격 보유, 올해 새로
 * 뽑은, 유럽 법인, 제2, 해외, 건설 예정인, 다회용, 제주점, 내년부터 오르는, 판매용, 겨울철, 고춧가루, 속눈썹
 * 연장, 강남점, 이전, 저녁, 고기, 키즈 메뉴, 포스트시즌, 올 시즌, 구원 등판, WBC, 아시안게임, 득점권, 두 번째,
 * 퓨처스리그, 내추럴, 어린 시절, 메이저리그, 타격.
 */
export const KOREAN_HELD_OUT_31: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 사원증 재발급 비용은 얼마입니까?',
    answer: (r) => pick(r, ['5,000원', '1만 원', '3,000원', '첫 1회 무료, 이후 1만 원', '15,000원']),
    asks: [
      { template: '{e}의 사원증재발급 비용은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 사원증 재발급비용은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 사원증 재발급 비용 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 사원증 재발급 비용은 얼마나 드나요?', lever: 'polite_ending' },
      { template: '{e} 사원증 재발급 비용 얼마야', lever: 'polite_ending' },
      { template: '사원증을 잃어버렸는데 {e} 사원증 재발급비용 얼마인가요?', lever: 'both' },
      { template: '{e} 사원증재발급비용 얼마임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 임시 사원증 발급 비용은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 협력사 직원 출입증 재발급 비용 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 사원증 두 번째 재발급 비용은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 사원증 재발급 소요 기간은 며칠입니까?', kind: 'other_relation' },
      { template: '{e}의 사원증 분실 신고 부서는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 사원증 재발급 비용은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 공장 견학 신청 방법은 무엇입니까?',
    answer: (r) =>
      pick(r, [
        '홈페이지 견학 예약 게시판에서 신청',
        '대표 이메일로 신청서 제출',
        '홍보팀 전화 접수',
        '카카오톡 채널로 예약',
        '홍보관 방문 접수',
      ]),
    asks: [
      { template: '{e}의 공장견학 신청 방법은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 공장 견학 신청방법은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 공장 견학 신청 방법 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 공장 견학 신청 방법 좀 알려주세요', lever: 'polite_ending' },
      { template: '{e} 공장 견학 신청 방법 뭐야', lever: 'polite_ending' },
      { template: '{e} 공장견학 신청방법 어떻게 돼요?', lever: 'both' },
      { template: '아이 학교에서 가 보려고 하는데요 {e} 공장견학 신청 방법이 뭔가요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 단체 공장 견학 신청 방법은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 해외 공장 견학 신청 방법 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 온라인 가상 공장 견학 신청 방법은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 공장 견학 소요 시간은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 공장 견학 가능 인원은 몇 명입니까?', kind: 'other_relation' },
      { template: '{f}의 공장 견학 신청 방법은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 사내 변호사 수는 몇 명입니까?',
    answer: (r) => pick(r, ['3명', '5명', '8명', '12명', '20명']),
    asks: [
      { template: '{e}의 사내변호사 수는 몇 명입니까?', lever: 'compound_split' },
      { template: '{e}의 사내 변호사수는 몇 명입니까?', lever: 'compound_split' },
      { template: '{e} 사내 변호사 수 몇 명이에요?', lever: 'polite_ending' },
      { template: '{e}의 사내 변호사 수가 몇 명인지 궁금해요', lever: 'polite_ending' },
      { template: '{e} 사내 변호사 수 몇 명임?', lever: 'polite_ending' },
      { template: '{e} 사내변호사 수 몇 명이나 돼요?', lever: 'both' },
      { template: '법무팀 지원하려는데 {e} 사내변호사수 몇 명인가요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 미국 변호사 자격 보유 사내 변호사 수는 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e} 올해 새로 뽑은 사내 변호사 수 몇 명이에요?', kind: 'changed_modifier' },
      { template: '{e}의 유럽 법인 사내 변호사 수는 몇 명입니까?', kind: 'changed_modifier' },
      { template: '{e}의 법무 담당 임원은 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 진행 중인 소송 건수는 몇 건입니까?', kind: 'other_relation' },
      { template: '{f}의 사내 변호사 수는 몇 명입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 데이터 센터 소재지는 어디입니까?',
    answer: (r) => pick(r, ['경기도 용인', '강원도 춘천', '세종시', '경기도 안산', '부산 강서구']),
    asks: [
      { template: '{e}의 데이터센터 소재지는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 데이터센터소재지는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 데이터 센터 소재지 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 데이터 센터 소재지가 어딘지 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 데이터 센터 소재지 어디야', lever: 'polite_ending' },
      { template: '{e} 데이터센터 소재지 어디임?', lever: 'both' },
      { template: '뉴스에서 봤는데 {e} 데이터센터 소재지가 어디죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 제2 데이터 센터 소재지는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 해외 데이터 센터 소재지 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 건설 예정인 데이터 센터 소재지는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 데이터 센터 전력 용량은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 클라우드 서비스 이름은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 데이터 센터 소재지는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 일회용 컵 보증금은 얼마입니까?',
    answer: (r) => pick(r, ['300원', '500원', '200원', '1,000원', '받지 않음']),
    asks: [
      { template: '{e}의 일회용컵 보증금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 일회용 컵보증금은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 일회용 컵 보증금 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 일회용 컵 보증금은 얼마인가요?', lever: 'polite_ending' },
      { template: '{e} 일회용 컵 보증금 얼마냐', lever: 'polite_ending' },
      { template: '{e} 일회용컵 보증금 얼마임?', lever: 'both' },
      { template: '테이크아웃하려는데 {e} 일회용컵보증금 얼마죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 다회용 컵 보증금은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 제주점 일회용 컵 보증금 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 내년부터 오르는 일회용 컵 보증금은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 일회용 컵 반납 장소는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 머그컵 판매 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 일회용 컵 보증금은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 배추김치 원산지는 어디입니까?',
    answer: (r) =>
      pick(r, ['국내산', '중국산', '국내산(해남 배추)', '배추 국내산, 고춧가루 중국산', '강원도 고랭지 배추']),
    asks: [
      { template: '{e}의 배추 김치 원산지는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 배추김치원산지는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 배추김치 원산지 어디예요?', lever: 'polite_ending' },
      { template: '{e} 배추김치 원산지가 어딘지 알려주세요', lever: 'polite_ending' },
      { template: '{e} 배추김치 원산지 어디야?', lever: 'polite_ending' },
      { template: '{e} 배추 김치 원산지 어딘가요?', lever: 'both' },
      { template: '김치 맛있어서 물어보는데 {e} 배추 김치 원산지 어디죠', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 판매용 배추김치 원산지는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 겨울철 배추김치 원산지 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 배추김치 고춧가루 원산지는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 쌀 원산지는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 김치 담그는 날은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 배추김치 원산지는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 네일 아트 담당 원장은 누구입니까?',
    answer: (r) => pick(r, ['김소율 원장', '박하은 원장', '이나래 원장', '정유나 원장', '최다인 원장']),
    asks: [
      { template: '{e}의 네일아트 담당 원장은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 네일 아트 담당원장은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 네일 아트 담당 원장님 누구세요?', lever: 'polite_ending' },
      { template: '{e} 네일 아트 담당 원장 누구야?', lever: 'polite_ending' },
      { template: '{e}의 네일 아트 담당 원장이 누구인지 궁금합니다', lever: 'polite_ending' },
      { template: '{e} 네일아트 담당 원장 누구예요??', lever: 'both' },
      { template: '예약하려고 하는데 {e} 네일아트 담당원장님이 누구신가요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 속눈썹 연장 담당 원장은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 강남점 네일 아트 담당 원장 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 이전 네일 아트 담당 원장은 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e}의 젤 네일 기본 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 네일 아트 소요 시간은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 네일 아트 담당 원장은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 반찬 무료 리필 횟수는 몇 번입니까?',
    answer: (r) => pick(r, ['1번', '2번', '3번', '무제한', '1번, 이후 셀프바 이용']),
    asks: [
      { template: '{e}의 반찬 무료리필 횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e}의 반찬 무료 리필횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e} 반찬 무료 리필 횟수 몇 번까지예요?', lever: 'polite_ending' },
      { template: '{e}의 반찬 무료 리필 횟수가 몇 번인가요?', lever: 'polite_ending' },
      { template: '{e} 반찬 무료 리필 횟수 몇 번임', lever: 'polite_ending' },
      { template: '{e} 반찬 무료리필 횟수 몇번이야?', lever: 'both' },
      { template: '점심에 가려는데 {e} 반찬무료리필 횟수 몇 번이에요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 저녁 반찬 무료 리필 횟수는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e} 고기 반찬 무료 리필 횟수 몇 번이에요?', kind: 'changed_modifier' },
      { template: '{e}의 키즈 메뉴 반찬 무료 리필 횟수는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e}의 기본 반찬 가짓수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{e}의 반찬 셀프바 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 반찬 무료 리필 횟수는 몇 번입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 한 경기 최다 탈삼진 기록은 몇 개입니까?',
    answer: (r) => pick(r, ['9개', '11개', '13개', '14개', '16개']),
    asks: [
      { template: '{e}의 한 경기 최다탈삼진 기록은 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 한경기 최다 탈삼진 기록은 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 한 경기 최다 탈삼진 기록 몇 개예요?', lever: 'polite_ending' },
      { template: '{e} 한 경기 최다 탈삼진 기록 몇 개였지?', lever: 'polite_ending' },
      { template: '{e}의 한 경기 최다 탈삼진 기록은 몇 개죠?', lever: 'polite_ending' },
      { template: '{e} 한경기 최다 탈삼진기록 몇 개임', lever: 'both' },
      { template: '오늘 삼진 엄청 잡던데 {e} 한경기 최다탈삼진 기록 몇 개야?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 포스트시즌 한 경기 최다 탈삼진 기록은 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e} 올 시즌 한 경기 최다 탈삼진 기록 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 구원 등판 한 경기 최다 탈삼진 기록은 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 통산 완봉승 횟수는 몇 번입니까?', kind: 'other_relation' },
      { template: '{e}의 한 경기 최다 투구 수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{f}의 한 경기 최다 탈삼진 기록은 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 국제 대회 통산 타율은 얼마입니까?',
    answer: (r) => pick(r, ['0.312', '0.285', '0.341', '0.267', '0.298']),
    asks: [
      { template: '{e}의 국제대회 통산 타율은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 국제 대회 통산타율은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 국제 대회 통산 타율 얼마예요?', lever: 'polite_ending' },
      { template: '{e} 국제 대회 통산 타율 어떻게 돼?', lever: 'polite_ending' },
      { template: '{e}의 국제 대회 통산 타율을 알려주시겠어요?', lever: 'polite_ending' },
      { template: '{e} 국제대회 통산타율 몇이야', lever: 'both' },
      { template: '대표팀 경기 보다가 궁금한데 {e} 국제대회 통산 타율 얼마나 돼요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 WBC 통산 타율은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 아시안게임 통산 타율 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 국제 대회 통산 득점권 타율은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 국제 대회 출전 횟수는 몇 번입니까?', kind: 'other_relation' },
      { template: '{e}의 국제 대회 통산 출루율은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 국제 대회 통산 타율은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 사이클링 히트 달성 날짜는 언제입니까?',
    answer: (r) =>
      pick(r, ['2021년 6월 12일', '2019년 8월 3일', '2023년 5월 27일', '2022년 9월 14일', '2020년 7월 8일']),
    asks: [
      { template: '{e}의 사이클링히트 달성 날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 사이클링 히트 달성날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 사이클링 히트 달성 날짜 언제예요?', lever: 'polite_ending' },
      { template: '{e} 사이클링 히트 달성 날짜 좀 알려줘', lever: 'polite_ending' },
      { template: '{e}의 사이클링 히트 달성 날짜는 언제였나요?', lever: 'polite_ending' },
      { template: '{e} 사이클링히트 달성날짜 언제임?', lever: 'both' },
      { template: '기록 정리 중인데 {e} 사이클링히트 달성 날짜 언제죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 두 번째 사이클링 히트 달성 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 퓨처스리그 사이클링 히트 달성 날짜 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 내추럴 사이클링 히트 달성 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 사이클링 히트 상대 팀은 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 첫 만루 홈런 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 사이클링 히트 달성 날짜는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 롤 모델 선수는 누구입니까?',
    answer: (r) => pick(r, ['이승엽', '류현진', '오타니 쇼헤이', '데릭 지터', '박찬호']),
    asks: [
      { template: '{e}의 롤모델 선수는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 롤모델선수는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 롤 모델 선수 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 롤 모델 선수가 누군지 아세요?', lever: 'polite_ending' },
      { template: '{e} 롤 모델 선수 누구였더라', lever: 'polite_ending' },
      { template: '{e} 롤모델 선수 누구야?', lever: 'both' },
      { template: '인터뷰에서 말했던 것 같은데 {e} 롤모델 선수가 누구죠', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 어린 시절 롤 모델 선수는 누구였습니까?', kind: 'changed_modifier' },
      { template: '{e} 메이저리그 롤 모델 선수 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 타격 롤 모델 선수는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 가장 친한 동료 선수는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 최애 원정 구장은 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 롤 모델 선수는 누구입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The thirty-second Korean set, written blind on 2026-12-07 (seed 7272) before it was first measured, apart from the
 * Korean rules and with no sight of any earlier set's misses or results. Companies: what one meal in the staff
 * cafeteria costs, what the in-house messenger is called, how many weeks of sabbatical it gives, when its customer
 * centre is open. Shops: the takeout discount, how to get a cash receipt, how many cars can park, which firm cleans
 * the shop. Players: his high-school manager, the date of his first hit after debut, how many regular-season MVPs he
 * won, how old he was when he took up baseball. Its negatives' modifiers: 외부인, 지방 공장, 특식, 예전, 해외 법인,
 * 임원 전용, 근속 10년 차, 임원, 두 번째, 주말, 해외, 법인, 배달, 주말, 첫 방문, 지출 증빙용, 온라인 주문, 재발급,
 * 장애인, 전기차 충전, 2호점, 주방, 예전, 본점, 중학교, 대학, 리틀 야구, 포스트시즌, 이적 후, 끝내기, 한국시리즈,
 * 올스타전, 월간, 투수, 엘리트, 리틀 야구.
 */
export const KOREAN_HELD_OUT_32: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 구내식당 한 끼 가격은 얼마입니까?',
    answer: (r) => pick(r, ['4,500원', '5,000원', '5,500원', '6,000원', '3,800원']),
    asks: [
      { template: '{e}의 구내 식당 한 끼 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 구내식당 한끼 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '안녕하세요, {e} 구내식당 한 끼 가격이 얼마인지 알려주실 수 있나요?', lever: 'polite_ending' },
      { template: '{e} 구내식당 한 끼 가격 얼마야?', lever: 'polite_ending' },
      { template: '{e}의 구내식당 한 끼 가격은 얼마 정도예요?', lever: 'polite_ending' },
      { template: '{e} 구내 식당 한끼 가격 얼마임?', lever: 'both' },
      { template: '다음 주부터 출근하는데 {e} 구내식당 한끼 가격 얼마예요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 구내식당 외부인 한 끼 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 지방 공장 구내식당 한 끼 가격 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 구내식당 특식 한 끼 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 구내식당 운영 시간은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 구내식당 좌석 수는 몇 석입니까?', kind: 'other_relation' },
      { template: '{f}의 구내식당 한 끼 가격은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 사내 메신저 이름은 무엇입니까?',
    answer: (r) => pick(r, ['온톡', '하이워크', '팀링크', '워크톡', '모아챗']),
    asks: [
      { template: '{e}의 사내메신저 이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 사내 메신저이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 사내 메신저 이름 뭐예요?', lever: 'polite_ending' },
      { template: '입사 예정자인데요, {e}의 사내 메신저 이름이 뭔지 궁금해요.', lever: 'polite_ending' },
      { template: '{e} 사내 메신저 이름 뭐였지?', lever: 'polite_ending' },
      { template: '{e} 사내메신저 이름 뭐라고 해요?', lever: 'both' },
      { template: '{e} 사내메신저 이름 좀 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 예전 사내 메신저 이름은 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e} 해외 법인 사내 메신저 이름 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 임원 전용 메신저 이름은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 사내 메신저 개발사는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 사내 인트라넷 주소는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 사내 메신저 이름은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 안식 휴가 기간은 몇 주입니까?',
    answer: (r) => pick(r, ['2주', '4주', '6주', '8주', '12주']),
    asks: [
      { template: '{e}의 안식휴가 기간은 몇 주입니까?', lever: 'compound_split' },
      { template: '{e}의 안식 휴가기간은 몇 주입니까?', lever: 'compound_split' },
      { template: '{e} 안식 휴가 기간 몇 주예요?', lever: 'polite_ending' },
      { template: '{e}의 안식 휴가 기간이 몇 주인지 알려주세요', lever: 'polite_ending' },
      { template: '{e} 안식 휴가 기간 몇 주나 돼?', lever: 'polite_ending' },
      { template: '이직 고민 중이라 여쭤봐요. {e} 안식휴가 기간 몇 주인가요?', lever: 'both' },
      { template: '{e} 안식휴가기간 몇 주임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 근속 10년 차 안식 휴가 기간은 몇 주입니까?', kind: 'changed_modifier' },
      { template: '{e} 임원 안식 휴가 기간 몇 주예요?', kind: 'changed_modifier' },
      { template: '{e}의 두 번째 안식 휴가 기간은 몇 주입니까?', kind: 'changed_modifier' },
      { template: '{e}의 안식 휴가 지원금은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 안식 휴가 사용 자격은 근속 몇 년입니까?', kind: 'other_relation' },
      { template: '{f}의 안식 휴가 기간은 몇 주입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 고객 센터 운영 시간은 언제입니까?',
    answer: (r) =>
      pick(r, [
        '평일 09:00~18:00',
        '평일 09:00~18:00, 토요일 09:00~13:00',
        '24시간',
        '평일 10:00~17:00',
        '평일 08:30~17:30',
      ]),
    asks: [
      { template: '{e}의 고객센터 운영 시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 고객 센터 운영시간은 언제입니까?', lever: 'compound_split' },
      { template: '{e} 고객 센터 운영 시간 어떻게 되나요?', lever: 'polite_ending' },
      { template: '{e} 고객 센터 운영 시간이 언제야?', lever: 'polite_ending' },
      { template: '{e}의 고객 센터 운영 시간을 알고 싶습니다.', lever: 'polite_ending' },
      { template: 'AS 문의하려고 하는데 {e} 고객센터 운영시간 언제예요?', lever: 'both' },
      { template: '{e} 고객센터 운영 시간 알려줘', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 고객 센터 운영 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 해외 고객 센터 운영 시간 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 법인 고객 센터 운영 시간은 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 고객 센터 위치는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 고객 센터 점심시간은 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 고객 센터 운영 시간은 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 포장 할인 금액은 얼마입니까?',
    answer: (r) => pick(r, ['1,000원', '2,000원', '500원', '10%', '3,000원']),
    asks: [
      { template: '{e}의 포장할인 금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 포장 할인금액은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 포장 할인 금액 얼마예요?', lever: 'polite_ending' },
      { template: '{e} 포장 할인 금액이 얼마나 돼요?', lever: 'polite_ending' },
      { template: '{e}의 포장 할인 금액이 얼마인지 여쭤봐도 될까요?', lever: 'polite_ending' },
      { template: '집에 가져가서 먹으려는데 {e} 포장할인 금액 얼마죠?', lever: 'both' },
      { template: '{e} 포장할인금액 얼마냐', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 배달 할인 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 주말 포장 할인 금액 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 첫 방문 포장 할인 금액은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 포장 용기 추가 비용은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 포장 주문 전화번호는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 포장 할인 금액은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 현금 영수증 발급 방법은 무엇입니까?',
    answer: (r) =>
      pick(r, [
        '계산할 때 휴대폰 번호 말하기',
        '카운터에 요청',
        '키오스크에서 번호 입력',
        '영수증 QR 코드로 자진 발급',
        '결제 후 직원에게 요청',
      ]),
    asks: [
      { template: '{e}의 현금영수증 발급 방법은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 현금 영수증 발급방법은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 현금 영수증 발급 방법 어떻게 돼요?', lever: 'polite_ending' },
      { template: '{e} 현금 영수증 발급 방법 알려줘', lever: 'polite_ending' },
      { template: '안녕하세요! {e}의 현금 영수증 발급 방법이 궁금합니다', lever: 'polite_ending' },
      { template: '계좌이체로 냈는데 {e} 현금영수증 발급 방법이 뭔가요?', lever: 'both' },
      { template: '{e} 현금영수증 발급방법 뭐야?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 지출 증빙용 현금 영수증 발급 방법은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 온라인 주문 현금 영수증 발급 방법 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 현금 영수증 재발급 방법은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 세금 계산서 발급 방법은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 카드 결제 취소 방법은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 현금 영수증 발급 방법은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 주차 가능 대수는 몇 대입니까?',
    answer: (r) => pick(r, ['2대', '3대', '5대', '8대', '12대']),
    asks: [
      { template: '{e}의 주차가능 대수는 몇 대입니까?', lever: 'compound_split' },
      { template: '{e}의 주차 가능대수는 몇 대입니까?', lever: 'compound_split' },
      { template: '{e} 주차 가능 대수 몇 대예요?', lever: 'polite_ending' },
      { template: '차 끌고 가려는데 {e} 주차 가능 대수가 몇 대인지 궁금해요', lever: 'polite_ending' },
      { template: '{e} 주차 가능 대수 몇 대야?', lever: 'polite_ending' },
      { template: '{e} 주차가능대수 몇 대나 돼요?', lever: 'both' },
      { template: '{e} 주차 가능대수 몇 대임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 장애인 주차 가능 대수는 몇 대입니까?', kind: 'changed_modifier' },
      { template: '{e} 전기차 충전 주차 가능 대수 몇 대예요?', kind: 'changed_modifier' },
      { template: '{e}의 2호점 주차 가능 대수는 몇 대입니까?', kind: 'changed_modifier' },
      { template: '{e}의 주차장 높이 제한은 몇 미터입니까?', kind: 'other_relation' },
      { template: '{e}의 발레 파킹 비용은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 주차 가능 대수는 몇 대입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 매장 청소 업체는 어디입니까?',
    answer: (r) => pick(r, ['클린하우스', '반짝케어', '깨끗한세상', '맑음위생', '하얀손 청소']),
    asks: [
      { template: '{e}의 매장청소 업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 매장 청소업체는 어디입니까?', lever: 'compound_split' },
      { template: '{e} 매장 청소 업체 어디예요?', lever: 'polite_ending' },
      { template: '{e}의 매장 청소 업체가 어딘지 알려주실래요?', lever: 'polite_ending' },
      { template: '{e} 매장 청소 업체 어디야', lever: 'polite_ending' },
      { template: '저희 가게도 맡기고 싶어서요. {e} 매장청소 업체 어디인가요?', lever: 'both' },
      { template: '{e} 매장청소업체 어디임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주방 청소 업체는 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 예전 매장 청소 업체는 어디였습니까?', kind: 'changed_modifier' },
      { template: '{e} 본점 매장 청소 업체 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 방역 업체는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 매장 청소 주기는 며칠입니까?', kind: 'other_relation' },
      { template: '{f}의 매장 청소 업체는 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 고교 시절 감독은 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)} 감독`,
    asks: [
      { template: '{e}의 고교시절 감독은 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 고교시절감독은 누구입니까?', lever: 'compound_split' },
      { template: '{e} 고교 시절 감독 누구예요?', lever: 'polite_ending' },
      { template: '{e} 고교 시절 감독이 누구였는지 알려줘', lever: 'polite_ending' },
      { template: '{e}의 고교 시절 감독님은 누구신가요?', lever: 'polite_ending' },
      { template: '다큐 보다가 궁금해졌는데 {e} 고교시절 감독이 누구예요?', lever: 'both' },
      { template: '{e} 고교시절 감독 누구였더라?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 중학교 시절 감독은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 대학 시절 감독 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 리틀 야구 시절 감독은 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 고교 시절 등번호는 몇 번입니까?', kind: 'other_relation' },
      { template: '{e}의 고교 시절 포지션은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 고교 시절 감독은 누구입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 데뷔 첫 안타 날짜는 언제입니까?',
    answer: (r) =>
      pick(r, ['2016년 4월 2일', '2018년 5월 19일', '2015년 9월 6일', '2020년 6월 23일', '2017년 8월 11일']),
    asks: [
      { template: '{e}의 데뷔 첫안타 날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e}의 데뷔 첫 안타날짜는 언제입니까?', lever: 'compound_split' },
      { template: '{e} 데뷔 첫 안타 날짜 언제야?', lever: 'polite_ending' },
      { template: '{e}의 데뷔 첫 안타 날짜가 언제였죠?', lever: 'polite_ending' },
      { template: '{e} 데뷔 첫 안타 날짜 좀 찾아주세요', lever: 'polite_ending' },
      { template: '기념 포스터 만들려고 하는데 {e} 데뷔 첫안타 날짜 언제예요?', lever: 'both' },
      { template: '{e} 데뷔 첫안타날짜 언제임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 포스트시즌 데뷔 첫 안타 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e} 이적 후 첫 안타 날짜 언제예요?', kind: 'changed_modifier' },
      { template: '{e}의 데뷔 첫 끝내기 안타 날짜는 언제입니까?', kind: 'changed_modifier' },
      { template: '{e}의 데뷔 첫 안타 상대 투수는 누구입니까?', kind: 'other_relation' },
      { template: '{e}의 데뷔 첫 경기 날짜는 언제입니까?', kind: 'other_relation' },
      { template: '{f}의 데뷔 첫 안타 날짜는 언제입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 정규 시즌 MVP 수상 횟수는 몇 번입니까?',
    answer: (r) => pick(r, ['1번', '2번', '3번', '4번', '없음']),
    asks: [
      { template: '{e}의 정규시즌 MVP 수상 횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e}의 정규 시즌 MVP 수상횟수는 몇 번입니까?', lever: 'compound_split' },
      { template: '{e} 정규 시즌 MVP 수상 횟수 몇 번이에요?', lever: 'polite_ending' },
      { template: '{e}의 정규 시즌 MVP 수상 횟수가 궁금해요', lever: 'polite_ending' },
      { template: '{e} 정규 시즌 MVP 수상 횟수 몇 번이지?', lever: 'polite_ending' },
      { template: '친구랑 내기했는데 {e} 정규시즌 MVP 수상횟수 몇 번이야?', lever: 'both' },
      { template: '{e} 정규시즌 MVP 수상 횟수 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 한국시리즈 MVP 수상 횟수는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e} 올스타전 MVP 수상 횟수 몇 번이에요?', kind: 'changed_modifier' },
      { template: '{e}의 월간 MVP 수상 횟수는 몇 번입니까?', kind: 'changed_modifier' },
      { template: '{e}의 정규 시즌 MVP 첫 수상 연도는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 타격왕 수상 횟수는 몇 번입니까?', kind: 'other_relation' },
      { template: '{f}의 정규 시즌 MVP 수상 횟수는 몇 번입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 야구 입문 나이는 몇 살입니까?',
    answer: (r) => pick(r, ['7살', '8살', '9살', '10살', '12살']),
    asks: [
      { template: '{e}의 야구입문 나이는 몇 살입니까?', lever: 'compound_split' },
      { template: '{e}의 야구 입문나이는 몇 살입니까?', lever: 'compound_split' },
      { template: '{e} 야구 입문 나이 몇 살이에요?', lever: 'polite_ending' },
      {
        template: '아들이 야구를 시작하려 해서요. {e}의 야구 입문 나이가 몇 살이었는지 알려주세요',
        lever: 'polite_ending',
      },
      { template: '{e} 야구 입문 나이 몇 살이야?', lever: 'polite_ending' },
      { template: '{e} 야구입문 나이 몇 살 때예요?', lever: 'both' },
      { template: '{e} 야구입문나이 몇 살임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 투수 입문 나이는 몇 살입니까?', kind: 'changed_modifier' },
      { template: '{e} 엘리트 야구 입문 나이 몇 살이에요?', kind: 'changed_modifier' },
      { template: '{e}의 리틀 야구 입문 나이는 몇 살입니까?', kind: 'changed_modifier' },
      { template: '{e}의 야구 입문 계기는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 프로 입단 나이는 몇 살입니까?', kind: 'other_relation' },
      { template: '{f}의 야구 입문 나이는 몇 살입니까?', kind: 'sibling' },
    ],
  },
];

/**
 * The thirty-third Korean set, written blind on 2026-12-08 (seed 7373) before it was first measured, kept apart from
 * the Korean rules and from every earlier set's misses and results. Companies: what its staff earn on average, what
 * its in-house café is called, its main phone number, how much it pays toward employees' children's tuition. Shops:
 * what an extra bowl of rice costs, how many minutes a delivery takes, the shop's phone number, what the kids' menu
 * costs. Players: his career hit total, his fan café's address, which club drafted him as a rookie, who pitched the
 * first home run he hit as a pro. Its negatives' modifiers: 임원, 지난해, 여성, 두 번째, 연구소, 리뉴얼 전, 해외,
 * 서울 지사, 채용 문의, 본인, 해외 유학, 셋째, 흑미밥, 포장, 두 번째, 주말, 비 오는 날, 최대, 사장님 휴대폰,
 * 배달 전용, 이전하기 전, 성인, 주말, 디저트 포함, 내야, 지난 시즌, 원정 경기, 해외, 비공식, 첫, 2차, 메이저리그,
 * 독립 리그, 100호, 포스트시즌, 만루.
 */
export const KOREAN_HELD_OUT_33: readonly HeldOutRelation[] = [
  {
    kind: 'company',
    taught: '{e}의 직원 평균 연봉은 얼마입니까?',
    answer: (r) => pick(r, ['5,800만 원', '6,400만 원', '7,100만 원', '8,300만 원', '4,900만 원']),
    asks: [
      { template: '{e}의 직원 평균연봉은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 직원평균연봉은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 직원 평균 연봉 얼마예요?', lever: 'polite_ending' },
      { template: '취업 준비하고 있는데요, {e} 직원 평균 연봉이 얼마나 되는지 궁금해요', lever: 'polite_ending' },
      { template: '{e} 직원 평균 연봉 얼마야', lever: 'polite_ending' },
      { template: '{e} 직원 평균연봉 어느 정도인가요?', lever: 'both' },
      { template: '{e} 직원평균연봉 알려주세요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 임원 평균 연봉은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 지난해 직원 평균 연봉 얼마였어요?', kind: 'changed_modifier' },
      { template: '{e}의 여성 직원 평균 연봉은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 직원 평균 근속 연수는 몇 년입니까?', kind: 'other_relation' },
      { template: '{e}의 직원 평균 나이는 몇 살입니까?', kind: 'other_relation' },
      { template: '{f}의 직원 평균 연봉은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 사내 카페 이름은 무엇입니까?',
    answer: (r) => pick(r, ['카페 온', '쉼표', '브루하우스', '라운지 커피', '숲속다방']),
    asks: [
      { template: '{e}의 사내카페 이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 사내 카페이름은 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 사내 카페 이름이 뭐예요?', lever: 'polite_ending' },
      { template: '안녕하세요~ {e} 사내 카페 이름 좀 알려주세요', lever: 'polite_ending' },
      { template: '{e} 사내 카페 이름 뭐더라', lever: 'polite_ending' },
      { template: '{e} 사내카페 이름 뭐야?', lever: 'both' },
      { template: '면접 보러 갔다가 들렀는데 {e} 사내카페 이름이 뭐였죠?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 두 번째 사내 카페 이름은 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 연구소 사내 카페 이름 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 리뉴얼 전 사내 카페 이름은 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e}의 사내 카페 아메리카노 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 사내 카페 운영 업체는 어디입니까?', kind: 'other_relation' },
      { template: '{f}의 사내 카페 이름은 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 대표 전화번호는 무엇입니까?',
    answer: (r) => `${pick(r, ['1588', '1577', '1644', '1599', '1661'])}-${digits(r, 4)}`,
    asks: [
      { template: '{e}의 대표전화번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 대표 전화 번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 대표 전화번호 뭐예요?', lever: 'polite_ending' },
      { template: '{e}의 대표 전화번호가 어떻게 되나요?', lever: 'polite_ending' },
      { template: '급하게 연락할 일이 있어서요ㅠ {e} 대표 전화번호 알려주세요', lever: 'polite_ending' },
      { template: '{e} 대표전화번호 몇 번이야?', lever: 'both' },
      { template: '{e} 대표 전화 번호 좀 알려 줄래?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 해외 대표 전화번호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 서울 지사 대표 전화번호 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 채용 문의 전화번호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e}의 대표 이메일 주소는 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 팩스 번호는 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 대표 전화번호는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'company',
    taught: '{e}의 자녀 학자금 지원 한도는 얼마입니까?',
    answer: (r) => pick(r, ['연 300만 원', '연 500만 원', '학기당 200만 원', '전액', '연 1,000만 원']),
    asks: [
      { template: '{e}의 자녀 학자금지원 한도는 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 자녀학자금 지원한도는 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 자녀 학자금 지원 한도 얼마예요?', lever: 'polite_ending' },
      { template: '{e}의 자녀 학자금 지원 한도가 얼마인지 알고 싶어요', lever: 'polite_ending' },
      { template: '{e} 자녀 학자금 지원 한도 얼마까지야?', lever: 'polite_ending' },
      { template: '애가 내년에 대학 가서 그런데 {e} 자녀 학자금 지원한도 얼마인가요?', lever: 'both' },
      { template: '{e} 자녀학자금 지원 한도 얼마임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 본인 학자금 지원 한도는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 해외 유학 자녀 학자금 지원 한도 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 셋째 자녀 학자금 지원 한도는 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 자녀 학자금 신청 기간은 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 자녀 출산 축하금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 자녀 학자금 지원 한도는 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 공기밥 추가 가격은 얼마입니까?',
    answer: (r) => pick(r, ['1,000원', '1,500원', '2,000원', '무료', '500원']),
    asks: [
      { template: '{e}의 공기밥 추가가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 공기 밥 추가 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 공기밥 추가 가격 얼마예요?', lever: 'polite_ending' },
      { template: '{e}에서 공기밥 추가 가격이 얼마인지 알려주세요', lever: 'polite_ending' },
      { template: '{e} 공기밥 추가 가격 얼마냐?', lever: 'polite_ending' },
      { template: '양이 좀 적을 것 같아서요 {e} 공기밥 추가가격 얼마죠?', lever: 'both' },
      { template: '{e} 공기밥추가가격 얼마에요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 흑미밥 추가 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 포장 공기밥 추가 가격 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 두 번째 공기밥 추가 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 라면 사리 추가 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 김치찌개 가격은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 공기밥 추가 가격은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 배달 소요 시간은 몇 분입니까?',
    answer: (r) => pick(r, ['30분', '40분', '45분', '50분', '1시간']),
    asks: [
      { template: '{e}의 배달 소요시간은 몇 분입니까?', lever: 'compound_split' },
      { template: '{e}의 배달소요시간은 몇 분입니까?', lever: 'compound_split' },
      { template: '{e} 배달 소요 시간 몇 분이에요?', lever: 'polite_ending' },
      { template: '{e} 배달 소요 시간이 보통 몇 분인지 알려주세요', lever: 'polite_ending' },
      { template: '{e} 배달 소요 시간 몇 분 걸려?', lever: 'polite_ending' },
      { template: '배고파 죽겠는데 {e} 배달소요시간 몇 분이야?', lever: 'both' },
      { template: '{e} 배달 소요시간 몇 분쯤 돼요?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 주말 배달 소요 시간은 몇 분입니까?', kind: 'changed_modifier' },
      { template: '{e} 비 오는 날 배달 소요 시간 몇 분이에요?', kind: 'changed_modifier' },
      { template: '{e}의 최대 배달 소요 시간은 몇 분입니까?', kind: 'changed_modifier' },
      { template: '{e}의 배달 가능 거리는 몇 킬로미터입니까?', kind: 'other_relation' },
      { template: '{e}의 배달 주문 마감 시간은 몇 시입니까?', kind: 'other_relation' },
      { template: '{f}의 배달 소요 시간은 몇 분입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 가게 전화번호는 무엇입니까?',
    answer: (r) => `${pick(r, ['02', '031', '051', '042', '062'])}-${digits(r, 3)}-${digits(r, 4)}`,
    asks: [
      { template: '{e}의 가게 전화 번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 가게전화번호는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 가게 전화번호 뭐예요?', lever: 'polite_ending' },
      { template: '예약하고 싶은데 {e} 가게 전화번호 좀 알려주세요!', lever: 'polite_ending' },
      { template: '{e} 가게 전화번호가 몇 번이야', lever: 'polite_ending' },
      { template: '{e} 가게전화번호 몇 번인가요?', lever: 'both' },
      { template: '{e} 가게 전화 번호 알려줘요', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 사장님 휴대폰 번호는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 배달 전용 전화번호 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 이전하기 전 가게 전화번호는 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e}의 가게 주소는 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 카카오톡 채널 이름은 무엇입니까?', kind: 'other_relation' },
      { template: '{f}의 가게 전화번호는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'shop',
    taught: '{e}의 어린이 메뉴 가격은 얼마입니까?',
    answer: (r) => pick(r, ['6,000원', '7,500원', '8,000원', '5,500원', '9,000원']),
    asks: [
      { template: '{e}의 어린이메뉴 가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e}의 어린이 메뉴가격은 얼마입니까?', lever: 'compound_split' },
      { template: '{e} 어린이 메뉴 가격 얼마예요?', lever: 'polite_ending' },
      { template: '아이 데리고 가려고요. {e} 어린이 메뉴 가격이 얼마나 하나요?', lever: 'polite_ending' },
      { template: '{e} 어린이 메뉴 가격 얼마지?', lever: 'polite_ending' },
      { template: '{e} 어린이메뉴 가격 좀 알려주실래요?', lever: 'both' },
      { template: '{e} 어린이메뉴가격 얼마야', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 성인 메뉴 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e} 주말 어린이 메뉴 가격 얼마예요?', kind: 'changed_modifier' },
      { template: '{e}의 디저트 포함 어린이 메뉴 가격은 얼마입니까?', kind: 'changed_modifier' },
      { template: '{e}의 어린이 메뉴 구성은 무엇입니까?', kind: 'other_relation' },
      { template: '{e}의 어린이 메뉴 주문 가능 나이는 몇 살까지입니까?', kind: 'other_relation' },
      { template: '{f}의 어린이 메뉴 가격은 얼마입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 통산 안타 수는 몇 개입니까?',
    answer: (r) => pick(r, ['812개', '1,045개', '1,503개', '2,011개', '367개']),
    asks: [
      { template: '{e}의 통산안타 수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e}의 통산 안타수는 몇 개입니까?', lever: 'compound_split' },
      { template: '{e} 통산 안타 수 몇 개예요?', lever: 'polite_ending' },
      { template: '{e}의 통산 안타 수가 몇 개인지 궁금합니다', lever: 'polite_ending' },
      { template: '{e} 통산 안타 수 몇 개야?', lever: 'polite_ending' },
      { template: '오늘 경기 보다가 궁금해서요 {e} 통산안타수 몇 개인가요?', lever: 'both' },
      { template: '{e} 통산 안타수 몇 개임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 통산 내야 안타 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e} 지난 시즌 안타 수 몇 개예요?', kind: 'changed_modifier' },
      { template: '{e}의 원정 경기 통산 안타 수는 몇 개입니까?', kind: 'changed_modifier' },
      { template: '{e}의 통산 타율은 얼마입니까?', kind: 'other_relation' },
      { template: '{e}의 통산 볼넷 수는 몇 개입니까?', kind: 'other_relation' },
      { template: '{f}의 통산 안타 수는 몇 개입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 팬 카페 주소는 무엇입니까?',
    answer: (r) => `cafe.daum.net/${pick(r, ['star', 'hero', 'ace', 'mvp', 'no1'])}${digits(r, 3)}`,
    asks: [
      { template: '{e}의 팬카페 주소는 무엇입니까?', lever: 'compound_split' },
      { template: '{e}의 팬 카페주소는 무엇입니까?', lever: 'compound_split' },
      { template: '{e} 팬 카페 주소 뭐예요?', lever: 'polite_ending' },
      { template: '요즘 입덕했는데 {e} 팬 카페 주소 알 수 있을까요?', lever: 'polite_ending' },
      { template: '{e} 팬 카페 주소 뭐야', lever: 'polite_ending' },
      { template: '{e} 팬카페 주소 좀 알려주세요~', lever: 'both' },
      { template: '{e} 팬카페주소 뭐임?', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 해외 팬 카페 주소는 무엇입니까?', kind: 'changed_modifier' },
      { template: '{e} 비공식 팬 카페 주소 뭐예요?', kind: 'changed_modifier' },
      { template: '{e}의 첫 팬 카페 주소는 무엇이었습니까?', kind: 'changed_modifier' },
      { template: '{e}의 팬 카페 회원 수는 몇 명입니까?', kind: 'other_relation' },
      { template: '{e}의 팬 카페 운영자는 누구입니까?', kind: 'other_relation' },
      { template: '{f}의 팬 카페 주소는 무엇입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 신인 드래프트 지명 구단은 어디입니까?',
    answer: (r) => `${word(r, 2)} ${pick(r, TEAMS)}`,
    asks: [
      { template: '{e}의 신인드래프트 지명 구단은 어디입니까?', lever: 'compound_split' },
      { template: '{e}의 신인 드래프트 지명구단은 어디입니까?', lever: 'compound_split' },
      { template: '{e} 신인 드래프트 지명 구단 어디예요?', lever: 'polite_ending' },
      { template: '{e} 신인 드래프트 때 지명 구단이 어디였는지 알려주세요', lever: 'polite_ending' },
      { template: '{e} 신인 드래프트 지명 구단 어디였어?', lever: 'polite_ending' },
      {
        template: '트레이드 소식 보고 궁금해졌는데 {e} 신인드래프트 지명 구단이 어디였나요?',
        lever: 'both',
      },
      { template: '{e} 신인드래프트 지명구단 어디임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 2차 드래프트 지명 구단은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e} 메이저리그 드래프트 지명 구단 어디예요?', kind: 'changed_modifier' },
      { template: '{e}의 독립 리그 드래프트 지명 구단은 어디입니까?', kind: 'changed_modifier' },
      { template: '{e}의 신인 드래프트 지명 연도는 언제입니까?', kind: 'other_relation' },
      { template: '{e}의 입단 계약금은 얼마입니까?', kind: 'other_relation' },
      { template: '{f}의 신인 드래프트 지명 구단은 어디입니까?', kind: 'sibling' },
    ],
  },
  {
    kind: 'player',
    taught: '{e}의 프로 첫 홈런 상대 투수는 누구입니까?',
    answer: (r) => `${pick(r, SURNAMES)}${word(r, 2)}`,
    asks: [
      { template: '{e}의 프로 첫홈런 상대 투수는 누구입니까?', lever: 'compound_split' },
      { template: '{e}의 프로 첫 홈런 상대투수는 누구입니까?', lever: 'compound_split' },
      { template: '{e} 프로 첫 홈런 상대 투수 누구예요?', lever: 'polite_ending' },
      { template: '{e}의 프로 첫 홈런 상대 투수가 누구였는지 궁금해요', lever: 'polite_ending' },
      { template: '{e} 프로 첫 홈런 상대 투수 누구였어?', lever: 'polite_ending' },
      { template: '하이라이트 찾아보려고요. {e} 프로 첫홈런 상대투수가 누구였나요?', lever: 'both' },
      { template: '{e} 프로첫홈런 상대 투수 누구임', lever: 'both' },
    ],
    negatives: [
      { template: '{e}의 프로 100호 홈런 상대 투수는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e} 포스트시즌 첫 홈런 상대 투수 누구예요?', kind: 'changed_modifier' },
      { template: '{e}의 프로 첫 만루 홈런 상대 투수는 누구입니까?', kind: 'changed_modifier' },
      { template: '{e}의 프로 첫 홈런 구장은 어디입니까?', kind: 'other_relation' },
      { template: '{e}의 프로 첫 홈런 비거리는 몇 미터입니까?', kind: 'other_relation' },
      { template: '{f}의 프로 첫 홈런 상대 투수는 누구입니까?', kind: 'sibling' },
    ],
  },
];

const SYLLABLES = '가온누리다솜하람새론별빛마루아라한결도윤서진해랑'.split('');
const SURNAMES = ['김', '이', '박', '최', '정', '한', '오', '임'];
const COMPANY_KINDS = ['전자', '제약', '물산', '화학', '항공'];
const SHOP_KINDS = ['식당', '빵집', '서점', '약국', '꽃집'];
const GOODS = ['세탁기', '백신', '타이어', '섬유', '드론'];
const TEAMS = ['유나이티드', '시티', '이글스', '타이거즈', '레인저스'];

const digits = (r: Rand, n: number): string => Array.from({ length: n }, () => String(r() % 10)).join('');
const word = (r: Rand, n: number): string => Array.from({ length: n }, () => pick(r, SYLLABLES)).join('');

/** A name and a sibling that shares part of it: another kind of business, or another given name. */
function namesOf(kind: HeldOutRelation['kind'], r: Rand): [string, string] {
  if (kind === 'player') {
    const surname = pick(r, SURNAMES);
    const given = word(r, 2);
    return [
      `${surname}${given}`,
      `${surname}${given[0]}${pick(
        r,
        SYLLABLES.filter((s) => s !== given[1]),
      )}`,
    ];
  }
  const kinds = kind === 'company' ? COMPANY_KINDS : SHOP_KINDS;
  const stem = word(r, 2);
  const k = pick(r, kinds);
  return [
    `${stem}${k}`,
    `${stem}${pick(
      r,
      kinds.filter((x) => x !== k),
    )}`,
  ];
}

const fill = (template: string, e: string, f: string): string => template.replaceAll('{e}', e).replaceAll('{f}', f);

/** `perRelation` names per relation of `relations`, each taught its relation once, every name distinct. */
export function koreanHeldOutSet(
  relations: readonly HeldOutRelation[] = KOREAN_HELD_OUT,
  perRelation = 20,
  seed = 4242,
): KoreanReachSet {
  const r = prng(seed);
  const out: KoreanReachSet = { facts: [], questions: [], negatives: [] };
  const taken = new Set<string>();
  for (const rel of relations) {
    for (let i = 0; i < perRelation; i++) {
      let names = namesOf(rel.kind, r);
      while (taken.has(names[0]) || taken.has(names[1])) names = namesOf(rel.kind, r);
      const [e, f] = names;
      taken.add(e).add(f);
      const answer = rel.answer(r);
      out.facts.push({ prompt: fill(rel.taught, e, f), answer });
      for (const a of rel.asks) out.questions.push({ question: fill(a.template, e, f), answer, lever: a.lever });
      for (const n of rel.negatives) out.negatives.push({ question: fill(n.template, e, f), kind: n.kind });
    }
  }
  return out;
}
