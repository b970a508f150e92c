/** The theme's key colours, also read by the build for the install manifest (vite.config.ts). */
export const BRAND_COLORS = {
  primary: '#4f46e5',
  background: '#f6f7fb',
} as const;
