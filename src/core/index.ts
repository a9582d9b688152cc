/** The public face of the engine: what the worker, the popup and the CLI use. */
export * from './engine-name.ts';
export type * from './model.ts';
export type * from './verdict.ts';
export * from './profiles.ts';
export * from './crawler-group.ts';
export * from './fetch-outcome.ts';
export * from './http-status.ts';
export * from './robots-url.ts';
export { pathParamsQuery } from './url-path.ts';
export { parseRobotsTxt } from './model-builder.ts';
export { evaluate, decide, decideSteps, explainSteps, decideVerdict, verdictFromOutcome, type Crawler } from './evaluate.ts';
export { quoteRule, ruleKeyword } from './explainer.ts';
export { messageText } from './message-parts.ts';
export {
  lintRobotsTxt,
  IGNORED_FIELDS,
  type Diagnostic,
  type DiagnosticCode,
  type Severity,
  type LintContext,
} from './linter.ts';
export { displayLines } from './display-lines.ts';
export { isBlankBody, looksLikeHtml } from './body-kind.ts';
export { bytesFromBase64, base64FromBytes, utf8Bytes } from './bytes.ts';
export * from './visible-text.ts';
export * from './robots-diff.ts';
export * from './content-preferences.ts';
export * from './crawler-facts.ts';
