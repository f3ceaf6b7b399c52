// Freight and logistics as a flow: the shipment's route (port → vessel → port → truck) with its papers above it.
import { check, circle, colour, connector, documentPage, line, node, rect } from '../system.ts';
import { tag } from '../svg.ts';

/** The ground of the quays and the road, and the waterline. */
const GROUND = 860;

/** A container seen from the side: ribs as vertical lines. */
export function container(x: number, y: number, width: number, height: number, fill: string): string {
  const ribs = Array.from({ length: Math.floor(width / 14) - 1 }, (_, index) => `M${x + 10 + index * 14} ${y + 7}V${y + height - 7}`);
  return (
    rect(x, y, width, height, fill, 4) +
    tag('path', { d: ribs.join(''), stroke: colour.navy, 'stroke-opacity': 0.22, 'stroke-width': 3, 'stroke-linecap': 'round' })
  );
}

/** A quay with its ship-to-shore crane, the boom reaching over the water (`reach` negative to the left). */
function port(x: number, width: number, legs: number, reach: number, stack?: number): string {
  const boomFrom = reach > 0 ? legs - 30 : legs + reach;
  const trolley = reach > 0 ? legs + reach - 60 : legs + reach + 30;
  return [
    rect(x, GROUND, width, 54, colour.navyRaised, 8, { stroke: colour.blue, 'stroke-width': line.fine }),
    stack ? container(stack, GROUND - 34, 70, 34, colour.primary) + container(stack + 8, GROUND - 68, 62, 34, colour.tint) : '',
    rect(legs, GROUND - 230, 12, 230, colour.blue, 4),
    rect(legs + 70, GROUND - 230, 12, 230, colour.blue, 4),
    rect(legs - 4, GROUND - 120, 90, 10, colour.blue, 4),
    rect(boomFrom, GROUND - 250, Math.abs(reach) + 110, 20, colour.blue, 6),
    connector(`M${legs + 6} ${GROUND - 230}L${legs + 40} ${GROUND - 300}L${legs + 76} ${GROUND - 230}`, { width: line.fine }),
    rect(trolley, GROUND - 236, 34, 18, colour.white, 4),
    connector(`M${trolley + 17} ${GROUND - 218}V${GROUND - 170}`, { stroke: colour.white, width: 3 }),
    container(trolley - 14, GROUND - 170, 62, 30, colour.blue),
  ].join('');
}

/** The vessel at sea, bow to the right: hull, two tiers of containers, the bridge at the stern. */
function vessel(x: number): string {
  const tiers: [number, string[]][] = [
    [GROUND - 80, [colour.primary, colour.tint, colour.blue, colour.primary, colour.white]],
    [GROUND - 116, [colour.blue, colour.primary, colour.white, colour.tint]],
  ];
  return [
    ...tiers.flatMap(([y, fills]) => fills.map((fill, index) => container(x + 86 + index * 52, y, 50, 36, fill))),
    rect(x + 30, GROUND - 170, 44, 126, colour.white, 8),
    rect(x + 38, GROUND - 158, 28, 12, colour.navy, 4),
    rect(x + 36, GROUND - 196, 22, 30, colour.blue, 4),
    tag('path', {
      d: `M${x} ${GROUND - 44}H${x + 372}L${x + 344} ${GROUND + 30}H${x + 30}Z`,
      fill: colour.navyRaised,
      stroke: colour.blue,
      'stroke-width': line.weight,
      'stroke-linejoin': 'round',
    }),
    tag('path', { d: `M${x + 12} ${GROUND - 14}H${x + 360}L${x + 354} ${GROUND + 2}H${x + 18}Z`, fill: colour.primary }),
  ].join('');
}

/** The truck taking the container on from the second port, facing right. */
function truck(x: number): string {
  return [
    rect(x, GROUND - 26, 150, 12, colour.navyLine, 4),
    container(x + 4, GROUND - 74, 142, 46, colour.tint),
    tag('path', {
      d:
        `M${x + 156} ${GROUND - 14}V${GROUND - 64}Q${x + 156} ${GROUND - 74} ${x + 166} ${GROUND - 74}` +
        `H${x + 186}L${x + 206} ${GROUND - 44}V${GROUND - 14}Z`,
      fill: colour.primary,
    }),
    rect(x + 166, GROUND - 66, 22, 18, colour.tint, 4),
    ...[x + 30, x + 66, x + 186].map((cx) => circle(cx, GROUND - 10, 14, colour.navy, { stroke: colour.blue, 'stroke-width': line.fine })),
  ].join('');
}

/**
 * Above the route, the papers that travel with the shipment: the bill of lading issued and signed on board
 * (checked), the customs release the arrival waits for (amber), the delivery order still to come (outlined).
 */
export function freightLogistics(): string[] {
  const stages = [330, 734, 1046, 1252];
  const top = 270;
  const at = (cx: number) => cx - 75;
  return [
    connector(`M300 ${top + 90}H1300`, { dotted: true }),
    documentPage(at(stages[0]!), top, 150, 196, 'form'),
    check(at(stages[0]!) + 146, top + 4, 22),
    documentPage(at(stages[1]!), top, 150, 196, 'text'),
    circle(at(stages[1]!) + 116, top + 160, 16, 'none', { stroke: colour.primary, 'stroke-width': line.fine }),
    check(at(stages[1]!) + 146, top + 4, 22),
    documentPage(at(stages[2]!), top, 150, 196, 'table', colour.amber),
    node(at(stages[2]!) + 146, top + 4, 18, 'accent'),
    rect(at(stages[3]!), top, 150, 196, colour.navy, 16, {
      stroke: colour.blue,
      'stroke-width': line.fine,
      'stroke-dasharray': '12 10',
    }),
    // Each paper belongs to a stage of the route below it.
    connector(stages.map((cx) => `M${cx} ${top + 222}V950`).join(''), { stroke: colour.navyLine, width: line.fine, dotted: true }),
    // The water between the ports, and the road beyond the second.
    tag('path', {
      d: `M440 ${GROUND + 40}H960M480 ${GROUND + 70}H930`,
      stroke: colour.navyLine,
      'stroke-width': line.fine,
      'stroke-linecap': 'round',
      'stroke-dasharray': '40 22',
    }),
    port(250, 190, 340, 130, 258),
    vessel(548),
    port(960, 170, 1020, -100),
    rect(1130, GROUND - 4, 220, 8, colour.navyLine, 4),
    truck(1146),
    // The route, stage by stage: done, under way, next, last.
    connector(`M${stages[0]} 970H${stages[1]}`, { stroke: colour.blue }),
    connector(`M${stages[1]} 970H${stages[3]}`, { dotted: true }),
    ...stages.map((cx, index) => node(cx, 970, 14, index < 2 ? 'solid' : 'ring')),
  ];
}
