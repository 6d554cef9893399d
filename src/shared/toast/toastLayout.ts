/** Below this width the app is in its phone layout: toasts take the full width, one at a time. */
export const PHONE_MAX_WIDTH_PX = 640;

export function isPhone(viewportWidth: number): boolean {
  return viewportWidth < PHONE_MAX_WIDTH_PX;
}

export type ToastPlacement = 'bottom-end' | 'top-end' | 'bottom-start' | 'top-start';
