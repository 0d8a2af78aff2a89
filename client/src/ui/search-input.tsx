/**
 * A search box: the magnifier and a search input. Named by `label`, or by the Field.Label of
 * the Field around it. The caller keeps the text (and debounces it where it needs to).
 */
import { Input, InputGroup, type InputGroupProps } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

type SearchInputProps = Omit<InputGroupProps, 'children' | 'onChange' | 'startElement'> & {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label?: string;
};

export function SearchInput({ value, onChange, placeholder, label, ...group }: SearchInputProps) {
  return (
    <InputGroup startElement={<LuSearch />} {...group}>
      <Input
        type="search"
        placeholder={placeholder}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </InputGroup>
  );
}
