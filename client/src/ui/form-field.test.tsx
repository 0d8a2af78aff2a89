// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem, Input } from '@chakra-ui/react';
import { FormField, OptionSelect, textOptions } from './form-field';

afterEach(cleanup);

const inChakra = (ui: React.ReactNode) =>
  render(<ChakraProvider value={defaultSystem}>{ui}</ChakraProvider>);

describe('FormField', () => {
  it('names its control, marks it required, and tells the helper while there is no error', () => {
    inChakra(
      <FormField label="Amount" required helper="In dollars">
        <Input />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: /Amount/ });
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('In dollars')).toBeTruthy();
  });

  it('with an error: the control is invalid and the error replaces the helper', () => {
    inChakra(
      <FormField label="Amount" helper="In dollars" error="Enter an amount">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.getByText('Enter an amount')).toBeTruthy();
    expect(screen.queryByText('In dollars')).toBeNull();
  });
});

describe('OptionSelect', () => {
  const select = () => screen.getByRole('combobox') as HTMLSelectElement;
  const offered = () => [...select().options].map((o) => o.textContent);

  it('offers the empty choice first, then the options, and reports the choice', () => {
    const onChange = vi.fn();
    inChakra(
      <OptionSelect
        value=""
        placeholder="Choose a method"
        options={textOptions(['Cash', 'Check'])}
        onChange={onChange}
      />,
    );
    expect(offered()).toEqual(['Choose a method', 'Cash', 'Check']);
    fireEvent.change(select(), { target: { value: 'Check' } });
    expect(onChange).toHaveBeenCalledWith('Check');
  });

  it('with keepUnknown, keeps a stored value no longer offered as it is', () => {
    inChakra(
      <OptionSelect value="Fax" options={textOptions(['Call'])} keepUnknown onChange={vi.fn()} />,
    );
    expect(offered()).toEqual(['Call', 'Fax']);
    expect(select().value).toBe('Fax');
  });

  it('without it, offers only the options', () => {
    inChakra(<OptionSelect value="Fax" options={textOptions(['Call'])} onChange={vi.fn()} />);
    expect(offered()).toEqual(['Call']);
  });
});
