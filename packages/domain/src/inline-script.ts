/**
 * A value as JSON to write inside an inline `<script>`: every "<" is escaped, so a text holding `</script>` or
 * `<!--` cannot end the script or change how the page is parsed. JSON.parse and JavaScript read it unchanged.
 */
export const inlineScriptJson = (value: unknown): string => JSON.stringify(value).replaceAll("<", "\\u003c");
