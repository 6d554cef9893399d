import { Link } from 'react-router-dom';
import { PROVIDER_LABELS, REPLY_NOTES } from '@/ai/messages';
import { AGENT_BY_ID } from '@/engine/agents/agents';
import type { AgentId } from '@/engine/types';
import { clockTime } from '@/shared/chat/clockTime';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import type { AssistantMessage } from './assistantPersistence';
import { BookingOfferActions } from './BookingOfferActions';
import { slotOffer, type SlotOffer } from './bookingOffer';

interface Props {
  message: AssistantMessage;
  busy: boolean;
  onTalkTo: (agent: AgentId) => void;
  onUseDesign: (messageId: string) => void;
}

const DESIGN_ROWS = [
  ['style', 'Style'],
  ['placement', 'Placement'],
  ['size', 'Size'],
] as const;

/**
 * One message with the parts of a reply (spec §3): cards, a design with 'Use in designer',
 * aftercare tips, and handoff suggestions as 'Talk to <agent>' actions. Everything is rendered as
 * text (React escapes it), so a message containing HTML or script shows literally.
 */
export function AssistantMessageItem({ message, busy, onTalkTo, onUseDesign }: Props) {
  const mine = message.role === 'user';
  const name = message.agent_name ?? (message.agent ? AGENT_BY_ID[message.agent].name : 'Jess');
  const design = message.design && DESIGN_ROWS.some(([key]) => message.design?.[key]) ? message.design : null;
  return (
    <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`} data-role={message.role} data-agent={message.agent} data-source={message.source}>
      <div
        className={`max-w-[90%] rounded-2xl px-3.5 py-2.5 text-sm shadow-sm sm:max-w-[85%] ${
          mine
            ? 'rounded-br-sm bg-ink-900 text-white dark:bg-ink-100 dark:text-ink-950'
            : message.failed
              ? 'rounded-bl-sm border border-blood-500/50 bg-blood-500/10 text-blood-700 dark:text-blood-400'
              : 'rounded-bl-sm bg-white dark:bg-ink-800'
        }`}
      >
        {!mine && <p className="mb-0.5 text-xs font-bold text-blood-700 dark:text-blood-400" data-testid="message-agent">{name}</p>}
        <p className="whitespace-pre-wrap break-words" data-testid="message-text">{message.content}</p>

        {message.cards && message.cards.length > 0 && (
          <ul className="mt-2 flex flex-col gap-2" aria-label="Details">
            {message.cards.map((card, i) => (
              <li key={i} className="rounded-lg border border-ink-200 px-3 py-2 dark:border-ink-700" data-testid="reply-card">
                <p className="font-semibold">{card.title}</p>
                <p className="text-ink-700 dark:text-ink-200">{card.description}</p>
                {card.href && slotOffer(card.href) ? (
                  <BookingOfferActions offer={slotOffer(card.href) as SlotOffer} artistName={card.title.split(' — ')[0]} href={card.href} />
                ) : card.href && (
                  <Link to={card.href} className="mt-1 inline-block font-semibold text-blood-700 underline dark:text-blood-400">
                    Book with {card.title.split(' — ')[0]}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        )}

        {design && (
          <div className="mt-2 rounded-lg border border-blood-500/40 bg-blood-500/5 px-3 py-2" data-testid="reply-design">
            <p className="font-semibold">Design concept</p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
              {DESIGN_ROWS.filter(([key]) => design[key]).map(([key, label]) => (
                <div key={key} className="contents">
                  <dt className="text-ink-600 dark:text-ink-300">{label}</dt>
                  <dd className="font-medium">{design[key]}</dd>
                </div>
              ))}
            </dl>
            {message.designUsed ? (
              <p className="mt-2 text-xs font-semibold text-emerald-700 dark:text-emerald-400" role="status">
                Added to your design brief.{' '}
                <Link to="/designer" className="underline underline-offset-2">
                  Open the designer
                </Link>
              </p>
            ) : (
              <button type="button" className={buttonClasses('secondary', 'mt-2 px-3 py-1.5 text-xs')} onClick={() => onUseDesign(message.id)}>
                Use in designer
              </button>
            )}
          </div>
        )}

        {message.aftercare && message.aftercare.tips.length > 0 && (
          <div className="mt-2" data-testid="reply-aftercare">
            <p className="font-semibold">Aftercare tips</p>
            <ul className="mt-1 list-disc pl-5">
              {message.aftercare.tips.map((tip, i) => (
                <li key={i}>{tip}</li>
              ))}
            </ul>
          </div>
        )}

        {message.handoff_suggestions && message.handoff_suggestions.length > 0 && (
          <ul className="mt-2 flex flex-col gap-1.5" aria-label="Other agents who can help">
            {message.handoff_suggestions.map((s) => (
              <li key={s.agent_id} className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  disabled={busy}
                  className={buttonClasses('secondary', 'px-3 py-1.5 text-xs')}
                  onClick={() => onTalkTo(s.agent_id)}
                >
                  Talk to {AGENT_BY_ID[s.agent_id].name}
                </button>
                <span className="text-xs text-ink-600 dark:text-ink-300">{s.reason}</span>
              </li>
            ))}
          </ul>
        )}

        <p className={`mt-1 flex flex-wrap gap-x-2 text-[0.7rem] ${mine ? 'text-white/75 dark:text-ink-600' : 'text-ink-600 dark:text-ink-300'}`}>
          <span>
            <span className="sr-only">{mine ? 'You' : name}, </span>
            <time dateTime={new Date(message.timestamp).toISOString()}>{clockTime(message.timestamp)}</time>
          </span>
          {message.source === 'on-device' && <span data-testid="answered-on-device">· {PROVIDER_LABELS['on-device']}</span>}
          {message.stopped && <span data-testid="reply-stopped">· {REPLY_NOTES.stopped}</span>}
        </p>
      </div>
      {message.modelFallback && (
        <p className="mt-1 max-w-[90%] text-[0.7rem] text-ink-600 sm:max-w-[85%] dark:text-ink-300" data-testid="cloud-fallback-note">
          {REPLY_NOTES.assistantFallback}
        </p>
      )}
    </li>
  );
}
