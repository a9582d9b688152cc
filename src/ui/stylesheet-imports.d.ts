/**
 * A view imports the stylesheet of its own section (`import './verdict.css'`),
 * so its rules live beside it; Vite bundles them into the page's stylesheet.
 * The import brings in no value, only the rules.
 */
declare module '*.css';
