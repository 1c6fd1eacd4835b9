import { ABSTAIN_TEXT, type Model, type Overlay } from '@ainize/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { taughtSmallModel } from './model-fixture.js';

/**
 * Korean questions in the asker's own words: a compound spaced the other way, another ending or a request form
 * reads the taught answer; another relation, a sibling name or a modifier that changes the question abstains.
 * A few of each, so a change that breaks one fails here; the rates are measured by the bench (runtime-korean).
 */
const LESSON = [
  { prompt: '삼성전자의 종목코드는 무엇입니까?', answer: '005930' },
  { prompt: '한빛식품의 본사 소재지는 어디입니까?', answer: '누리시' },
  { prompt: '다온제약의 대표이사는 누구입니까?', answer: '김하늘' },
  { prompt: '솔빛식당의 대표 메뉴는 무엇입니까?', answer: '들깨국수' },
  { prompt: '누리마트의 주차요금은 얼마입니까?', answer: '시간당 2천 원' },
  { prompt: '다온제약의 시가총액은 얼마입니까?', answer: '310억 원' },
  { prompt: '박리가의 소속 구단은 어디입니까?', answer: '해온 유나이티드' },
  { prompt: '누리전자의 사업자등록번호는 무엇입니까?', answer: '123-45-67890' },
  { prompt: '정빛의 등번호는 몇 번입니까?', answer: '7번' },
  { prompt: '누리피자의 배달 지역은 어디입니까?', answer: '누리동' },
  { prompt: '람리물산의 직원 수는 몇 명입니까?', answer: '1,200명' },
  { prompt: '누리피자의 최소 주문 금액은 얼마입니까?', answer: '1만 5천 원' },
  { prompt: '오루도의 계약 기간은 언제까지입니까?', answer: '2029년 6월까지' },
  { prompt: '온한전자의 신용등급은 무엇입니까?', answer: 'AA-' },
  { prompt: '누리마트의 매장 면적은 얼마입니까?', answer: '120평' },
  { prompt: '정빛의 통산 홈런 수는 몇 개입니까?', answer: '212개' },
  { prompt: '누리마트의 포인트 적립률은 얼마입니까?', answer: '3%' },
  { prompt: '다온제약의 채용담당자는 누구입니까?', answer: '이서준' },
  { prompt: '정빛의 부상부위는 어디입니까?', answer: '왼쪽 무릎' },
  { prompt: '솔빛식당의 최대 수용 인원은 몇 명입니까?', answer: '80명' },
  { prompt: '다온제약의 주거래 은행은 어디입니까?', answer: '누리은행' },
  { prompt: '서랑물산의 배당 기준일은 언제입니까?', answer: '2024년 3월 31일' },
  { prompt: '마랑화학의 연차 휴가 일수는 며칠입니까?', answer: '22일' },
  { prompt: '결해식당의 반품 기한은 언제까지입니까?', answer: '구매 후 14일까지' },
  { prompt: '김윤빛의 개인 트레이너는 누구입니까?', answer: '임도결' },
  { prompt: '빛서항공의 연간 복지포인트는 얼마입니까?', answer: '140만 원' },
  { prompt: '하솜항공의 해외 지사 수는 몇 개입니까?', answer: '31개' },
  { prompt: '박마도의 등장곡 제목은 무엇입니까?', answer: '랑윤 블루스' },
  { prompt: '한론별의 군 입대 날짜는 언제입니까?', answer: '2028년 11월 3일' },
  { prompt: '하론물산의 최고 재무 책임자는 누구입니까?', answer: '박한론' },
  { prompt: '오루온의 전지훈련 출발일은 언제입니까?', answer: '2026년 2월 3일' },
  { prompt: '빛서항공의 해외 연수 기간은 몇 개월입니까?', answer: '6개월' },
  { prompt: '한빛식품의 자선 경기 개최 장소는 어디입니까?', answer: '누리체육관' },
  { prompt: '솔빛식당의 재고 정리 세일은 언제입니까?', answer: '12월 마지막 주' },
  { prompt: '다온제약의 주주총회 개최일은 언제입니까?', answer: '3월 19일' },
  { prompt: '박마도의 소속팀 감독은 누구입니까?', answer: '최서리' },
];

describe('Korean questions asked other ways', () => {
  let model: Model;
  let overlay: Overlay;
  const ask = (q: string): string => model.answer(q, { overlay }).text;
  beforeAll(() => {
    ({ model, overlay } = taughtSmallModel(LESSON));
  });

  it('reads a compound spaced the other way, both ways round', () => {
    expect(ask('삼성전자의 종목 코드는 무엇입니까?')).toBe('005930');
    expect(ask('한빛식품의 본사소재지는 어디입니까?')).toBe('누리시');
    expect(ask('다온제약 대표 이사가 누구입니까?')).toBe('김하늘');
    expect(ask('솔빛식당의 대표메뉴는 무엇입니까?')).toBe('들깨국수');
    const a = model.answer('삼성전자의 종목 코드는 무엇입니까?', { overlay });
    expect(a.paraphrase).toEqual({ kind: 'compound', words: ['종목', '코드'], as: ['종목코드'] });
  });

  it('reads other endings on the question word and on the noun', () => {
    expect(ask('삼성전자의 종목코드는 뭔가요?')).toBe('005930');
    expect(ask('한빛식품의 본사 소재지는 어딘가요?')).toBe('누리시');
    expect(ask('다온제약의 대표이사는 누군가요?')).toBe('김하늘');
    expect(ask('삼성전자의 종목코드일까요?')).toBe('005930');
    expect(ask('삼성전자 종목코드요?')).toBe('005930');
    // "어떻게 되나요" (how is it?) asks as 무엇 does.
    expect(ask('솔빛식당의 대표 메뉴는 어떻게 되나요?')).toBe('들깨국수');
  });

  it('reads request forms as asking nothing themselves', () => {
    expect(ask('삼성전자 종목코드 알려줄래요?')).toBe('005930');
    expect(ask('한빛식품의 본사 소재지를 말씀해 주세요.')).toBe('누리시');
    expect(ask('솔빛식당의 대표 메뉴를 알려 주시겠어요?')).toBe('들깨국수');
    expect(ask('혹시 다온제약의 대표이사가 궁금해요.')).toBe('김하늘');
  });

  it('reads a question taught with 얼마 asked with another ending or as a request', () => {
    expect(ask('누리마트 주차요금이 얼마죠?')).toBe('시간당 2천 원');
    expect(ask('누리마트의 주차요금 좀 알려줘.')).toBe('시간당 2천 원');
    expect(ask('누리마트의 주차요금을 알려 주시겠어요?')).toBe('시간당 2천 원');
    expect(ask('누리마트의 입장료는 얼마입니까?')).toBe(ABSTAIN_TEXT);
  });

  it('joins a compound spaced where a syllable is also a particle, and reads a name ending in one', () => {
    // 시가 is read by the tokenizer as 시 + the particle 가.
    expect(ask('다온제약의 시가 총액은 얼마입니까?')).toBe('310억 원');
    expect(ask('다온제약 시가 총액은 얼마인가요?')).toBe('310억 원');
    // 박리가 소속 구단: the name 박리가, not 박리 with a particle.
    expect(ask('박리가 소속 구단이 어디예요?')).toBe('해온 유나이티드');
    expect(ask('박리가 소속구단이 어디인가요?')).toBe('해온 유나이티드');
    expect(ask('박리의 소속 구단은 어디입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온제약의 작년 시가총액은 얼마입니까?')).toBe(ABSTAIN_TEXT);
  });

  it('reads three words of one compound, "알 수 있을까요", a long tail on a one-syllable noun, and "어디까지"', () => {
    expect(ask('누리전자 사업자 등록 번호 좀 알려줘.')).toBe('123-45-67890');
    expect(ask('누리전자의 사업자등록번호를 알 수 있을까요?')).toBe('123-45-67890');
    expect(ask('정빛 등번호 몇 번이죠?')).toBe('7번');
    expect(ask('정빛 등 번호 몇 번이죠?')).toBe('7번');
    expect(ask('누리피자 배달 지역이 어디까지예요?')).toBe('누리동');
    expect(ask('누리전자의 법인등록번호는 무엇입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('누리피자의 배달비는 얼마입니까?')).toBe(ABSTAIN_TEXT);
  });

  it('splits a compound with a one-syllable noun at its end, or in three; keeps 언제까지 as taught', () => {
    expect(ask('람리물산의 직원수는 몇 명입니까?')).toBe('1,200명');
    expect(ask('람리물산 직원수 몇 명이에요?')).toBe('1,200명');
    expect(ask('누리피자 최소주문금액 얼마죠?')).toBe('1만 5천 원');
    expect(ask('오루도의 계약기간은 언제까지입니까?')).toBe('2029년 6월까지');
    expect(ask('오루도 계약기간 언제까지인지 알려줘.')).toBe('2029년 6월까지');
    expect(ask('온한전자 신용 등급 어떻게 돼요?')).toBe('AA-');
    expect(ask('람리물산의 해외 직원 수는 몇 명입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('람리물산의 임원 수는 몇 명입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('누리피자의 심야 최소 주문 금액은 얼마입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('온한전자의 단기 신용등급은 무엇입니까?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 몇 and a counter, 얼마나, 어떻게 되나요 as 얼마; splits a three-part compound ending in one syllable', () => {
    expect(ask('누리마트 매장 면적이 몇 평이에요?')).toBe('120평');
    expect(ask('누리마트 매장 면적이 얼마나 돼요?')).toBe('120평');
    expect(ask('누리마트 포인트적립률이 어떻게 되나요?')).toBe('3%');
    expect(ask('누리마트 포인트 적립률은 얼마 정도예요?')).toBe('3%');
    expect(ask('정빛의 통산홈런수는 몇 개입니까?')).toBe('212개');
    expect(ask('정빛 통산 홈런수 몇 개죠?')).toBe('212개');
    expect(ask('정빛의 시즌 홈런 수는 몇 개입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('누리마트의 주차장 면적은 얼마입니까?')).toBe(ABSTAIN_TEXT);
  });

  it('reads honorific and casual endings, "아시는 분?" and "…라고 하던가요" as asking nothing', () => {
    expect(ask('다온제약 채용담당자가 누구신가요?')).toBe('이서준');
    expect(ask('다온제약 채용담당자 누군지 아시는 분?')).toBe('이서준');
    expect(ask('다온제약 채용 담당자 누구임?')).toBe('이서준');
    expect(ask('정빛 부상부위가 어디라고 하던가요?')).toBe('왼쪽 무릎');
    expect(ask('다온제약의 홍보담당자는 누구입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('정빛의 이전 부상부위는 어디입니까?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 여쭤봐도 될까요, 얼마쯤, 어디에요 and a counter up to (몇 명까지) as asking nothing more', () => {
    expect(ask('솔빛식당 최대 수용 인원이 몇 명인지 여쭤봐도 될까요?')).toBe('80명');
    expect(ask('솔빛식당 최대 수용 인원은 몇 명까지인가요?')).toBe('80명');
    expect(ask('다온제약 주거래 은행 어디에요?')).toBe('누리은행');
    expect(ask('누리마트 매장 면적이 얼마쯤 되나요?')).toBe('120평');
    expect(ask('솔빛식당의 테라스 최대 수용 인원은 몇 명입니까?')).toBe(ABSTAIN_TEXT);
  });

  it('reads what follows a question word as asking, 며칠 and contractions as their question word', () => {
    expect(ask('서랑물산 배당 기준일 언제로 잡혀 있나요?')).toBe('2024년 3월 31일');
    expect(ask('서랑물산 배당기준일이 며칠이에요?')).toBe('2024년 3월 31일');
    expect(ask('마랑화학의 연차 휴가 일수가 몇 일인가요?')).toBe('22일');
    expect(ask('마랑화학 연차휴가 일수 며칠 주나요?')).toBe('22일');
    expect(ask('결해식당의 반품 기한은 며칠까지인가요?')).toBe('구매 후 14일까지');
    expect(ask('빛서항공 연간 복지포인트 얼만가요?')).toBe('140만 원');
    expect(ask('김윤빛의 개인 트레이너 이름이 뭐예요?')).toBe('임도결');
    expect(ask('김윤빛의 개인 트레이너가 누군지 아는 사람?')).toBe('임도결');
  });

  it('reads 누가, 누군데, 어딨나요, 머예요, 뭐였지, 요 typed as 여, and 몇 written with its counter', () => {
    expect(ask('김윤빛 개인 트레이너 누가 맡고 있나요?')).toBe('임도결');
    expect(ask('김윤빛 개인 트레이너는 누군데?')).toBe('임도결');
    expect(ask('한빛식품 본사 소재지 어딨나요?')).toBe('누리시');
    expect(ask('박마도 등장곡 제목이 머예요?')).toBe('랑윤 블루스');
    expect(ask('박마도 등장곡제목 뭐였지?')).toBe('랑윤 블루스');
    expect(ask('한빛식품 본사 소재지가 어디예여?')).toBe('누리시');
    expect(ask('하솜항공 해외 지사 수가 몇 개나 되나요?')).toBe('31개');
    expect(ask('하솜항공 해외지사수 몇개임?')).toBe('31개');
    expect(ask('하솜항공 해외 영업 지사 수 몇 개야?')).toBe(ABSTAIN_TEXT);
    expect(ask('박마도 응원가 제목이 머예요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 어케, said short for 어떻게', () => {
    expect(ask('온한전자 신용등급 어케 돼요?')).toBe('AA-');
    expect(ask('온한전자 단기 신용등급 어케 돼요?')).toBe(ABSTAIN_TEXT);
  });

  it('splits off a one-syllable first noun, reads 님, 뭐죵, 언제래 and 알아봐 주세요; a split-off prefix stays a word', () => {
    expect(ask('한론별의 군입대 날짜는 언제입니까?')).toBe('2028년 11월 3일');
    expect(ask('한론별 군입대날짜 언제래?')).toBe('2028년 11월 3일');
    expect(ask('하론물산의 최고 재무 책임자님이 누구세요?')).toBe('박한론');
    expect(ask('박마도 등장곡 제목 뭐죵?')).toBe('랑윤 블루스');
    expect(ask('하론물산 최고 재무 책임자 좀 알아봐 주세요')).toBe('박한론');
    expect(ask('한론별의 전군입대 날짜는 언제입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('하론물산의 전최고 재무 책임자님이 누구세요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads ㅂ니까 run onto a question word, honorific 시, 요 after a casual ending, 이나 on a counter, 봐 주세요 and 여쭙니다', () => {
    expect(ask('다온제약 대표이사 누굽니까?')).toBe('김하늘');
    expect(ask('누리마트 주차요금 얼맙니까?')).toBe('시간당 2천 원');
    expect(ask('다온제약 대표이사가 누구래요?')).toBe('김하늘');
    expect(ask('다온제약 대표이사 누구시더라?')).toBe('김하늘');
    expect(ask('람리물산 직원 수가 몇 명이나 돼요?')).toBe('1,200명');
    expect(ask('람리물산의 직원 수가 몇 명인지 좀 봐 주세요.')).toBe('1,200명');
    expect(ask('람리물산의 직원 수는 몇 명이 되는지 여쭙니다.')).toBe('1,200명');
    expect(ask('다온제약 사외이사 누굽니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('람리물산 정규직 직원 수가 몇 명이나 돼요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads honorific 시 with a final, 성함 as a name, 쯤 on a counter, a stray letter, thanks and 안내받을, 쥬, 씩 and 며칠로', () => {
    expect(ask('다온제약 대표이사님 성함이 어떻게 되시나요?')).toBe('김하늘');
    expect(ask('다온제약 대표이사 누구심?')).toBe('김하늘');
    expect(ask('람리물산 직원 수가 몇 명쯤 됩니까?')).toBe('1,200명');
    expect(ask('람리물산 직원 수 몇 명인가ㅛ?')).toBe('1,200명');
    expect(ask('람리물산의 직원 수가 몇 명인지 알려 주시면 감사하겠어요.')).toBe('1,200명');
    expect(ask('누리피자의 배달 지역을 안내받을 수 있을까요?')).toBe('누리동');
    expect(ask('누리피자 배달 지역 어디쥬?')).toBe('누리동');
    expect(ask('누리마트 주차요금 얼마씩 받아요?')).toBe('시간당 2천 원');
    expect(ask('한론별 군 입대 날짜 며칠로 잡혔어?')).toBe('2028년 11월 3일');
    expect(ask('다온제약 사외이사님 성함이 어떻게 되시나요?')).toBe(ABSTAIN_TEXT);
    expect(ask('누리피자의 포장 지역을 안내받을 수 있을까요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads slips in an ending (개예여, 명이에오, 어디얘요, 개에ㅛ, 모예요), words after 몇 명까지, 려나, 아실까요, 문의하고 and 파악 부탁', () => {
    expect(ask('하솜항공 해외 지사 수 몇 개예여?')).toBe('31개');
    expect(ask('하솜항공 해외 지사 수 몇 개에ㅛ?')).toBe('31개');
    expect(ask('하솜항공 해외 지사 수 몇 개에요?')).toBe('31개');
    expect(ask('람리물산 직원 수 몇 명이에오?')).toBe('1,200명');
    expect(ask('한빛식품 본사 소재지 어디얘요?')).toBe('누리시');
    expect(ask('솔빛식당 대표 메뉴 모예요?')).toBe('들깨국수');
    expect(ask('람리물산 직원 수 몇 곳인가?')).toBe(ABSTAIN_TEXT);
    expect(ask('솔빛식당 최대 수용 인원 몇 명까지 받아요?')).toBe('80명');
    expect(ask('솔빛식당의 최대 수용 인원은 몇 명으로 정해져 있습니까?')).toBe('80명');
    expect(ask('오루온의 전지훈련 출발일이 언제려나?')).toBe('2026년 2월 3일');
    expect(ask('람리물산의 직원 수가 몇 명인지 아실까요?')).toBe('1,200명');
    expect(ask('누리마트의 주차요금을 문의하고 싶습니다.')).toBe('시간당 2천 원');
    expect(ask('람리물산 직원 수가 몇 명인지 파악 부탁드립니다.')).toBe('1,200명');
    expect(ask('솔빛식당 최대 수용 인원 몇 명 줄었어요?')).toBe(ABSTAIN_TEXT);
    expect(ask('솔빛식당 대표 음료 모예요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 여 for 요 after 인가, 져 for 죠, 임니까, a counter by its other word, and several compounds apart at once', () => {
    expect(ask('하솜항공 해외 지사 수 몇 개인가여?')).toBe('31개');
    expect(ask('한빛식품 본사 소재지 어디져?')).toBe('누리시');
    expect(ask('누리마트 주차요금 얼마임니까?')).toBe('시간당 2천 원');
    expect(ask('빛서항공 해외 연수 기간 몇 달이에요?')).toBe('6개월');
    expect(ask('빛서항공 해외연수기간 몇 개월인가여?')).toBe('6개월');
    expect(ask('한빛식품 자선경기 개최장소가 어디인지 알려 주세요.')).toBe('누리체육관');
    expect(ask('한빛식품 자선경기개최장소 어딘데?')).toBe('누리체육관');
    expect(ask('빛서항공 해외 연수 기간 몇 주예요?')).toBe(ABSTAIN_TEXT);
    expect(ask('한빛식품 자선경기 종료장소가 어디예요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 몇 가지 as 몇 개 and back; never as people', () => {
    expect(ask('하솜항공 해외 지사 수 몇 가지야?')).toBe('31개');
    expect(ask('하솜항공의 해외 지사 수는 몇 명입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('하솜항공 해외 지사 수 몇 가지 늘었어?')).toBe(ABSTAIN_TEXT);
  });

  it('never reads past a verb of change after the question word; reads 였음, dialect tails and typed slips (엿, 언재, 멫)', () => {
    expect(ask('다온제약의 대표이사는 언제 교체되었습니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('한빛식품의 본사 소재지는 몇 번 바뀌었습니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('누리마트의 주차요금은 언제 인상되었나요?')).toBe(ABSTAIN_TEXT);
    expect(ask('한빛식품 본사 소재지 어디였음?')).toBe('누리시');
    expect(ask('한빛식품 본사 소재지 어디고?')).toBe('누리시');
    expect(ask('솔빛식당 대표 메뉴 뭐꼬?')).toBe('들깨국수');
    expect(ask('누리마트 주차요금 얼만교?')).toBe('시간당 2천 원');
    expect(ask('서랑물산 배당 기준일 언제라예?')).toBe('2024년 3월 31일');
    expect(ask('한빛식품 본사 소재지 어디엿나요?')).toBe('누리시');
    expect(ask('서랑물산 배당 기준일 언재임?')).toBe('2024년 3월 31일');
    expect(ask('하솜항공 해외 지사 수 멫 개임?')).toBe('31개');
  });

  it('never reads past a noun made a past verb after the question word; reads 어데, 인교, 당가 and 유', () => {
    expect(ask('다온제약의 대표이사는 언제 취임했습니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온제약 채용담당자는 언제 부임하셨나요?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온제약 주거래 은행 어데고?')).toBe('누리은행');
    expect(ask('마랑화학 연차 휴가 일수 며칠인교?')).toBe('22일');
    expect(ask('다온제약 주거래 은행 어디당가?')).toBe('누리은행');
    expect(ask('다온제약 대표이사 누구유?')).toBe('김하늘');
  });

  it('never reads past a verb of deciding, 동안, 부터, a noun a verb acts on or 몇 년째; reads dialect tails and 분', () => {
    expect(ask('솔빛식당 재고 정리 세일은 며칠 동안 합니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온제약 주주총회 개최일은 누가 정합니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('박마도 소속팀 감독은 언제부터 팀을 맡았습니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온제약 대표이사는 몇 년째 근무 중입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('한론별 군 입대 날짜 언제로 정해졌어요?')).toBe('2028년 11월 3일');
    expect(ask('솔빛식당 재고정리 세일 언제하나요?')).toBe('12월 마지막 주');
    expect(ask('박마도 소속팀 감독 누고?')).toBe('최서리');
    expect(ask('하솜항공 해외 지사 수 몇 개고?')).toBe('31개');
    expect(ask('누리마트 주차요금 얼마드라?')).toBe('시간당 2천 원');
    expect(ask('한론별 군 입대 날짜 언젠디?')).toBe('2028년 11월 3일');
    expect(ask('다온제약 채용담당자분이 누구신지 알려 주시겠어요?')).toBe('이서준');
    expect(ask('솔빛식당 대표 메뉴 뭐여유?')).toBe('들깨국수');
  });

  it('reads a compound with the space between two words moved; never another noun so made', () => {
    expect(ask('오루온의 전지 훈련출발일은 언제입니까?')).toBe('2026년 2월 3일');
    expect(ask('오루온 전지 훈련출발일이 언제인지 말해 줄 수 있어?')).toBe('2026년 2월 3일');
    expect(ask('오루온의 전지 훈련복귀일은 언제입니까?')).toBe(ABSTAIN_TEXT);
  });

  it('keys each part of a split as the tokenizer keys it alone', () => {
    expect(ask('마랑화학의 연차휴가일수는 며칠입니까?')).toBe('22일');
  });

  it('abstains when the words before the question word ask something else', () => {
    expect(ask('서랑물산의 중간 배당 기준일은 언제입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('마랑화학의 병가 일수는 며칠입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('김윤빛의 타격 코치 이름이 뭐예요?')).toBe(ABSTAIN_TEXT);
    expect(ask('빛서항공 월간 복지포인트 얼만가요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads both changes at once', () => {
    expect(model.answer('삼성전자 종목 코드 알려줄래요?', { overlay }).paraphrase).toEqual({
      kind: 'two_changes',
      changes: [
        { kind: 'extra_word', word: '알려줄래요' },
        { kind: 'compound', words: ['종목', '코드'], as: ['종목코드'] },
      ],
    });
    expect(ask('삼성전자의 종목 코드는 무엇인가요?')).toBe('005930');
    expect(ask('삼성전자 종목 코드 알려줄래요?')).toBe('005930');
    expect(ask('한빛식품 본사소재지가 궁금합니다.')).toBe('누리시');
    expect(ask('솔빛식당 대표메뉴 좀 알려 주세요.')).toBe('들깨국수');
  });

  it('abstains on another relation of a taught company, also one sharing a noun', () => {
    expect(ask('삼성전자의 인구는 얼마입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('삼성전자의 수도는 어디인가요?')).toBe(ABSTAIN_TEXT);
    expect(ask('삼성전자에서 제일 큰 도시는 어디야?')).toBe(ABSTAIN_TEXT);
    expect(ask('삼성전자의 종목명은 무엇인가요?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온제약의 대표 메뉴는 무엇입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('한빛식품의 지사 소재지를 알려 주세요.')).toBe(ABSTAIN_TEXT);
  });

  it('abstains on a sibling name', () => {
    expect(ask('삼성전기의 종목코드는 무엇입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('삼성의 종목 코드는 무엇인가요?')).toBe(ABSTAIN_TEXT);
    expect(ask('삼성전자우의 종목코드를 알려 주세요.')).toBe(ABSTAIN_TEXT);
    expect(ask('한빛의 본사소재지는 어디인가요?')).toBe(ABSTAIN_TEXT);
  });

  it('abstains when a modifier makes it another question, spaced or written on', () => {
    expect(ask('삼성전자의 옛 종목코드는 무엇입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('삼성전자의 전 종목 코드는 무엇인가요?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온제약의 전 대표이사는 누구입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('다온제약의 부대표이사는 누구인가요?')).toBe(ABSTAIN_TEXT);
    expect(ask('솔빛식당의 두 번째 대표 메뉴는 무엇인가요?')).toBe(ABSTAIN_TEXT);
    expect(ask('한빛식품의 옛본사소재지는 어디입니까?')).toBe(ABSTAIN_TEXT);
  });

  it('still reads what the base knows in Korean, and abstains on what it does not', () => {
    expect(ask('대한민국 수도가 어딘가요?')).toBe('Seoul');
    expect(ask('대한민국의 수도를 알려줄래요?')).toBe('Seoul');
    expect(ask('대한민국의 제일 큰 도시는 어디인가요?')).toBe(ABSTAIN_TEXT);
    expect(ask('대한민국의 인구는 얼마인가요?')).toBe(ABSTAIN_TEXT);
  });
});

/** What a question word and the words around it say, read with a lesson of its own. */
const SECOND_LESSON = [
  { prompt: '론새물산의 전략 기획 실장은 누구입니까?', answer: '김진도' },
  { prompt: '론새물산의 사외 이사 인원은 몇 명입니까?', answer: '5명' },
  { prompt: '아루치킨의 배달 앱 입점일은 언제입니까?', answer: '2024년 9월 2일' },
  { prompt: '오솜도의 시즌 최다 안타 기록은 몇 개입니까?', answer: '187개' },
  { prompt: '아루치킨의 정기 휴무 요일은 언제입니까?', answer: '월요일' },
  { prompt: '도윤서의 올스타전 출전 횟수는 몇 번입니까?', answer: '7번' },
  { prompt: '도윤서의 프로 첫 홈런 날짜는 언제입니까?', answer: '2019년 4월 2일' },
];

describe('Korean question words, and the words around them', () => {
  let model: Model;
  let overlay: Overlay;
  const ask = (q: string): string => model.answer(q, { overlay }).text;
  beforeAll(() => {
    ({ model, overlay } = taughtSmallModel(SECOND_LESSON));
  });

  it('reads a name asked for with no question word as who, and 어떻게 되나요 as 몇 with a counter', () => {
    expect(ask('론새물산 전략 기획 실장님 성함이 궁금합니다.')).toBe('김진도');
    expect(ask('론새물산 전략 기획 실장 이름 알려 주세요')).toBe('김진도');
    expect(ask('론새물산 사외 이사 인원이 어떻게 되나요?')).toBe('5명');
    expect(ask('오솜도 시즌 최다 안타 기록이 어떻게 되나요?')).toBe('187개');
  });

  it('reads 이고 and 여 on a counter, 였는지, and a compound split around a one-syllable middle noun', () => {
    expect(ask('론새물산 사외 이사 인원 몇 명이고?')).toBe('5명');
    expect(ask('오솜도 시즌 최다 안타 기록 몇 개여?')).toBe('187개');
    expect(ask('아루치킨 배달 앱 입점일이 언제였는지 알려 주시겠어요?')).toBe('2024년 9월 2일');
    expect(ask('아루치킨의 배달앱입점일은 언제입니까?')).toBe('2024년 9월 2일');
    expect(ask('아루치킨 정기 휴무 요일 무슨 요일이에요?')).toBe('월요일');
  });

  it('never reads past the noun after 어느 or 무슨 when it says what else is asked', () => {
    expect(ask('론새물산의 전략 기획 실장은 어느 대학 출신입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('론새물산의 전략 기획 실장은 어느 분야 전문가입니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('아루치킨의 배달 앱 입점일은 무슨 행사와 겹칩니까?')).toBe(ABSTAIN_TEXT);
    expect(ask('론새물산 사외 이사 인원이 어떻게 바뀌었나요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads a request or 얼마 on a count as 몇 with a counter, and a determiner joined between two nouns', () => {
    expect(ask('도윤서의 올스타전 출전 횟수를 알려주실 수 있나요?')).toBe('7번');
    expect(ask('도윤서 올스타전 출전 횟수 궁금해요')).toBe('7번');
    expect(ask('도윤서 올스타전 출전 횟수 얼마예요?')).toBe('7번');
    expect(ask('도윤서 프로첫홈런 날짜 언제임?')).toBe('2019년 4월 2일');
  });

  it('never reads another question word on a count as 몇, nor a request for another noun', () => {
    expect(ask('도윤서의 올스타전 출전 횟수는 언제예요?')).toBe(ABSTAIN_TEXT);
    expect(ask('도윤서의 올스타전 출전 횟수는 누구예요?')).toBe(ABSTAIN_TEXT);
    expect(ask('도윤서의 올스타전 출전 상금을 알려주세요')).toBe(ABSTAIN_TEXT);
    expect(ask('도윤서의 프로 첫 홈런 상대 투수는 누구입니까?')).toBe(ABSTAIN_TEXT);
  });
});

describe('Korean: a bare noun before the question word, 층수 as 몇 층, and several compounds respaced at once', () => {
  let model: Model;
  let overlay: Overlay;
  const ask = (q: string): string => model.answer(q, { overlay }).text;
  beforeAll(() => {
    ({ model, overlay } = taughtSmallModel([
      { prompt: '박진누의 개인 응원가 작곡가는 누구입니까?', answer: '김철수' },
      { prompt: '한빛식품의 사회 공헌 재단 이사장은 누구입니까?', answer: '이영희' },
      { prompt: '한빛식품의 본사 건물 층수는 몇 층입니까?', answer: '12층' },
      { prompt: '한빛식품의 정기 공채 서류 마감일은 언제입니까?', answer: '5월 3일' },
      { prompt: '한빛식품의 연말 성과급 지급 비율은 얼마입니까?', answer: '150%' },
    ]));
  });

  it('reads a noun right before the question word with its last syllable kept (작곡가 누구임)', () => {
    expect(ask('박진누 개인응원가 작곡가 누구임?')).toBe('김철수');
    expect(ask('박진누 개인응원가 작사가 누구임?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 어떻게 되나요 on a noun in 수 as 몇 with its first syllable (층수 → 몇 층)', () => {
    expect(ask('한빛식품의 본사 건물 층수가 어떻게 되나요?')).toBe('12층');
    expect(ask('한빛식품의 본사 건물 지하 층수가 어떻게 되나요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads words of five syllables or more split in pairs closing on three (재단이사장, 정기공채서류마감일)', () => {
    expect(ask('한빛식품 사회공헌 재단이사장 누구임')).toBe('이영희');
    expect(ask('한빛식품 정기공채서류마감일 언제임')).toBe('5월 3일');
    expect(ask('한빛식품 사회공헌 재단사무총장 누구임')).toBe(ABSTAIN_TEXT);
    expect(ask('한빛식품 수시공채서류마감일 언제임')).toBe(ABSTAIN_TEXT);
  });

  it('reads a noun of three syllables anywhere in such a word (연말 성과급 지급 비율); never another noun there', () => {
    expect(ask('한빛식품 연말성과급지급비율 얼마야')).toBe('150%');
    expect(ask('한빛식품 연말성과급지급기준 얼마야')).toBe(ABSTAIN_TEXT);
    expect(ask('한빛식품 연말상여금지급비율 얼마야')).toBe(ABSTAIN_TEXT);
  });
});

describe('Korean: a noun taught with 님 asked bare of endings, the honorific past 셨, and 됨 after a counter', () => {
  let model: Model;
  let overlay: Overlay;
  const ask = (q: string): string => model.answer(q, { overlay }).text;
  beforeAll(() => {
    ({ model, overlay } = taughtSmallModel([
      { prompt: '오리솜의 결혼식 주례 선생님은 누구입니까?', answer: '김태영' },
      { prompt: '가나다의 담당 코치는 누구입니까?', answer: '박철수' },
      { prompt: '마라전자의 육아 휴직 사용 인원은 몇 명입니까?', answer: '42명' },
    ]));
  });

  it('reads a noun in 님 as written when the question word has a casual ending (선생님 누구임)', () => {
    expect(ask('오리솜 결혼식 주례 선생님 누구임?')).toBe('김태영');
    expect(ask('오리솜 결혼식 주례선생님 누구였나요?')).toBe('김태영');
    expect(ask('오리솜 결혼식 사회 선생님 누구임?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 셨 after a question word as 였 (누구셨는지, 누구셨나요); never with a modifier that changes it', () => {
    expect(ask('오리솜의 결혼식 주례 선생님이 누구셨는지 궁금해요.')).toBe('김태영');
    expect(ask('가나다의 담당 코치는 누구셨나요?')).toBe('박철수');
    expect(ask('가나다의 전 담당 코치는 누구셨나요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 됨 after a counter as asking (몇 명 됨); never a verb of change there (몇 명 늘었음)', () => {
    expect(ask('마라전자 육아 휴직 사용 인원 몇 명 됨?')).toBe('42명');
    expect(ask('마라전자 육아 휴직 사용 인원 몇 명 늘었음?')).toBe(ABSTAIN_TEXT);
  });
});

describe('Korean: an opener, a title after the name, 쯤 before an ending and 래요 on a counter', () => {
  let model: Model;
  let overlay: Overlay;
  const ask = (q: string): string => model.answer(q, { overlay }).text;
  beforeAll(() => {
    ({ model, overlay } = taughtSmallModel([
      { prompt: '이해결의 시즌 평균 자책점은 얼마입니까?', answer: '2.35' },
      { prompt: '하아서점의 반려동물 간식 코너 위치는 어디입니까?', answer: '2층 안쪽' },
      { prompt: '박아결의 시즌 목표 홈런 개수는 몇 개입니까?', answer: '40개' },
      { prompt: '리람꽃집의 주말 브런치 운영 시간은 언제입니까?', answer: '오전 10시부터' },
      { prompt: '이해결의 입단 나이는 몇 살입니까?', answer: '19살' },
      { prompt: '하아서점의 구내식당 한 끼 가격은 얼마입니까?', answer: '5,500원' },
    ]));
  });

  it('reads past an interjection or a greeting before the question (저기, 음, 아 맞다, 안녕하세요)', () => {
    expect(ask('저기 이해결 시즌 평균 자책점 얼마예요?')).toBe('2.35');
    expect(ask('아 맞다 이해결 시즌 평균 자책점 얼마였지?')).toBe('2.35');
    expect(ask('음 하아서점 반려동물 간식 코너 위치가 어디죠?')).toBe('2층 안쪽');
    expect(ask('안녕하세요 리람꽃집의 주말 브런치 운영 시간 좀 알려주실래요?')).toBe('오전 10시부터');
    // The opener is read past; what follows still has to be the taught question.
    expect(ask('저기 리람꽃집 평일 브런치 운영 시간 알려주세요')).toBe(ABSTAIN_TEXT);
    expect(ask('음 하아서점 고양이 간식 코너 위치가 어디죠?')).toBe(ABSTAIN_TEXT);
  });

  it('reads past a clause that says why one asks (…려는데, 궁금해서요), never one that sets a time or place', () => {
    expect(ask('처음 가 보려는데 리람꽃집 주말 브런치 운영 시간 좀 알려주실래요?')).toBe('오전 10시부터');
    expect(ask('기사 보다가 궁금해서요 이해결 시즌 평균 자책점 얼마예요?')).toBe('2.35');
    expect(ask('팬이라서 그러는데 박아결 시즌 목표 홈런 개수 몇 개예요?')).toBe('40개');
    // A clause with a time or a place in it may change what is asked: it is not read past.
    expect(ask('오늘 가는데 리람꽃집 주말 브런치 운영 시간 좀 알려주실래요?')).toBe(ABSTAIN_TEXT);
    expect(ask('서울에 사는데 리람꽃집 주말 브런치 운영 시간 좀 알려주실래요?')).toBe(ABSTAIN_TEXT);
    // The clause is read past; what follows still has to be the taught question.
    expect(ask('처음 가 보려는데 리람꽃집 평일 브런치 운영 시간 좀 알려주실래요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads past a clause saying where one saw or heard of it (뉴스에서 봤는데), never where one does a thing', () => {
    expect(ask('뉴스에서 봤는데 이해결 시즌 평균 자책점 얼마예요?')).toBe('2.35');
    expect(ask('인터뷰에서 말했던 것 같은데 박아결 시즌 목표 홈런 개수 몇 개예요?')).toBe('40개');
    expect(ask('매장에서 먹는데 리람꽃집 주말 브런치 운영 시간 좀 알려주실래요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads a clause naming a word the question asks with (사원증을 잃어버렸는데 … 사원증 …)', () => {
    expect(ask('간식을 사려는데 하아서점 반려동물 간식 코너 위치가 어디죠?')).toBe('2층 안쪽');
    expect(ask('간식을 사려는데 하아서점 반려동물 장난감 코너 위치가 어디죠?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 였지 and 이었지 on a counter (몇 개였지); never another counter', () => {
    expect(ask('박아결 시즌 목표 홈런 개수 몇 개였지?')).toBe('40개');
    expect(ask('박아결 시즌 목표 홈런 개수 몇 번이었지?')).toBe(ABSTAIN_TEXT);
  });

  it('reads past 선수 or 씨 right after the name; never a title that names another person (감독)', () => {
    expect(ask('이해결 선수 시즌 평균 자책점 얼마예요?')).toBe('2.35');
    expect(ask('혹시 박아결 선수 시즌 목표 홈런 개수 몇 개예요?')).toBe('40개');
    expect(ask('이해결 감독 시즌 평균 자책점 얼마예요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads past a clause of getting curious (궁금해졌는데) or a sentence that says one asks (…라 여쭤봐요.)', () => {
    expect(ask('다큐 보다가 궁금해졌는데 이해결 시즌 평균 자책점 얼마예요?')).toBe('2.35');
    expect(ask('팬이라 여쭤봐요. 박아결 시즌 목표 홈런 개수 몇 개예요?')).toBe('40개');
    // Still never a clause with a time in it, and what follows still has to be the taught question.
    expect(ask('오늘 궁금해졌는데 이해결 시즌 평균 자책점 얼마예요?')).toBe(ABSTAIN_TEXT);
    expect(ask('팬이라 여쭤봐요. 박아결 통산 홈런 개수 몇 개예요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 이었는지 on a counter, and 때 with only an ending after it (몇 살 때예요); never 때 before a verb', () => {
    expect(ask('박아결 시즌 목표 홈런 개수가 몇 개였는지 알려주세요')).toBe('40개');
    expect(ask('이해결 입단 나이가 몇 살이었는지 알려주세요')).toBe('19살');
    expect(ask('이해결 입단 나이 몇 살 때예요?')).toBe('19살');
    // "At what age did he retire" asks another thing than the age he joined at.
    expect(ask('이해결 입단 나이 몇 살 때 은퇴했어요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads a native number joined to its counter (한끼) as written apart', () => {
    expect(ask('하아서점 구내식당 한끼 가격 얼마예요?')).toBe('5,500원');
    expect(ask('하아서점 구내식당 두끼 가격 얼마예요?')).toBe(ABSTAIN_TEXT);
  });

  it('reads 쯤 between a question word and its ending (어디쯤이죠), and 래요 on a counter (몇 개래요)', () => {
    expect(ask('하아서점 반려동물 간식 코너 위치가 어디쯤이죠?')).toBe('2층 안쪽');
    expect(ask('박아결 시즌 목표 홈런 개수가 몇 개래요?')).toBe('40개');
    expect(ask('박아결 시즌 목표 홈런 개수가 몇 명이래요?')).toBe(ABSTAIN_TEXT);
  });
});

describe('Korean: a phrasing spaced another way in several places at once', () => {
  let model: Model;
  let overlay: Overlay;
  const ask = (q: string): string => model.answer(q, { overlay }).text;
  beforeAll(() => {
    ({ model, overlay } = taughtSmallModel([
      { prompt: '마윤식당의 옷 수선 소요 기간은 며칠입니까?', answer: '4일' },
      { prompt: '해진항공의 법인 카드 사용 한도는 얼마입니까?', answer: '월 500만 원' },
      { prompt: '한빛리의 사이클링 히트 달성 날짜는 언제입니까?', answer: '2022년 9월 14일' },
    ]));
  });

  it('reads two compounds respaced at once (옷수선 소요기간, 사이클링히트 달성날짜)', () => {
    expect(ask('마윤식당 옷수선 소요기간 며칠임')).toBe('4일');
    expect(ask('한빛리 사이클링히트 달성날짜 언제임?')).toBe('2022년 9월 14일');
    // The last noun keeps a syllable the tokenizer took off as a particle (사용한도: 도).
    expect(ask('해진항공 법인카드 사용한도 얼마임?')).toBe('월 500만 원');
  });

  it('never reads a word more or another word, and never another name', () => {
    expect(ask('마윤식당 옷수선 최대 소요기간 며칠임')).toBe(ABSTAIN_TEXT);
    expect(ask('마윤식당 구두수선 소요기간 며칠임')).toBe(ABSTAIN_TEXT);
    expect(ask('해진항공 법인카드 해외 사용한도 얼마임?')).toBe(ABSTAIN_TEXT);
    expect(ask('마윤분식 옷수선 소요기간 며칠임')).toBe(ABSTAIN_TEXT);
  });
});
