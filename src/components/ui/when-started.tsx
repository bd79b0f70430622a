import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useAppStarted } from '../../lib/useAppStarted';

/**
 * A box laid out from the first paint whose content shows once the app has started (decision 1405). When the app
 * starts, React renders this box again at once, synchronously after hydration; the component around it, and the
 * children it was given, are not rendered again.
 */
export function WhenStarted({ className, ...props }: ComponentProps<'div'>) {
  const started = useAppStarted();
  return <div className={cn(className, !started && 'invisible')} {...props} />;
}
