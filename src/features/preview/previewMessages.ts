/** Every string of the on-body preview screen, in one place so a copy change is one edit. */
export const PREVIEW_TITLE = 'Preview on skin';
export const PREVIEW_SUBTITLE = 'See the design on your own body before it is permanent.';
/** Said on the screen (issue #17): where the photo goes, plainly. */
export const PRIVACY_NOTE = 'Your photo never leaves this device. Everything is drawn here, on your device, and nothing is uploaded — unless you choose to share the picture.';
export const BACK_TO_STUDIO = 'Back to the studio';
export const MISSING_DESIGN = 'This design is not on this device. Open the studio to generate one or pick one from History.';
export const LOAD_FAILED = 'The preview could not be opened from this device’s storage. Please try again.';
export const NO_PHOTO = 'Take a photo of the spot, choose one from your device, or try a sample photo.';
export const PHOTO_FAILED = 'That photo could not be opened. Try a JPEG, PNG, WebP or HEIC photo.';
export const SAMPLE_OFFLINE = 'This sample photo is not on this device yet. Connect to the internet once to use it; after that it works offline.';
export const CAMERA_REFUSED = 'The camera is not available (permission was refused or no camera was found). You can still take a photo or choose one.';
export const STAGE_LABEL = 'Design placement on the photo';
export const STAGE_HELP =
  'Drag the design to move it; pinch to resize and turn it with two fingers, or drag the corner handle. Keyboard: arrow keys move (Shift for bigger steps), + and − resize, R turns clockwise and Shift+R back, F flips.';
export const SAVED_TITLE = 'Preview saved';
export const SAVE_FAILED = 'The picture could not be made. Please try again.';
export const previewFileName = (now: number) => `tattoo-preview-${now}.png`;
/** Why not the full size: previewImages.ts MAX_EXPORT_PIXELS (a 12 MP PNG takes seconds to encode). */
export const SAVE_SIZE_NOTE = 'The picture is saved as a PNG at your photo’s size, up to 2.4 megapixels (larger than a phone screen shows it).';
