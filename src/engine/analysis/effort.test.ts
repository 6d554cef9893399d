import { describe, expect, it } from 'vitest';
import { BLACK, blocks } from '../../../tests/fixtures/drawnDesigns';
import { effortAt, tattooingHours } from './effort';
import { PAIN_ZONES, zoneForBrief } from './inputs';
import { measureDesign } from './measure';
import { millimetresPerPixel, readabilityAt } from './readability';

const design = measureDesign(blocks(BLACK), 'design').measurements;

function effortOn(zone: string, sizeCm = 12) {
  const mmPerPx = millimetresPerPixel(design, sizeCm);
  return effortAt(design, mmPerPx, zone, 'traditional', readabilityAt(design, sizeCm));
}

describe('pain and sittings', () => {
  it('ribs give a higher pain range than the outer forearm', () => {
    const ribs = effortOn('ribs').painRange;
    const forearm = effortOn('outer-forearm').painRange;
    expect(ribs[0]).toBeGreaterThan(forearm[0]);
    expect(ribs[1]).toBeGreaterThan(forearm[1]);
  });

  it('keeps sittings short on a painful zone', () => {
    expect(effortOn('ribs').sittingHours).toBeLessThan(effortOn('outer-forearm').sittingHours);
  });

  it('every zone has a sane range and maps from the brief', () => {
    for (const zone of PAIN_ZONES) {
      expect(zone.range[0]).toBeGreaterThanOrEqual(1);
      expect(zone.range[1]).toBeLessThanOrEqual(10);
      expect(zone.range[0]).toBeLessThanOrEqual(zone.range[1]);
    }
    expect(zoneForBrief('forearm')).toBe('outer-forearm');
    expect(zoneForBrief('ribs')).toBe('ribs');
    expect(zoneForBrief('somewhere else')).toBe('outer-forearm');
  });

  it('hours grow with the area: twice the size, four times the ink', () => {
    const small = tattooingHours(design, millimetresPerPixel(design, 10), 'traditional', false);
    const large = tattooingHours(design, millimetresPerPixel(design, 20), 'traditional', false);
    expect(large.inkedAreaCm2).toBeCloseTo(small.inkedAreaCm2 * 4, 0);
    expect(large.hours[1]).toBeGreaterThan(small.hours[1]);
  });

  it('takes more sittings when the hours outgrow one sitting', () => {
    expect(effortOn('outer-forearm', 12).sittings).toBe(1);
    expect(effortOn('outer-forearm', 60).sittings).toBeGreaterThan(1);
  });
});
