import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import type { LegalDocument } from '../../../content/legal/types';
import { type PublicConfig, usePublicConfig } from '../app/app-context';
import { Seo } from '../components/layout/seo';

function fill(text: string, config: PublicConfig): string {
  return text
    .replaceAll('{supportEmail}', config.supportEmail)
    .replaceAll('{privacyEmail}', config.privacyEmail)
    .replaceAll('{postalAddress}', config.postalAddress);
}

/** Renders a legal document from content/legal with contacts from configuration. */
export function LegalPage({
  document,
  path,
  description,
}: {
  document: LegalDocument;
  path: string;
  description: string;
}) {
  const config = usePublicConfig();
  return (
    <>
      <Seo title={`${document.title} | TrueTune`} description={description} path={path} />
      <article className="mx-auto max-w-3xl px-4 py-12">
        <Link
          to="/"
          className="inline-flex items-center gap-1 text-sm font-medium text-violet-800 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Return to Home
        </Link>
        <h1 className="mt-6 font-display text-4xl font-bold text-slate-900">{document.title}</h1>
        <p className="mt-2 text-sm text-slate-600">Effective date: {document.effectiveDate}</p>
        <p className="mt-6 leading-relaxed text-slate-800">{fill(document.intro, config)}</p>
        <ol className="mt-8 space-y-8">
          {document.sections.map((section, index) => (
            <li key={section.heading}>
              <section aria-labelledby={`section-${index + 1}`}>
                <h2 id={`section-${index + 1}`} className="text-xl font-semibold text-slate-900">
                  {index + 1}. {section.heading}
                </h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 48)} className="mt-3 leading-relaxed text-slate-800">
                    {fill(paragraph, config)}
                  </p>
                ))}
                {section.bullets && (
                  <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
                    {section.bullets.map((bullet) => (
                      <li key={bullet.slice(0, 48)}>{fill(bullet, config)}</li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          ))}
        </ol>
        <Link
          to="/"
          className="mt-12 inline-flex items-center gap-1 text-sm font-medium text-violet-800 hover:underline"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Return to Home
        </Link>
      </article>
    </>
  );
}
