/**
 * The site's contact address (CONTACT_EMAIL), which the server writes into every page as
 * <meta name="contact-email">, so the footer needs no API request. (GET /api/site has it too,
 * for other clients.) Undefined only in a page the server did not render.
 */
export function contactEmail(): string | undefined {
  return (
    document.querySelector<HTMLMetaElement>('meta[name="contact-email"]')?.content || undefined
  );
}
