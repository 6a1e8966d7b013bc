import { useSyncExternalStore } from 'react';

// One toast at a time (core-journey §9): a new toast replaces the one showing.

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds; the provider's 5 s default when omitted. */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function toast(options: ToastOptions): void {
  current = { ...options, id: nextId++, open: true };
  emit();
}

export function dismissToast(id: number): void {
  if (current?.id !== id) return;
  current = { ...current, open: false };
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentToast(): ToastItem | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
