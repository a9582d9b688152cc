/**
 * The popup's tools fed from its store: the path box (and, while it names no
 * URL of this site, the banner that says so in the verdict's place), the copy
 * buttons, the workbench button and the gear to the options page.
 */
import { CopyMenu } from './copy-menu.tsx';
import { OptionsButton } from './options-button.tsx';
import { OverlaySwitch } from './overlay-switch.tsx';
import { WorkbenchButton } from './workbench-button.tsx';
import { PathBox, UncheckedBanner, uncheckedReason } from './path-box.tsx';
import { useText } from '../../../ui/use-text.ts';
import { decidingLineText, reportLine, reportMessage } from '../../../text/report-text.ts';
import { answerReportMarkdown, answerReportText, answerRows, type AnswerReport } from '../../../text/top-answer-text.ts';
import { topAnswer } from '../top-answer/top-answer-state.ts';
import { backToPage, checkOtherOrigin, typePath } from '../actions.ts';
import { copyToClipboard, openOptionsPage, openWorkbench } from '../extension-api.ts';
import { switchOverlay } from '../actions/overlay.ts';
import { PopupVerdictBanner } from '../panels.tsx';
import { otherOriginStep } from './other-origin.ts';
import {
  checkedResult,
  checkedUrl,
  fileLines,
  otherOrigin,
  otherRecord,
  overlayBusy,
  overlayFailed,
  overlayState,
  page,
  pathInput,
  pathTarget,
  profile,
  result,
  shownRecord,
} from '../store.ts';
import type { Message } from '../../../text/messages/index.ts';
import { site } from '../../../text/text.ts';

/** The verdict for the URL checked, or why there is none while the path box names no URL that can be checked yet. */
export function PopupVerdict() {
  const text = useText();
  const p = page.value;
  const target = pathTarget.value;
  if (p.kind === 'record' && target?.kind === 'other-origin') {
    const step = otherOriginStep(target, otherOrigin.value);
    if (step === null || step.kind === 'read') return <PopupVerdictBanner />;
    const other = site(target.origin);
    const reason: Message =
      step.kind === 'ask'
        ? { key: 'popup-tools.other.ask', params: { other } }
        : step.kind === 'loading'
          ? { key: 'popup-tools.other.loading', params: { other } }
          : { key: 'popup-tools.other.failed', params: { other, error: site(text.render(step.error)) } };
    const action = { label: text.t('popup-tools.other.fetch'), busy: step.kind === 'loading', onClick: () => void checkOtherOrigin() };
    return <UncheckedBanner reason={reason} action={action} />;
  }
  if (p.kind === 'record' && target && target.kind !== 'url') return <UncheckedBanner reason={uncheckedReason(target)} />;
  return <PopupVerdictBanner />;
}

export function PopupPathBox() {
  const p = page.value;
  if (p.kind !== 'record') return null;
  const typed = pathInput.value;
  const r = checkedResult.value;
  return (
    <PathBox
      value={typed ?? p.pageUrl}
      matchedPath={typed !== null && r ? r.verdict.path : null}
      otherRobots={otherRecord.value?.robotsUrl ?? null}
      onSubmit={() => void checkOtherOrigin()}
      edited={typed !== null}
      onInput={typePath}
      onBack={backToPage}
    />
  );
}

export function PopupCopyMenu() {
  const text = useText();
  const record = shownRecord.value;
  if (record === null || result.value === null) return null;
  const url = checkedUrl.value;
  const r = checkedResult.value;
  const lines = fileLines.value;
  const model = topAnswer.value;
  // About the page itself: its whole answer; about another URL typed in the path box: the robots.txt line alone.
  const whole: AnswerReport | null =
    model && url !== null && r
      ? {
          url,
          crawler: model.crawler,
          answer: model.answer,
          crawl: reportMessage(text, { url, crawler: model.crawler, result: r, lines }),
          rows: answerRows(text, model.answer, model.status, model.index),
        }
      : null;
  return (
    <CopyMenu
      texts={{
        report: whole
          ? answerReportText(text, whole)
          : url !== null && r
            ? reportLine(text, { url, crawler: profile.value.name, result: r, lines })
            : null,
        markdown: whole ? answerReportMarkdown(text, whole) : null,
        rule: r ? decidingLineText(r, lines) : null,
        robotsUrl: record.robotsUrl,
      }}
      write={copyToClipboard}
    />
  );
}

export function PopupOverlaySwitch() {
  return (
    <OverlaySwitch
      state={overlayState.value}
      busy={overlayBusy.value}
      failed={overlayFailed.value}
      crawler={profile.value.name}
      onSwitch={(on) => void switchOverlay(on)}
    />
  );
}

export function PopupOptionsButton() {
  return <OptionsButton onOpen={() => void openOptionsPage()} />;
}

/** The workbench for this page's site: shown once the popup knows the site (a page with a robots.txt record). */
export function PopupWorkbenchButton() {
  const p = page.value;
  if (p.kind !== 'record') return null;
  return <WorkbenchButton onOpen={() => void openWorkbench(p.record.origin, p.pageUrl)} />;
}
