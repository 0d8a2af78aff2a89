/** The labelled controls of the outcome form: a label, the control, its message. */
import { Input } from '@chakra-ui/react';

interface DateProps {
  name: string;
  value: string;
  min: string;
  onChange: (value: string) => void;
}

export function DateInput({ name, value, min, onChange }: DateProps) {
  return (
    <Input
      size="lg"
      type="date"
      name={name}
      value={value}
      min={min}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
}
