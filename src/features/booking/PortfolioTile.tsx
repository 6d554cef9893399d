import { useMemo } from 'react';
import { renderDesignSvg } from '@/engine/render/renderDesign';
import type { DesignSlots } from '@/engine/designBrief';

/** A portfolio piece drawn by the on-device renderer (the directory has no photos). */
export function PortfolioTile({ brief, seed, label }: { brief: DesignSlots; seed: number; label: string }) {
  const src = useMemo(() => {
    const { svg } = renderDesignSvg(brief, { seed, size: '1024x1024', quality: 'standard' });
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  }, [brief, seed]);
  return <img src={src} alt={label} width={96} height={96} loading="lazy" className="size-24 rounded-lg border border-ink-200 bg-white object-cover dark:border-ink-700" />;
}
