/**
 * Strings built piece by piece (React's HTML, JSON.stringify's output) are ropes of thousands of small strings; kept
 * for a while (a page in the write queue), they outlive the young generation and the collector copies them
 * (measured: twice the render's GC time), and their pieces weigh half as much again as their text. Reading a
 * character makes V8 flatten the rope into one string, leaving the pieces to die young.
 */
export function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}
