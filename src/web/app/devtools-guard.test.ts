import { describe, expect, it } from 'vitest';
import { installDevtoolsGuard } from './devtools-guard.ts';

const press = (init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { ...init, cancelable: true, bubbles: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('the devtools guard', () => {
  it('blocks right-click, F12, Ctrl+Shift+I and Ctrl+U, and nothing else', () => {
    const remove = installDevtoolsGuard();
    const contextMenu = new MouseEvent('contextmenu', { cancelable: true, bubbles: true });
    window.dispatchEvent(contextMenu);
    expect(contextMenu.defaultPrevented).toBe(true);
    expect(press({ key: 'F12' })).toBe(true);
    expect(press({ key: 'I', ctrlKey: true, shiftKey: true })).toBe(true);
    expect(press({ key: 'u', ctrlKey: true })).toBe(true);
    expect(press({ key: 'c', ctrlKey: true })).toBe(false);
    expect(press({ key: 'i' })).toBe(false);
    remove();
    expect(press({ key: 'F12' })).toBe(false);
  });
});
