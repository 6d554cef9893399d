/**
 * Pain and sittings: the pain range of the zone (data/painZones.json, with its sources), and the
 * hours and sittings the design takes at this size: its inked area in cm², black-and-grey and
 * colour at their rates (data/sittings.json), times the style's time factor
 * (src/engine/knowledge/styles.ts) and a factor for fine detail.
 */
import type { Effort, Readability } from '../contracts/analysis';
import { styleProfile } from '../knowledge/styles';
import sittings from './data/sittings.json';
import { painZone } from './inputs';
import type { DesignMeasurements } from './measure';

export const SITTING_SOURCES = sittings.sources;

const roundHalf = (hours: number) => Math.round(hours * 2) / 2;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Tattooing hours, [low, high], and the inked areas they come from. */
export function tattooingHours(m: DesignMeasurements, mmPerPx: number, style: string, fineDetail: boolean) {
  const inkedAreaCm2 = (m.inkPixels * mmPerPx * mmPerPx) / 100;
  const black = (m.families.black ?? 0) + (m.families.grey ?? 0);
  const colourAreaCm2 = inkedAreaCm2 * Math.max(0, 1 - black);
  const blackAreaCm2 = inkedAreaCm2 - colourAreaCm2;
  const styleFactor = styleProfile(style)?.timeFactor ?? 1;
  const lining = blackAreaCm2 / sittings.blackCm2PerHour + colourAreaCm2 / sittings.colourCm2PerHour;
  const middle = lining * styleFactor * (fineDetail ? sittings.fineDetailFactor : 1);
  const [lowFactor, highFactor] = sittings.rangeFactors;
  const low = Math.max(sittings.minimumHours, roundHalf(middle * lowFactor));
  const high = Math.max(low, sittings.minimumHours, roundHalf(middle * highFactor));
  return { hours: [low, high] as [number, number], inkedAreaCm2: round1(inkedAreaCm2), colourAreaCm2: round1(colourAreaCm2) };
}

export function effortAt(m: DesignMeasurements, mmPerPx: number, zoneId: string, style: string, readability: Readability): Effort {
  const zone = painZone(zoneId);
  const fineDetail = readability.status === 'blurs' || readability.status === 'tight';
  const { hours, inkedAreaCm2, colourAreaCm2 } = tattooingHours(m, mmPerPx, style, fineDetail);
  const sittingHours = zone.range[1] >= sittings.painfulFrom ? sittings.painfulSittingHours : sittings.sittingHours;
  return {
    zone: zone.id,
    zoneLabel: zone.label,
    painRange: [zone.range[0], zone.range[1]],
    hoursRange: hours,
    sittings: Math.max(1, Math.ceil(hours[1] / sittingHours)),
    sittingHours,
    inkedAreaCm2,
    colourAreaCm2,
  };
}
