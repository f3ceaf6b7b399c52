import type { FileSink, OutputFile } from './output-file.ts';

export function makesFiles(value: object): value is { files: OutputFile[] } {
  return 'files' in value && Array.isArray(value.files);
}

/** A sink that remembers every path it was given (the host's header rules cover each top-level folder). */
export function recordingSink(output: FileSink): FileSink & { written: string[] } {
  const written: string[] = [];
  const direct = output.direct && {
    ...output.direct,
    claim(paths: string[], source: string) {
      output.direct!.claim(paths, source);
      written.push(...paths);
    },
  };
  return {
    written,
    direct,
    makeFolders: output.makeFolders && ((folders) => output.makeFolders!(folders)),
    add(files) {
      for (const file of files) written.push(file.path);
      return output.add(files);
    },
  };
}
