import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '#domain/api-error.ts';
import type { FieldIssue } from '#domain/validation.ts';

/** A failure the client should see as it is: a 4xx (or a provider's 503) with the DESIGN.md error shape. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly code?: string,
    readonly issues?: FieldIssue[],
    /** For the log only, never the client: what a third party answered. */
    readonly detail?: string,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    const body: ApiErrorBody = { message: this.message };
    if (this.code) body.code = this.code;
    if (this.issues) body.issues = this.issues;
    return body;
  }
}
