import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { handlePlayerKey, SEEK_STEP_SECONDS } from './playerKeys';

function keyEvent(key: string, target: HTMLElement = document.createElement('div'), modifiers: Partial<KeyboardEvent> = {}) {
  const preventDefault = vi.fn();
  const event = { key, target, altKey: false, ctrlKey: false, metaKey: false, preventDefault, ...modifiers };
  return { event: event as unknown as KeyboardEvent<HTMLElement>, preventDefault };
}

function actions() {
  return { togglePlay: vi.fn(), toggleMute: vi.fn(), seekBy: vi.fn(), toggleFullscreen: vi.fn(), toggleCaptions: vi.fn() };
}

describe('player keyboard shortcuts', () => {
  it('space and k toggle playback', () => {
    const a = actions();
    handlePlayerKey(keyEvent(' ').event, a);
    handlePlayerKey(keyEvent('k').event, a);
    handlePlayerKey(keyEvent('K').event, a);
    expect(a.togglePlay).toHaveBeenCalledTimes(3);
  });

  it('m mutes, f toggles fullscreen', () => {
    const a = actions();
    handlePlayerKey(keyEvent('m').event, a);
    handlePlayerKey(keyEvent('f').event, a);
    expect(a.toggleMute).toHaveBeenCalledOnce();
    expect(a.toggleFullscreen).toHaveBeenCalledOnce();
  });

  it('c toggles captions, in either case', () => {
    const a = actions();
    const { event, preventDefault } = keyEvent('c');
    expect(handlePlayerKey(event, a)).toBe(true);
    handlePlayerKey(keyEvent('C').event, a);
    expect(a.toggleCaptions).toHaveBeenCalledTimes(2);
    expect(preventDefault).toHaveBeenCalled();
  });

  it('leaves every key to an open menu (its arrows, typeahead letters, space and Escape)', () => {
    const a = actions();
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    const item = document.createElement('div');
    item.setAttribute('role', 'menuitemradio');
    menu.append(item);
    for (const key of [' ', 'k', 'c', 'm', 'f', 'ArrowLeft']) expect(handlePlayerKey(keyEvent(key, item).event, a)).toBe(false);
    expect(Object.values(a).every((action) => action.mock.calls.length === 0)).toBe(true);
  });

  it('left and right arrows seek 5 seconds back and forward', () => {
    const a = actions();
    const { event, preventDefault } = keyEvent('ArrowLeft');
    expect(handlePlayerKey(event, a)).toBe(true);
    handlePlayerKey(keyEvent('ArrowRight').event, a);
    expect(SEEK_STEP_SECONDS).toBe(5);
    expect(a.seekBy.mock.calls).toEqual([[-5], [5]]);
    expect(preventDefault).toHaveBeenCalled();
  });

  it('leaves space on a focused button to the button, and arrows on a slider to the slider', () => {
    const a = actions();
    const button = document.createElement('button');
    const slider = document.createElement('span');
    slider.setAttribute('role', 'slider');
    expect(handlePlayerKey(keyEvent(' ', button).event, a)).toBe(false);
    expect(handlePlayerKey(keyEvent('ArrowRight', slider).event, a)).toBe(false);
    expect(a.togglePlay).not.toHaveBeenCalled();
    expect(a.seekBy).not.toHaveBeenCalled();
  });

  it('ignores shortcuts with modifier keys and unrelated keys', () => {
    const a = actions();
    expect(handlePlayerKey(keyEvent('k', undefined, { ctrlKey: true }).event, a)).toBe(false);
    expect(handlePlayerKey(keyEvent('x').event, a)).toBe(false);
    expect(a.togglePlay).not.toHaveBeenCalled();
  });
});
