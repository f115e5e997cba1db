// The checking chunk (the form's resolver, the validator, storage, the link codec) is not in the page's first load: it is
// fetched at start when storage or the link holds a board to read, else when the browser is idle after the
// first paint (components/idle), so the first edit finds it in and renders at once — or at the first touch,
// key or focus if that comes sooner. Until then the findings are those of the empty board, computed when
// the page was built.
export type Lazy = typeof import('./lazy');

let lazyChunk: Promise<Lazy> | null = null;
/** The checking chunk; a failed download (offline) is forgotten, so the next need tries again. */
export const loadLazy = (): Promise<Lazy> =>
  (lazyChunk ??= import('./lazy').catch((e: unknown) => {
    lazyChunk = null;
    throw e;
  }));
