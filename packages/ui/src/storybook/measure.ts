/**
 * What the stories measure in the browser as a reader's eye would: the contrast between two computed
 * colours (WCAG 2.2's relative luminance) and whether two boxes overlap.
 */

/** The channels of a computed colour (`rgb(140, 47, 57)` or `rgba(…)`), 0–255. */
function channels(computed: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (computed.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b];
}

function luminance(computed: string): number {
  const [r, g, b] = channels(computed).map((value) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two computed colours, from 1 to 21. */
export function contrastRatio(one: string, other: string): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
