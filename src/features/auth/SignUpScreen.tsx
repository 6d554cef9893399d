import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { PasswordRequirement } from '@/shared/auth/accountActions';
import { requestAuth, useAuthRequested } from '@/shared/auth/authDemand';
import { useAuthStore } from '@/shared/auth/authStore';
import { AUTH_MESSAGES, authErrorOutcome, validateSignUp, type SignUpErrors } from '@/shared/auth/authErrors';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { TextField } from '@/shared/ui/FormField';
import { AuthCard, FormAlert } from './AuthCard';
import { afterSignInPath } from './authRedirect';
import { PasswordField } from './PasswordField';

const loadActions = () => import('@/shared/auth/accountActions');

/** How long typing pauses before the password checklist is re-checked against the policy. */
const POLICY_CHECK_DEBOUNCE_MS = 150;

type Fields = { firstName: string; lastName: string; email: string; password: string };

/**
 * /signup (DESIGN.md §2): first and last name, email, password with the provider's password
 * policy shown. Success signs the user in at once, creates their CRM profile, and goes on.
 */
export default function SignUpScreen() {
  const status = useAuthStore((s) => s.status);
  const location = useLocation();
  const navigate = useNavigate();
  const target = afterSignInPath(location.state);
  const [fields, setFields] = useState<Fields>({ firstName: '', lastName: '', email: '', password: '' });
  const [errors, setErrors] = useState<SignUpErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [requirements, setRequirements] = useState<PasswordRequirement[] | null>(null);
  // Bumped to fetch the policy again after the provider refused a password.
  const [policyVersion, setPolicyVersion] = useState(0);
  const [signingUp, setSigningUp] = useState(false);
  const policyId = useId();
  // The policy comes from Firebase: asked for once auth is (on the visitor's first focus or
  // keystroke, or late in idle time — AuthCard, app/authStart.ts), not at start-up.
  const authRequested = useAuthRequested();

  useEffect(() => {
    if (!authRequested) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      void loadActions()
        .then(({ passwordRequirements }) => passwordRequirements(fields.password))
        .then((list) => {
          if (!cancelled) setRequirements(list);
        })
        .catch((error: unknown) => console.warn('Password policy unavailable', error));
    }, POLICY_CHECK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [fields.password, policyVersion, authRequested]);

  if (status === 'signed-in' && !signingUp) return <Navigate to={target} replace />;

  const edit = (name: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setFields((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors((x) => ({ ...x, [name]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateSignUp(fields);
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    setSigningUp(true);
    try {
      // Firebase may still be loading (no signed-in hint): 'Creating account...' until it is connected.
      await requestAuth();
      const { signUpWithEmail } = await loadActions();
      await signUpWithEmail(fields);
      toast({ title: 'Account created', description: AUTH_MESSAGES.signedIn, variant: 'success' });
      navigate(target, { replace: true });
    } catch (error) {
      setSigningUp(false);
      const outcome = authErrorOutcome(error, 'sign-up');
      if (outcome.refreshPasswordPolicy) setPolicyVersion((v) => v + 1);
      if (outcome.field) setErrors({ [outcome.field]: outcome.message ?? undefined });
      else setFormError(outcome.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard subtitle="Create your account to save designs, consultations and appointments">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label="Create your account">
        <FormAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" name="given-name" autoComplete="given-name" value={fields.firstName} error={errors.firstName} onChange={edit('firstName')} />
          <TextField label="Last name" name="family-name" autoComplete="family-name" value={fields.lastName} error={errors.lastName} onChange={edit('lastName')} />
        </div>
        <TextField label="Email Address" type="email" name="email" autoComplete="email" inputMode="email" value={fields.email} error={errors.email} onChange={edit('email')} />
        <PasswordField label="Password" name="new-password" autoComplete="new-password" value={fields.password} error={errors.password} hintId={policyId} onChange={edit('password')} />
        <div id={policyId} className="-mt-2 text-xs text-ink-700 dark:text-ink-200">
          <p className="font-semibold">Your password needs:</p>
          {requirements === null ? (
            <p className="mt-1">Checking the password rules…</p>
          ) : (
            <ul className="mt-1 flex flex-col gap-0.5">
              {requirements.map((r) => (
                <li key={r.label} className={r.met ? 'text-emerald-700 dark:text-emerald-400' : ''}>
                  <span aria-hidden="true">{r.met ? '✓ ' : '• '}</span>
                  {r.label}
                  <span className="sr-only">{r.met ? ' (met)' : ' (not met yet)'}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <button type="submit" className={buttonClasses('primary', 'w-full', 'lg')} disabled={busy}>
          {busy ? 'Creating account...' : 'Create account'}
        </button>
        <p className="text-center text-sm text-ink-700 dark:text-ink-200">
          Already have an account?{' '}
          <Link to="/auth" state={location.state} className="font-semibold text-blood-700 underline-offset-2 hover:underline dark:text-blood-400">
            Sign in
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
