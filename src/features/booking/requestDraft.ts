/**
 * The request form's text fields → the request's details, checked with the server's own schema
 * (appointmentDetailsSchema), each problem named on its field. Sizes accept "8", "8.5" or "8,5".
 */
import { appointmentDetailsSchema, DESIGN_SIZE_MAX_CM, REFERENCES_MAX, type AppointmentDetails } from '@/engine/crm/schemas';

export interface RequestDraft {
  idea: string;
  style: string;
  placement: string;
  width: string;
  height: string;
  lettering: string;
  /** One reference per line. */
  references: string;
  budget: string;
  notes: string;
}

type Errors = Partial<Record<keyof RequestDraft, string>>;

function centimetres(text: string): number | null | 'bad' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 && value <= DESIGN_SIZE_MAX_CM ? value : 'bad';
}

export function requestDetails(draft: RequestDraft, designId: string | null): { ok: true; details: AppointmentDetails } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const width = centimetres(draft.width);
  const height = centimetres(draft.height);
  const sizeProblem = `A number of centimetres from 0.1 to ${DESIGN_SIZE_MAX_CM}`;
  if (width === 'bad') errors.width = sizeProblem;
  if (height === 'bad') errors.height = sizeProblem;
  if (width !== 'bad' && height !== 'bad' && (width === null) !== (height === null)) {
    errors[width === null ? 'width' : 'height'] = 'Give both width and height, or neither';
  }
  const references = draft.references.split('\n').map((line) => line.trim()).filter(Boolean);
  if (references.length > REFERENCES_MAX) errors.references = `At most ${REFERENCES_MAX} references`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = appointmentDetailsSchema.safeParse({
    design_id: designId, idea: draft.idea, style: draft.style, placement: draft.placement, lettering: draft.lettering, budget: draft.budget, references,
    size_cm: typeof width === 'number' && typeof height === 'number' ? { width, height } : null,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'idea') as keyof RequestDraft;
      errors[key in draft ? key : 'notes'] = issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, details: parsed.data };
}
