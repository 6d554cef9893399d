import { describe, expect, it, vi } from 'vitest';
import { CRM_ERROR_MESSAGES, CrmError, crmWrites, fetchConsultations, sendCrmWrite } from './crm';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const consultation = { id: '6f1c4d2e-8a8b-4c1e-9f57-2b8f1c9d0a11', user_id: 'u1', topic: 'Sleeve', agent: 'jess', date: '2026-11-22', notes: '' };

describe('CRM client', () => {
  it('sends the token and Idempotency-Key, and returns the server copy checked by the shared schema', async () => {
    const fetchMock = vi.fn(async () => json(consultation, 201));
    const write = crmWrites.saveConsultation({ topic: 'Sleeve', agent: 'jess', date: '2026-11-22' });
    const saved = await sendCrmWrite(write, { token: 'tok', idempotencyKey: 'key-1', fetch: fetchMock, baseUrl: 'http://api' });
    expect(saved).toEqual(consultation);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/crm/consultation');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok', 'Idempotency-Key': 'key-1', 'Content-Type': 'application/json' });
  });

  it('a status change is a PUT with the status in the query and no body', async () => {
    const fetchMock = vi.fn(async () => json({ ...consultation, type: 't', artist: 'a', status: 'confirmed', time: '10:00' }));
    await sendCrmWrite(crmWrites.updateAppointment('a/1', 'confirmed'), { token: 't', idempotencyKey: 'k', fetch: fetchMock, baseUrl: '' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/crm/appointments/a%2F1?status=confirmed');
    expect(init).toMatchObject({ method: 'PUT', body: undefined });
  });

  it('fails with the spec’s record-call sentence, keeping status, code and Retry-After', async () => {
    const fetchMock = vi.fn(async () => json({ error: { code: 'rate_limited', message: 'Slow down' } }, 429, { 'Retry-After': '7' }));
    const error = await fetchConsultations('u1', { token: 't', fetch: fetchMock, baseUrl: '' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CrmError);
    expect((error as CrmError).message).toBe('Failed to load consultations. Please try again!');
    expect((error as CrmError).cause).toMatchObject({ kind: 'http', status: 429, code: 'rate_limited', serverMessage: 'Slow down', retryAfterMs: 7_000 });
  });

  it('a 2xx that is not the promised shape is an error, not data', async () => {
    const fetchMock = vi.fn(async () => json([{ ...consultation, topic: 42 }]));
    const error = await fetchConsultations('u1', { token: 't', fetch: fetchMock, baseUrl: '' }).catch((e: unknown) => e);
    expect((error as CrmError).cause.kind).toBe('invalid');
  });

  it('has every sentence of spec §8 "Record calls" word for word', () => {
    expect(Object.values(CRM_ERROR_MESSAGES)).toEqual(expect.arrayContaining([
      'Failed to load user profile. Please try again!', 'Failed to update user profile. Please try again!',
      'Failed to save consultation. Please try again!', 'Failed to load consultations. Please try again!',
      'Failed to save design. Please try again!', 'Failed to load designs. Please try again!',
      'Failed to create appointment. Please try again!', 'Failed to load appointments. Please try again!',
      'Failed to update appointment. Please try again!',
    ]));
  });
});
