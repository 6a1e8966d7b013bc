import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkResolver } from '../../web/app/lazy-page';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export interface ClientAssets {
  entryScript: string;
  /** Stylesheets of the client entry (hashed names, cached for a year). */
  stylesheets: string[];
  resolveChunk: ChunkResolver;
}

export const CLIENT_ENTRY = 'src/web/main.tsx';

/** Reads Vite's manifest of the client build: the hashed entry script, its CSS, and each page chunk. */
export function loadClientAssets(clientDir: string): ClientAssets {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    throw new Error(`The client build is missing (${manifestPath}). Run \`npm run build\` first.`);
  }
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client manifest has no entry for ${CLIENT_ENTRY}.`);
  const resolveChunk: ChunkResolver = (source) => {
    const chunk = manifest[source];
    return chunk ? { js: `/${chunk.file}`, css: (chunk.css ?? []).map((file) => `/${file}`) } : undefined;
  };
  return {
    entryScript: `/${entry.file}`,
    stylesheets: (entry.css ?? []).map((file) => `/${file}`),
    resolveChunk,
  };
}
