import { TransNoContext } from '@lingui/react/server';
import type { ReactElement, ReactNode } from 'react';
import { i18n, type MessageId } from './i18n';
import { useLocale } from './useT';

/**
 * A message with elements in it: `values` put elements in its placeholders (`{email}`), `components` wrap its
 * numbered tags (`<0>Terms of Service</0>`), so translators keep the whole sentence in their own word order.
 */
export function Message({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: Record<string, ReactNode>;
  components?: Record<string, ReactElement>;
}) {
  useLocale();
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}
