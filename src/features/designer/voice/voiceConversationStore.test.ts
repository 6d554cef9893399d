import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import { VOICE_CONVERSATION_ID, resetVoiceConversation, useVoiceConversation } from '@/features/designer/voice/voiceConversationStore';

beforeEach(async () => {
  await db.messages.clear();
  resetVoiceConversation();
});

describe('voice conversation store', () => {
  it('keeps both turns in Dexie and restores them after a reload', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(
        JSON.stringify({ agent: 'aftercare', agent_name: 'Aftercare Specialist', message: 'Keep it clean.', cards: [], design: null, aftercare: { tips: ['Wash gently.'] }, handoff_suggestions: [] }),
        { status: 200 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      await useVoiceConversation.getState().ask({ text: 'how do I heal it?', via: 'voice', agent: 'aftercare' });
    } finally {
      vi.unstubAllGlobals();
    }
    await vi.waitFor(async () => expect(await db.messages.where('conversationId').equals(VOICE_CONVERSATION_ID).count()).toBe(2));

    resetVoiceConversation();
    expect(useVoiceConversation.getState().messages).toEqual([]);
    await useVoiceConversation.getState().hydrate();
    const [user, agent] = useVoiceConversation.getState().messages;
    expect(user).toMatchObject({ role: 'user', content: 'how do I heal it?', via: 'voice' });
    expect(agent).toMatchObject({ role: 'agent', content: 'Keep it clean.', agent: 'aftercare', agentName: 'Aftercare Specialist', source: 'server', tips: ['Wash gently.'] });
    expect(user!.timestamp).toBeLessThanOrEqual(agent!.timestamp);
  });
});
