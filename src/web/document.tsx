import type { ReactNode } from 'react';

/**
 * The whole HTML document, rendered by React on the server and hydrated as a whole on the client.
 * React 19 skips tags in <head> it did not render, such as the inlined stylesheet.
 */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The stylesheet is inlined by the server just before </head> (src/server/ssr/ssr.plugin.ts). */}
      </head>
      <body>{children}</body>
    </html>
  );
}
