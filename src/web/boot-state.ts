import type { DehydratedState } from '@tanstack/react-query';
import type { PublicConfig } from './app/app-context';

/** What the server hands the client for hydration, as window.__TT__. */
export interface BootState {
  config: PublicConfig;
  stylesheets: string[];
  queries: DehydratedState;
}

export const BOOT_STATE_GLOBAL = '__TT__';

/** JSON safe to embed in a <script>: no closing tag, no HTML comment, no line separators. */
export function serializeBootState(state: BootState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
