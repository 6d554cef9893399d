/**
 * 'Save to profile' for a generated design (issue #12). The logic lives in src/sync/savedImages.ts,
 * shared with the Analyst (issue #35), which saves a design together with its analysis.
 */
export { savedImageIds, savedImagesKey, saveImageToProfile } from '@/sync/savedImages';
