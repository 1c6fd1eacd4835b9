import { prng } from '../hash/hash.js';
import { BEYOND_PHRASINGS, CHANGED_MEANING, HARD_PHRASINGS, type Lever } from './hard-phrasings.js';
import { Namer, PREFIXES, SUFFIXES, pick, type SyntheticFact, type SyntheticWorld } from './lessons.js';
import { RELATIONS } from './relations.js';

/**
 * The hard-paraphrase questions of a synthetic world, per lesson. Built from the world without drawing on its
 * random stream, so the world (and its classic numbers) is the same with or without this set.
 */
export interface HardQuestion {
  question: string;
  answer: string;
  relation: string;
}

export interface HardLesson {
  /** Hard paraphrases of every taught fact (the target set), with the lever each one uses. */
  paraphrases: (HardQuestion & { lever: Lever })[];
  /** Same facts, asked beyond what the levers claim (reported apart, no target). */
  beyond: (HardQuestion & { kind: string })[];
  /**
   * Never-taught questions in the hard phrasings, one word from a taught one: another relation of a taught
   * entity, a sibling of a taught entity, a stranger sharing a qualifier. Any answer is a false answer.
   */
  negatives: { question: string; kind: 'other_relation' | 'sibling' | 'stranger' }[];
  /** A taught fact asked with one word that makes it another question (reported apart, no target). */
  changedMeaning: { question: string; kind: string }[];
}

function fill(template: string, e: string): string {
  return template.replaceAll('{e}', e);
}

/** The same entity with its qualifier taken off, or one added: a name the world never taught. */
function siblingOf(entity: string, r: () => number): string {
  const words = entity.split(' ');
  if (words.length > 1 && PREFIXES.includes(words[0]!)) return words.slice(1).join(' ');
  if (words.length > 1 && SUFFIXES.includes(words[words.length - 1]!)) return words.slice(0, -1).join(' ');
  return `${entity} ${pick(r, SUFFIXES)}`;
}

export function hardParaphraseSet(world: SyntheticWorld, seed = 101): HardLesson[] {
  const r = prng(seed);
  const namer = new Namer(r);
  const taken = new Set(world.lessons.flat().flatMap((f) => f.entity.split(' ')));
  const fresh = (): string => {
    for (;;) {
      const w = namer.word();
      if (!taken.has(w)) return w;
    }
  };
  return world.lessons.map((lesson) => {
    const out: HardLesson = { paraphrases: [], beyond: [], negatives: [], changedMeaning: [] };
    const byEntity = new Map<string, SyntheticFact[]>();
    for (const f of lesson) {
      const q = (template: string): HardQuestion => ({
        question: fill(template, f.entity),
        answer: f.answer,
        relation: f.relation,
      });
      const hard = HARD_PHRASINGS[f.relation] ?? [];
      for (const h of hard) out.paraphrases.push({ ...q(h.template), lever: h.lever });
      for (const b of BEYOND_PHRASINGS[f.relation] ?? []) out.beyond.push({ ...q(b.template), kind: b.kind });
      if (hard[0]) out.beyond.push({ ...q(hard[0].template.toLowerCase()), kind: 'lower_case' });
      const group = byEntity.get(f.entity);
      if (group === undefined) byEntity.set(f.entity, [f]);
      else group.push(f);
    }
    let n = 0;
    for (const [entity, facts] of byEntity) {
      const taught = new Set(facts.map((f) => f.relation));
      const untaught = RELATIONS.filter((rel) => !taught.has(rel.name));
      const phrasing = (relation: string): string => {
        const hard = HARD_PHRASINGS[relation]!;
        return hard[n % hard.length]!.template;
      };
      if (untaught.length > 0) {
        const rel = untaught[n % untaught.length]!;
        out.negatives.push({ question: fill(phrasing(rel.name), entity), kind: 'other_relation' });
      }
      const rel = facts[n % facts.length]!.relation;
      out.negatives.push({ question: fill(phrasing(rel), siblingOf(entity, r)), kind: 'sibling' });
      out.negatives.push({ question: fill(phrasing(rel), `${pick(r, PREFIXES)} ${fresh()}`), kind: 'stranger' });
      const changes = CHANGED_MEANING[rel] ?? [];
      if (changes.length > 0) {
        const c = changes[n % changes.length]!;
        out.changedMeaning.push({ question: fill(c.template, entity), kind: c.kind });
      }
      n++;
    }
    return out;
  });
}
