import type { ReactNode } from 'react';

/** The whole HTML document, rendered by React on the server and hydrated as a whole on the client. */
export function Document({ stylesheets, children }: { stylesheets: string[]; children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#6d28d9" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} precedence="default" />
        ))}
      </head>
      <body>{children}</body>
    </html>
  );
}
