import { scriptJson } from "../security/script-json";
import { useNonce } from "../security/nonce";

/**
 * Structured data for search engines, as a `application/ld+json` script that carries the
 * request's CSP nonce and whose text no business-written name can break out of.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // scriptJson escapes every character that could end the element.
      dangerouslySetInnerHTML={{ __html: scriptJson(data) }}
    />
  );
}
