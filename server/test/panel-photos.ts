/**
 * Photos of pack panels for tests and the bench (never shipped): printed panels (packages/label/src/test/panels.ts)
 * drawn from SVG text in the DejaVu fonts, then degraded as a phone camera would: tilt (perspective), rotation, blur,
 * uneven light, sensor noise and JPEG compression.
 */
import sharp from 'sharp';
import type { PrintedPanel } from '../../packages/label/src/test/panels.ts';

export const PANEL_FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Condensed', 'DejaVu Sans Mono'] as const;
export type PanelFont = (typeof PANEL_FONTS)[number];

export interface PanelStyle {
  font: PanelFont;
  /** Letter size in px. */
  size: number;
  /** Thin rules between table rows, as many tables print them. */
  rules?: boolean;
  /** Panel colours: dark on light by default. */
  ink?: string;
  paper?: string;
}

const esc = (t: string): string => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Rough advance of a character in em for each font, to size the panel and place table columns. */
const ADVANCE: Record<PanelFont, number> = {
  'DejaVu Sans': 0.62,
  'DejaVu Serif': 0.64,
  'DejaVu Sans Condensed': 0.56,
  'DejaVu Sans Mono': 0.61,
};

/** A line of running text with its words in capitals set in bold, as packs emphasise allergens. */
function textLine(text: string, bold: boolean): string {
  if (bold) return `<tspan font-weight="bold">${esc(text)}</tspan>`;
  const mixed = /\p{Ll}/u.test(text);
  return text
    .split(/(\s+)/)
    .map((w) => (mixed && /^\p{Lu}{3,}\p{P}*$/u.test(w) ? `<tspan font-weight="bold">${esc(w)}</tspan>` : esc(w)))
    .join('');
}

/** Draws a printed panel: running text left-aligned, table cells in right-aligned columns after the row name. */
export async function renderPanel(panel: PrintedPanel, style: PanelStyle): Promise<Buffer> {
  const { font, size } = style;
  const em = size * ADVANCE[font];
  const lineHeight = Math.round(size * 1.45);
  const margin = Math.round(size * 1.2);
  const table = panel.rows.some((r) => r.cells.length > 1);
  const columns = Math.max(...panel.rows.map((r) => r.cells.length));
  const nameWidth = Math.max(...panel.rows.filter((r) => r.cells.length > 1).map((r) => r.cells[0]!.length), 0) * em;
  const columnWidths = Array.from({ length: columns }, (_, c) =>
    c === 0
      ? 0
      : Math.max(...panel.rows.map((r) => (r.cells.length > 1 ? (r.cells[c]?.length ?? 0) : 0))) * em + 2 * em,
  );
  const textWidth = Math.max(...panel.rows.filter((r) => r.cells.length === 1).map((r) => r.cells[0]!.length), 0) * em;
  const width = Math.ceil(Math.max(textWidth, nameWidth + columnWidths.reduce((a, b) => a + b, 0)) + 2 * margin);
  const height = lineHeight * panel.rows.length + 2 * margin;
  const parts: string[] = [];
  panel.rows.forEach((row, i) => {
    const y = margin + lineHeight * (i + 0.75);
    const weight = row.bold ? 'bold' : 'normal';
    if (row.cells.length === 1 || !table) {
      parts.push(
        `<text x="${margin}" y="${y}" font-weight="${weight}">${textLine(row.cells.join(' '), !!row.bold)}</text>`,
      );
      return;
    }
    parts.push(`<text x="${margin}" y="${y}" font-weight="${weight}">${esc(row.cells[0] ?? '')}</text>`);
    let x = margin + nameWidth;
    for (let c = 1; c < row.cells.length; c++) {
      x += columnWidths[c]!;
      parts.push(`<text x="${x}" y="${y}" text-anchor="end" font-weight="${weight}">${esc(row.cells[c] ?? '')}</text>`);
    }
    if (style.rules && i > 0) {
      const ruleY = margin + lineHeight * i + Math.round(lineHeight * 0.05);
      parts.push(
        `<line x1="${margin}" y1="${ruleY}" x2="${width - margin}" y2="${ruleY}" stroke="${style.ink ?? '#222'}" stroke-width="1"/>`,
      );
    }
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="${style.paper ?? '#fbf8f0'}"/>` +
    `<g font-family="${font}" font-size="${size}" fill="${style.ink ?? '#222'}">${parts.join('')}</g></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Deterministic PRNG (mulberry32), so generated photos are identical between runs. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Degradation {
  /** Camera tilt in degrees (0–10): one edge of the panel nearer the lens than the other. */
  tilt?: number;
  /** In-plane rotation in degrees. */
  rotate?: number;
  /** Gaussian blur sigma. */
  blur?: number;
  /** Light falling off across the panel: 0 none, 0.5 the far side at half brightness. */
  unevenLight?: number;
  /** Sensor noise amplitude (0–255 scale). */
  noise?: number;
  /** JPEG quality of the photo. */
  quality?: number;
  seed?: number;
}

/**
 * A phone photo of a panel: the panel on a darker surface, tilted away from the camera (a perspective warp: the far
 * edge shorter), rotated, under uneven light, blurred, with noise, saved as JPEG.
 */
export async function panelPhoto(panelPng: Buffer, d: Degradation = {}): Promise<Buffer> {
  const rand = prng(d.seed ?? 1);
  const margin = 60;
  let img = sharp(panelPng).extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#6b6258' });
  if (d.rotate) img = sharp(await img.png().toBuffer()).rotate(d.rotate, { background: '#6b6258' });
  const { data, info } = await img.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  // Perspective: the top edge is shrunk by the tilt, rows are mapped back by inverse interpolation.
  const shrink = Math.sin(((d.tilt ?? 0) * Math.PI) / 180) * 0.9;
  const out = Buffer.alloc(data.length);
  const light = d.unevenLight ?? 0;
  const noise = d.noise ?? 0;
  for (let y = 0; y < height; y++) {
    const v = y / (height - 1);
    // Fraction of the width the row spans after the tilt: 1 - shrink at the top, 1 at the bottom.
    const span = 1 - shrink * (1 - v);
    // Rows nearer the far edge are compressed too.
    const sy = Math.min(height - 1, Math.max(0, (v + (shrink / 2) * v * (1 - v)) * (height - 1)));
    for (let x = 0; x < width; x++) {
      const u = (x / (width - 1) - 0.5) / span + 0.5;
      const i = (y * width + x) * channels;
      if (u < 0 || u > 1) {
        out[i] = 90;
        out[i + 1] = 82;
        out[i + 2] = 74;
        continue;
      }
      const sx = u * (width - 1);
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const shade = 1 - light * (x / width) * (0.6 + 0.4 * (y / height));
      const n = noise ? (rand() - 0.5) * 2 * noise : 0;
      for (let c = 0; c < channels; c++) {
        const p =
          data[(y0 * width + x0) * channels + c]! * (1 - fx) * (1 - fy) +
          data[(y0 * width + x1) * channels + c]! * fx * (1 - fy) +
          data[(y1 * width + x0) * channels + c]! * (1 - fx) * fy +
          data[(y1 * width + x1) * channels + c]! * fx * fy;
        out[i + c] = Math.max(0, Math.min(255, Math.round(p * shade + n)));
      }
    }
  }
  let photo = sharp(out, { raw: { width, height, channels } });
  if (d.blur && d.blur >= 0.3) photo = photo.blur(d.blur);
  return photo.jpeg({ quality: d.quality ?? 85 }).toBuffer();
}
