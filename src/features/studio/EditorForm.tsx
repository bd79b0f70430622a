import type { ReactNode } from 'react';
import { ConflictNotice } from './ConflictNotice';

/** A studio item's form: submitting sends its values; a refused save for a newer version says so above it. */
export function EditorForm<V>({ values, conflict, onSubmit, onReload, children }: {
  values: V;
  conflict: boolean;
  onSubmit: (values: V) => void;
  onReload: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className="space-y-8"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
    >
      {conflict && <ConflictNotice onReload={onReload} />}
      {children}
    </form>
  );
}
