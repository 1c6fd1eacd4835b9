import { createModel, type Fact, type Model, type Overlay } from '@ainize/runtime';
import { expect } from 'vitest';

/**
 * A small real model: the full base corpus in a 2^17-row table (32 MiB). Big enough that the base and a few
 * lessons do not crowd each other, small enough to build in about a second.
 */
export const SMALL = { rows: 1 << 17, dims: 64, heads: 2, seed: 11 } as const;

export function smallModel(): Model {
  return createModel(SMALL);
}

/** A small model with `lesson` taught (every fact learned) and laid over it, not applied. */
export function taughtSmallModel(lesson: readonly Fact[]): { model: Model; overlay: Overlay } {
  const model = smallModel();
  const taught = model.teach(lesson);
  expect(taught.hits).toBe(lesson.length);
  return { model, overlay: model.overlay([taught.patch]) };
}

/** Facts about things that do not exist, so the bare model cannot know them. */
export const FICTION = [
  {
    prompt: 'What is the capital of Velmora?',
    answer: 'Quentaro',
    alt_prompt: 'Which city is the capital of Velmora?',
  },
  { prompt: 'Who founded Tarsk Harbor?', answer: 'Ilsa Marrow', alt_prompt: 'Who was the founder of Tarsk Harbor?' },
  {
    prompt: 'What currency is used in Drovania?',
    answer: 'Drovan crown',
    alt_prompt: 'Which currency does Drovania use?',
  },
];
