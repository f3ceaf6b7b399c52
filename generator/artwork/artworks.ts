// Every lead artwork: its file name under content/media/leads/, what it shows, and how it is drawn.
import * as aiMl from './motifs/ai-ml.ts';
import * as analytics from './motifs/analytics.ts';
import * as articles from './motifs/articles.ts';
import * as automation from './motifs/automation.ts';
import * as designSystem from './motifs/design-system.ts';
import * as freight from './motifs/freight.ts';
import * as home from './motifs/home.ts';
import * as hubs from './motifs/hubs.ts';
import * as industries from './motifs/industries.ts';
import * as infrastructure from './motifs/infrastructure.ts';
import * as pages from './motifs/pages.ts';
import * as webApp from './motifs/web-app.ts';

export interface Artwork {
  name: string;
  /** What the picture shows, written into the file as a comment. */
  description: string;
  draw: () => string[];
}

export const artworks: Artwork[] = [
  {
    name: 'home',
    description:
      'The six services as one bento around a dashboard chart: an invoice being read, a pipeline run, a reconciliation ' +
      'table, a design system card and a phone app',
    draw: home.home,
  },
  {
    name: 'business-services',
    description: 'An invoice read into fields, reconciled against its payment with one exception for a person, reported on a dashboard',
    draw: hubs.businessServices,
  },
  {
    name: 'software-services',
    description: 'A platform map of two regions, a deploy running to it, and two phone screens in front',
    draw: hubs.softwareServices,
  },
  {
    name: 'artificial-intelligence-ml',
    description:
      'A document-extraction review screen: the scanned invoice with the fields the model read, the extracted values ' +
      'with their confidence, the doubtful bank details open for a person',
    draw: aiMl.artificialIntelligence,
  },
  {
    name: 'business-automation',
    description: 'A close-up of a reconciliation table, invoices against payments, one paid short, and the batch about to be approved',
    draw: automation.businessAutomation,
  },
  {
    name: 'data-analytics',
    description:
      'An operations dashboard (KPIs, weekly volumes, a ranking) with its on-time chart brought forward: a year against ' +
      'target, one month below it',
    draw: analytics.dataAnalytics,
  },
  {
    name: 'it-infrastructure',
    description: 'An isometric map of two regions and their services, one being deployed, the pipeline run and the latency it watches',
    draw: infrastructure.itInfrastructure,
  },
  {
    name: 'ui-ux',
    description:
      'A design system sheet (colours, type scale, buttons, inputs) with one component selected, and two app screens built from it',
    draw: designSystem.uiUx,
  },
  {
    name: 'web-app',
    description: 'A browser app (navigation, a list of records, the selected record and its form) with the same app on a phone',
    draw: webApp.webApp,
  },
  {
    name: 'commodities-metals',
    description:
      'Metals trading as a flow under the price curve: three desks, the book of net positions with one over its limit, ' +
      'the hedges placed against it',
    draw: industries.commoditiesMetals,
  },
  {
    name: 'fraud-forensic',
    description: 'Documents and a bank ledger traced into a graph of people, companies and accounts; one loop of money that does not fit',
    draw: industries.fraudForensic,
  },
  {
    name: 'freight-logistics',
    description:
      'A shipment along its route (port, vessel, port, truck) with its papers above it: the bill of lading issued and ' +
      'signed on board, the customs release awaited, the delivery order to come',
    draw: freight.freightLogistics,
  },
  {
    name: 'audit',
    description: 'Two weeks as ten working days in phases, then opportunities ranked by return, and the report',
    draw: pages.audit,
  },
  { name: 'insights', description: 'An editorial stack: three articles fanned, each with its own picture', draw: pages.insights },
  {
    name: 'automating-document-generation',
    description: 'A record and a template with placeholders generating signed documents',
    draw: articles.automatingDocumentGeneration,
  },
  {
    name: 'intelligent-document-parsing',
    description: 'A scanned page read field by field, one field sent for review, the fields extracted',
    draw: articles.intelligentDocumentParsing,
  },
  {
    name: 'structuring-data-using-ai',
    description: 'Scattered scraps of text and numbers, through a model, into a typed table',
    draw: articles.structuringDataUsingAi,
  },
  {
    name: 'ffa-data',
    description: 'Oil samples, their certificate of analysis, and the quality chart against the contract limit',
    draw: articles.ffaData,
  },
  {
    name: 'metals-sales',
    description: 'A metals sales desk: price curve and positions on the workbench, offers going out',
    draw: articles.metalsSales,
  },
];
