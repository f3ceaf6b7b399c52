// `npm run bench -- --settings [--scale N] [--runs R]`: what each setting of the build's threaded executor buys, and
// the Node settings `npm run build` starts it with. Each variant goes without one of them; every round builds each
// variant cold (empty cache and output) and then warm, one variant after the other, so that the machine's drift
// touches them alike; medians of the rounds. A setting earns its place when, without it, a headline figure (the cold
// or warm build's time, or its peak memory) is at least 10 % worse.
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { EXECUTION_SETTINGS, type ExecutionSetting } from '../../generator/execution/execution-settings.ts';
import { createTempProject } from '../support/temp-project.ts';
import {
  addSyntheticArticles,
  buildScriptNodeOptions,
  cliBuild,
  median,
  settleDisk,
  type BuildFigures,
  type BuildVariant,
} from './build-runs.ts';

interface Variant extends BuildVariant {
  name: string;
  what: string;
}

/** The variants: every setting on, then each one off in turn (or each of `only`, by name without "without "). */
function variants(only: string[] | null): Variant[] {
  const nodeOptions = buildScriptNodeOptions();
  const list: Variant[] = [{ name: 'every setting (as `npm run build`)', what: '' }];
  for (const [setting, what] of Object.entries(EXECUTION_SETTINGS)) {
    list.push({ name: `without ${setting}`, what, args: ['--without', setting as ExecutionSetting] });
  }
  for (const option of nodeOptions) {
    list.push({
      name: `without ${option.replace(/^--/, '')}`,
      what: `\`${option}\`, a Node option of the \`build\` script`,
      nodeOptions: nodeOptions.filter((other) => other !== option),
    });
  }
  if (!only) return list;
  const chosen = list.filter((variant, index) => index === 0 || only.includes(variant.name.replace(/^without /, '')));
  const names = list.slice(1).map((variant) => variant.name.replace(/^without /, ''));
  if (chosen.length !== only.length + 1) throw new Error(`--settings: ${only.join(', ')}: the settings are ${names.join(', ')}`);
  return chosen;
}

export async function benchSettings(scale: number, runs: number, only: string[] | null = null): Promise<void> {
  const project = await createTempProject(`bench-settings-${scale}`);
  const aside: string[] = [];
  const setAside = async (folder: string) => {
    const to = `${folder}.${aside.length}`;
    await rename(folder, to).catch(() => undefined);
    aside.push(to);
  };
  try {
    if (scale > 0) addSyntheticArticles(project.root, scale);
    const all = variants(only);
    const figures = all.map(() => ({ cold: [] as BuildFigures[], warm: [] as BuildFigures[] }));
    for (let round = 0; round < runs; round += 1) {
      for (const [index, variant] of all.entries()) {
        const cacheDir = join(project.root, '.bench-cache');
        const outDir = join(project.root, '.bench-out');
        await setAside(cacheDir);
        await setAside(outDir);
        settleDisk();
        figures[index]!.cold.push(await cliBuild(project.root, outDir, cacheDir, variant));
        settleDisk();
        figures[index]!.warm.push(await cliBuild(project.root, outDir, cacheDir, variant));
        process.stderr.write('.');
      }
    }
    const medianOf = (builds: BuildFigures[], pick: (build: BuildFigures) => number) => median(builds.map(pick));
    const headline = figures.map(({ cold, warm }) => ({
      cold: medianOf(cold, (build) => build.wallMs),
      warm: medianOf(warm, (build) => build.wallMs),
      coldPeak: medianOf(cold, (build) => build.maxRssMb),
      warmPeak: medianOf(warm, (build) => build.maxRssMb),
    }));
    const base = headline[0]!;
    const change = (value: number, against: number) => `${value >= against ? '+' : ''}${Math.round(((value - against) / against) * 100)} %`;
    const cell = (value: number, against: number, unit: (value: number) => string) => `${unit(value)} (${change(value, against)})`;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    const mb = (value: number) => `${Math.round(value)} MB`;
    console.log(
      `\nExecution settings at ${figures[0]!.cold[0]!.pages} pages — ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, medians of ${runs}\n`,
    );
    console.log(
      '| build | what the setting does | cold | warm | peak memory, cold | peak memory, warm | earns its place (≥ 10 % on one) |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const [index, variant] of all.entries()) {
      const figure = headline[index]!;
      const worse = [
        figure.cold / base.cold,
        figure.warm / base.warm,
        figure.coldPeak / base.coldPeak,
        figure.warmPeak / base.warmPeak,
      ].some((ratio) => ratio >= 1.1);
      // Every setting on: with the spread of its rounds, the noise a difference has to stand out from.
      const { cold, warm } = figures[0]!;
      const spread = (builds: BuildFigures[], pick: (build: BuildFigures) => number, unit: (value: number) => string) =>
        `${unit(median(builds.map(pick)))} (${unit(Math.min(...builds.map(pick)))}–${unit(Math.max(...builds.map(pick)))})`;
      const row =
        index === 0
          ? [
              variant.name,
              'the medians, and the lowest and highest of the rounds',
              spread(cold, (build) => build.wallMs, seconds),
              spread(warm, (build) => build.wallMs, seconds),
              spread(cold, (build) => build.maxRssMb, mb),
              spread(warm, (build) => build.maxRssMb, mb),
              '',
            ]
          : [
              variant.name,
              variant.what,
              cell(figure.cold, base.cold, seconds),
              cell(figure.warm, base.warm, seconds),
              cell(figure.coldPeak, base.coldPeak, mb),
              cell(figure.warmPeak, base.warmPeak, mb),
              worse ? 'yes' : 'no',
            ];
      console.log(`| ${row.join(' | ')} |`);
    }
  } finally {
    await project.remove();
    for (const folder of aside) await rm(folder, { recursive: true, force: true });
  }
}
