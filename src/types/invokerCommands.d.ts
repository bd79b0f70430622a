import 'react';

// HTML invoker commands, which React passes through but does not type yet: a button acts on the element its
// `commandfor` names, without any script (decision 1405).
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | undefined;
    commandfor?: string | undefined;
  }
}
