import { type ReactNode, useContext } from 'react';
import { Navigate } from 'react-router';
import { Seo } from '../components/layout/seo';
import { Card } from '../components/ui/card';
import { Spinner } from '../components/ui/spinner';
import { useAuth } from '../features/auth/api';
import { AuthPanel } from '../features/auth/auth-panel';
import { RenderStatusContext } from './app-context';

/**
 * Signed-in routes. A visitor sees the sign-in screen in place; after signing in they stay on the page
 * they asked for. A spinner shows while the signed-in state is being determined.
 */
export function RequireAuth({ children, path }: { children: ReactNode; path: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Spinner label="Loading..." />;
  if (isAuthenticated) return children;
  return (
    <>
      <Seo
        title="Sign In | TrueTune"
        description="Sign in to continue to your TrueTune account."
        path={path}
        noIndex
      />
      <section className="px-4 py-16">
        <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
          <h1 className="mb-2 text-center font-display text-3xl font-bold text-slate-900">
            Sign in to continue
          </h1>
          <p className="mb-6 text-center text-sm text-slate-700">
            This page is part of your personal TrueTune space.
          </p>
          {/* Signing in refreshes the current user, and this guard then shows the page itself. */}
          <AuthPanel defaultTab="signin" onSignedIn={() => undefined} onSignedUp={() => undefined} />
        </Card>
      </section>
    </>
  );
}

/** /login is for visitors only; a signed-in person goes to the dashboard. */
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <Spinner label="Loading..." />;
  if (isAuthenticated) return <Redirect to="/dashboard" />;
  return children;
}

/** Sends the person elsewhere: a real HTTP redirect when rendered on the server, a navigation in the browser. */
function Redirect({ to }: { to: string }) {
  const renderStatus = useContext(RenderStatusContext);
  if (renderStatus) {
    renderStatus.status = 302;
    renderStatus.redirectTo = to;
    return null;
  }
  return <Navigate to={to} replace />;
}
