/**
 * The eight body zones of the design brief. Pain scores are the usual 1–10 ranges people report
 * (bony, thin-skinned and nerve-dense spots hurt most); every body and every day is different.
 */
import type { BodyZone, TattooSize } from '../designBrief';

export type ZoneAspect = 'tall' | 'wide' | 'square';
export type ZoneVisibility = 'high' | 'medium' | 'low';

export interface BodyZoneProfile {
  id: BodyZone;
  name: string;
  /** Typical pain, 1 (barely) to 10 (worst). */
  pain: number;
  painDescription: string;
  visibility: ZoneVisibility;
  visibilityNote: string;
  suitableSizes: readonly TattooSize[];
  /** Shape of the canvas: drives how designs are composed for the zone. */
  aspect: ZoneAspect;
  placementTip: string;
}

export const BODY_ZONE_PROFILES: Record<BodyZone, BodyZoneProfile> = {
  arm: {
    id: 'arm',
    name: 'upper arm',
    pain: 4,
    painDescription: 'The outer upper arm is one of the easiest spots (about 3–4/10); the inner bicep and the elbow ditch are more tender (5–7/10).',
    visibility: 'medium',
    visibilityNote: 'Shows with short sleeves, easy to cover with a shirt.',
    suitableSizes: ['small', 'medium', 'large', 'extra-large'],
    aspect: 'tall',
    placementTip: 'Wraps nicely around the arm; designs that flow vertically read best, and it can grow into a half or full sleeve later.',
  },
  back: {
    id: 'back',
    name: 'back',
    pain: 5,
    painDescription: 'Upper back and shoulder blades are moderate (4–5/10); directly over the spine and the lower back it climbs to 7–8/10.',
    visibility: 'low',
    visibilityNote: 'Hidden by almost any top — you will mostly see it in mirrors and photos.',
    suitableSizes: ['medium', 'large', 'extra-large'],
    aspect: 'tall',
    placementTip: 'The biggest flat canvas on the body: ideal for large, detailed or symmetrical pieces that need room.',
  },
  chest: {
    id: 'chest',
    name: 'chest',
    pain: 6,
    painDescription: 'The pecs are moderate (5–6/10); the sternum and collarbones sit right on bone and are among the sharpest spots (8/10).',
    visibility: 'low',
    visibilityNote: 'Covered by most shirts; open collars and swimwear show it.',
    suitableSizes: ['medium', 'large', 'extra-large'],
    aspect: 'wide',
    placementTip: 'A wide canvas: symmetrical designs and pieces that spread across both sides work best.',
  },
  leg: {
    id: 'leg',
    name: 'thigh / leg',
    pain: 4,
    painDescription: 'The outer and front thigh are among the least painful areas (3–4/10); the inner thigh and knee are much sharper (6–9/10).',
    visibility: 'low',
    visibilityNote: 'Mostly hidden; shows with shorts, skirts and swimwear.',
    suitableSizes: ['medium', 'large', 'extra-large'],
    aspect: 'tall',
    placementTip: 'The thigh is a large, stable, fleshy canvas — great for big illustrative or realistic pieces.',
  },
  shoulder: {
    id: 'shoulder',
    name: 'shoulder',
    pain: 4,
    painDescription: 'The shoulder cap and deltoid are mild (3–4/10); the bony top of the shoulder and the collarbone edge sting more.',
    visibility: 'medium',
    visibilityNote: 'Shows with tank tops, easy to cover with a T-shirt.',
    suitableSizes: ['small', 'medium', 'large'],
    aspect: 'square',
    placementTip: 'Round designs and shoulder caps fit the curve; it connects naturally to a sleeve or the back.',
  },
  forearm: {
    id: 'forearm',
    name: 'forearm',
    pain: 3,
    painDescription:
      'The outer forearm is one of the easiest places to get tattooed (2–3/10); ' +
      'the inner forearm is a little more sensitive (4/10) and the wrist more so (5–6/10).',
    visibility: 'high',
    visibilityNote: 'Visible most of the time — you will see it every day, and so will everyone else.',
    suitableSizes: ['small', 'medium', 'large'],
    aspect: 'tall',
    placementTip: 'Long and fairly flat: vertical designs read best, and the inner forearm is great for pieces you want to look at yourself.',
  },
  calf: {
    id: 'calf',
    name: 'calf / lower leg',
    pain: 4,
    painDescription: 'The calf muscle is fairly comfortable (3–4/10); the shin and ankle sit on bone and hurt more (6–7/10).',
    visibility: 'medium',
    visibilityNote: 'Shows with shorts and skirts, hidden by trousers.',
    suitableSizes: ['small', 'medium', 'large'],
    aspect: 'tall',
    placementTip: 'A good oval canvas for vertical pieces; the lower leg swells after long sessions, so rest it with your feet up.',
  },
  ribs: {
    id: 'ribs',
    name: 'ribs / side',
    pain: 8,
    painDescription: 'Among the most painful spots (7–9/10): thin skin over bone that moves with every breath.',
    visibility: 'low',
    visibilityNote: 'Private — hidden by almost everything except swimwear.',
    suitableSizes: ['small', 'medium', 'large'],
    aspect: 'tall',
    placementTip: 'Elegant for long, flowing designs down the side; plan shorter sessions, and remember weight changes can stretch the area.',
  },
};

export const zoneProfile = (zone: string): BodyZoneProfile | undefined =>
  (BODY_ZONE_PROFILES as Record<string, BodyZoneProfile | undefined>)[zone];
