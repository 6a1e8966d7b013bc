import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { RequireAuth, RequireSignedOut } from './guards';
import { HydratedMarker, PageChunk } from './lazy-page';
import { pages } from './pages';

/**
 * Signed-in routes of public-and-admin §2. Their screens arrive with their capabilities (assessment,
 * results, dashboard, chat); until a screen exists its route answers Page Not Found for a signed-in
 * person, and the sign-in screen for a visitor.
 */
export const SIGNED_IN_PATHS = [
  '/assessment',
  '/assessment/legacy',
  '/results',
  '/dashboard',
  '/chat',
] as const;

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="/" element={<PageChunk page={pages.home} />} />
        <Route path="/auth" element={<PageChunk page={pages.auth} />} />
        <Route
          path="/login"
          element={
            <RequireSignedOut>
              <PageChunk page={pages.login} />
            </RequireSignedOut>
          }
        />
        <Route path="/reset-password" element={<PageChunk page={pages.resetPassword} />} />
        <Route path="/terms" element={<PageChunk page={pages.terms} />} />
        <Route path="/privacy" element={<PageChunk page={pages.privacy} />} />
        {SIGNED_IN_PATHS.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAuth path={path}>
                <PageChunk page={pages.notFound} />
              </RequireAuth>
            }
          />
        ))}
        <Route path="/practices" element={<PageChunk page={pages.practices} />} />
        <Route path="/:categorySlug" element={<PageChunk page={pages.category} />} />
        <Route path="/:categorySlug/:practiceSlug" element={<PageChunk page={pages.practice} />} />
        <Route path="*" element={<PageChunk page={pages.notFound} />} />
      </Routes>
      <HydratedMarker />
    </Suspense>
  );
}
