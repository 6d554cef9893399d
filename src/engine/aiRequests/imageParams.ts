/**
 * The one image-parameter builder, shared by the gateway and the browser's own key. The app's
 * Advanced Options are the spec's (Standard or HD; 1024x1024, 1792x1024, 1024x1792); each image
 * model family gets them in the words it accepts:
 * - GPT image models (the openai SDK's ImageGenerateParams doc, 2026-12): always base64, so no
 *   `response_format` ("Unsupported for GPT image models"; the API answers 400 "Unknown
 *   parameter: 'response_format'."), no `style` (same), quality `low` / `medium` / `high` / `auto`
 *   ("Invalid value: 'standard'. Supported values are: 'low', 'medium', 'high', and 'auto'."), and
 *   the standard sizes `1024x1024`, `1536x1024`, `1024x1536`. Standard → medium, HD → high, and the
 *   1792-pixel side becomes 1536 (the nearest shape they draw).
 * - DALL·E-style servers (dall-e-3's own contract, still spoken by many OpenAI-compatible image
 *   servers): the spec's size and quality as they are, base64 asked for explicitly.
 */
import type { ImageQuality, ImageSize } from '../imageOptions';
import { imageModelKind } from './modelCapabilities';

export interface ImageParams {
  model: string;
  prompt: string;
  n: 1;
  size: string;
  quality: string;
  response_format?: 'b64_json';
}

const GPT_IMAGE_SIZES: Record<ImageSize, string> = { '1024x1024': '1024x1024', '1792x1024': '1536x1024', '1024x1792': '1024x1536' };
const GPT_IMAGE_QUALITIES: Record<ImageQuality, string> = { standard: 'medium', hd: 'high' };

export function buildImageParams(model: string, request: { prompt: string; size: ImageSize; quality: ImageQuality }): ImageParams {
  if (imageModelKind(model) === 'gpt-image') {
    return { model, prompt: request.prompt, n: 1, size: GPT_IMAGE_SIZES[request.size], quality: GPT_IMAGE_QUALITIES[request.quality] };
  }
  return { model, prompt: request.prompt, n: 1, size: request.size, quality: request.quality, response_format: 'b64_json' };
}
