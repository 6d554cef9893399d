import type { AgentIcon } from './landingContent';

/** Line icons drawn for the how-it-works steps (24×24, stroke = currentColor). */
const PATHS: Record<AgentIcon, string> = {
  chat: 'M4 5h16v10H9l-5 4zM8 9h8M8 12h5',
  guide: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm3.5 5.5-2 5-5 2 2-5z',
  pen: 'M4 20l4-1 10-10-3-3L5 16zM14 7l3 3M4 20h7',
  analyze: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5 20 20M7.5 12l2-3 2 2 2-3',
  preview: 'M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3v3H8z',
  heal: 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10zM12 10v5M9.5 12.5h5',
};

export function AgentIconGlyph({ icon, className = 'size-6' }: { icon: AgentIcon; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} />
    </svg>
  );
}
