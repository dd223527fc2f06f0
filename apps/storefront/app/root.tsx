import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation } from "@remix-run/react";
import { fallbackLanguage, textDirection } from "@storefront/domain";
import { type ReactNode, useContext, useEffect } from "react";
import { readCartCount } from "./cart/cart-cookie.server";
import { describeError, errorTitle } from "./errors/error-screen";
import { DocumentReference } from "./errors/reference";
import { ErrorScreen } from "./errors/ErrorScreen";
import { requestLanguage } from "./language/request-language.server";
import { translate } from "./language/translate";
import { useInterfaceLanguage } from "./language/use-interface-language";
import { LoadingSpinner } from "./layout/LoadingSpinner";
import { productName } from "./layout/product";
import { useNonce } from "./security/nonce";
import { readTrackingConsent } from "./tracking/consent-cookie";
import type { RootData } from "./root-data";
import stylesheet from "./styles/index.css?url";
import { readAppearance } from "./theme/appearance-cookie";

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
  { title: error ? errorTitle(describeError(error).status, productName) : productName },
  {
    name: "description",
    content: translate(data?.language ?? fallbackLanguage)("meta.description"),
  },
];

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "stylesheet", href: stylesheet },
];

/**
 * Chooses the interface language, saving it in a cookie on the first visit, reads the cart's
 * item count of the business in the URL for the bottom navigation's badge, the appearance the
 * customer chose in the settings, and the customer's answer to the business's consent banner.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const { language, cookieToSet } = requestLanguage(request.headers);
  const cartCount = readCartCount(request, params.referenceId);
  const appearance = readAppearance(request.headers.get("Cookie"));
  const trackingConsent = readTrackingConsent(request.headers.get("Cookie"), params.referenceId);
  return data(
    { language, cartCount, appearance, trackingConsent } satisfies RootData,
    cookieToSet ? { headers: { "Set-Cookie": cookieToSet } } : undefined,
  );
}

/** The document around every page and error screen, in the interface language and its direction. */
export function Layout({ children }: { children: ReactNode }) {
  const language = useInterfaceLanguage();
  const nonce = useNonce();
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  const documentReferenceRef = useContext(DocumentReference);
  // An error screen after a navigation is not the one the server sent with the document.
  useEffect(() => {
    if (navigation.state !== "idle") documentReferenceRef.current = null;
  }, [navigation.state, documentReferenceRef]);
  return (
    <>
      <LoadingSpinner loading={navigation.state === "loading"} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  return <ErrorScreen />;
}
