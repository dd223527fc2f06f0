/** The 404 a page throws for an address that names nothing it can show; its error screen says so. */
export function notFound(): Response {
  return new Response(null, { status: 404, statusText: "Not Found" });
}
