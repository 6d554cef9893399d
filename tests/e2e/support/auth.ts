/**
 * Real accounts for browser tests. scripts/e2e-server.sh starts a Firebase Auth emulator on free
 * ports next to the server; its address comes from the server's GET /app-config, exactly as the
 * built app learns it. Users are made through the emulator's REST API (the same endpoints the web
 * SDK calls), and a test signs in either through the real /auth form or programmatically by
 * putting the session where the SDK keeps it (localStorage, `firebase:authUser:<apiKey>:[DEFAULT]`)
 * before the app starts.
 *
 *   import { test, expect } from './support/auth';
 *   test('x', async ({ page, accounts }) => {
 *     const user = await accounts.create({ displayName: 'Ada Lovelace' });
 *     await accounts.signIn(page, user);            // programmatic
 *     await accounts.signInThroughUi(page, user);   // through /auth
 *   });
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export interface EmulatorInfo {
  /** http://127.0.0.1:<port> */
  url: string;
  projectId: string;
  apiKey: string;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  displayName: string | null;
  idToken: string;
  refreshToken: string;
}

interface IdentityToolkitAnswer {
  localId: string;
  email: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
  displayName?: string;
}

export async function emulatorInfo(request: APIRequestContext): Promise<EmulatorInfo> {
  const response = await request.get('/app-config');
  expect(response.ok(), 'GET /app-config').toBe(true);
  const body = (await response.json()) as { auth: { mode: string; emulatorUrl?: string; projectId?: string; apiKey?: string } };
  if (body.auth.mode !== 'emulator' || !body.auth.emulatorUrl || !body.auth.projectId || !body.auth.apiKey) {
    throw new Error(`The e2e server is not running against an Auth emulator: ${JSON.stringify(body)}`);
  }
  return { url: body.auth.emulatorUrl, projectId: body.auth.projectId, apiKey: body.auth.apiKey };
}

/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

async function identityToolkit(request: APIRequestContext, emulator: EmulatorInfo, method: string, body: object): Promise<IdentityToolkitAnswer> {
  const response = await request.post(`${emulator.url}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${emulator.apiKey}`, { data: body });
  const json = (await response.json()) as IdentityToolkitAnswer & { error?: { message: string } };
  if (!response.ok()) throw new Error(`emulator accounts:${method} failed: ${json.error?.message ?? response.status()}`);
  return json;
}

/** Creates an email/password account in the emulator (optionally with a display name). */
export async function createUser(
  request: APIRequestContext,
  emulator: EmulatorInfo,
  options: { email?: string; password?: string; displayName?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'correct-horse-42';
  const created = await identityToolkit(request, emulator, 'signUp', { email, password, returnSecureToken: true });
  if (options.displayName) {
    await identityToolkit(request, emulator, 'update', { idToken: created.idToken, displayName: options.displayName, returnSecureToken: true });
  }
  // Sign in once more so the tokens carry the display name claim.
  const signedIn = await identityToolkit(request, emulator, 'signInWithPassword', { email, password, returnSecureToken: true });
  return {
    uid: signedIn.localId, email, password, displayName: options.displayName ?? null,
    idToken: signedIn.idToken, refreshToken: signedIn.refreshToken,
  };
}

/** Fresh ID token for calling the product server as this user. */
export async function idTokenFor(request: APIRequestContext, emulator: EmulatorInfo, user: Pick<TestUser, 'email' | 'password'>): Promise<string> {
  return (await identityToolkit(request, emulator, 'signInWithPassword', { email: user.email, password: user.password, returnSecureToken: true })).idToken;
}

/** Every account the emulator holds (to show an account is gone). */
export async function emulatorAccountExists(request: APIRequestContext, emulator: EmulatorInfo, uid: string): Promise<boolean> {
  const response = await request.post(
    `${emulator.url}/identitytoolkit.googleapis.com/v1/projects/${emulator.projectId}/accounts:lookup`,
    { data: { localId: [uid] }, headers: { authorization: 'Bearer owner' } },
  );
  const json = (await response.json()) as { users?: unknown[] };
  return (json.users ?? []).length > 0;
}

/** The key the Firebase web SDK stores the signed-in user under (browserLocalPersistence). */
export function sessionStorageKey(emulator: EmulatorInfo): string {
  return `firebase:authUser:${emulator.apiKey}:[DEFAULT]`;
}

/**
 * Signs `user` in without the UI: fresh tokens from the emulator, written where the SDK keeps its
 * session, then `path` is loaded and the test waits until the app shows the user signed in.
 */
export async function signInProgrammatically(page: Page, emulator: EmulatorInfo, user: TestUser, path = '/designer'): Promise<void> {
  const tokens = await identityToolkit(page.request, emulator, 'signInWithPassword', { email: user.email, password: user.password, returnSecureToken: true });
  const now = Date.now();
  const persisted = {
    uid: tokens.localId,
    email: user.email,
    emailVerified: false,
    displayName: tokens.displayName || user.displayName || undefined,
    isAnonymous: false,
    providerData: [{ providerId: 'password', uid: user.email, email: user.email, displayName: user.displayName, phoneNumber: null, photoURL: null }],
    stsTokenManager: { refreshToken: tokens.refreshToken, accessToken: tokens.idToken, expirationTime: now + Number(tokens.expiresIn) * 1000 },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: emulator.apiKey,
    appName: '[DEFAULT]',
  };
  // Same origin first, so localStorage is the app's.
  if (!page.url().startsWith('http')) await page.goto('/settings');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [sessionStorageKey(emulator), JSON.stringify(persisted)] as const);
  await page.goto(path);
  await expectSignedIn(page, user);
}

/** Signs in through the real /auth screen (email mode) and waits for the signed-in top bar. */
export async function signInThroughUi(page: Page, user: Pick<TestUser, 'email' | 'password' | 'displayName'>): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Email' }).click();
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectSignedIn(page, user);
}

/** The top bar shows this user's avatar menu (the UI's signed-in state). */
export async function expectSignedIn(page: Page, user: Pick<TestUser, 'email' | 'displayName'>): Promise<void> {
  const name = user.displayName?.trim() || user.email.split('@')[0];
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible({ timeout: 20_000 });
}

/** The top bar shows 'Sign In' (the UI's signed-out state). */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);
}

export interface Accounts {
  emulator: EmulatorInfo;
  create(options?: { email?: string; password?: string; displayName?: string }): Promise<TestUser>;
  signIn(page: Page, user: TestUser, path?: string): Promise<void>;
  signInThroughUi(page: Page, user: TestUser): Promise<void>;
  idToken(user: Pick<TestUser, 'email' | 'password'>): Promise<string>;
  exists(uid: string): Promise<boolean>;
}

/** `test` with an `accounts` fixture bound to this run's emulator. */
export const test = base.extend<{ accounts: Accounts }>({
  accounts: async ({ request }, provide) => {
    const emulator = await emulatorInfo(request);
    await provide({
      emulator,
      create: (options) => createUser(request, emulator, options),
      signIn: (page, user, path) => signInProgrammatically(page, emulator, user, path),
      signInThroughUi: (page, user) => signInThroughUi(page, user),
      idToken: (user) => idTokenFor(request, emulator, user),
      exists: (uid) => emulatorAccountExists(request, emulator, uid),
    });
  },
});

export { expect };
