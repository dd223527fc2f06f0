// Characters that could end a <script> element, open an HTML comment or end a line in old
// JavaScript parsers, each written as a JSON escape that reads back as the same character.
const escapes: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON that is safe to write inside a `<script>` element: no text a business typed (an item named
 * `</script><script>alert(1)</script>`) can close the element, and parsing it gives the value back.
 * `scriptJson({ name: "</script>" }) === '{"name":"\\u003c/script\\u003e"}'`
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => escapes[character]!);
}
