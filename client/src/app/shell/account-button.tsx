import { forwardRef } from 'react';
import { Avatar, Button, Stack, Text, type ButtonProps } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import type { Employee } from '@rentline/sync-protocol';
import { initials } from '@/ui/initials';

export const accountName = (employee: Employee) => employee.full_name.trim() || 'Employee';

type AccountButtonProps = ButtonProps & { employee: Employee };

/** The top bar's account button: initials, name and job title (the user menu's trigger). */
export const AccountButton = forwardRef<HTMLButtonElement, AccountButtonProps>(
  function AccountButton({ employee, ...props }, ref) {
    const name = accountName(employee);
    return (
      <Button ref={ref} variant="ghost" px="2" gap="2" aria-label={`Account: ${name}`} {...props}>
        <Avatar.Root size="sm" colorPalette="brand" variant="solid">
          <Avatar.Fallback>{initials(name)}</Avatar.Fallback>
        </Avatar.Root>
        <Stack gap="0" align="start" display={{ base: 'none', lg: 'flex' }} maxW="40">
          <Text fontSize="sm" fontWeight="semibold" lineHeight="short" truncate>
            {name}
          </Text>
          {employee.job_title && (
            <Text fontSize="xs" color="fg.muted" lineHeight="short" truncate>
              {employee.job_title}
            </Text>
          )}
        </Stack>
        <LuChevronDown />
      </Button>
    );
  },
);
