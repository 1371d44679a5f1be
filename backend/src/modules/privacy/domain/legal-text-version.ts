/** The legal pages members accept; the same kinds as the content context's legal texts. */
export const CONSENT_KINDS = ['terminos', 'privacidad'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** One published text of a legal page: `version` counts up per kind, `hash` is the SHA-256 (hex) of its body. */
export interface LegalTextVersion {
  kind: ConsentKind;
  version: number;
  hash: string;
  title: string;
  body: string;
  publishedAt: Date;
}

/** A member's acceptance of one version, with where it came from (proof of the authorisation). */
export interface Consent {
  kind: ConsentKind;
  version: number;
  hash: string;
  acceptedAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export const isConsentKind = (value: string): value is ConsentKind =>
  (CONSENT_KINDS as readonly string[]).includes(value);
