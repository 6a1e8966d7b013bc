import type { InputHTMLAttributes, LabelHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900',
        'placeholder:text-slate-500 focus-visible:border-violet-600 focus-visible:outline-2 focus-visible:outline-violet-600',
        'disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor.
  return <label className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}
