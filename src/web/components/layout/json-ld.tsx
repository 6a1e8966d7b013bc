/** Structured data for search engines. The JSON is escaped so no text can close the script element. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped JSON data block, never executed.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
