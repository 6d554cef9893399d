import { Suspense, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { appConfig } from '@/shared/config';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { AgentIconGlyph } from './AgentIconGlyph';
import { BRAND_THEMES, CLOSING_CTA_TEXT, HOW_IT_WORKS, TAGLINE } from './landingContent';

/** The demo-booking dialog, supplied by the app (features do not import each other). */
export interface DemoDialogProps {
  open: boolean;
  onClose: () => void;
}

const BRIEF_PREVIEW = [
  ['Style', 'Neo-traditional'],
  ['Body zone', 'Forearm'],
  ['Keywords', 'phoenix, rebirth, flames'],
  ['Size', 'Medium · 10–15 cm'],
  ['Colors', 'Black and grey'],
] as const;

const DEMO_BUTTON_CLASSES =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-white/25 px-6 py-3 text-base font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * Both 'Book a Demo' buttons take the same path (issue #20): the external scheduling page when
 * VITE_DEMO_BOOKING_URL is set, else the in-app form.
 */
function BookDemoButton({ onBookDemo }: { onBookDemo: (opener: HTMLElement) => void }) {
  if (appConfig.demoBookingUrl) {
    return (
      <a href={appConfig.demoBookingUrl} target="_blank" rel="noopener noreferrer" className={DEMO_BUTTON_CLASSES}>
        Book a Demo
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    );
  }
  return (
    <button type="button" onClick={(e) => onBookDemo(e.currentTarget)} className={DEMO_BUTTON_CLASSES}>
      Book a Demo
    </button>
  );
}

function Hero({ onBookDemo }: { onBookDemo: (opener: HTMLElement) => void }) {
  return (
    <section className="relative overflow-hidden bg-ink-950 text-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(229,56,59,0.28),transparent_55%)]" />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.15fr_0.85fr] lg:items-center lg:py-28">
        <div>
          <p className="mb-5 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-[0.18em] text-ink-200">
            AI tattoo design studio
          </p>
          <h1 className="font-display text-4xl font-black leading-[1.02] tracking-tight sm:text-6xl lg:text-7xl">
            {TAGLINE.split('. ').map((part, i, all) => (
              <span key={part} className={i === all.length - 1 ? 'block text-blood-400' : 'block'}>
                {i < all.length - 1 ? `${part}.` : part}
              </span>
            ))}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-200">
            The hardcore tattoo tool for anyone, from first-timers to collectors. Talk your idea through with AI helpers by
            text or voice, lock in the brief, and walk into the studio with a design you already love.
          </p>
          <div className="mt-9 flex flex-wrap gap-3">
            <Link to="/designer" className={buttonClasses('primary', '', 'lg')}>
              Start Designing
            </Link>
            <BookDemoButton onBookDemo={onBookDemo} />
          </div>
        </div>
        <div aria-hidden="true" className="mx-auto w-full max-w-md rotate-[1.5deg] rounded-2xl border border-white/10 bg-ink-900/80 p-6 shadow-[0_30px_80px_-20px_rgba(229,56,59,0.35)]">
          <div className="flex items-center justify-between">
            <p className="text-sm font-semibold text-ink-200">Design brief</p>
            <p className="text-sm font-bold text-blood-400">83%</p>
          </div>
          <div className="mt-3 h-2 overflow-hidden rounded-full bg-white/10">
            <div className="h-full w-[83%] rounded-full bg-blood-500" />
          </div>
          <dl className="mt-5 divide-y divide-white/10">
            {BRIEF_PREVIEW.map(([k, v]) => (
              <div key={k} className="flex justify-between gap-4 py-2.5 text-sm">
                <dt className="text-ink-300">{k}</dt>
                <dd className="font-semibold text-white">{v}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 rounded-xl bg-white/5 p-4 text-sm leading-relaxed text-ink-100">
            <span className="font-bold text-white">Expert Trainer: </span>
            Forearm is a great call for a phoenix — a 3 on the pain scale and the wings can wrap the arm. Want the flames
            to climb toward the wrist or the elbow?
          </div>
        </div>
      </div>
    </section>
  );
}

function HowItWorks() {
  return (
    <section aria-labelledby="how-it-works" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="max-w-2xl">
        <h2 id="how-it-works" className="font-display text-3xl font-black tracking-tight sm:text-5xl">
          How it works
        </h2>
        <p className="mt-4 text-lg text-ink-600 dark:text-ink-300">Seven specialist agents take you from a half-formed idea to a healed tattoo.</p>
      </div>
      <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {HOW_IT_WORKS.map((agent, index) => (
          <li
            key={agent.id}
            id={`agent-${agent.id}`}
            data-agent-id={agent.id}
            className="group relative flex flex-col rounded-2xl border border-ink-200 bg-white p-6 transition-shadow hover:shadow-lg dark:border-ink-800 dark:bg-ink-900"
          >
            <div className="flex items-center justify-between">
              <span className="grid size-12 place-items-center rounded-xl bg-ink-950 text-white dark:bg-white dark:text-ink-950">
                <AgentIconGlyph icon={agent.icon} />
              </span>
              <span className="font-display text-3xl font-black text-ink-400" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className="mt-5 flex flex-wrap items-center gap-2 text-lg font-bold">
              <span className="sr-only">Step {index + 1}: </span>
              {agent.title}
              {agent.pro && (
                <span className="rounded-full bg-blood-600 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider text-white">Pro</span>
              )}
            </h3>
            <p className="mt-1 text-sm font-semibold text-blood-700 dark:text-blood-400">{agent.subtitle}</p>
            <p className="mt-3 text-sm leading-relaxed text-ink-700 dark:text-ink-200">{agent.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function BrandThemes() {
  return (
    <section aria-labelledby="brand-themes" className="border-y border-ink-200 bg-ink-50 dark:border-ink-800 dark:bg-ink-900/40">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <h2 id="brand-themes" className="font-display text-3xl font-black tracking-tight sm:text-5xl">
          Brand themes
        </h2>
        <ul className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-ink-200 bg-ink-200 sm:grid-cols-2 lg:grid-cols-5 dark:border-ink-800 dark:bg-ink-800">
          {BRAND_THEMES.map((theme) => (
            <li key={theme.title} className="bg-white p-6 dark:bg-ink-950">
              <h3 className="text-lg font-black uppercase leading-tight tracking-tight">{theme.title}</h3>
              <p className="mt-3 text-sm leading-relaxed text-ink-700 dark:text-ink-200">{theme.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ClosingCallToAction({ onBookDemo }: { onBookDemo: (opener: HTMLElement) => void }) {
  return (
    <section aria-labelledby="closing-cta" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="relative overflow-hidden rounded-3xl bg-ink-950 px-6 py-14 text-center text-white ring-1 ring-inset ring-white/10 sm:px-12 dark:bg-ink-900">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_bottom,rgba(229,56,59,0.3),transparent_60%)]" />
        <div className="relative">
          <h2 id="closing-cta" className="font-display text-3xl font-black tracking-tight sm:text-5xl">
            Ready for ink without regrets?
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-ink-200">{CLOSING_CTA_TEXT}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/designer" className={buttonClasses('primary', '', 'lg')}>
              Start Designing
            </Link>
            <BookDemoButton onBookDemo={onBookDemo} />
          </div>
        </div>
      </div>
    </section>
  );
}

export default function LandingScreen({ DemoDialog }: { DemoDialog: ComponentType<DemoDialogProps> }) {
  const [demoOpen, setDemoOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const openDemo = (from: HTMLElement) => {
    opener.current = from;
    setDemoOpen(true);
  };
  // The dialog unmounts when it closes, before Headless UI can restore focus: give it back to the
  // button that opened it, so keyboard users go on from where they were (issue #20).
  const closeDemo = () => {
    setDemoOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <>
      <Hero onBookDemo={openDemo} />
      <HowItWorks />
      <BrandThemes />
      <ClosingCallToAction onBookDemo={openDemo} />
      {demoOpen && (
        <Suspense fallback={null}>
          <DemoDialog open={demoOpen} onClose={closeDemo} />
        </Suspense>
      )}
    </>
  );
}
