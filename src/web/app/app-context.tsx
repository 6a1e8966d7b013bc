import { createContext, useContext } from 'react';

/** Facts from server configuration the pages show (legal contacts, canonical origin). */
export interface PublicConfig {
  appUrl: string;
  supportEmail: string;
  privacyEmail: string;
  postalAddress: string;
}

const PublicConfigContext = createContext<PublicConfig | null>(null);
export const PublicConfigProvider = PublicConfigContext.Provider;

export function usePublicConfig(): PublicConfig {
  const value = useContext(PublicConfigContext);
  if (!value) throw new Error('usePublicConfig outside PublicConfigProvider');
  return value;
}

/** Set during server rendering so a page can give the response its status (404 for Not Found). */
export interface RenderStatus {
  status: number;
  /** Set when the page asks to go elsewhere: the server answers with a redirect instead. */
  redirectTo?: string;
}
export const RenderStatusContext = createContext<RenderStatus | null>(null);
