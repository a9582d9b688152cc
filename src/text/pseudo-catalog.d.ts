/** The pseudo-locale's catalog and its ways in, made by the test build (scripts/lib/pseudo-catalog.ts). */
declare module 'virtual:robots-lens/pseudo-catalog' {
  const catalog: import('./text.ts').ShippedCatalog;
  export default catalog;
}

/** Loads the pseudo catalog's chunk; null outside the test build. */
declare module 'virtual:robots-lens/pseudo-loader' {
  const load: (() => Promise<import('./text.ts').ShippedCatalog>) | null;
  export default load;
}

/** The pseudo catalog bundled (for the worker); null outside the test build. */
declare module 'virtual:robots-lens/pseudo-bundled' {
  const catalog: import('./text.ts').ShippedCatalog | null;
  export default catalog;
}
