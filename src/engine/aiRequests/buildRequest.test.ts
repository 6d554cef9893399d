import { describe, expect, it } from 'vitest';
import { buildChatRequest, type TaskPrompt } from './buildRequest';
import { buildAgentRequest, buildTaskRequest } from '../aiTasks';
import { EMPTY_SLOTS } from '../designBrief';
import { SEED_ARTISTS } from '../artists';
import { OUTPUT_SCHEMAS } from './outputSchemas.generated';

const prompt: TaskPrompt = {
  system: 'Be brief.',
  messages: [{ role: 'user', content: 'a koi' }, { role: 'assistant', content: 'Where?' }, { role: 'user', content: 'forearm' }],
};
const openai = (model = 'gpt-6-luna') => ({ family: 'openai' as const, model });
const selfHosted = { family: 'openai-compatible' as const, model: 'llama3.2' };

describe('buildChatRequest for OpenAI reasoning models (Responses API)', () => {
  it('sends a persona reply with instructions, input, an explicit effort `none`, room for the answer and the spec temperature', () => {
    const built = buildChatRequest(openai(), 'persona_reply', prompt, { stream: true });
    expect(built.endpoint).toBe('responses');
    expect(built.stream).toBe(true);
    expect(built.body).toEqual({
      model: 'gpt-6-luna',
      instructions: 'Be brief.',
      input: prompt.messages,
      max_output_tokens: 600,
      store: false,
      reasoning: { effort: 'none' },
      temperature: 0.8,
      stream: true,
    });
    expect(built.body).not.toHaveProperty('max_tokens');
  });

  it('gives extraction effort `low`, no temperature (refused above `none`) and a strict JSON schema', () => {
    const built = buildChatRequest(openai(), 'extraction', prompt);
    expect(built.body).toMatchObject({
      reasoning: { effort: 'low' },
      max_output_tokens: 2000,
      text: { format: { type: 'json_schema', name: 'design_fields', strict: true, schema: OUTPUT_SCHEMAS.design_fields } },
    });
    expect(built.body).not.toHaveProperty('temperature');
    expect(built.stream).toBe(false);
  });

  it('never streams a task whose answer is not shown as it arrives', () => {
    expect(buildChatRequest(openai(), 'handoff', prompt, { stream: true }).body).not.toHaveProperty('stream');
  });

  it('moves to the nearest effort a model offers: gpt-5 has no `none`, o3 no `minimal`', () => {
    expect(buildChatRequest(openai('gpt-5'), 'persona_reply', prompt).body).toMatchObject({ reasoning: { effort: 'minimal' } });
    expect(buildChatRequest(openai('gpt-5'), 'persona_reply', prompt).body).not.toHaveProperty('temperature');
    expect(buildChatRequest(openai('o3-mini'), 'handoff', prompt).body).toMatchObject({ reasoning: { effort: 'low' } });
    expect(buildChatRequest(openai('gpt-5.4-mini'), 'persona_reply', prompt).body).toMatchObject({ reasoning: { effort: 'none' }, temperature: 0.8 });
  });

  it('sends a classic OpenAI model (gpt-4o-mini) no reasoning settings, the spec budget and temperature', () => {
    const body = buildChatRequest(openai('gpt-4o-mini'), 'persona_reply', prompt).body;
    expect(body).toMatchObject({ max_output_tokens: 150, temperature: 0.8 });
    expect(body).not.toHaveProperty('reasoning');
  });
});

describe('buildChatRequest for OpenAI-compatible servers (Chat Completions, classic)', () => {
  it('sends the system prompt first, max_tokens and temperature as spec §9 gives them', () => {
    const built = buildChatRequest(selfHosted, 'persona_reply', prompt, { stream: true });
    expect(built.endpoint).toBe('chat.completions');
    expect(built.body).toEqual({
      model: 'llama3.2',
      messages: [{ role: 'system', content: 'Be brief.' }, ...prompt.messages],
      max_tokens: 150,
      temperature: 0.8,
      stream: true,
    });
  });

  it('asks for the JSON tasks through response_format json_schema, with no reasoning settings', () => {
    const body = buildChatRequest(selfHosted, 'handoff', prompt).body;
    expect(body).toMatchObject({ max_tokens: 200, response_format: { type: 'json_schema', json_schema: { name: 'handoff', strict: true } } });
    expect(body).not.toHaveProperty('reasoning_effort');
    expect(body).not.toHaveProperty('max_completion_tokens');
  });
});

describe('task prompts', () => {
  it('builds the image prompt from the brief alone', () => {
    const built = buildTaskRequest(selfHosted, { task: 'image_prompt', slots: { ...EMPTY_SLOTS, keywords: 'koi' } }, [{ role: 'user', content: 'ignored' }]);
    const messages = built.body.messages as { role: string; content: string }[];
    expect(messages).toHaveLength(2);
    expect(messages[1].content).toContain('keywords: koi');
  });

  it('gives the assistant the directory, the chosen agent and the recent turns, ending with the new message', () => {
    const built = buildAgentRequest(openai(), { task: 'agent_reply', agent: 'artist', artists: SEED_ARTISTS }, {
      message: 'who does japanese?',
      user_id: 'u',
      conversation_history: [{ role: 'agent', message: 'Hi!', timestamp: '2026-12-01T10:00:00Z', agent: 'jess' }],
    });
    expect(built.body.instructions).toContain(SEED_ARTISTS[0].name);
    expect(built.body.instructions).toContain('answer as artist');
    expect(built.body.input).toEqual([{ role: 'assistant', content: '[jess] Hi!' }, { role: 'user', content: 'who does japanese?' }]);
    expect(built.body).toMatchObject({ text: { format: { name: 'agent_reply', strict: true } }, reasoning: { effort: 'low' } });
  });
});

describe("the Analyst's critique (a picture and the on-device figures)", () => {
  const image = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
  const figures = [{ role: 'user' as const, content: 'At 8 cm: fine detail will blur (finest gap 0.4 mm).' }];

  it('OpenAI: the Responses API with the picture as input_image beside the figures, effort low, a strict three-list schema', () => {
    const built = buildTaskRequest(openai(), { task: 'analyst_critique', image }, figures);
    expect(built.endpoint).toBe('responses');
    expect(built.body).toMatchObject({
      model: 'gpt-6-luna',
      input: [
        {
          role: 'user',
          content: [
            { type: 'input_text', text: figures[0].content },
            { type: 'input_image', image_url: image, detail: 'high' },
          ],
        },
      ],
      reasoning: { effort: 'low' },
      max_output_tokens: 4000,
      store: false,
      text: { format: { type: 'json_schema', name: 'analyst_critique', strict: true, schema: OUTPUT_SCHEMAS.analyst_critique } },
    });
    expect(built.body.instructions).toMatch(/never contradict them/);
    // Effort low: a reasoning model refuses any temperature.
    expect(built.body).not.toHaveProperty('temperature');
    expect(OUTPUT_SCHEMAS.analyst_critique.required).toEqual(['strengths', 'risks', 'suggestions']);
    expect(OUTPUT_SCHEMAS.analyst_critique.properties.risks).toMatchObject({ type: 'array', maxItems: 5, items: { type: 'string' } });
  });

  it('a self-hosted server: Chat Completions with an image_url part, max_tokens, temperature and response_format', () => {
    const built = buildTaskRequest(selfHosted, { task: 'analyst_critique', image }, figures);
    expect(built.endpoint).toBe('chat.completions');
    expect(built.body).toMatchObject({
      messages: [
        { role: 'system', content: expect.stringContaining('tattoo') },
        { role: 'user', content: [{ type: 'text', text: figures[0].content }, { type: 'image_url', image_url: { url: image, detail: 'high' } }] },
      ],
      max_tokens: 1200,
      temperature: 0.4,
      response_format: { type: 'json_schema', json_schema: { name: 'analyst_critique', strict: true } },
    });
  });

  it('sends only the last user message (the figures): earlier turns do not travel with the picture', () => {
    const built = buildTaskRequest(openai(), { task: 'analyst_critique', image }, [{ role: 'user', content: 'old' }, { role: 'assistant', content: 'x' }, ...figures]);
    expect(built.body.input).toHaveLength(1);
  });

  it('other tasks keep plain string content (no picture part)', () => {
    expect(buildChatRequest(openai(), 'persona_reply', prompt).body.input).toEqual(prompt.messages);
  });
});
