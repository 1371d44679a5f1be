export const DEFAULT_FAQ_ORDER = 1;

/** A question and answer of the FAQ, shown by `order`. */
export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
  order: number;
  createdAt: Date;
  /** The record's version: a stale admin write is refused (docs/decisions/1750-admin-conflicts.md). */
  updatedAt: Date;
}

export type FaqDraft = Pick<FaqEntry, 'question' | 'answer' | 'order'>;

export interface FaqEntryInput {
  question: string;
  answer: string;
  order?: number;
}

export function faqDraft(input: FaqEntryInput): FaqDraft {
  return { question: input.question.trim(), answer: input.answer.trim(), order: input.order ?? DEFAULT_FAQ_ORDER };
}
