// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { VALIDATION } from '@rentline/sync-protocol/texts';
import { ContactPhotoField } from './contact-photo-field';
import { spyOnNotify } from '@/testing/notify-spies';

const notify = spyOnNotify();
afterEach(() => {
  cleanup();
  notify.error.mockClear();
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function choose(file: File) {
  const onChange = vi.fn();
  const { container } = render(
    <ChakraProvider value={defaultSystem}>
      <ContactPhotoField value={null} onChange={onChange} />
    </ChakraProvider>,
  );
  const input = container.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
  return onChange;
}

describe('#contact photo', () => {
  it('refuses a text file named photo.png before any save, by its bytes', async () => {
    const onChange = choose(new File(['not a picture'], 'photo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith('Error', VALIDATION.imageInvalid),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('takes a real image, as base64', async () => {
    const onChange = choose(new File([PNG], 'photo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^iVBORw0KGgo/)),
    );
    expect(notify.error).not.toHaveBeenCalled();
  });
});
