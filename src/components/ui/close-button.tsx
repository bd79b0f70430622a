import { X } from 'lucide-react';

/**
 * A round button with a cross that closes a panel or dismisses a notice; `label` is its accessible name. Given
 * `dialogId`, it also closes that <dialog> by itself, before the app starts (an invoker command, decision 1405).
 */
export function CloseButton({
  label,
  onClick,
  dialogId,
  className,
  iconClassName,
}: {
  label: string;
  onClick: () => void;
  dialogId?: string;
  className: string;
  iconClassName: string;
}) {
  return (
    <button type="button" onClick={onClick} {...(dialogId && { command: 'close', commandfor: dialogId })} aria-label={label} className={className}>
      <X className={iconClassName} aria-hidden="true" />
    </button>
  );
}
