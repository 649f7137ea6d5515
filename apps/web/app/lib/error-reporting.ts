/*
 * Where the browser's API client reports failed requests. The root sets it once it knows the environment
 * (root loader data); it lives apart from the client so that every page does not load the client for it.
 */
export type ErrorReporting = { production: boolean; publicUrl: string };

let reporting: ErrorReporting = { production: false, publicUrl: "" };

export function configureErrorReporting(settings: ErrorReporting): void {
  reporting = settings;
}

export function errorReporting(): ErrorReporting {
  return reporting;
}
