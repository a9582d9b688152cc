/** A verdict as an icon of its own shape and its word, so it never rests on colour alone. */
import { VERDICT_CODES, type VerdictCode } from '../engine/evaluation-facts.ts';
import { BlockIcon, CheckIcon, MinusIcon, PauseIcon } from '../../../ui/icons.tsx';
import { useText } from '../../../ui/use-text.ts';

export function VerdictIcon({ code, size = 13 }: { code: VerdictCode; size?: number }) {
  if (code === 0) return <CheckIcon size={size} />;
  if (code === 1) return <BlockIcon size={size} />;
  if (code === 3) return <MinusIcon size={size} />;
  return <PauseIcon size={size} />;
}

export function VerdictMark({ code }: { code: VerdictCode }) {
  const text = useText();
  const verdict = VERDICT_CODES[code];
  return (
    <span class={`wbr-verdict state-${verdict}`} data-verdict={verdict}>
      <VerdictIcon code={code} />
      <span class="wbr-verdict-word">{text.t('workbench-results.verdict', { verdict })}</span>
    </span>
  );
}
