import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../common/limits';
import { Seo } from '../components/layout/seo';
import { Alert } from '../components/ui/alert';
import { Button, ButtonLink } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Input, Label } from '../components/ui/input';
import { useResetPassword } from '../features/auth/api';
import { errorMessage } from '../lib/api-client';

/** /reset-password?token=…: the page an emailed reset link opens. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const passwordId = useId();
  const confirmationId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (password !== confirmation) {
      setProblem('New password and confirmation do not match.');
      return;
    }
    if (password.length < PASSWORD_MIN_LENGTH) {
      setProblem(`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
      return;
    }
    reset.mutate(
      { token, newPassword: password },
      {
        onError: (error) =>
          setProblem(errorMessage(error, 'We could not reset your password. Please try again.')),
      },
    );
  };

  return (
    <>
      <Seo
        title="Choose a New Password | TrueTune"
        description="Set a new password for your TrueTune account."
        path="/reset-password"
        noIndex
      />
      <section className="px-4 py-16">
        <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
          <h1 className="font-display text-3xl font-bold text-slate-900">Choose a new password</h1>
          {!token ? (
            <div className="mt-6 grid gap-4">
              <Alert tone="warning">
                This reset link is incomplete. Please open the link from your email again, or request a new
                one.
              </Alert>
              <ButtonLink to="/auth">Back to Sign In</ButtonLink>
            </div>
          ) : reset.isSuccess ? (
            <div className="mt-6 grid gap-4">
              <Alert tone="success">{reset.data.message}</Alert>
              <ButtonLink to="/auth">Sign In</ButtonLink>
            </div>
          ) : (
            <form onSubmit={submit} className="mt-6 grid gap-4">
              <p className="text-sm text-slate-700">Setting a new password signs you out on every device.</p>
              <div className="grid gap-1.5">
                <Label htmlFor={passwordId}>New password</Label>
                <Input
                  id={passwordId}
                  type="password"
                  autoComplete="new-password"
                  required
                  minLength={PASSWORD_MIN_LENGTH}
                  maxLength={PASSWORD_MAX_LENGTH}
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={confirmationId}>Confirm new password</Label>
                <Input
                  id={confirmationId}
                  type="password"
                  autoComplete="new-password"
                  required
                  maxLength={PASSWORD_MAX_LENGTH}
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                />
              </div>
              {problem && <Alert tone="error">{problem}</Alert>}
              <Button type="submit" size="lg" disabled={reset.isPending}>
                {reset.isPending ? 'Saving...' : 'Set New Password'}
              </Button>
              <Link to="/auth" className="justify-self-center text-sm text-violet-800 hover:underline">
                Back to Sign In
              </Link>
            </form>
          )}
        </Card>
      </section>
    </>
  );
}
