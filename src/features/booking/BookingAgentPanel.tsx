import { Link } from 'react-router-dom';
import { openAssistant } from '@/shared/chat/assistantLauncher';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { BOOKING_AGENT_STEPS } from './directoryText';

/**
 * The Booking Agent (Pro): on Pro, a way into it; for everyone else, what it would do and how to
 * get Pro — never a dead end, since anyone signed in can request, reschedule and cancel here.
 */
export function BookingAgentPanel({ plan }: { plan: 'pro' | 'free' | 'checking' | 'unknown' | 'visitor' }) {
  if (plan === 'pro') {
    return (
      <section aria-labelledby="agent-heading" className="rounded-2xl border border-emerald-600/40 bg-emerald-50 p-5 dark:bg-emerald-950/30">
        <h2 id="agent-heading" className="text-xl font-black tracking-tight">Booking Agent</h2>
        <p className="mt-2 text-sm">Your plan includes the Booking Agent. Ask it in the assistant, for example “book me a session with Mara next week”:</p>
        <ul className="mt-3 list-disc pl-5 text-sm">{BOOKING_AGENT_STEPS.map((step) => <li key={step}>{step}</li>)}</ul>
        <button type="button" className={buttonClasses('primary', 'mt-4')} onClick={openAssistant}>Ask the Booking Agent</button>
      </section>
    );
  }
  return (
    <section aria-labelledby="agent-heading" className="rounded-2xl border border-blood-600/40 bg-blood-50 p-5 dark:bg-blood-950/30">
      <h2 id="agent-heading" className="text-xl font-black tracking-tight">Booking Agent is a Pro feature</h2>
      <p className="mt-2 text-sm">{plan === 'checking' ? 'Checking your plan…' : plan === 'unknown' ? 'Your plan shows once you’re back online. With Pro, the Booking Agent does this for you from the chat:' : 'With Pro, the Booking Agent does this for you from the chat:'}</p>
      <ul className="mt-3 list-disc pl-5 text-sm">{BOOKING_AGENT_STEPS.map((step) => <li key={step}>{step}</li>)}</ul>
      <p className="mt-3 text-sm">
        {plan === 'visitor'
          ? 'Without Pro you can do every step yourself here: pick an artist and a time above, then sign in to send the request.'
          : 'On the free plan you do the same yourself on this page: request a time, reschedule or cancel it, and pay a deposit when one is due.'}
      </p>
      <h3 className="mt-4 text-sm font-bold">How to get Pro</h3>
      <p className="mt-1 text-sm">Pro comes with a studio’s InkClarity plan: ask the studio you book with to add your account. Running the demo yourself? The server’s <code>PRO_UIDS</code> setting puts accounts on Pro.</p>
      {plan === 'visitor' && <Link to="/signup" state={{ from: '/booking' }} className={buttonClasses('secondary', 'mt-4')}>Create an account</Link>}
    </section>
  );
}
