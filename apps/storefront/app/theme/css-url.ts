/**
 * A CSS `url()` of an http(s) address, safe inside a style attribute: the address is normalised
 * by the URL parser, which percent-encodes quotes, so it cannot close the string it sits in.
 * `cssUrl("https://img.example/a b.webp") === 'url("https://img.example/a%20b.webp")'`
 */
export function cssUrl(address: string): string {
  return `url("${new URL(address).href}")`;
}
