import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { usePublicConfig } from '../../app/app-context';
import { JsonLd } from './json-ld';

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Visible breadcrumb trail plus its BreadcrumbList structured data. */
export function Breadcrumb({ items, currentPath }: { items: Crumb[]; currentPath: string }) {
  const { appUrl } = usePublicConfig();
  return (
    <>
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          {items.map((item, index) => (
            <li key={item.label} className="flex items-center gap-1">
              {index > 0 && <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden="true" />}
              {item.to ? (
                <Link to={item.to} className="hover:text-violet-800 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="font-medium text-slate-800">
                  {item.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.label,
            item: `${appUrl}${item.to ?? currentPath}`,
          })),
        }}
      />
    </>
  );
}
