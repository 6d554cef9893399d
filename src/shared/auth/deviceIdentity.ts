/**
 * The device's identity for the server's AI routes, without pulling Firebase into the first
 * paint: Firebase loads on the first AI call. When no token can be had (offline, accounts not
 * configured), the call goes without one and the server decides (open /chat without a provider
 * key; 401 otherwise).
 */
export async function idTokenOrNull(): Promise<string | null> {
  try {
    const { ensureIdToken } = await import('./firebaseBackend');
    return await ensureIdToken();
  } catch (error) {
    console.warn('No ID token for this device', error);
    return null;
  }
}
