/**
 * The Analyst's saved analysis (issue #35): what is stored with a design on the device (Dexie
 * `savedDesigns.analysis`) and on the server (`designs.analysis`, PUT /crm/designs/:id/analysis),
 * and what the booking hand-off reads through `analysisSummary` (src/engine/analysis/summary.ts).
 * docs/analyst.md describes every field.
 *
 * Figures only, no pixels: a saved analysis is a few kilobytes. Every string and list is bounded
 * and objects are strict, like the other /crm shapes. Pure (zod only).
 */
import { z } from 'zod';

/** Bumped when a field changes meaning; readers skip versions they do not know. */
export const ANALYSIS_VERSION = 1;

const text = z.string().trim().max(300);
const label = z.string().trim().min(1).max(80);
const share = z.number().min(0).max(1);
const mm = z.number().min(0).max(10_000);
const range = z.tuple([z.number().min(0).max(1_000), z.number().min(0).max(1_000)]);

export const analysisInputsSchema = z.strictObject({
  /** The design's longest side on the skin, in centimetres. */
  sizeCm: z.number().min(1).max(120),
  /** A pain-table zone id (src/engine/analysis/data/painZones.json). */
  zone: label,
  /** A skin-tone id (src/engine/analysis/data/skinTones.json). */
  skinTone: label,
  style: z.string().trim().max(80),
  colours: z.string().trim().max(120),
  /** Quoted words from the brief, shown letter by letter. */
  lettering: z.array(z.string().trim().min(1).max(60)).max(5),
  /** How much of the design's width the lettering spans (the letter height follows from it). */
  letteringWidthShare: z.number().min(0.05).max(1),
});

export const readabilityStatuses = ['clear', 'tight', 'blurs', 'no-detail'] as const;

export const readabilitySchema = z.strictObject({
  mmPerPx: z.number().positive().max(100),
  /** The finest spacing between lines (2% of the enclosed empty skin is this narrow or narrower). */
  finestGapMm: mm.nullable(),
  blurGapMm: mm,
  comfortableGapMm: mm,
  /** Share of the enclosed empty skin narrower than blurGapMm / comfortableGapMm. */
  shareUnderBlur: share,
  shareUnderComfortable: share,
  /** Where the finest detail sits ('upper left', 'centre', …), or null when nothing is tight. */
  region: z.string().max(40).nullable(),
  smallestEnclosedMm: mm.nullable(),
  enclosedUnderBlur: z.number().int().min(0).max(100_000),
  /** The smallest size (cm) at which the finest gap reaches blurGapMm / comfortableGapMm. */
  minReadableCm: z.number().min(0).max(10_000).nullable(),
  comfortableCm: z.number().min(0).max(10_000).nullable(),
  thinnestLineMm: mm.nullable(),
  medianLineMm: mm.nullable(),
  status: z.enum(readabilityStatuses),
});

export const familyShareSchema = z.strictObject({ family: label, share });

export const longevitySchema = z.strictObject({
  /** 0-100: how much of the design's contrast on this skin is left at ten years. */
  score: z.number().min(0).max(100),
  skinTone: label,
  darkShare: share,
  lightShare: share,
  fastFadingShare: share,
  fastFadingFamilies: z.array(label).max(12),
  /** Coverage-weighted mean WCAG contrast ratio of the ink against the skin. */
  contrastRatio: z.number().min(1).max(21),
  lowContrastShare: share,
  families: z.array(familyShareSchema).max(12),
});

export const styleNotesSchema = z.strictObject({
  guess: label,
  confidence: share,
  briefStyle: z.string().trim().max(80),
  reasons: z.array(text).max(4),
  /** Coefficient of variation of the line widths (0 = every line the same weight). */
  lineWeightCv: z.number().min(0).max(100).nullable(),
  fillShare: share,
  openShapes: z.number().int().min(0).max(100_000),
  specks: z.number().int().min(0).max(1_000_000),
  notes: z.array(text).max(6),
});

export const effortSchema = z.strictObject({
  zone: label,
  zoneLabel: label,
  painRange: range,
  hoursRange: range,
  sittings: z.number().int().min(1).max(100),
  sittingHours: z.number().min(0).max(24),
  inkedAreaCm2: z.number().min(0).max(1_000_000),
  colourAreaCm2: z.number().min(0).max(1_000_000),
});

export const tipKinds = ['spacing', 'enclosed', 'fading', 'contrast', 'thin-lines', 'open-shapes', 'specks', 'lettering', 'sittings', 'size'] as const;

export const tipSchema = z.strictObject({
  kind: z.enum(tipKinds),
  text,
  /** The measured reason, with its figure. */
  reason: text,
});

export const letteringProofSchema = z.strictObject({
  text: z.string().trim().min(1).max(60),
  letters: z.number().int().min(0).max(60),
  letterHeightMm: mm,
  minimumMm: mm,
  readable: z.boolean(),
});

/** The vision model's written critique (cloud, with a key): always marked as the model's. */
export const critiqueSchema = z.strictObject({
  model: label,
  strengths: z.array(text).max(6),
  risks: z.array(text).max(6),
  suggestions: z.array(text).max(6),
  createdAt: z.iso.datetime({ offset: true }),
});

export const savedAnalysisSchema = z.strictObject({
  version: z.literal(ANALYSIS_VERSION),
  analysedAt: z.iso.datetime({ offset: true }),
  subject: z.enum(['design', 'photo']),
  inputs: analysisInputsSchema,
  readability: readabilitySchema,
  longevity: longevitySchema,
  style: styleNotesSchema,
  effort: effortSchema,
  tips: z.array(tipSchema).max(3),
  lettering: z.array(letteringProofSchema).max(5),
  critique: critiqueSchema.nullable(),
}).describe('DesignAnalysis');

/** PUT /crm/designs/:designId/analysis: the analysis replaces the design's previous one. */
export const ANALYSIS_BODY_LIMIT_BYTES = 64 * 1024;

export type AnalysisInputs = z.infer<typeof analysisInputsSchema>;
export type Readability = z.infer<typeof readabilitySchema>;
export type ReadabilityStatus = (typeof readabilityStatuses)[number];
export type Longevity = z.infer<typeof longevitySchema>;
export type StyleNotes = z.infer<typeof styleNotesSchema>;
export type Effort = z.infer<typeof effortSchema>;
export type Tip = z.infer<typeof tipSchema>;
export type TipKind = (typeof tipKinds)[number];
export type LetteringProof = z.infer<typeof letteringProofSchema>;
export type Critique = z.infer<typeof critiqueSchema>;
export type SavedAnalysis = z.infer<typeof savedAnalysisSchema>;
