// The meal photo with its nutrition drawn on: sharp decodes it (EXIF orientation applied,
// then every metadata block dropped), scales the longer side to at most 2048 px, and
// composites an SVG panel along the bottom: calories, the three macros, the grade badge in
// the card's colours, and "Organic" / "Seed-oil free" chips. Text is DejaVu Sans (the image
// installs fonts-dejavu-core; librsvg would otherwise pick whatever font it finds).
import sharp from 'sharp';
import type { NutritionGrade } from '../nutrition/quality.js';

export interface OverlayValues {
  name: string;
  calories: number;
  protein: number;
  carbs: number;
  fats: number;
  qualityScore: number;
  grade: NutritionGrade;
  isOrganic: boolean;
  isSeedOilFree: boolean;
}

export const MAX_SIDE = 2048;
/** Smaller photos are enlarged to this longer side first, so the panel's text stays readable (and fits). */
export const MIN_SIDE = 640;
/** The card's grade colours (green, blue, yellow, orange, red), as Chakra's 500 shades. */
export const GRADE_COLOURS: Record<NutritionGrade, string> = { A: '#38A169', B: '#3182CE', C: '#D69E2E', D: '#DD6B20', F: '#E53E3E' };

const escape = (text: string) => text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const fmt = (n: number) => (Math.round(n * 10) / 10).toString();

function panel(width: number, height: number, v: OverlayValues): string {
  const u = height / 10; // one unit of the panel's grid
  const font = `font-family="DejaVu Sans, sans-serif"`;
  const chips = [v.isOrganic ? 'Organic' : null, v.isSeedOilFree ? 'Seed-oil free' : null].filter((c): c is string => c !== null);
  let chipX = u * 0.8;
  const chipSvg = chips
    .map((label) => {
      const w = label.length * u * 0.62 + u * 1.2;
      const svg = `<rect x="${chipX}" y="${u * 7.2}" width="${w}" height="${u * 1.8}" rx="${u * 0.9}" fill="#2F855A"/><text x="${chipX + u * 0.6}" y="${u * 8.5}" ${font} font-size="${u * 1.1}" fill="#fff">${escape(label)}</text>`;
      chipX += w + u * 0.5;
      return svg;
    })
    .join('');
  const badge = u * 3.6;
  const name = v.name.length > 40 ? `${v.name.slice(0, 39)}…` : v.name;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#000" fill-opacity="0.68"/>
  <text x="${u * 0.8}" y="${u * 2}" ${font} font-size="${u * 1.3}" fill="#fff">${escape(name)}</text>
  <text x="${u * 0.8}" y="${u * 4.4}" ${font} font-size="${u * 2.2}" font-weight="bold" fill="#fff">${Math.round(v.calories)} kcal</text>
  <text x="${u * 0.8}" y="${u * 6.3}" ${font} font-size="${u * 1.2}" fill="#E2E8F0">Protein ${fmt(v.protein)}g · Carbs ${fmt(v.carbs)}g · Fats ${fmt(v.fats)}g</text>
  ${chipSvg}
  <circle cx="${width - badge * 0.75}" cy="${height / 2}" r="${badge / 2}" fill="${GRADE_COLOURS[v.grade]}"/>
  <text x="${width - badge * 0.75}" y="${height / 2 + u * 0.8}" text-anchor="middle" ${font} font-size="${u * 2.2}" font-weight="bold" fill="#fff">${v.grade}</text>
  <text x="${width - badge * 0.75}" y="${height / 2 + badge / 2 + u * 1.1}" text-anchor="middle" ${font} font-size="${u * 0.9}" fill="#fff">${Math.round(v.qualityScore)}/100</text>
</svg>`;
}

/** A JPEG of the photo with the panel; the photo's own metadata does not survive. */
export async function renderOverlay(photo: Buffer, values: OverlayValues): Promise<{ jpeg: Buffer; width: number; height: number }> {
  const upright = await sharp(photo, { limitInputPixels: 100_000_000 }).rotate().toBuffer({ resolveWithObject: true });
  const longer = Math.max(upright.info.width, upright.info.height);
  const side = longer > MAX_SIDE ? MAX_SIDE : longer < MIN_SIDE ? MIN_SIDE : longer;
  const base = await sharp(upright.data).resize(side, side, { fit: 'inside' }).toBuffer({ resolveWithObject: true });
  const { width, height } = base.info;
  // The panel is a band along the bottom, tall enough to read on a phone (and never taller than the photo).
  const panelHeight = Math.min(height, Math.max(80, Math.round(Math.min(height * 0.3, width * 0.22))));
  const svg = Buffer.from(panel(width, panelHeight, values));
  const jpeg = await sharp(base.data)
    .composite([{ input: svg, top: height - panelHeight, left: 0 }])
    .jpeg({ quality: 92 })
    .toBuffer();
  return { jpeg, width, height };
}
