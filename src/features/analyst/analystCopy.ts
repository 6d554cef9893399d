/**
 * The Analyst screen's words in one place. The title and subtitle are the landing page's Analyst
 * Agent (spec §1): "upload reference or AI designs and get critique, style and technical
 * analysis, pain and session estimates, tips".
 */
export const ANALYST_TITLE = 'Analyst Agent';
export const ANALYST_SUBTITLE = 'Upload a reference or pick one of your designs: critique, style and technical analysis, pain and session estimates, tips.';
export const ON_DEVICE_NOTE = 'Measured on this device: no network and no key needed. Every figure says how it was computed.';
export const PHOTO_PRIVACY = 'Your photo stays on this device unless you save it to your profile.';
export const PICK_TITLE = 'What should the Analyst look at?';
export const UPLOAD_LABEL = 'Upload a reference photo';
export const UPLOAD_HINT = 'A photo or scan of a drawing, flash sheet or design. Crop it to the design for the fairest reading.';
export const YOUR_DESIGNS = 'Your designs';
export const NO_DESIGNS = 'No designs yet. Draw one in the Design Studio, or upload a reference photo.';
export const MISSING_SUBJECT = 'This design is not on this device any more.';
export const IMAGE_ON_SERVER = "This design's picture is kept on the server and this device is offline: connect once to analyse it.";
export const LOAD_FAILED = 'The image could not be opened. Try another file (JPEG, PNG or WebP).';
export const MEASURE_FAILED = 'The analysis could not run on this image.';
export const NO_INK = 'No ink found: the image looks empty. Try a photo where the design stands out from the paper or skin.';
export const MEASURING = 'Measuring the design…';
export const SAVED_TITLE = 'Analysis saved with the design';
export const SAVE_FAILED = 'Failed to save analysis. Please try again!';
export const SHARE_FAILED = 'The analysis image could not be made. Please try again.';
export const SHARE_FILE_PREFIX = 'inkclarity-analysis';
export const ESTIMATE_NOTE = 'Estimates from measurements and published rules of thumb, not a promise: your artist has the last word.';

export const STATUS_LABEL = {
  clear: 'Detail stays readable',
  tight: 'Detail is tight',
  blurs: 'Fine detail will blur',
  'no-detail': 'No detail found',
} as const;

// The written critique (a vision model, with a key): always marked as the model's.
export const CRITIQUE_TITLE = 'Critique';
export const CRITIQUE_LOADING = 'The model is looking at the design…';
export const CRITIQUE_NOTE = "The model's opinion, written from the picture and the figures above. The figures are measured on this device; this text is not.";
export const CRITIQUE_NO_KEY = 'A written critique by a vision model comes with an AI key (Settings). Everything above is measured on this device.';
export const CRITIQUE_OFFLINE = 'Offline: the written critique needs a connection. Nothing is lost — every figure here was measured on this device.';
export const CRITIQUE_FAILED = 'The model could not write a critique of this design. The on-device analysis above is complete.';
export const CRITIQUE_RETRY = 'Retry';
export const CRITIQUE_AGAIN = 'Ask again';
export const CRITIQUE_LISTS = { strengths: 'Strengths', risks: 'Risks', suggestions: 'Suggestions' } as const;
