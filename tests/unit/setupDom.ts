import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staticMediaQueryList } from './matchMedia';

afterEach(() => cleanup());

// jsdom has no layout: give the APIs the app touches harmless stand-ins.
window.scrollTo = () => {};
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
window.matchMedia ??= (query: string) => staticMediaQueryList(query, false);
