import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Seo } from '../components/layout/seo';
import { Alert } from '../components/ui/alert';
import { Card } from '../components/ui/card';
import { AuthPanel } from '../features/auth/auth-panel';
import { JourneyBanner } from '../features/auth/journey-banner';
import { destinationAfterSignIn } from '../features/dashboard/api';

const VERIFIED_MESSAGE = 'Email verified successfully! Please sign in to continue.';
const INVALID_LINK_MESSAGE = 'This verification link is invalid or has expired. Sign in to get a new one.';

/** /auth: sign up (default) or sign in, with the 4-step journey banner. */
export default function AuthPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isVerified = searchParams.has('verified');
  const isInvalidLink = searchParams.get('verification') === 'invalid';
  // The notice outlives the address rewrite below.
  const [notice] = useState(isVerified ? VERIFIED_MESSAGE : isInvalidLink ? INVALID_LINK_MESSAGE : null);

  useEffect(() => {
    if (isVerified || isInvalidLink) navigate('/auth', { replace: true });
  }, [isVerified, isInvalidLink, navigate]);

  return (
    <>
      <Seo
        title="Sign Up or Sign In | TrueTune"
        description="Create your TrueTune account in 30 seconds, secure your Soulprint assessment and meet Xero, your personal guide."
        path="/auth"
      />
      <section className="bg-gradient-to-b from-violet-50 to-slate-50 px-4 py-12">
        <div className="mx-auto grid max-w-5xl gap-10">
          <div className="text-center">
            <h1 className="font-display text-4xl font-bold text-slate-900">Begin your TrueTune journey</h1>
            <p className="mt-3 text-lg text-slate-700">
              Four steps from here to a guide who knows your patterns.
            </p>
          </div>
          <JourneyBanner />
          <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
            {notice && (
              <Alert tone={isInvalidLink ? 'warning' : 'success'} className="mb-6">
                {notice}
              </Alert>
            )}
            <AuthPanel
              defaultTab={notice ? 'signin' : 'signup'}
              onSignedIn={async () => navigate(await destinationAfterSignIn())}
              onSignedUp={() => navigate('/pricing')}
            />
          </Card>
        </div>
      </section>
    </>
  );
}
