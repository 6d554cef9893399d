/**
 * For the AI plugins tested on their own (ai-gateway, ai-chat): a stand-in identity check that
 * accepts one fixed token and charges no quota. Real tokens and quotas: ai-security.test.ts.
 */
import type { AiAccess } from '../../../server/aiAccess';
import { ApiError } from '../../../server/errors';

export const TEST_TOKEN = 'test-id-token';

export const testAccess: AiAccess = {
  async authenticate(request) {
    if (request.headers.authorization !== `Bearer ${TEST_TOKEN}`) throw new ApiError(401, 'unauthorized', 'No token.');
    request.caller = { uid: 'tester' };
  },
  async admit() {
    return { refund: async () => {} };
  },
};
