// The two service hubs, each composed from the interface renderings of its group.
import { colour, connector, paper } from '../system.ts';
import { group } from '../svg.ts';
import { extracted, scannedInvoice } from './ai-ml.ts';
import { trendCard } from './analytics.ts';
import { approvalCard, reconciliationRows, reconciliationTable } from './automation.ts';
import { formScreen } from './design-system.ts';
import { infrastructureMap, pipelineCard } from './infrastructure.ts';
import { bars } from './screens.ts';
import { mobileList } from './web-app.ts';

const scaled = (x: number, y: number, scale: number, children: string[]) =>
  group({ transform: `matrix(${scale} 0 0 ${scale} ${x} ${y})` }, children);

/**
 * Business services as one cascade, top left to bottom right: an invoice read into fields, reconciled against
 * its payment (the exception, in amber, waits for a person), and reported on the dashboard.
 */
export function businessServices(): string[] {
  const fields: [number, number][] = [
    [150, 0.98],
    [96, 0.93],
    [118, 0.86],
  ];
  return [
    connector('M470 300C640 300 760 300 924 300', { dotted: true }),
    scaled(262, 228, 0.72, [scannedInvoice(0, 0, 340, 510, colour.primary)]),
    paper(930, 228, 410, 318, colour.white, 20),
    bars([[958, 256, 160]], colour.navy, 14),
    ...fields.map(([value, confidence], row) => extracted(958, 300 + row * 80, 354, value, confidence)),
    scaled(452, 452, 0.6, [
      paper(0, 0, 850, 440, colour.white, 26),
      bars([[32, 34, 220]], colour.navy, 22),
      bars([[32, 70, 140]], colour.rule, 12),
      reconciliationTable(0, 116, reconciliationRows().slice(0, 4), 56, 850),
    ]),
    trendCard(850, 620, 490, 340, { id: 'trend', compact: true, accent: false }),
    scaled(300, 660, 0.9, [approvalCard(0, 0)]),
  ];
}

/**
 * Software services: the platform's map at the back, the deploy running to it, and in front of it two phone
 * screens, the web app's list and a form built from the design system.
 */
export function softwareServices(): string[] {
  return [
    scaled(596, 262, 0.74, [infrastructureMap(440, 0)]),
    scaled(1000, 650, 0.7, [pipelineCard(0, 0, 480)]),
    scaled(262, 300, 1.08, [mobileList(0, 0)]),
    scaled(480, 400, 1.06, [formScreen(0, 0)]),
  ];
}
