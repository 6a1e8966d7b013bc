import { useContext } from 'react';
import { RenderStatusContext } from '../app/app-context';
import { Seo } from '../components/layout/seo';
import { ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';

/** Page Not Found: answered with a 404 status when rendered on the server. */
export default function NotFoundPage() {
  const renderStatus = useContext(RenderStatusContext);
  if (renderStatus) renderStatus.status = 404;
  return (
    <>
      <Seo
        title="Page Not Found | TrueTune"
        description="The page you are looking for could not be found."
        path="/404"
        noIndex
      />
      <section className="px-4 py-20">
        <Card className="mx-auto max-w-2xl p-8 text-center">
          <p className="text-sm font-semibold tracking-widest text-violet-700 uppercase">404</p>
          <h1 className="mt-2 font-display text-3xl font-bold text-slate-900">Page Not Found</h1>
          <p className="mt-4 text-slate-700">
            We couldn't find that page. The address may be mistyped, or the page may have moved or be
            outdated.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <ButtonLink to="/">Go to Homepage</ButtonLink>
            <ButtonLink to="/auth" variant="outline">
              Sign In / Create Account
            </ButtonLink>
            <ButtonLink to="/practices" variant="outline">
              Browse Practices
            </ButtonLink>
          </div>
        </Card>
      </section>
    </>
  );
}
