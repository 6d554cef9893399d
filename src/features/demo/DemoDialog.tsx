import { useRef, useState, type FormEvent } from 'react';
import { submitDemoRequest, type DemoSendOutcome } from '@/sync/demoRequests';
import { toast } from '@/shared/toast/toastStore';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { ModalDialog } from '@/shared/ui/ModalDialog';
import { TextAreaField, TextField } from '@/shared/ui/FormField';
import {
  DEMO_FIELD_MAX,
  DEMO_QUEUED_OFFLINE_TOAST,
  DEMO_QUEUED_UNREACHABLE_TOAST,
  DEMO_REFUSED_TOAST,
  DEMO_SUCCESS_TOAST,
  EMPTY_DEMO_FORM,
  firstInvalidField,
  localIsoDate,
  validateDemoForm,
  type DemoForm,
  type DemoFormErrors,
} from './demoForm';

/**
 * 'Book Your Demo' (spec §2, §4; issue #20): validated with the server's rules, sent through the
 * outbox. Online, "booked" is said only once the server has it; offline (or server unreachable)
 * it is kept and sent later, and the toast says so. Focus starts on Name; after sending, the
 * dialog closes and the landing page gives focus back to the 'Book a Demo' button that opened it.
 */
export default function DemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form, setForm] = useState<DemoForm>(EMPTY_DEMO_FORM);
  const [errors, setErrors] = useState<DemoFormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const today = localIsoDate(new Date());

  const set = (field: keyof DemoForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [field]: e.target.value }));
    if (errors[field]) setErrors((errs) => ({ ...errs, [field]: undefined }));
  };

  const close = () => {
    if (submitting) return;
    setErrors({});
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateDemoForm(form, today);
    setErrors(found);
    const first = firstInvalidField(found);
    if (first) {
      // Move focus to the first field that needs attention.
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    const online = navigator.onLine;
    let outcome: DemoSendOutcome;
    try {
      outcome = await submitDemoRequest(form, { online });
    } catch (error) {
      // The device could not even keep it (storage full or blocked): nothing was sent or kept.
      console.error('Demo request could not be stored', error);
      setSubmitting(false);
      toast({ ...DEMO_REFUSED_TOAST, description: 'It could not be saved on this device. Please try again.', variant: 'destructive' });
      return;
    }
    setSubmitting(false);
    if (outcome === 'refused') {
      // Keep what they typed: they fix and send again.
      toast({ ...DEMO_REFUSED_TOAST, variant: 'destructive' });
      return;
    }
    if (outcome === 'sent') toast({ ...DEMO_SUCCESS_TOAST, variant: 'success' });
    else toast({ ...(online ? DEMO_QUEUED_UNREACHABLE_TOAST : DEMO_QUEUED_OFFLINE_TOAST), variant: 'default' });
    setForm(EMPTY_DEMO_FORM);
    onClose();
  };

  return (
    <ModalDialog
      open={open}
      onClose={close}
      size="lg"
      title="Book Your Demo"
      description="Schedule a personalized demo to see InkClarity in action and learn how it can transform your tattoo design process."
    >
      <form ref={formRef} noValidate onSubmit={submit} className="mt-6 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField label="Name" name="name" autoComplete="name" autoFocus value={form.name} onChange={set('name')} error={errors.name} maxLength={DEMO_FIELD_MAX.name} />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" value={form.email} onChange={set('email')} error={errors.email} maxLength={DEMO_FIELD_MAX.email} />
        <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={set('phone')} error={errors.phone} maxLength={DEMO_FIELD_MAX.phone} />
        <TextField label="Preferred date" name="preferredDate" type="date" min={today} value={form.preferredDate} onChange={set('preferredDate')} error={errors.preferredDate} />
        <TextField label="Preferred time" name="preferredTime" type="time" value={form.preferredTime} onChange={set('preferredTime')} error={errors.preferredTime} />
        <div className="sm:col-span-2">
          <TextAreaField label="Message (optional)" name="message" rows={3} value={form.message} onChange={set('message')} error={errors.message} maxLength={DEMO_FIELD_MAX.message} />
        </div>
        {/* DOM order = visual order in every layout (phone: Cancel above Book Demo). */}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={close} disabled={submitting} className={buttonClasses('secondary')}>
            Cancel
          </button>
          <button type="submit" disabled={submitting} className={buttonClasses('primary')}>
            {submitting && <span className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
            {submitting ? 'Booking...' : 'Book Demo'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
