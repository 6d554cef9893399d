/**
 * GET /app-config: what the built web app needs to know at run time and cannot know at build
 * time — today, which identity provider to talk to. A build made once (npm start, the browser
 * tests, a container image) then works against whichever Auth emulator or Firebase project the
 * server was started with. Build-time VITE_FIREBASE_* settings still win in the browser.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerConfig } from './config.ts';

/** The emulator accepts any API key; the web SDK still needs one, and its value names the session key. */
export const EMULATOR_API_KEY = 'demo-api-key';

export const appConfigSchema = z.object({
  auth: z.discriminatedUnion('mode', [
    z.object({
      mode: z.literal('emulator'),
      /** http://host:port of the Auth emulator, as the server reaches it. */
      emulatorUrl: z.string(),
      projectId: z.string(),
      apiKey: z.string(),
    }),
    z.object({
      mode: z.literal('firebase'),
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      appId: z.string().optional(),
    }),
    z.object({ mode: z.literal('none') }),
  ]),
}).describe('AppConfig');

export type AppConfig = z.infer<typeof appConfigSchema>;

export function appConfigFor(config: ServerConfig): AppConfig {
  if (config.firebaseAuthEmulatorHost) {
    return {
      auth: {
        mode: 'emulator',
        emulatorUrl: `http://${config.firebaseAuthEmulatorHost}`,
        projectId: config.firebaseProjectId,
        apiKey: EMULATOR_API_KEY,
      },
    };
  }
  if (config.firebaseWebApiKey && config.firebaseAuthDomain) {
    return {
      auth: {
        mode: 'firebase',
        apiKey: config.firebaseWebApiKey,
        authDomain: config.firebaseAuthDomain,
        projectId: config.firebaseProjectId,
        ...(config.firebaseAppId ? { appId: config.firebaseAppId } : {}),
      },
    };
  }
  return { auth: { mode: 'none' } };
}

export const appConfigRoutes: FastifyPluginAsync<{ config: ServerConfig }> = async (instance, { config }) => {
  const answer = appConfigFor(config);
  instance.withTypeProvider<ZodTypeProvider>().get('/app-config', {
    schema: {
      summary: 'Run-time settings of the web app (which identity provider to use)',
      tags: ['health'],
      response: { 200: appConfigSchema },
    },
  }, async () => answer);
};
