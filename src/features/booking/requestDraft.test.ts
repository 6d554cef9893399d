import { describe, expect, it } from 'vitest';
import { requestDetails, type RequestDraft } from './requestDraft';

const draft: RequestDraft = { idea: 'A fox', style: 'fine line', placement: 'forearm', width: '8', height: '10,5', lettering: 'Ruth', references: 'fox photo\n\n moon ', budget: '€300', notes: '' };

describe('requestDetails', () => {
  it('turns the form into the request details the server expects', () => {
    expect(requestDetails(draft, null)).toEqual({ ok: true, details: {
      design_id: null, idea: 'A fox', style: 'fine line', placement: 'forearm', size_cm: { width: 8, height: 10.5 }, lettering: 'Ruth', references: ['fox photo', 'moon'], budget: '€300',
    } });
  });

  it('names the field of each problem and keeps nothing half-parsed', () => {
    expect(requestDetails({ ...draft, width: 'eight' }, null)).toEqual({ ok: false, errors: { width: 'A number of centimetres from 0.1 to 100' } });
    expect(requestDetails({ ...draft, height: '' }, null)).toEqual({ ok: false, errors: { height: 'Give both width and height, or neither' } });
    expect(requestDetails({ ...draft, references: Array.from({ length: 11 }, (_, i) => `ref ${i}`).join('\n') }, null)).toEqual({ ok: false, errors: { references: 'At most 10 references' } });
    expect(requestDetails({ ...draft, width: '', height: '' }, null)).toMatchObject({ ok: true, details: { size_cm: null } });
  });
});
