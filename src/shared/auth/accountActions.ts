/**
 * What the account screens do with Firebase (loaded with them, never on first paint):
 * email sign-in and sign-up, Google through a popup, the password policy, sign-out and the
 * server-side account calls (export, deletion).
 *
 * The device may already hold an *anonymous* Firebase identity (made in the background for the
 * server's AI, see the security notes). Sign-up links the new email credential to it, so the uid
 * — and anything the server keyed to it — carries over; signing in to an existing account simply
 * replaces it. Either way the device's designs live in IndexedDB, not under a uid, so none is lost.
 */
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  linkWithCredential,
  linkWithPopup,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  validatePassword,
  type User,
} from 'firebase/auth';
import { appConfig } from '@/shared/config';
import { requestPersistentStorage } from '@/db/persistentStorage';
import { authErrorCode } from './authErrors';
import { useAuthStore } from './authStore';
import { getFirebaseAuth } from './firebaseBackend';

/** Pushes the current Firebase user to the UI (linking and profile updates fire no auth-state event). */
function publish(user: User): void {
  if (user.isAnonymous) return;
  useAuthStore.setState({
    status: 'signed-in',
    user: { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL },
  });
  // A signed-in user has something worth keeping on this device.
  void requestPersistentStorage();
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  const auth = await getFirebaseAuth();
  const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
  publish(user);
}

export interface SignUpFields {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Spec §3: the display name is first and last name joined by a space. */
export function displayNameOf(fields: Pick<SignUpFields, 'firstName' | 'lastName'>): string {
  return `${fields.firstName.trim()} ${fields.lastName.trim()}`.trim();
}

export async function signUpWithEmail(fields: SignUpFields): Promise<void> {
  const auth = await getFirebaseAuth();
  const email = fields.email.trim();
  const current = auth.currentUser;
  const { user } = current?.isAnonymous
    ? await linkWithCredential(current, EmailAuthProvider.credential(email, fields.password))
    : await createUserWithEmailAndPassword(auth, email, fields.password);
  await updateProfile(user, { displayName: displayNameOf(fields) });
  publish(user);
  // The token must carry the new name and email before the server creates the profile from it.
  const token = await user.getIdToken(true);
  try {
    await createCrmProfile(user.uid, token, { firstName: fields.firstName.trim(), lastName: fields.lastName.trim(), email });
  } catch (error) {
    // The account exists; the profile is made from the token's claims at the next profile read.
    console.warn('Could not create the CRM profile at sign-up', error);
  }
}

async function serverCall(path: string, token: string, init: { method?: 'GET' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}` };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  // Writes carry a fresh Idempotency-Key: a retried request is then answered, never applied twice.
  if (init.method === 'PUT') headers['Idempotency-Key'] = crypto.randomUUID();
  const response = await fetch(`${appConfig.apiBaseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new AccountRequestError(response.status);
  return response;
}

export class AccountRequestError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The server answered ${status}.`);
    this.name = 'AccountRequestError';
    this.status = status;
  }
}

/** GET /crm/profile/firebase/:uid creates the profile; the PUT stores the names exactly as typed. */
async function createCrmProfile(uid: string, token: string, names: { firstName: string; lastName: string; email: string }): Promise<void> {
  await serverCall(`/crm/profile/firebase/${encodeURIComponent(uid)}`, token);
  await serverCall(`/crm/profile/${encodeURIComponent(uid)}`, token, { method: 'PUT', body: names });
}

async function signedInUser(): Promise<User> {
  const user = (await getFirebaseAuth()).currentUser;
  if (!user || user.isAnonymous) throw new Error('Nobody is signed in.');
  return user;
}

/** Settings 'Download my data': everything the server holds of the user, as a JSON file. */
export async function downloadMyData(): Promise<{ blob: Blob; fileName: string }> {
  const user = await signedInUser();
  const response = await serverCall(`/crm/account/${encodeURIComponent(user.uid)}/export`, await user.getIdToken());
  const blob = new Blob([await response.text()], { type: 'application/json' });
  return { blob, fileName: `inkclarity-my-data-${new Date().toISOString().slice(0, 10)}.json` };
}

/**
 * Settings 'Delete my account': the server deletes every record and the Firebase account; then
 * this device forgets the session (the account no longer exists to sign out of).
 */
export async function deleteMyAccount(): Promise<void> {
  const user = await signedInUser();
  await serverCall(`/crm/account/${encodeURIComponent(user.uid)}`, await user.getIdToken(true), { method: 'DELETE' });
}

/** Spec §4: Google in a popup, account selection forced every time, profile scope added. */
export async function signInWithGoogle(): Promise<void> {
  const auth = await getFirebaseAuth();
  const provider = new GoogleAuthProvider();
  provider.addScope('profile');
  provider.setCustomParameters({ prompt: 'select_account' });
  const current = auth.currentUser;
  // The popup resolver (Google's api.js and the auth iframe) is passed here, on the user's
  // request, never at start-up — so nothing of Google loads on first paint.
  if (current?.isAnonymous) {
    try {
      const { user } = await linkWithPopup(current, provider, browserPopupRedirectResolver);
      publish(user);
      return;
    } catch (error) {
      // The Google account already has an InkClarity account: sign in to it instead.
      const credential = authErrorCode(error) === 'auth/credential-already-in-use' ? GoogleAuthProvider.credentialFromError(error as never) : null;
      if (!credential) throw error;
      const { user } = await signInWithCredential(auth, credential);
      publish(user);
      return;
    }
  }
  const { user } = await signInWithPopup(auth, provider, browserPopupRedirectResolver);
  publish(user);
}

export interface PasswordRequirement {
  label: string;
  met: boolean;
}

/** Firebase's own minimum when the project sets no policy (and the emulator's rule). */
const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/**
 * The provider's password policy as a checklist for `password`. Firebase caches the policy; after
 * the provider refuses a password the SDK drops that cache, so calling this again re-fetches it.
 */
export async function passwordRequirements(password: string): Promise<PasswordRequirement[]> {
  const auth = await getFirebaseAuth();
  try {
    const status = await validatePassword(auth, password);
    const options = status.passwordPolicy.customStrengthOptions;
    const list: PasswordRequirement[] = [];
    const min = options.minPasswordLength ?? DEFAULT_MIN_PASSWORD_LENGTH;
    list.push({ label: `At least ${min} characters`, met: status.meetsMinPasswordLength ?? password.length >= min });
    if (options.maxPasswordLength) list.push({ label: `At most ${options.maxPasswordLength} characters`, met: status.meetsMaxPasswordLength ?? true });
    if (options.containsLowercaseLetter) list.push({ label: 'A lowercase letter', met: status.containsLowercaseLetter ?? false });
    if (options.containsUppercaseLetter) list.push({ label: 'An uppercase letter', met: status.containsUppercaseLetter ?? false });
    if (options.containsNumericCharacter) list.push({ label: 'A number', met: status.containsNumericCharacter ?? false });
    if (options.containsNonAlphanumericCharacter) list.push({ label: 'A symbol (like ! or #)', met: status.containsNonAlphanumericCharacter ?? false });
    return list;
  } catch {
    // No policy endpoint (the emulator) or offline: the provider's fixed minimum applies.
    return [{ label: `At least ${DEFAULT_MIN_PASSWORD_LENGTH} characters`, met: password.length >= DEFAULT_MIN_PASSWORD_LENGTH }];
  }
}
