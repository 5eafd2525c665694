import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../src/theme/Modal';

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal aria-label="Sheet" onClose={close}>
          <button type="button">First</button>
          <button type="button">Last</button>
        </Modal>
      )}
    </>
  );
}

function open(onClose?: () => void) {
  render(<Opener onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: 'Sheet' }) };
}

describe('Modal', () => {
  it('opens as a modal dialog with focus on its first control, over a page that does not scroll', () => {
    document.body.style.overflow = 'auto';
    const { dialog } = open();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('asks to close once when Escape comes as a key and as the browser\'s cancel event', () => {
    const onClose = vi.fn();
    render(
      <Modal aria-label="Sheet" onClose={onClose}>
        <button type="button">Only</button>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sheet' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('closes on Escape and gives focus and scrolling back', () => {
    document.body.style.overflow = 'auto';
    const onClose = vi.fn();
    const { opener, dialog } = open(onClose);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps Tab inside, round both ends', () => {
    const { dialog } = open();
    const [first, last] = [screen.getByRole('button', { name: 'First' }), screen.getByRole('button', { name: 'Last' })];
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on a click on the backdrop, outside its box, and not on one inside it', () => {
    const onClose = vi.fn();
    const { dialog } = open(onClose);
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 100, width: 200, height: 200 }));
    fireEvent.click(dialog, { clientX: 150, clientY: 150 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'First' }), { clientX: 20, clientY: 20 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog, { clientX: 20, clientY: 20 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
