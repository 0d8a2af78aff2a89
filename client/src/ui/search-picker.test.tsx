// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { installDomShims } from '@/testing/dom-shims';
import { SHOWN_LIMIT, SearchPicker, type PickerOption } from './search-picker';

beforeAll(installDomShims);
afterEach(cleanup);

const PEOPLE: PickerOption[] = [
  { value: 'c1', label: 'Nina Patel', description: 'nina@example.com' },
  { value: 'c2', label: 'Sam Rivera' },
  { value: 'c3', label: 'Ana Núñez' },
];

function Picker(props: {
  options?: PickerOption[];
  initial?: string;
  clearValue?: string;
  error?: string;
  onChange?: (value: string) => void;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <ChakraProvider value={defaultSystem}>
      <SearchPicker
        label="Contact"
        name="contact_id"
        required
        placeholder="Select a contact"
        value={value}
        options={props.options ?? PEOPLE}
        clearValue={props.clearValue}
        error={props.error}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      />
    </ChakraProvider>
  );
}

const box = () => screen.getByRole('combobox', { name: /^Contact/ }) as HTMLInputElement;

async function type(text: string) {
  fireEvent.click(box());
  fireEvent.change(box(), { target: { value: text } });
  return within(await screen.findByRole('listbox'));
}

describe('SearchPicker', () => {
  it('is named by its label and carries the field name', () => {
    render(<Picker />);
    expect(box().getAttribute('name')).toBe('contact_id');
    expect(box().placeholder).toBe('Select a contact');
    expect(box().value).toBe('');
  });

  it('filters as one types, in any case, by label or description', async () => {
    render(<Picker />);
    let list = await type('PAT');
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(1));
    expect(list.getByRole('option', { name: /Nina Patel/ })).toBeTruthy();
    list = await type('example.com');
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(1));
    // Accents and case do not matter.
    list = await type('nunez');
    await waitFor(() => expect(list.getByRole('option', { name: /Ana Núñez/ })).toBeTruthy());
  });

  it('says "No matches" when nothing matches', async () => {
    render(<Picker />);
    const list = await type('zzz');
    await waitFor(() => expect(list.getByText('No matches')).toBeTruthy());
    expect(list.queryAllByRole('option')).toHaveLength(0);
  });

  it('choosing an option sets the value and shows its label once closed', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const list = await type('sam');
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(1));
    fireEvent.click(list.getByRole('option', { name: /Sam Rivera/ }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('c2'));
    await waitFor(() => expect(box().value).toBe('Sam Rivera'));
  });

  it('Enter picks the first match', async () => {
    const onChange = vi.fn();
    render(<Picker onChange={onChange} />);
    const list = await type('rive');
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(1));
    // The first match is highlighted once the list has drawn it (a step after the options
    // appear, as Zag's combobox sees its children change); Enter picks what is highlighted.
    await waitFor(() =>
      expect(
        list.getByRole('option', { name: /Sam Rivera/ }).hasAttribute('data-highlighted'),
      ).toBe(true),
    );
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('c2'));
  });

  it('shows the current choice, and ticks it in the list when opened', async () => {
    render(<Picker initial="c1" />);
    expect(box().value).toBe('Nina Patel');
    fireEvent.click(box());
    const list = within(await screen.findByRole('listbox'));
    // Opened for a new search: every option shows, the current one selected.
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(3));
    expect(list.getByRole('option', { name: /Nina Patel/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(box().placeholder).toBe('Nina Patel');
  });

  it('clears back to the "none" value when clearable', async () => {
    const onChange = vi.fn();
    render(<Picker initial="c2" clearValue="none" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Contact' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('none'));
    await waitFor(() => expect(box().value).toBe(''));
  });

  it('marks the input invalid and shows the message', () => {
    render(<Picker error="Contact is required" />);
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Contact is required')).toBeTruthy();
  });

  it('shows the first matches of a long list and asks for more letters', async () => {
    const many = Array.from({ length: 354 }, (_, i) => ({ value: `p${i}`, label: `Person ${i}` }));
    render(<Picker options={many} />);
    let list = await type('person');
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(SHOWN_LIMIT));
    expect(list.getByText(`Showing ${SHOWN_LIMIT} of 354. Type to narrow.`)).toBeTruthy();
    list = await type('person 35');
    // 35 and 350 to 353.
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(5));
  });

  it("shows a server's answer as it is, and reports what is typed", async () => {
    const onSearch = vi.fn();
    render(
      <ChakraProvider value={defaultSystem}>
        <SearchPicker
          label="Contact"
          value="gone"
          selectedLabel="Pat Gone"
          options={PEOPLE}
          onSearch={onSearch}
          more
          onChange={() => undefined}
        />
      </ChakraProvider>,
    );
    // The current choice is not among the options: its own label shows.
    expect(box().value).toBe('Pat Gone');
    const list = await type('zzz');
    expect(onSearch).toHaveBeenLastCalledWith('zzz');
    // Not filtered again here: the server already did.
    await waitFor(() => expect(list.getAllByRole('option')).toHaveLength(3));
    expect(list.getByText('More found. Type to narrow.')).toBeTruthy();
  });

  it('says the list is busy while the answer to a search is on its way', async () => {
    function Remote() {
      const [typed, setTyped] = useState('');
      const [answered, setAnswered] = useState('');
      return (
        <ChakraProvider value={defaultSystem}>
          <button type="button" onClick={() => setAnswered(typed)}>
            answer
          </button>
          <SearchPicker
            label="Contact"
            value=""
            options={PEOPLE.filter((p) => p.label.toLowerCase().includes(answered))}
            onSearch={setTyped}
            searching={typed !== answered}
            onChange={() => undefined}
          />
        </ChakraProvider>
      );
    }
    render(<Remote />);
    await type('sam');
    const listbox = screen.getByRole('listbox');
    expect(listbox.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'answer' }));
    await waitFor(() => expect(listbox.getAttribute('aria-busy')).toBeNull());
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
  });
});
