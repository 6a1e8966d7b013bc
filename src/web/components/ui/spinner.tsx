import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ label = 'Loading…', className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-16 text-slate-700', className)}
    >
      <Loader2 className="h-6 w-6 animate-spin text-violet-700" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
