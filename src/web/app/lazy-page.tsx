import {
  type ComponentType,
  createContext,
  type LazyExoticComponent,
  lazy,
  useContext,
  useEffect,
} from 'react';
import { preinit, preloadModule } from 'react-dom';

/** On the server: finds the built chunk of a page's source module so its script can be preloaded. */
export type ChunkResolver = (sourcePath: string) => { js: string; css: string[] } | undefined;
export const ChunkResolverContext = createContext<ChunkResolver | null>(null);

export interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Source path as Vite names it in the manifest, e.g. 'src/web/pages/home-page.tsx'. */
  source: string;
}

/** A route-level code-split page; the server preloads its chunk so hydration does not wait on it. */
export function lazyPage(source: string, load: () => Promise<{ default: ComponentType }>): LazyPage {
  return { Component: lazy(load), source };
}

export function PageChunk({ page }: { page: LazyPage }) {
  const resolve = useContext(ChunkResolverContext);
  const chunk = resolve?.(page.source);
  if (chunk) {
    preloadModule(chunk.js, { as: 'script' });
    for (const href of chunk.css) preinit(href, { as: 'style', precedence: 'default' });
  }
  return <page.Component />;
}

/**
 * Marks <html data-hydrated> once the page is interactive (browser tests wait on it). It sits in the
 * same Suspense boundary as the routed page, so its effect runs only when that page has hydrated too.
 */
export function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
