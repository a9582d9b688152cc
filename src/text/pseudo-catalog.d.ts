/** The pseudo-locale's catalog, made by the test build (scripts/lib/pseudo-catalog.ts). */
declare module 'virtual:robots-lens/pseudo-catalog' {
  const catalog: import('./text.ts').ShippedCatalog;
  export default catalog;
}
