import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Footer } from '../components/layout/footer';
import { TopNav } from '../components/layout/top-nav';
import { Toaster } from '../components/ui/toaster';
import { type PublicConfig, PublicConfigProvider } from './app-context';
import { usePageViews } from './page-views';
import { AppRoutes } from './routes';

function Shell() {
  usePageViews();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="flex-1 pt-16">
        <AppRoutes />
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}

/** Everything inside <body>; the router is supplied by the entry (browser or static). */
export function App({ queryClient, config }: { queryClient: QueryClient; config: PublicConfig }) {
  return (
    <QueryClientProvider client={queryClient}>
      <PublicConfigProvider value={config}>
        <Shell />
      </PublicConfigProvider>
    </QueryClientProvider>
  );
}
