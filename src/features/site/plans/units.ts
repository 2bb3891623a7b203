/** Centimetres are plenty for a drawing in metres, and keep the inline SVG small (no 70.63000000000001). */
export const cm = (v: number) => Math.round(v * 100) / 100;
