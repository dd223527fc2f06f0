import {
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteError,
} from "@remix-run/react";
import { textDirection } from "@storefront/domain";
import { type ReactNode, useContext, useEffect } from "react";
import { DocumentReference, referenceAttribute } from "./errors/reference";
import { requestLanguage } from "./language/request-language.server";
import { translate } from "./language/translate";
import { useLanguage, useTranslate } from "./language/use-language";
import { useNonce } from "./security/nonce";
import stylesheet from "./styles/app.css?url";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: translate(data?.language ?? "en")("app.name") },
];

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "stylesheet", href: stylesheet },
];

/** The interface language: the one chosen, else the browser's, else English. */
export function loader({ request }: LoaderFunctionArgs) {
  return data({ language: requestLanguage(request.headers) });
}

/** The document around every page and error screen, in the interface language and its direction. */
export function Layout({ children }: { children: ReactNode }) {
  const language = useLanguage();
  const nonce = useNonce();
  return (
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
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
  // An error page after a navigation is not the one the server sent with the document.
  useEffect(() => {
    if (navigation.state !== "idle") documentReferenceRef.current = null;
  }, [navigation.state, documentReferenceRef]);
  return <Outlet />;
}

/** Any failure no page handled: a status and words, never a stack trace. */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useTranslate();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // The reference a member of staff can quote: the id of the request that failed (ADR 067).
  const documentReference = useContext(DocumentReference);
  const reference = status >= 500 ? documentReference.current : null;
  const [before, after] = t("errors.reference", { reference: "\u0000" }).split("\u0000");
  return (
    <main className="page error-page">
      <h1>{status === 404 ? t("errors.pageNotFound") : t("errors.pageFailed")}</h1>
      <p>{t("errors.tryAgain")}</p>
      {reference && (
        <p className="error-page__reference">
          {before}
          <bdi dir="ltr" {...{ [referenceAttribute]: reference }}>
            {reference}
          </bdi>
          {after}
        </p>
      )}
      <p>
        <a href="/">{t("nav.orders")}</a>
      </p>
    </main>
  );
}
