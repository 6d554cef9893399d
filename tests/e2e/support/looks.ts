/**
 * The looks every screen is checked in (DESIGN.md: phone 390×844 and desktop 1440×900, light and
 * dark), shared by the screenshot and axe specs so each takes the same set.
 */
export const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

export const THEMES = ['light', 'dark'] as const;
