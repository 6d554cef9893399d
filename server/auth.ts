/**
 * Who is calling: every /crm request carries `Authorization: Bearer <Firebase ID token>`.
 * The verifier is an interface so the app can be built with any identity source; production and
 * the tests use FirebaseTokenVerifier (firebase-admin), which checks signature, audience, expiry
 * and — on every call — whether the user's tokens were revoked.
 */
import { randomUUID } from 'node:crypto';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export interface VerifiedCaller {
  uid: string;
  email?: string;
  /** The token's display name claim, when the account has one. */
  name?: string;
  /** A Firebase anonymous identity (a device nobody has signed in on): smaller AI quotas. */
  anonymous?: boolean;
}

export interface AuthVerifier {
  /** Resolves the caller or throws when the token is not valid (any reason). */
  verify(idToken: string): Promise<VerifiedCaller>;
  /**
   * Deletes the identity provider's account (DELETE /crm/account). Resolves false when there was
   * no such account any more (a retried deletion), throws on any other failure.
   */
  deleteUser(uid: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * How long a token that passed the revocation check is trusted without asking again. Checking
 * revocation is a network call to Firebase (the emulator locally) on every request otherwise;
 * with this window a revoked token stops working at most this long after the revocation.
 */
export const DEFAULT_REVOCATION_CHECK_MS = 5_000;
/** Bound on remembered tokens: far more than concurrent users of one server, small in memory. */
const VERIFIED_CACHE_MAX_ENTRIES = 10_000;

export interface FirebaseVerifierOptions {
  projectId: string;
  /** See DEFAULT_REVOCATION_CHECK_MS; 0 checks revocation on every request. */
  revocationCheckMs?: number;
  /**
   * host:port of the Auth emulator. firebase-admin reads it from process.env, so it is set there;
   * passing it here makes the choice explicit at the call site.
   */
  emulatorHost?: string;
}

export class FirebaseTokenVerifier implements AuthVerifier {
  private readonly app: App;
  private readonly auth: Auth;
  private readonly revocationCheckMs: number;
  /** token → caller and until when it may be trusted (never past the token's own expiry). */
  private readonly verified = new Map<string, { caller: VerifiedCaller; trustedUntil: number }>();

  constructor(options: FirebaseVerifierOptions) {
    this.revocationCheckMs = options.revocationCheckMs ?? DEFAULT_REVOCATION_CHECK_MS;
    if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
    // A named app per verifier: several servers (tests) can live in one process.
    this.app = initializeApp({ projectId: options.projectId }, `inkclarity-${randomUUID()}`);
    this.auth = getAuth(this.app);
  }

  async verify(idToken: string): Promise<VerifiedCaller> {
    const now = Date.now();
    const cached = this.verified.get(idToken);
    if (cached !== undefined && cached.trustedUntil > now) return cached.caller;
    this.verified.delete(idToken);

    const decoded = await this.auth.verifyIdToken(idToken, true);
    const name = typeof decoded.name === 'string' ? decoded.name : undefined;
    const caller: VerifiedCaller = { uid: decoded.uid, email: decoded.email, name, anonymous: decoded.firebase.sign_in_provider === 'anonymous' };
    if (this.revocationCheckMs > 0) {
      if (this.verified.size >= VERIFIED_CACHE_MAX_ENTRIES) {
        // Maps iterate in insertion order: drop the oldest entry.
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(idToken, { caller, trustedUntil: Math.min(now + this.revocationCheckMs, decoded.exp * 1000) });
    }
    return caller;
  }

  async deleteUser(uid: string): Promise<boolean> {
    // Forget any token of this user trusted inside the revocation window: it must stop working now.
    for (const [token, entry] of this.verified) if (entry.caller.uid === uid) this.verified.delete(token);
    try {
      await this.auth.deleteUser(uid);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === 'auth/user-not-found') return false;
      throw error;
    }
  }

  async close(): Promise<void> {
    await deleteApp(this.app);
  }
}

/** Extracts the token from an Authorization header, or undefined when it is not a Bearer token. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
