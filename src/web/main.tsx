import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { BOOT_STATE_GLOBAL, type BootState } from './boot-state';
import { Document } from './document';
import { createQueryClient } from './lib/query-client';
import './styles.css';

declare global {
  interface Window {
    [BOOT_STATE_GLOBAL]: BootState;
  }
}

const boot = window[BOOT_STATE_GLOBAL];
const queryClient = createQueryClient();
hydrate(queryClient, boot.queries);

hydrateRoot(
  document,
  <StrictMode>
    <Document stylesheets={boot.stylesheets}>
      <BrowserRouter>
        <App queryClient={queryClient} config={boot.config} />
      </BrowserRouter>
    </Document>
  </StrictMode>,
);
