/**
 * How a social sign-in journey tells the local OpenID provider who signs in: a cookie (cookies ignore ports,
 * so the browser sends the app's 127.0.0.1 cookies to the provider too) holding JSON of a person, or "deny"
 * for someone who cancels at the provider. Journeys running in parallel each have their own browser context.
 */
export const oidcPersonCookie = "oidc_person";
