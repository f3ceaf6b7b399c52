import { describe, expect, it } from 'vitest';
import { inStartOrder, type Logger } from '../../../generator/logger.ts';

describe('inStartOrder', () => {
  it('prints the lines of stages run at once in the order they began, each as soon as those before it have', () => {
    const printed: string[] = [];
    const base: Logger = { stage: (name, detail, ms) => printed.push(`${name} ${detail} ${ms}`), info() {}, warn() {} };
    const logger = inStartOrder(base);
    logger.begin('config');
    logger.stage('config', 'one', 1);
    expect(printed).toEqual(['config one 1']);
    for (const name of ['bundle', 'brochures', 'images']) logger.begin(name);
    logger.stage('images', 'drawn', 3);
    logger.stage('brochures', 'pdfs', 2);
    expect(printed).toHaveLength(1);
    logger.stage('bundle', 'built', 9);
    expect(printed).toEqual(['config one 1', 'bundle built 9', 'brochures pdfs 2', 'images drawn 3']);
  });

  it('prints a line for a stage it was not told about at once', () => {
    const printed: string[] = [];
    const logger = inStartOrder({ stage: (name) => printed.push(name), info() {}, warn() {} });
    logger.stage('render', '', 0);
    expect(printed).toEqual(['render']);
  });
});
