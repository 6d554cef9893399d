/**
 * What drives the price of a tattoo. Rates vary enormously by city and artist; the figures are
 * the common ranges in North American and European shops, stated as ranges on purpose.
 */
import type { TattooSize } from '../designBrief';
import { sessionHours } from './sizes';

export const COST_DRIVERS: readonly { driver: string; why: string }[] = [
  { driver: 'Size', why: 'more skin means more hours — hours are most of the price.' },
  { driver: 'Detail and style', why: 'realism, irezumi and dense geometry take far longer than bold linework.' },
  { driver: 'Colour', why: 'packing and blending colour adds time compared with black only.' },
  { driver: 'Placement', why: 'ribs, hands, feet and stretchy or bony spots are slower to tattoo.' },
  { driver: 'The artist', why: 'experience, demand and waiting list set the hourly rate.' },
  { driver: 'Location', why: 'big-city studios charge more than small-town shops.' },
  { driver: 'Custom drawing', why: 'a custom design costs more than picking flash off the wall.' },
];

/** Typical hourly rate range of established studios (USD/EUR). */
export const HOURLY_RATE_RANGE: readonly [number, number] = [100, 250];
/** Typical shop minimum: even a tiny tattoo pays for setup, needles and sterile supplies. */
export const SHOP_MINIMUM_RANGE: readonly [number, number] = [60, 150];

/** Rough price range for a size in a style: hours × typical hourly rates, never below the shop minimum. */
export function estimateCost(size: TattooSize, style?: string): readonly [number, number] {
  const [loHours, hiHours] = sessionHours(size, style);
  const lo = Math.max(loHours * HOURLY_RATE_RANGE[0], SHOP_MINIMUM_RANGE[0]);
  const hi = Math.max(hiHours * HOURLY_RATE_RANGE[1], SHOP_MINIMUM_RANGE[1]);
  const roundTo = (value: number): number => Math.round(value / 10) * 10;
  return [roundTo(lo), roundTo(hi)];
}
