import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { requestAuth } from '@/shared/auth/authDemand';
import { useAuthStore } from '@/shared/auth/authStore';
import { AUTH_MESSAGES, authErrorOutcome, validateCredentials, type CredentialErrors } from '@/shared/auth/authErrors';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { TextField } from '@/shared/ui/FormField';
import { AuthCard, FormAlert, GoogleGlyph } from './AuthCard';
import { afterSignInPath } from './authRedirect';
import { PasswordField } from './PasswordField';

// Firebase's sign-in functions load when the user acts, not with the screen.
const loadActions = () => import('@/shared/auth/accountActions');

/** /auth (spec §2 "Auth screen"): Google or email; email mode is the spec's login form. */
export default function AuthScreen() {
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  const navigate = useNavigate();
  const target = afterSignInPath(location.state);
  const [mode, setMode] = useState<'choose' | 'email'>('choose');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'email' | 'google' | null>(null);
  // Set while this screen signs someone in, so the signed-in redirect below does not race it.
  const [signingIn, setSigningIn] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  if (status === 'signed-in' && !signingIn) return <Navigate to={target} replace />;

  const succeed = () => {
    toast({ title: AUTH_MESSAGES.signedIn, variant: 'success' });
    navigate(target, { replace: true });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateCredentials(email, password);
    setErrors(found);
    setFormError(null);
    if (found.email || found.password) return;
    setBusy('email');
    setSigningIn(true);
    try {
      // With no signed-in hint Firebase may not have loaded yet: the button says 'Signing In...'
      // while it does, and the typed details are sent once it is connected.
      await requestAuth();
      const { signInWithEmail } = await loadActions();
      await signInWithEmail(email, password);
      succeed();
    } catch (error) {
      setSigningIn(false);
      const outcome = authErrorOutcome(error, 'email-sign-in');
      if (outcome.field) setErrors({ [outcome.field]: outcome.message ?? undefined });
      else setFormError(outcome.message);
    } finally {
      setBusy(null);
    }
  };

  const google = async () => {
    setBusy('google');
    setSigningIn(true);
    try {
      // Not awaited: the popup should open as soon as Firebase's sign-in functions are here
      // (browsers allow it only shortly after the press); auth connects alongside.
      void requestAuth();
      const { signInWithGoogle } = await loadActions();
      await signInWithGoogle();
      succeed();
    } catch (error) {
      setSigningIn(false);
      console.error('Google sign-in failed', error); // spec §8: federated errors are logged
      const outcome = authErrorOutcome(error, 'google');
      // A closed popup is the user's choice: no toast.
      if (outcome.message) {
        toast({
          title: AUTH_MESSAGES.googleFailed,
          description: outcome.message === AUTH_MESSAGES.googleFailed ? undefined : outcome.message,
          variant: 'destructive',
        });
      }
    } finally {
      setBusy(null);
    }
  };

  return (
    <AuthCard subtitle="Sign in to access your account">
      {mode === 'choose' ? (
        <div className="flex flex-col gap-3">
          <button type="button" className={buttonClasses('secondary', 'w-full', 'lg')} onClick={google} disabled={busy !== null} aria-busy={busy === 'google'}>
            <GoogleGlyph />
            Continue with Google
          </button>
          <button
            type="button"
            className={buttonClasses('primary', 'w-full', 'lg')}
            onClick={() => {
              setMode('email');
              // Focus the first field once it exists (keyboard users land in the form).
              requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus());
            }}
            disabled={busy !== null}
          >
            Continue with Email
          </button>
          <p className="mt-4 text-center text-sm text-ink-700 dark:text-ink-200">
            New to InkClarity?{' '}
            <Link to="/signup" state={location.state} className="font-semibold text-blood-700 underline-offset-2 hover:underline dark:text-blood-400">
              Create an account
            </Link>
          </p>
        </div>
      ) : (
        <form ref={form} onSubmit={submit} noValidate className="flex flex-col gap-4" aria-labelledby="welcome-back">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={buttonClasses('ghost', 'px-2')}
              onClick={() => {
                setMode('choose');
                setErrors({});
                setFormError(null);
              }}
              disabled={busy !== null}
            >
              <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
                <path d="M15 18l-6-6 6-6" />
              </svg>
              Back
            </button>
            <h2 id="welcome-back" className="text-xl font-bold">
              Welcome back
            </h2>
          </div>
          <FormAlert message={formError} />
          <TextField
            label="Email Address"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            error={errors.email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (errors.email) setErrors((x) => ({ ...x, email: undefined }));
            }}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            error={errors.password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
            }}
          />
          <button type="submit" className={buttonClasses('primary', 'w-full', 'lg')} disabled={busy !== null}>
            {busy === 'email' ? 'Signing In...' : 'Sign In'}
          </button>
          <p className="text-center text-sm text-ink-700 dark:text-ink-200">
            No account yet?{' '}
            <Link to="/signup" state={location.state} className="font-semibold text-blood-700 underline-offset-2 hover:underline dark:text-blood-400">
              Create an account
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
