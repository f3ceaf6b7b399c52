import type { ReactNode } from 'react';
import { colour } from '../design/tokens.ts';
import type { Flag as FlagCode } from '../shared/locales.ts';

export interface FlagProps {
  /** The country's flag code; null for the worldwide locales, which show a globe. */
  code: FlagCode | null;
}

/** A simplified Union Jack, for the GB flag and the cantons of AU and NZ (in a 60×30 box). */
const unionJack = (
  <>
    <rect width="60" height="30" fill="#012169" />
    <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
    <path d="M0 0l60 30M60 0L0 30" stroke="#C8102E" strokeWidth="2" />
    <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
    <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
  </>
);

const vertical = (left: string, middle: string, right: string) => (
  <>
    <rect width="10" height="20" fill={left} />
    <rect x="10" width="10" height="20" fill={middle} />
    <rect x="20" width="10" height="20" fill={right} />
  </>
);

const star = (x: number, y: number, r: number, fill: string) => <circle cx={x} cy={y} r={r} fill={fill} />;

/** Every flag on a 30×20 canvas (3:2); simplified but recognisable. */
const FLAGS: Record<FlagCode, ReactNode> = {
  AU: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <svg width="15" height="10" viewBox="0 0 60 30" preserveAspectRatio="none">
        {unionJack}
      </svg>
      {star(7.5, 15, 1.8, '#fff')}
      {star(22, 5, 0.9, '#fff')}
      {star(25, 9, 0.9, '#fff')}
      {star(20, 11, 0.9, '#fff')}
      {star(22.5, 16, 0.9, '#fff')}
    </>
  ),
  BE: vertical('#000', '#FDDA24', '#EF3340'),
  CA: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="7.5" height="20" fill="#D80621" />
      <rect x="22.5" width="7.5" height="20" fill="#D80621" />
      <path d="M15 4l1.3 2.6 2-.6-.7 3.2 2.2-.4-3 3.5.4 1.2h-1.7V17h-1v-3.5h-1.7l.4-1.2-3-3.5 2.2.4-.7-3.2 2 .6z" fill="#D80621" />
    </>
  ),
  // Square, centred in the 3:2 box; the cross follows the official proportions (arms 6/32 wide, 20/32 long).
  CH: (
    <>
      <rect x="5" width="20" height="20" fill="#DA291C" />
      <path d="M13.125 3.75h3.75v4.375h4.375v3.75h-4.375v4.375h-3.75v-4.375H8.75v-3.75h4.375z" fill="#fff" />
    </>
  ),
  FR: vertical('#002654', '#fff', '#CE1126'),
  GBR: (
    <svg width="30" height="20" viewBox="0 0 60 30" preserveAspectRatio="none">
      {unionJack}
    </svg>
  ),
  IE: vertical('#169B62', '#fff', '#FF883E'),
  LU: (
    <>
      <rect width="30" height="7" fill="#EF3340" />
      <rect y="6.66" width="30" height="6.68" fill="#fff" />
      <rect y="13.33" width="30" height="6.67" fill="#00A3E0" />
    </>
  ),
  MX: (
    <>
      {vertical('#006847', '#fff', '#CE1126')}
      <circle cx="15" cy="10" r="2.6" fill="#8C5A2B" />
    </>
  ),
  NZ: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <svg width="15" height="10" viewBox="0 0 60 30" preserveAspectRatio="none">
        {unionJack}
      </svg>
      {star(22, 5, 1.1, '#C8102E')}
      {star(25, 9.5, 1.1, '#C8102E')}
      {star(19.5, 10.5, 1.1, '#C8102E')}
      {star(22, 15.5, 1.1, '#C8102E')}
    </>
  ),
  SG: (
    <>
      <rect width="30" height="10" fill="#EF3340" />
      <rect y="10" width="30" height="10" fill="#fff" />
      <circle cx="7" cy="5" r="3.2" fill="#fff" />
      <circle cx="8.2" cy="5" r="3" fill="#EF3340" />
      {star(10, 3, 0.6, '#fff')}
      {star(12, 4.3, 0.6, '#fff')}
      {star(11.3, 6.6, 0.6, '#fff')}
      {star(8.8, 6.6, 0.6, '#fff')}
      {star(8.1, 4.3, 0.6, '#fff')}
    </>
  ),
  US: (
    <>
      <rect width="30" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((stripe) => (
        <rect key={stripe} y={(stripe * 20) / 13} width="30" height={20 / 13} fill="#B22234" />
      ))}
      <rect width="12" height={(20 * 7) / 13} fill="#3C3B6E" />
      {/* Rows of six and five stars, as on the real canton, reduced to dots. */}
      {[0, 1, 2, 3, 4].flatMap((row) =>
        Array.from({ length: row % 2 ? 5 : 6 }, (_, column) => (
          <circle key={`${row}-${column}`} cx={(row % 2 ? 2 : 1) + column * 2} cy={1.2 + row * 2.1} r="0.45" fill="#fff" />
        )),
      )}
    </>
  ),
};

/** A country's flag, decorative (the locale name beside it carries the meaning); a globe for worldwide locales. */
export function Flag({ code }: FlagProps) {
  return (
    <svg width="30" height="20" viewBox="0 0 30 20" aria-hidden="true" focusable="false" data-flag={code ?? 'world'}>
      {code ? (
        FLAGS[code]
      ) : (
        <g fill="none" stroke={colour.primary} strokeWidth="1.4">
          <circle cx="15" cy="10" r="8.3" />
          <ellipse cx="15" cy="10" rx="3.6" ry="8.3" />
          <path d="M6.7 10h16.6M8 5.5h14M8 14.5h14" />
        </g>
      )}
    </svg>
  );
}
