import { useNavigate } from 'react-router';
import { Seo } from '../components/layout/seo';
import { Card } from '../components/ui/card';
import { AuthPanel } from '../features/auth/auth-panel';

/** /login: the alternate page. Sign-in goes to the dashboard, sign-up straight to the assessment. */
export default function LoginPage() {
  const navigate = useNavigate();
  return (
    <>
      <Seo
        title="Sign In | TrueTune"
        description="Sign in to TrueTune to continue with your Soulprint, your journal and your practices."
        path="/login"
        noIndex
      />
      <section className="px-4 py-16">
        <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
          <h1 className="mb-6 text-center font-display text-3xl font-bold text-slate-900">
            Welcome to TrueTune
          </h1>
          <AuthPanel
            defaultTab="signin"
            onSignedIn={() => navigate('/dashboard')}
            onSignedUp={() => navigate('/assessment')}
          />
        </Card>
      </section>
    </>
  );
}
