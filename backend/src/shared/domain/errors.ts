/** Typed domain errors with a Spanish message; one HTTP filter maps them to status codes. */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Field the message belongs to, when the error is about one input. */
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends DomainError {}
export class NotFoundError extends DomainError {}
export class ConflictError extends DomainError {}
export class UnauthorizedError extends DomainError {}
export class ForbiddenError extends DomainError {}

/** Too many wrong passwords for one account: refused until the lock ends, whatever the password. */
export class TooManyAttemptsError extends DomainError {
  constructor(
    message: string,
    /** Seconds until the lock ends (the Retry-After header). */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
/** A per-member storage budget is used up (413). */
export class QuotaExceededError extends DomainError {}
/** A newer version of the terms or the privacy policy waits for the member's acceptance (428). */
export class PolicyAcceptanceRequiredError extends DomainError {}
