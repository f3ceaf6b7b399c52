/** A full collection of this thread's heap that gives the pages it frees back to the system at once. */
export function giveBackHeap(): void;
