import type { ApiMessage } from "@tirgus/domain/api-contract";

/**
 * What a failed API call throws. A module of its own: views that only tell errors apart (`instanceof`) must
 * not load the API client with its token pipeline (lib/load-browser-api.ts).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: readonly ApiMessage[];
  readonly url: string;
  readonly method: string;

  constructor(init: {
    status: number;
    errors?: readonly ApiMessage[];
    url: string;
    method: string;
    message: string;
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.errors = init.errors ?? [];
    this.url = init.url;
    this.method = init.method;
  }

  /** The API could not be reached (network failure, or the offline window is still open). */
  get unavailable(): boolean {
    return this.status === 0;
  }
}
