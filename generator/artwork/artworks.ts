// Every lead artwork: its file name under content/media/leads/, what it shows, and how it is drawn.
import * as articles from './motifs/articles.ts';
import * as industries from './motifs/industries.ts';
import * as pages from './motifs/pages.ts';
import * as business from './motifs/business-services.ts';
import * as home from './motifs/home.ts';
import * as hubs from './motifs/hubs.ts';
import * as software from './motifs/software-services.ts';

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
      'The six services as one bento: a network, a workflow with a person, a chart, a layered platform, two screens, a browser app',
    draw: home.home,
  },
  {
    name: 'business-services',
    description: 'Documents read by a model, checked by a person, reported in a chart',
    draw: hubs.businessServices,
  },
  {
    name: 'software-services',
    description: 'A web app in front of its layered platform, with a phone screen beside it',
    draw: hubs.softwareServices,
  },
  {
    name: 'artificial-intelligence-ml',
    description: 'A model reading documents: pages, a neural network, structured fields',
    draw: business.artificialIntelligence,
  },
  {
    name: 'business-automation',
    description: 'Documents through a workflow of steps, with a person approving before anything goes out',
    draw: business.businessAutomation,
  },
  {
    name: 'data-analytics',
    description: 'A database, a spreadsheet and documents converging into one trusted chart',
    draw: business.dataAnalytics,
  },
  { name: 'it-infrastructure', description: 'A platform in three layers, defined by the code beside it', draw: software.itInfrastructure },
  { name: 'ui-ux', description: 'Three screens of a flow, a tap on the first leading to the next', draw: software.uiUx },
  { name: 'web-app', description: 'A browser app built from components, one lifted out of its slot', draw: software.webApp },
  {
    name: 'commodities-metals',
    description: 'Cross-stacked ingots and coils under a price curve and a position line',
    draw: industries.commoditiesMetals,
  },
  {
    name: 'fraud-forensic',
    description: 'Linked people, companies and documents; a magnifier over the one link that does not fit',
    draw: industries.fraudForensic,
  },
  {
    name: 'freight-logistics',
    description: 'A container vessel on its route between two ports, and its bill of lading',
    draw: industries.freightLogistics,
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
