// The part of subset-font's API the font subset plugin uses (the package ships no types).
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; keepFeatures?: string[] },
  ): Promise<Buffer>;
}
