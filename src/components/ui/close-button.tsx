import { X } from 'lucide-react';

/** A round button with a cross that closes a panel or dismisses a notice; `label` is its accessible name. */
export function CloseButton({
  label,
  onClick,
  className,
  iconClassName,
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconClassName: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <X className={iconClassName} aria-hidden="true" />
    </button>
  );
}
