import { forwardRef } from 'react';
import { Avatar, Button, Stack, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { Employee } from '@rentline/sync-protocol/wire';
import { initials } from '@/ui/initials';

export const accountName = (employee: Employee) => employee.full_name.trim() || 'Employee';

type AccountButtonProps = ButtonProps & { employee: Employee };

/**
 * The top bar's account button: initials, name and job title (the user menu's trigger). Its
 * accessible name is its own text, "Account: Jordan Avery" and the job title: the initials are a
 * picture, and the name is there for a screen reader at every width, shown from `lg` up. A name
 * given apart (aria-label) would not contain what is visible (WCAG 2.5.3, label in name).
 */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(
  function AccountButton({ employee, ...props }, ref) {
    const name = accountName(employee);
    return (
      <Button ref={ref} variant="ghost" px="2" gap="2" {...props}>
        <VisuallyHidden>Account:</VisuallyHidden>
        <Avatar.Root size="sm" colorPalette="brand" variant="solid" aria-hidden>
          <Avatar.Fallback>{initials(name)}</Avatar.Fallback>
        </Avatar.Root>
        <Stack gap="0" align="start" srOnly={{ base: true, lg: false }} maxW="40">
          <Text fontSize="sm" fontWeight="semibold" lineHeight="short" truncate>
            {name}
          </Text>
          {employee.job_title && (
            <Text fontSize="xs" color="fg.muted" lineHeight="short" truncate>
              {employee.job_title}
            </Text>
          )}
        </Stack>
        <LuChevronDown aria-hidden />
      </Button>
    );
  },
);
