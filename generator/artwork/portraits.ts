// Author portraits: illustrated head and shoulders on a tinted round ground, in the artwork's palette plus warm
// skin and hair tones. Each has its own face shape, hair, skin, clothes and one accessory; light comes from the
// left, so the right of each face and the neck under the chin are in shade. They are illustrations, not
// likenesses, shown at 64–96 px, so shapes are large and features few.
import { tag } from './svg.ts';
import { colour } from './system.ts';

export interface Portrait {
  name: string;
  description: string;
  draw: () => string[];
}

interface Tones {
  skin: string;
  /** The skin in shade: neck, the far side of the face, the nose. */
  shade: string;
  hair: string;
  /** Light on the hair. */
  sheen: string;
  lips: string;
  ground: string;
}

const path = (d: string, fill: string, extra: Record<string, string | number> = {}) => tag('path', { d, fill, ...extra });
const stroke = (d: string, colourOf: string, width: number, extra: Record<string, string | number> = {}) =>
  path(d, 'none', { stroke: colourOf, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Record<string, string | number> = {}) =>
  tag('ellipse', { cx, cy, rx, ry, fill, ...extra });

/** The tinted ground and the soft light behind the head. */
function ground(tint: string): string {
  return (
    tag('rect', { width: 400, height: 400, fill: colour.surface }) +
    tag('circle', { cx: 200, cy: 200, r: 200, fill: tint }) +
    tag('circle', { cx: 176, cy: 160, r: 150, fill: colour.white, 'fill-opacity': 0.22 })
  );
}

/** Neck with the shadow under the chin, ears, the face and its shade, brows, eyes, nose, lips and cheeks. */
function face(
  tones: Tones,
  shape: string,
  options: { ears?: boolean; brow: string; eyeY?: number; lashes?: boolean; lips?: boolean },
): string {
  const eyeY = options.eyeY ?? 190;
  const eye = (cx: number) =>
    ellipse(cx, eyeY, 7, 8.5, colour.navy) +
    tag('circle', { cx: cx + 2.5, cy: eyeY - 3, r: 2.4, fill: colour.white }) +
    (options.lashes ? stroke(`M${cx - 9} ${eyeY - 5}Q${cx} ${eyeY - 13} ${cx + 10} ${eyeY - 7}`, colour.navy, 3.5) : '');
  return [
    path('M170 232H230V304C230 322 170 322 170 304Z', tones.skin),
    path('M170 250C186 268 214 268 230 250V276C214 290 186 290 170 276Z', tones.shade),
    options.ears === false ? '' : ellipse(136, 196, 14, 21, tones.shade) + ellipse(264, 196, 14, 21, tones.skin),
    tag('clipPath', { id: 'face' }, [path(shape, tones.skin)]),
    path(shape, tones.skin),
    // The shade on the far side of the face, clipped to the face's own outline.
    path('M226 90C276 110 290 170 280 220C272 262 240 284 200 286C236 262 252 220 250 176C248 136 240 110 226 90Z', tones.shade, {
      'fill-opacity': 0.5,
      'clip-path': 'url(#face)',
    }),
    stroke(`M162 ${eyeY - 24}Q176 ${eyeY - 33} 190 ${eyeY - 25}`, options.brow, 7),
    stroke(`M210 ${eyeY - 25}Q224 ${eyeY - 33} 238 ${eyeY - 24}`, options.brow, 7),
    eye(176),
    eye(224),
    stroke(`M202 ${eyeY + 8}Q196 ${eyeY + 26} 204 ${eyeY + 30}`, tones.shade, 5),
    ellipse(164, eyeY + 36, 16, 10, '#E07A6A', { 'fill-opacity': 0.22 }),
    ellipse(238, eyeY + 36, 16, 10, '#E07A6A', { 'fill-opacity': 0.22 }),
    options.lips === false
      ? ''
      : path(`M182 ${eyeY + 46}Q200 ${eyeY + 40} 218 ${eyeY + 46}Q200 ${eyeY + 64} 182 ${eyeY + 46}Z`, tones.lips) +
        stroke(`M184 ${eyeY + 47}Q200 ${eyeY + 51} 216 ${eyeY + 47}`, colour.navy, 2.5, { 'stroke-opacity': 0.45 }),
  ].join('');
}

/** Lead machine learning engineer, Paris: cropped dark hair, trimmed beard, round glasses, a navy knit over a collar. */
function julien(): string[] {
  const tones: Tones = { skin: '#EEC3A0', shade: '#D39A74', hair: '#35241C', sheen: '#6A4A3A', lips: '#B56555', ground: '#D9DDFB' };
  return [
    ground(tones.ground),
    // The knit: shoulders, a ribbed neckline, the white shirt collar inside it.
    path('M36 400C40 330 96 298 166 290H234C304 298 360 330 364 400Z', colour.navy),
    path('M150 292C168 318 232 318 250 292L236 288C222 304 178 304 164 288Z', colour.navyRaised),
    path('M164 290L194 334L200 306ZM236 290L206 334L200 306Z', colour.white),
    face(
      tones,
      'M134 172C134 112 164 94 200 94C236 94 266 112 266 172C266 214 258 244 240 260C228 270 214 276 200 276' +
        'C186 276 172 270 160 260C142 244 134 214 134 172Z',
      {
        brow: tones.hair,
        lips: false,
      },
    ),
    // Beard along the jaw and a moustache, the mouth showing through.
    path(
      'M134 198C134 254 166 286 200 286C234 286 266 254 266 198C260 228 248 244 236 248C224 236 176 236 164 248C152 244 140 228 134 198Z',
      tones.hair,
    ),
    path('M174 232C186 222 196 226 200 229C204 226 214 222 226 232C216 238 184 238 174 232Z', tones.hair),
    path('M186 242Q200 238 214 242Q200 254 186 242Z', tones.lips),
    path(
      'M128 178C120 112 158 82 204 84C250 86 280 112 272 178C266 150 258 134 246 124C222 136 176 134 152 116C140 132 132 152 128 178Z',
      tones.hair,
    ),
    stroke('M170 102Q200 92 234 104', tones.sheen, 6, { 'stroke-opacity': 0.6 }),
    // Round glasses: frames, bridge, the arms running back to the ears.
    tag('circle', { cx: 176, cy: 190, r: 23, fill: colour.white, 'fill-opacity': 0.18, stroke: colour.navy, 'stroke-width': 5 }),
    tag('circle', { cx: 224, cy: 190, r: 23, fill: colour.white, 'fill-opacity': 0.18, stroke: colour.navy, 'stroke-width': 5 }),
    stroke('M197 186Q200 182 203 186M153 186L136 182M247 186L264 182', colour.navy, 5),
    stroke('M164 178L172 170M212 178L220 170', colour.white, 4, { 'stroke-opacity': 0.7 }),
  ];
}

/** Principal in business automation, Montréal: chestnut bob with a swept fringe, navy coat, a knitted blue scarf. */
function camille(): string[] {
  const tones: Tones = { skin: '#F5D2BD', shade: '#DFA68A', hair: '#8A4628', sheen: '#B56B40', lips: '#C65B55', ground: '#FBE6BF' };
  return [
    ground(tones.ground),
    // The bob behind the head, falling to the jaw with its ends turned in.
    path(
      'M116 186C106 112 148 80 202 80C256 80 296 112 286 186C284 228 294 260 282 284C264 296 236 292 228 278' +
        'H172C164 292 136 296 118 284C106 260 118 228 116 186Z',
      tones.hair,
    ),
    path('M142 168C134 236 148 276 172 288H228C252 276 266 236 258 168Z', '#6B341D'),
    path('M40 400C44 328 98 298 166 292H234C302 298 356 328 360 400Z', colour.navy),
    path('M170 294L132 400H112L150 300ZM230 294L268 400H288L250 300Z', colour.navyRaised),
    face(tones, 'M140 174C140 114 168 96 200 96C232 96 260 114 260 174C260 222 238 262 200 270C162 262 140 222 140 174Z', {
      ears: false,
      brow: tones.hair,
      lashes: true,
    }),
    // The scarf wound twice, one end hanging: knit lines across it.
    path('M146 284C170 304 230 304 254 284C262 296 262 314 252 322C228 340 172 340 148 322C138 314 138 296 146 284Z', colour.blue),
    path('M214 322L246 318L256 396H218Z', colour.blue),
    stroke('M158 306Q200 326 242 306M224 350H250M222 374H252', colour.tint, 4, { 'stroke-opacity': 0.7 }),
    // The fringe swept from a parting on the right.
    path('M134 176C128 116 166 90 210 90C250 92 276 116 270 178C256 150 238 132 222 124C200 148 164 166 134 176Z', tones.hair),
    stroke('M184 102Q214 94 244 112', tones.sheen, 6, { 'stroke-opacity': 0.5 }),
    tag('circle', { cx: 140, cy: 236, r: 6, fill: colour.amber }),
  ];
}

/** Data strategy adviser, London: long black hair parted in the middle, primary blazer, white top, gold hoops. */
function priya(): string[] {
  const tones: Tones = { skin: '#A56A4A', shade: '#83503A', hair: '#1C1719', sheen: '#4A3D42', lips: '#7C3A33', ground: '#E3E0FA' };
  return [
    ground(tones.ground),
    path('M112 200C100 110 150 78 200 78C250 78 300 110 288 200C292 262 306 322 296 372H104C94 322 108 262 112 200Z', tones.hair),
    path('M134 200C134 250 140 290 150 320H250C260 290 266 250 266 200Z', '#0E0B0C'),
    path('M40 400C44 330 98 300 166 294H234C302 300 356 330 360 400Z', colour.primary),
    path('M166 294C172 334 186 352 200 352C214 352 228 334 234 294Z', colour.white),
    path('M162 296L200 400H176L138 314ZM238 296L200 400H224L262 314Z', '#2B37C2'),
    face(tones, 'M136 176C136 116 166 98 200 98C234 98 264 116 264 176C264 226 240 266 200 272C160 266 136 226 136 176Z', {
      ears: false,
      brow: tones.hair,
      lashes: true,
    }),
    // Curtains of hair from the centre parting, over the temples and down past the jaw.
    path('M200 96C160 96 134 124 130 180C128 220 126 262 118 300C138 262 148 212 150 176C154 138 172 114 200 104Z', tones.hair),
    path('M200 96C240 96 266 124 270 180C272 220 274 262 282 300C262 262 252 212 250 176C246 138 228 114 200 104Z', tones.hair),
    stroke('M176 106Q162 120 156 140M224 106Q238 120 244 140', tones.sheen, 5, { 'stroke-opacity': 0.7 }),
    tag('circle', { cx: 134, cy: 236, r: 11, fill: 'none', stroke: colour.amber, 'stroke-width': 4 }),
    tag('circle', { cx: 266, cy: 236, r: 11, fill: 'none', stroke: colour.amber, 'stroke-width': 4 }),
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
