import type { ThemeMode } from '../core/theme-mode';

/**
 * The 4 card colour variants (blue, green, amber, violet) the Services page and the dashboard's subscription panel
 * cycle through. Each theme has its own: the light pastels behind dark mode's light text made the cards unreadable.
 * The dark ones are antd's dark palettes' first steps (what its dark algorithm uses for colorInfoBg and the like).
 */
export const CARD_VARIANTS: Record<ThemeMode, readonly string[]> = {
  light: ['#e6f4ff', '#f6ffed', '#fff7e6', '#f9f0ff'],
  dark: ['#111a2c', '#162312', '#2b1d11', '#1a1325'],
};

/** The background of the index-th card in the given theme. */
export function cardBackground(index: number, mode: ThemeMode): string {
  const variants = CARD_VARIANTS[mode];
  return variants[index % variants.length]!;
}
