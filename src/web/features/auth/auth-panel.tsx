import * as Tabs from '@radix-ui/react-tabs';
import { type FormEvent, useId, useState } from 'react';
import { LOGIN_TOAST_DURATION_MS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../common/limits';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Input, Label } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useForgotPassword, useLogin, useRegister } from './api';

export type AuthTab = 'signup' | 'signin';

const LOGIN_FAILED = 'Invalid email or password. Please try again.';
const REGISTRATION_FAILED = 'This email may already be registered. Please try logging in instead.';

interface AuthPanelProps {
  defaultTab?: AuthTab;
  /** Runs after a successful sign-in (navigation is the caller's choice). */
  onSignedIn: () => void | Promise<void>;
  /** Runs after a successful sign-up. */
  onSignedUp: () => void | Promise<void>;
}

const tabTrigger =
  'flex-1 rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 data-[state=active]:bg-white ' +
  'data-[state=active]:text-violet-800 data-[state=active]:shadow-sm focus-visible:outline-2';

export function AuthPanel({ defaultTab = 'signup', onSignedIn, onSignedUp }: AuthPanelProps) {
  return (
    <Tabs.Root defaultValue={defaultTab} className="w-full">
      <Tabs.List aria-label="Sign up or sign in" className="flex gap-1 rounded-xl bg-slate-100 p-1">
        <Tabs.Trigger value="signup" className={tabTrigger}>
          Sign Up
        </Tabs.Trigger>
        <Tabs.Trigger value="signin" className={tabTrigger}>
          Sign In
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="signup" className="pt-6 focus-visible:outline-none">
        <SignUpForm onSignedUp={onSignedUp} />
      </Tabs.Content>
      <Tabs.Content value="signin" className="pt-6 focus-visible:outline-none">
        <SignInForm onSignedIn={onSignedIn} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function Field(props: {
  label: string;
  type: string;
  name: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  minLength?: number;
  maxLength?: number;
  hint?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        required
        minLength={props.minLength}
        maxLength={props.maxLength}
        value={props.value}
        aria-describedby={props.hint ? hintId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {props.hint}
        </p>
      )}
    </div>
  );
}

function SignUpForm({ onSignedUp }: { onSignedUp: () => void | Promise<void> }) {
  const register = useRegister();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    register.mutate(
      { name, email, password },
      {
        onSuccess: async () => {
          toast({
            title: 'Account Created!',
            description: 'Welcome to TrueTune! Your dashboard is now accessible.',
          });
          await onSignedUp();
        },
        onError: (error) => {
          // A taken address gets the spec's wording; a weak password or a rate limit says what to change.
          const text =
            error instanceof ApiError && error.status !== 409
              ? errorMessage(error, REGISTRATION_FAILED)
              : REGISTRATION_FAILED;
          toast({ variant: 'destructive', title: 'Registration Failed', description: text });
          setProblem(text);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate={false}>
      <Field
        label="Name"
        type="text"
        name="name"
        autoComplete="name"
        value={name}
        onChange={setName}
        maxLength={100}
      />
      <Field label="Email" type="email" name="email" autoComplete="email" value={email} onChange={setEmail} />
      <Field
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters, and not a commonly used password.`}
      />
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? 'Creating your account...' : 'Create Account'}
      </Button>
      <p className="text-center text-xs text-slate-600">
        Joining takes about 30 seconds. You must be 18 or older.
      </p>
    </form>
  );
}

function SignInForm({ onSignedIn }: { onSignedIn: () => void | Promise<void> }) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isForgotOpen, setForgotOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    login.mutate(
      { email, password },
      {
        onSuccess: async () => {
          toast({
            title: 'Welcome back!',
            description: 'You have successfully logged in.',
            duration: LOGIN_TOAST_DURATION_MS,
          });
          await onSignedIn();
        },
        onError: (error) => {
          const text =
            error instanceof ApiError && error.status !== 401
              ? errorMessage(error, LOGIN_FAILED)
              : LOGIN_FAILED;
          toast({ variant: 'destructive', title: 'Login Failed', description: text });
          setProblem(text);
        },
      },
    );
  };

  return (
    <div className="grid gap-4">
      <form onSubmit={submit} className="grid gap-4">
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <Field
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          maxLength={PASSWORD_MAX_LENGTH}
        />
        {problem && <Alert tone="error">{problem}</Alert>}
        <Button type="submit" size="lg" disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <button
        type="button"
        className="justify-self-center text-sm font-medium text-violet-800 underline-offset-4 hover:underline"
        aria-expanded={isForgotOpen}
        onClick={() => setForgotOpen((open) => !open)}
      >
        Forgot password?
      </button>
      {isForgotOpen && <ForgotPasswordForm initialEmail={email} />}
    </div>
  );
}

function ForgotPasswordForm({ initialEmail }: { initialEmail: string }) {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState(initialEmail);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    forgot.mutate(email, {
      onSuccess: (answer) => setResult({ tone: 'success', text: answer.message }),
      onError: () =>
        setResult({ tone: 'error', text: 'Error sending password reset email. Please try again.' }),
    });
  };

  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      aria-label="Reset password"
    >
      <p className="text-sm text-slate-700">
        Enter your email and we will send you a link to choose a new password.
      </p>
      <Field
        label="Email for the reset link"
        type="email"
        name="reset-email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <Button type="submit" variant="outline" disabled={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
      {result && (
        <Alert tone={result.tone} role="alert">
          {result.text}
        </Alert>
      )}
    </form>
  );
}
