import { askedKind, fitsKindWhenWeak, type AnswerKind } from '../features/answer-kind.js';
import { neededConfidence, questionProbes } from '../features/paraphrase.js';
import type { VocabView } from '../lexicon/vocab-view.js';
import type { ModelParts } from '../model/parts.js';
import type { RowSource } from '../table/memory-table.js';
import { ABSTAIN_TEXT, decodeAnswer, type Answer } from './decode.js';

/**
 * Answers a question: read it as asked; if that abstains, read it under each single change a paraphrase may
 * make (features/paraphrase.ts), strictest first, and say the first answer that is confident. A reading under
 * a change must clear `minParaphraseConfidence`, or more for a synonym with a looser WordNet link; when none
 * does, the answer is the abstention of the question as asked, with its own confidence. A reading under a change
 * must also give an answer of the kind the question's question word asks for (features/answer-kind.ts): a name
 * is no answer to "when". So must a reading as asked that clears only the plain bar, not the paraphrase one: in a
 * full table a never-taught question reads the words most answers share (a unit, the end marker) at 0.5–0.8, and
 * the answer's kind is what tells that read from a taught one.
 */
export function answerQuestion(question: string, parts: ModelParts, src: RowSource, vocab: VocabView): Answer {
  const ctx = { words: parts.words, background: parts.background, seed: parts.table.seed };
  // Read from the question only when a reading under a change is about to be taken: most questions never need it.
  let kind: AnswerKind | null | undefined;
  const kindAsked = (): AnswerKind | null => (kind === undefined ? (kind = askedKind(question)) : kind);
  let asked: Answer | undefined;
  for (const probe of questionProbes(question, ctx)) {
    const a = decodeAnswer(probe.key, src, vocab, parts.decode);
    if (probe.change === null) {
      const sure = a.confidence >= parts.decode.minParaphraseConfidence;
      if (!a.abstained && (sure || fitsKindWhenWeak(kindAsked(), a.text))) return a;
      asked = a.abstained ? a : wrongKind(a);
    } else if (
      !a.abstained &&
      a.confidence >= neededConfidence(parts.decode.minParaphraseConfidence, probe.strength) &&
      fitsKindWhenWeak(kindAsked(), a.text)
    ) {
      return { ...a, paraphrase: probe.change };
    }
  }
  return asked!;
}

/** A read as asked that said an answer of the wrong kind for its question: an abstention, with its scores. */
function wrongKind(a: Answer): Answer {
  return {
    text: ABSTAIN_TEXT,
    abstained: true,
    confidence: a.confidence,
    margin: a.margin,
    tokens: a.tokens,
    reason: 'low_confidence',
  };
}
