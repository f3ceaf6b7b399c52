// Author portraits: illustrated head and shoulders on a tinted round ground, in the artwork's palette. They are
// illustrations, not likenesses, and are shown at 64–96 px, so every shape is large and features are few.
import { tag } from './svg.ts';
import { colour } from './system.ts';

export interface Portrait {
  name: string;
  description: string;
  draw: () => string[];
}

interface Face {
  skin: string;
  /** The skin's shade: neck, ears' inner, nose. */
  shade: string;
  ground: string;
}

const path = (d: string, fill: string, extra: Record<string, string | number> = {}) => tag('path', { d, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) => tag('ellipse', { cx, cy, rx, ry, fill });

/** The shared parts: ground, neck, head, ears, and features (eyes, brows, nose, smile). */
function head(face: Face, features: { brow: string; eyes?: string }): { ground: string; neck: string; skull: string; features: string } {
  const eyes = features.eyes ?? colour.navy;
  return {
    ground: tag('rect', { width: 400, height: 400, fill: colour.surface }) + tag('circle', { cx: 200, cy: 200, r: 200, fill: face.ground }),
    neck: path('M168 230H232V300C232 318 168 318 168 300Z', face.shade),
    skull: ellipse(134, 196, 15, 22, face.shade) + ellipse(266, 196, 15, 22, face.shade) + ellipse(200, 182, 68, 84, face.skin),
    features: [
      path('M164 168Q176 160 188 167', 'none', { stroke: features.brow, 'stroke-width': 7, 'stroke-linecap': 'round' }),
      path('M212 167Q224 160 236 168', 'none', { stroke: features.brow, 'stroke-width': 7, 'stroke-linecap': 'round' }),
      ellipse(176, 189, 7, 8, eyes),
      ellipse(224, 189, 7, 8, eyes),
      path('M200 196Q194 214 200 220', 'none', { stroke: face.shade, 'stroke-width': 6, 'stroke-linecap': 'round' }),
      path('M182 236Q200 250 218 236', 'none', { stroke: '#8C3B3B', 'stroke-width': 7, 'stroke-linecap': 'round' }),
    ].join(''),
  };
}

/** Lead machine learning engineer, Paris: short dark hair, trimmed beard, round glasses, navy sweater over a collar. */
function julien(): string[] {
  const face = { skin: '#F2C9A9', shade: '#DDA57F', ground: '#D9DDFB' };
  const parts = head(face, { brow: '#3A2820' });
  return [
    parts.ground,
    path('M56 400C56 330 110 296 168 290H232C290 296 344 330 344 400Z', colour.navy),
    path('M168 290L200 330L232 290L222 284H178Z', colour.white),
    parts.neck,
    parts.skull,
    // Beard along the jaw, hair cropped short with a side parting.
    path(
      'M134 196C136 262 168 270 200 270C232 270 264 262 266 196C258 222 246 236 236 240C224 226 176 226 164 240C154 236 142 222 134 196Z',
      '#3A2820',
    ),
    path(
      'M130 178C124 118 160 92 204 92C250 92 280 120 270 180C262 152 252 138 240 128C214 140 170 138 150 124C140 138 134 156 130 178Z',
      '#3A2820',
    ),
    // The mouth shows through the beard, under a moustache.
    ellipse(200, 240, 24, 13, face.skin),
    path('M172 228C184 218 194 222 200 226C206 222 216 218 228 228C218 232 208 230 200 232C192 230 182 232 172 228Z', '#3A2820'),
    parts.features,
    tag('circle', { cx: 176, cy: 189, r: 22, fill: 'none', stroke: colour.navy, 'stroke-width': 5 }),
    tag('circle', { cx: 224, cy: 189, r: 22, fill: 'none', stroke: colour.navy, 'stroke-width': 5 }),
    path('M198 189H202', 'none', { stroke: colour.navy, 'stroke-width': 5 }),
  ];
}

/** Principal in business automation, Montréal: chestnut bob, primary blazer over a white top. */
function camille(): string[] {
  const face = { skin: '#F6D3B8', shade: '#E2AE8E', ground: '#FBE6BF' };
  const parts = head(face, { brow: '#6E3A22' });
  return [
    parts.ground,
    // Hair behind the head, falling to the jaw.
    path(
      'M122 190C112 110 150 86 200 86C252 86 290 112 278 190C282 228 294 260 274 278C252 294 148 294 126 278C106 260 118 228 122 190Z',
      '#8A4A2A',
    ),
    path('M56 400C56 330 110 296 168 290H232C290 296 344 330 344 400Z', colour.primary),
    path('M170 292L200 348L230 292Z', colour.white),
    path('M150 296L200 400H174L132 310Z', '#2B37C2'),
    path('M250 296L200 400H226L268 310Z', '#2B37C2'),
    parts.neck,
    parts.skull,
    // The fringe swept to one side.
    path('M132 180C128 118 162 96 204 96C244 96 272 118 270 170C248 150 222 130 196 124C180 150 156 170 132 180Z', '#8A4A2A'),
    parts.features,
    tag('circle', { cx: 134, cy: 222, r: 7, fill: colour.amber }),
  ];
}

/** Data strategy adviser, London: long black hair parted in the middle, amber blouse under a navy jacket. */
function priya(): string[] {
  const face = { skin: '#B97B58', shade: '#9A6043', ground: '#E3E6FC' };
  const parts = head(face, { brow: '#1F1A1C' });
  return [
    parts.ground,
    path('M118 196C104 110 148 82 200 82C254 82 296 110 282 196C286 260 300 320 282 360H118C100 320 114 260 118 196Z', '#1F1A1C'),
    path('M56 400C56 330 110 296 168 290H232C290 296 344 330 344 400Z', colour.navy),
    path('M168 290C170 330 186 350 200 350C214 350 230 330 232 290Z', colour.amber),
    parts.neck,
    parts.skull,
    path('M132 186C126 120 160 94 200 94C240 94 274 120 268 186C262 150 244 120 202 112C158 118 138 150 132 186Z', '#1F1A1C'),
    parts.features,
    tag('circle', { cx: 134, cy: 224, r: 6, fill: colour.amber }),
    tag('circle', { cx: 266, cy: 224, r: 6, fill: colour.amber }),
  ];
}

export const portraits: Portrait[] = [
  { name: 'julien-marchand', description: 'Illustrated portrait for Julien Marchand (an illustration, not a likeness)', draw: julien },
  { name: 'camille-tremblay', description: 'Illustrated portrait for Camille Tremblay (an illustration, not a likeness)', draw: camille },
  { name: 'priya-raman', description: 'Illustrated portrait for Priya Raman (an illustration, not a likeness)', draw: priya },
];

/** A portrait file: 400 × 400, the description as a comment. */
export function portraitFile(portrait: Portrait): string {
  const [ground, ...figure] = portrait.draw();
  // The figure is drawn on a 400 grid and enlarged from the foot of the picture, so the head fills the circle.
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">`,
    `<!-- ${portrait.description}. Original artwork for Factor, CC BY 4.0. -->`,
    ground,
    tag('g', { transform: 'matrix(1.14 0 0 1.14 -28 -56)' }, figure),
    '</svg>',
    '',
  ].join('\n');
}
