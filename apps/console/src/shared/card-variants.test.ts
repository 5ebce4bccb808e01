import { describe, expect, it } from 'vitest';
import { cardBackground } from './card-variants';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG contrast ratio of two colours. */
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('cardBackground', () => {
  it('cycles through four variants', () => {
    expect(cardBackground(4, 'light')).toBe(cardBackground(0, 'light'));
    expect(new Set([0, 1, 2, 3].map((i) => cardBackground(i, 'dark'))).size).toBe(4);
  });

  it("keeps each theme's text readable on every card (contrast at least 4.5:1)", () => {
    // antd's text colours, opaque: rgba(0,0,0,0.88) in the light theme, rgba(255,255,255,0.85) in the dark one.
    for (let i = 0; i < 4; i += 1) {
      expect(contrast(cardBackground(i, 'light'), '#1f1f1f')).toBeGreaterThan(4.5);
      expect(contrast(cardBackground(i, 'dark'), '#d9d9d9')).toBeGreaterThan(4.5);
    }
  });
});
