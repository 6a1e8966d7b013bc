import { Writable } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { type PublicConfig, type RenderStatus, RenderStatusContext } from './app/app-context';
import { type ChunkResolver, ChunkResolverContext } from './app/lazy-page';
import { BOOT_STATE_GLOBAL, serializeBootState } from './boot-state';
import { Document } from './document';
import { createQueryClient } from './lib/query-client';

export interface RenderRequest {
  url: string;
  config: PublicConfig;
  stylesheets: string[];
  entryScript: string;
  resolveChunk: ChunkResolver;
  /** Query data the server already has (the current user, …), keyed like the client's queries. */
  prefetched: Array<{ queryKey: readonly unknown[]; data: unknown }>;
  /** For personal pages; anonymous pages are allowed by script hashes instead. */
  nonce: string | undefined;
}

export interface RenderResult {
  html: string;
  status: number;
  redirectTo: string | undefined;
}

/** Renders a complete page, waiting for every lazy chunk, so the first HTML holds all content. */
export function render(request: RenderRequest): Promise<RenderResult> {
  const queryClient = createQueryClient();
  for (const { queryKey, data } of request.prefetched) queryClient.setQueryData(queryKey, data);
  const renderStatus: RenderStatus = { status: 200 };
  const bootScript = `window.${BOOT_STATE_GLOBAL}=${serializeBootState({
    config: request.config,
    stylesheets: request.stylesheets,
    queries: dehydrate(queryClient),
  })};`;

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve({
          html: Buffer.concat(chunks).toString('utf8'),
          status: renderStatus.status,
          redirectTo: renderStatus.redirectTo,
        });
        callback();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <RenderStatusContext.Provider value={renderStatus}>
          <ChunkResolverContext.Provider value={request.resolveChunk}>
            <Document stylesheets={request.stylesheets}>
              <StaticRouter location={request.url}>
                <App queryClient={queryClient} config={request.config} />
              </StaticRouter>
            </Document>
          </ChunkResolverContext.Provider>
        </RenderStatusContext.Provider>
      </StrictMode>,
      {
        nonce: request.nonce,
        // Everything is ready before the first byte, so keep boundaries inline: no completion scripts,
        // and the HTML reads complete without JavaScript.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        bootstrapScriptContent: bootScript,
        bootstrapModules: [request.entryScript],
        onAllReady() {
          stream.pipe(sink);
        },
        onShellError: reject,
        onError(error) {
          reject(error);
        },
      },
    );
  });
}
