import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

interface SectionHeadingProps {
  /** Id of the h2, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
  /** For sections on a dark violet background. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** Eyebrow, h2 and lead paragraph shared by the home page sections. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  tone = 'light',
  className,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl', className)}>
      <p
        className={cn(
          'text-sm font-semibold tracking-widest uppercase',
          dark ? 'text-amber-200' : 'text-violet-700',
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={cn(
          'mt-3 font-display text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          dark ? 'text-white' : 'text-slate-900',
        )}
      >
        {title}
      </h2>
      {lead && (
        <p className={cn('mt-4 text-lg leading-relaxed', dark ? 'text-violet-100' : 'text-slate-700')}>
          {lead}
        </p>
      )}
    </div>
  );
}
