import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  info: 'border-violet-200 bg-violet-50 text-violet-950',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-200 bg-red-50 text-red-900',
} as const;

export function Alert({
  tone = 'info',
  className,
  ...props
}: HTMLAttributes<HTMLDivElement> & { tone?: keyof typeof tones }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-xl border p-4 text-sm', tones[tone], className)}
      {...props}
    />
  );
}
