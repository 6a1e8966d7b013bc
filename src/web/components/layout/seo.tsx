import { usePublicConfig } from '../../app/app-context';

export interface SeoProps {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/terms'. */
  path: string;
  keywords?: string;
  type?: 'website' | 'article';
  /** Pages that should not be indexed (sign-in, reset-password, not-found). */
  noIndex?: boolean;
}

/** Title, description, canonical URL and social-share tags; React hoists them into <head>. */
export function Seo({ title, description, path, keywords, type = 'website', noIndex }: SeoProps) {
  const { appUrl } = usePublicConfig();
  const url = `${appUrl}${path}`;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <link rel="canonical" href={url} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content="TrueTune" />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
    </>
  );
}
