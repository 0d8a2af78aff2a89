import { Badge, Button, type ButtonProps } from '@chakra-ui/react';

/** An action SPEC.md names without saying what it does: shown, disabled, marked 'Coming soon'. */
export function ComingSoonButton({ children, ...props }: Omit<ButtonProps, 'disabled'>) {
  return (
    <Button {...props} disabled>
      {children}
      <Badge size="sm" variant="subtle" colorPalette="gray">
        Coming soon
      </Badge>
    </Button>
  );
}
