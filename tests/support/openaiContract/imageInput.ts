/**
 * Pictures in a chat request, as the providers accept and refuse them. Sources:
 * - Responses API: an `input_image` content part `{ type, image_url, detail }` where image_url is
 *   "a fully qualified URL or base64 encoded image in a data URL" and detail is one of `high`,
 *   `low`, `auto` or `original` (openai SDK 7.57 `ResponseInputImage` / `ImageDetail`, API reference).
 * - Chat Completions: an `image_url` content part `{ type, image_url: { url, detail? } }` with the
 *   same detail values (openai SDK `ChatCompletionContentPartImage`).
 * - The image types OpenAI reads: PNG, JPEG, WEBP, non-animated GIF (OpenAI's vision guide,
 *   "Image input requirements").
 * - A data URL of another type, or with no bytes, is a 400 naming the part: "Invalid
 *   'input[0].content[1].image_url'. Expected a base64-encoded data URL with an image MIME type
 *   (e.g. 'data:image/png;base64,aW1nIGJ5dGVzIGhlcmU='), but got unsupported MIME type
 *   'application/octet-stream'." (quoted in dickpy/dsh-imagegen#23; the empty-bytes variant in
 *   anomalyco/opencode#23983). Chat Completions words it "Invalid MIME type. Only image types are
 *   supported." with code `invalid_image_format` (quoted in langgenius/dify#11527).
 * - A picture sent to a model without vision: "Invalid content type. image_url is only supported
 *   by certain models." (roboflow/awesome-openai-vision-api-experiments#11); llama.cpp's server
 *   started without a vision projector answers "image input is not supported - hint: if this is
 *   unexpected, you may need to provide the mmproj" (its server README, "Multimodal").
 */
import type { CatalogueModel } from './catalogue';
import * as E from './errors';
import type { Refusal } from './errors';
import type { Profile } from './rules';

type Body = Record<string, unknown>;
const isRecord = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

const DETAILS = ['low', 'high', 'auto', 'original'];
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const DATA_URL = /^data:([^;,]*)(?:;[^,]*)?;base64,(.*)$/s;

/** A picture part found in a request: where it is, its URL and detail as sent. */
interface PicturePart {
  param: string;
  url: unknown;
  detail: unknown;
}

function picturesIn(list: unknown, listName: 'input' | 'messages'): PicturePart[] {
  if (!Array.isArray(list)) return [];
  const found: PicturePart[] = [];
  list.forEach((message, m) => {
    if (!isRecord(message) || !Array.isArray(message.content)) return;
    message.content.forEach((part, p) => {
      if (!isRecord(part)) return;
      const param = `${listName}[${m}].content[${p}]`;
      if (part.type === 'input_image') found.push({ param, url: part.image_url, detail: part.detail });
      if (part.type === 'image_url') {
        const inner = isRecord(part.image_url) ? part.image_url : {};
        found.push({ param, url: inner.url, detail: inner.detail });
      }
    });
  });
  return found;
}

const unsupportedMime = (param: string, mime: string) =>
  E.refusal(400, {
    message: `Invalid '${param}.image_url'. Expected a base64-encoded data URL with an image MIME type (e.g. 'data:image/png;base64,aW1nIGJ5dGVzIGhlcmU='), but got ${mime ? `unsupported MIME type '${mime}'` : 'empty base64-encoded bytes'}.`,
    type: 'invalid_request_error',
    param: `${param}.image_url`,
    code: 'invalid_value',
  });

const invalidImageFormat = () =>
  E.refusal(400, { message: 'Invalid MIME type. Only image types are supported.', type: 'invalid_request_error', param: null, code: 'invalid_image_format' });

const noVision = (profile: Profile, param: string) =>
  profile === 'openai'
    ? E.refusal(400, { message: 'Invalid content type. image_url is only supported by certain models.', type: 'invalid_request_error', param, code: null })
    : E.refusal(500, { message: 'image input is not supported - hint: if this is unexpected, you may need to provide the mmproj', type: 'server_error', param: null, code: null });

function checkUrl(part: PicturePart, endpoint: 'chat' | 'responses'): Refusal | null {
  if (typeof part.url !== 'string' || !part.url) return E.missingParameter(`${part.param}.image_url`);
  if (/^https:\/\//.test(part.url)) return null;
  const match = DATA_URL.exec(part.url);
  const mime = match?.[1].toLowerCase() ?? '';
  const bytes = match?.[2] ?? '';
  if (match && IMAGE_TYPES.includes(mime) && bytes.length > 0 && /^[A-Za-z0-9+/]+={0,2}$/.test(bytes)) return null;
  if (endpoint === 'chat') return invalidImageFormat();
  return unsupportedMime(part.param, match && bytes.length > 0 ? mime || 'text/plain' : '');
}

/**
 * The first refusal the pictures of a chat request earn, or null when they are all acceptable (or
 * there are none). A self-hosted server checks only that the model can see (it ignores `detail`).
 */
export function checkPictures(body: Body, model: CatalogueModel, profile: Profile, endpoint: 'chat' | 'responses'): Refusal | null {
  const parts = endpoint === 'chat' ? picturesIn(body.messages, 'messages') : picturesIn(body.input, 'input');
  for (const part of parts) {
    if (!model.vision) return noVision(profile, `${part.param}.type`);
    if (profile === 'self-hosted') continue;
    if (part.detail !== undefined && !DETAILS.includes(String(part.detail))) return E.invalidValue(`${part.param}.detail`, part.detail, DETAILS);
    const bad = checkUrl(part, endpoint);
    if (bad) return bad;
  }
  return null;
}
