// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider, Dialog, defaultSystem } from '@chakra-ui/react';
import { installDomShims } from '@/testing/dom-shims';
import { ConfirmDialog } from './confirm-dialog';
import { DialogHeading, DialogShell, FormContent } from './dialog-shell';

beforeAll(installDomShims);
afterEach(cleanup);

const inChakra = (ui: React.ReactNode) =>
  render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);

/** A dialog whose save takes its time: while saving, nothing may close it. */
function SavingDialog({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClosed();
      }}
      dismissible={!saving}
    >
      <Dialog.Content>
        <DialogHeading title="Item" closeDisabled={saving} />
        <Dialog.Body>
          <button onClick={() => setSaving(true)}>Save</button>
          <button onClick={() => setSaving(false)}>Saved</button>
        </Dialog.Body>
      </Dialog.Content>
    </DialogShell>
  );
}

describe('DialogShell', () => {
  it('closes on Escape and on its close button, but not while a save must finish first', async () => {
    const onClosed = vi.fn();
    inChakra(<SavingDialog onClosed={onClosed} />);
    const dialog = await screen.findByRole('dialog', { name: 'Item' });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const close = screen.getByRole('button', { name: 'Close dialog' });
    await waitFor(() => expect(close).toHaveProperty('disabled', true));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(close);
    expect(onClosed).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Item' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await waitFor(() => expect(close).toHaveProperty('disabled', false));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onClosed).toHaveBeenCalledTimes(1));
  });
});

/** Counts its own renders and shows what it was given. */
const drawn: string[] = [];
function Shows({ text }: { text: string }) {
  drawn.push(text);
  return <p>{text}</p>;
}

function ClosingDialog() {
  const [open, setOpen] = useState(true);
  return (
    <DialogShell open={open} onOpenChange={setOpen}>
      <Dialog.Content>
        <DialogHeading title="Item" />
        <Dialog.Body>
          <Shows text={open ? 'open' : 'closing'} />
          <button onClick={() => setOpen(false)}>Done</button>
        </Dialog.Body>
      </Dialog.Content>
    </DialogShell>
  );
}

function RefusingForm() {
  const [error, setError] = useState(false);
  return (
    <DialogShell open onOpenChange={() => {}}>
      <FormContent
        title="Item"
        submitLabel="Save"
        submitting={false}
        onSubmit={() => setError(true)}
      >
        <input aria-label="Name" />
        <input aria-label="Price" aria-invalid={error} />
      </FormContent>
    </DialogShell>
  );
}

describe('DialogShell while it closes', () => {
  it('keeps the content it had, without drawing it again', async () => {
    drawn.length = 0;
    inChakra(<ClosingDialog />);
    await screen.findByRole('dialog', { name: 'Item' });
    expect(drawn).toEqual(['open']);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Item' })).toBeNull());
    expect(drawn).toEqual(['open']);
  });
});

describe('FormContent', () => {
  it('a refused submit focuses the first field with a message', async () => {
    inChakra(<RefusingForm />);
    await screen.findByRole('dialog', { name: 'Item' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Price')));
  });
});

describe('ConfirmDialog', () => {
  const confirm = (busy: boolean) => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    inChakra(
      <ConfirmDialog
        open
        title="Delete Item"
        confirmLabel="Delete Item"
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      >
        This cannot be undone.
      </ConfirmDialog>,
    );
    return { onCancel, onConfirm };
  };

  it('asks as an alert dialog; Cancel cancels and the red action confirms', async () => {
    const { onCancel, onConfirm } = confirm(false);
    const alert = await screen.findByRole('alertdialog', { name: 'Delete Item' });
    expect(alert.textContent).toContain('This cannot be undone.');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Item' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
  });

  it('while busy, Cancel waits and the action shows it is working', async () => {
    confirm(true);
    await screen.findByRole('alertdialog', { name: 'Delete Item' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    // Still named while working: a screen reader hears what it is waiting for.
    const action = screen.getByRole('button', { name: 'Delete Item' });
    expect(action).toHaveProperty('disabled', true);
    expect(action.getAttribute('data-loading')).not.toBeNull();
  });

  it('is not rendered until it first opens (a screen holds many, most never opened)', async () => {
    /** How many dialog roots (Chakra's, each with its state machine) React renders in `container`. */
    const roots = (container: HTMLElement) => {
      const key = Object.keys(container).find((k) => k.startsWith('__reactContainer$'))!;
      type Fiber = {
        type?: { displayName?: string; name?: string };
        child?: Fiber;
        sibling?: Fiber;
        stateNode?: { current?: Fiber };
      };
      let n = 0;
      const walk = (fiber: Fiber | undefined) => {
        for (let f = fiber; f; f = f.sibling) {
          const name = f.type?.displayName ?? f.type?.name;
          if (name === 'DialogRoot') n++;
          walk(f.child);
        }
      };
      // The root fiber the container was given; its root holds the tree now on screen.
      walk((container as unknown as Record<string, Fiber>)[key].stateNode?.current);
      return n;
    };
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Open</button>
          <DialogShell open={open} onOpenChange={setOpen}>
            <Dialog.Content>
              <DialogHeading title="Item" />
            </Dialog.Content>
          </DialogShell>
          <DialogShell open={false} onOpenChange={() => undefined}>
            <Dialog.Content>
              <DialogHeading title="Never opened" />
            </Dialog.Content>
          </DialogShell>
        </>
      );
    }
    const { container } = inChakra(<Screen />);
    expect(roots(container)).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Item' });
    expect(roots(container)).toBe(1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Once opened it stays, closed; the one never opened is still not rendered.
    expect(roots(container)).toBe(1);
    // And it opens again.
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog', { name: 'Item' })).toBeTruthy();
  });
});
