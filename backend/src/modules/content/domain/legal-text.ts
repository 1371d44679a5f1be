/** The site's legal pages, in the order of the footer. */
export const LEGAL_KINDS = ['terminos', 'privacidad'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** A legal page (terms, privacy policy): plain text with light Markdown (# titles, - lists, blank-line paragraphs). */
export interface LegalText {
  id: number;
  kind: LegalKind;
  title: string;
  body: string;
  updatedAt: Date;
}

export type LegalTextDraft = Pick<LegalText, 'title' | 'body'>;

export function legalTextDraft(input: { title: string; body: string }): LegalTextDraft {
  return { title: input.title.trim(), body: input.body.replace(/\r\n/g, '\n').trim() };
}

export const isLegalKind = (value: string): value is LegalKind => (LEGAL_KINDS as readonly string[]).includes(value);
