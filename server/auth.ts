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
}

export interface AuthVerifier {
  /** Resolves the caller or throws when the token is not valid (any reason). */
  verify(idToken: string): Promise<VerifiedCaller>;
  close(): Promise<void>;
}

export interface FirebaseVerifierOptions {
  projectId: string;
  /**
   * host:port of the Auth emulator. firebase-admin reads it from process.env, so it is set there;
   * passing it here makes the choice explicit at the call site.
   */
  emulatorHost?: string;
}

export class FirebaseTokenVerifier implements AuthVerifier {
  private readonly app: App;
  private readonly auth: Auth;

  constructor(options: FirebaseVerifierOptions) {
    if (options.emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = options.emulatorHost;
    // A named app per verifier: several servers (tests) can live in one process.
    this.app = initializeApp({ projectId: options.projectId }, `inkclarity-${randomUUID()}`);
    this.auth = getAuth(this.app);
  }

  async verify(idToken: string): Promise<VerifiedCaller> {
    const decoded = await this.auth.verifyIdToken(idToken, true);
    const name = typeof decoded.name === 'string' ? decoded.name : undefined;
    return { uid: decoded.uid, email: decoded.email, name };
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
