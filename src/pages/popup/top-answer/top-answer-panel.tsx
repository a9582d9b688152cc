/** The top answer fed from the popup's signals (top-answer-state.ts); nothing while the verdict is not about the page. */
import { topAnswer } from './top-answer-state.ts';
import { AnswerRows, TopAnswer } from './top-answer.tsx';

export function PopupTopAnswer() {
  const model = topAnswer.value;
  return model ? <TopAnswer model={model} /> : null;
}

export function PopupAnswerRows() {
  const model = topAnswer.value;
  return model ? <AnswerRows model={model} /> : null;
}
